import Foundation
import Testing

/// `coach-report email …` as a person types it: the message read back by Python's email parser.
@Suite struct EmailCommandTests {
    /// Parses the message with `policy=default`; prints one JSON object: every defect (message and parts),
    /// every `cid:` in the HTML and the Content-IDs of the multipart/related the HTML sits in, and the part types.
    static let check = #"""
    import email, email.policy, json, re, sys
    msg = email.message_from_bytes(open(sys.argv[1], "rb").read(), policy=email.policy.default)
    defects = [type(d).__name__ for d in msg.defects]
    for p in msg.walk():
        defects += [type(d).__name__ for d in p.defects]
        for k in p.keys():
            defects += [type(d).__name__ for d in getattr(p[k], "defects", ())]
        if not p.is_multipart():
            p.get_content()
    related = [p for p in msg.walk() if p.get_content_type() == "multipart/related"]
    cids = [str(p["Content-ID"]).strip("<>") for r in related for p in r.walk() if p["Content-ID"]]
    html = next(p for p in msg.walk() if p.get_content_type() == "text/html").get_content()
    refs = re.findall(r'src="cid:([^"]+)"', html)
    print(json.dumps({"defects": defects, "refs": refs, "cids": cids, "types": [p.get_content_type() for p in msg.walk()],
                      "subject": str(msg["Subject"]), "attachments": [p.get_filename() for p in msg.walk() if p.get_content_disposition() == "attachment"]}))
    """#

    struct Checked: Decodable {
        var defects: [String]
        var refs: [String]
        var cids: [String]
        var types: [String]
        var subject: String
        var attachments: [String?]
    }

    static func python(_ message: URL) throws -> Checked {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", check, message.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Checked.self, from: out)
    }

    @Test func pythonFindsNoDefectAndEveryCidResolves() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, [String])] = [
            ("en", [CLIRunner.example("sample-export.json"), "--week", "2026-W47"]),
            ("nb", [CLIRunner.example("uke-nb.json"), "--week", "2026-W47", "--cc", "coach@example.no"]),
            ("checkins", [CLIRunner.example("checkins.json"), "--profile", CLIRunner.example("profile.json"), "--time-zone", "Europe/Oslo"]),
            ("empty", [CLIRunner.example("sample-export.json"), "--week", "2025-W10"]),
        ]
        for (name, arguments) in cases {
            let file = dir.appendingPathComponent(name + ".eml")
            let r = try CLIRunner.run(["email"] + arguments + [
                "--from", "Sam Example <sam@example.org>", "--to", "Kari Nordmann <kari@example.no>", "--out", file.path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let checked = try Self.python(file)
            #expect(checked.defects.isEmpty, "\(name): \(checked.defects)")
            #expect(!checked.refs.isEmpty && Set(checked.refs) == Set(checked.cids), "\(name)")
            #expect(Array(checked.types.prefix(5)) == ["multipart/mixed", "multipart/related", "multipart/alternative", "text/plain", "text/html"])
            #expect(checked.attachments.compactMap { $0 }.contains { $0.hasSuffix(".pdf") }, "\(name)")
        }
    }

    /// The Subject header, its encoded words (RFC 2047, base64) decoded and its folded lines joined.
    static func subject(_ message: String) -> String? {
        guard let start = message.range(of: "\r\nSubject: ") else { return nil }
        var header = ""
        for (i, line) in message[start.upperBound...].components(separatedBy: "\r\n").enumerated() {
            if i > 0, !line.hasPrefix(" ") { break }
            header += line.trimmingCharacters(in: .whitespaces)
        }
        guard header.hasPrefix("=?") else { return header }
        return header.components(separatedBy: "?==?").map { word in
            var base64 = Substring(word)
            if base64.hasPrefix("=?") { base64 = base64.dropFirst(2) }
            if base64.uppercased().hasPrefix("UTF-8?B?") { base64 = base64.dropFirst(8) }
            if base64.hasSuffix("?=") { base64 = base64.dropLast(2) }
            return Data(base64Encoded: String(base64)).map { String(decoding: $0, as: UTF8.self) } ?? word
        }.joined()
    }

    @Test func standardOutputByDefaultAndNoPDFWhenAsked() throws {
        let sample = CLIRunner.example("sample-export.json")
        let r = try CLIRunner.run(["email", sample, "--week", "2026-W47", "--from", "sam@example.org", "--to", "kari@example.no", "--no-pdf"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Date: Sun, 22 Nov 2026 22:00:34 -0500\r\nFrom: sam@example.org\r\nTo: kari@example.no\r\n"))
        #expect(Self.subject(r.stdout) == "Sam · week 47, 2026: showed up on 5 days")
        #expect(!r.stdout.contains("application/pdf"))
        let again = try CLIRunner.run(["email", sample, "--week", "2026-W47", "--from", "sam@example.org", "--to", "kari@example.no", "--no-pdf"])
        #expect(again.stdout == r.stdout)
    }

    /// The message written to a file (made as it is written) is the very bytes written to standard output.
    @Test func aFileHoldsTheBytesStandardOutputGets() throws {
        let sample = CLIRunner.example("sample-export.json")
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("week.eml")
        let arguments = ["email", sample, "--week", "2026-W47", "--from", "sam@example.org", "--to", "kari@example.no"]
        let written = try CLIRunner.run(arguments + ["--out", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        let printed = try CLIRunner.run(arguments)
        #expect(try Data(contentsOf: file) == Data(printed.stdout.utf8))
        #expect(printed.stdout.contains("application/pdf"))
    }

    @Test(arguments: [
        ["--from", "sam@", "--to", "kari@example.no"],
        ["--from", "sam@example.org", "--to", "Kari <kari@example.no"],
        ["--from", "sam@example.org", "--to", "kari@example.no", "--to", "two@@example.no"],
        ["--from", "sam@example.org", "--to", "kari@example.no", "--cc", "not an address"],
    ])
    func aBadAddressExits64NamingIt(arguments: [String]) throws {
        let r = try CLIRunner.run(["email", CLIRunner.example("sample-export.json")] + arguments)
        #expect(r.status == 64)
        let bad = ["sam@", "Kari <kari@example.no", "two@@example.no", "not an address"].first { arguments.contains($0) }!
        #expect(r.stderr.contains("\"\(bad)\" is not an email address"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func noRecipientIsAUsageError() throws {
        let r = try CLIRunner.run(["email", CLIRunner.example("sample-export.json"), "--from", "sam@example.org"])
        #expect(r.status == 64)
    }
}
