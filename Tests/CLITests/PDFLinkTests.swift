import Foundation
import Testing

/// Every link in every PDF that `week`, `reflect` and `site` write leads somewhere: to a file that exists in
/// the output folder, or to an absolute URL. The links are read from the files' annotations as a viewer reads
/// them (`qpdf --json`): /URI actions, and the files of /Launch and /GoToR actions.
@Suite struct PDFLinkTests {
    /// The targets of the link actions in a PDF.
    static func linkTargets(_ pdf: URL) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["qpdf", "--json", pdf.path]
        let out = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("json")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        p.standardOutput = try FileHandle(forWritingTo: file)
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        let objects = ((json["qpdf"] as? [Any])?.last as? [String: Any]) ?? [:]
        func resolve(_ any: Any?) -> Any? {
            if let r = any as? String, r.hasSuffix(" R") { return (objects["obj:" + r] as? [String: Any])?["value"] }
            return any
        }
        func string(_ any: Any?) -> String? {
            guard let s = resolve(any) as? String else {
                // A file specification dictionary names its file in /UF or /F.
                guard let spec = resolve(any) as? [String: Any] else { return nil }
                return string(spec["/UF"]) ?? string(spec["/F"])
            }
            if s.hasPrefix("u:") { return String(s.dropFirst(2)) }
            if s.hasPrefix("b:") {
                let hex = Array(s.dropFirst(2))
                let bytes = stride(from: 0, to: hex.count - 1, by: 2).compactMap { UInt8(String(hex[$0...$0 + 1]), radix: 16) }
                return String(decoding: bytes, as: UTF8.self)
            }
            return s
        }
        var targets: [String] = []
        var found = false
        // Every dictionary among the objects, also those written inline in an annotation.
        func walk(_ any: Any?) {
            if let dict = any as? [String: Any] {
                if let kind = dict["/S"] as? String {
                    if kind == "/URI", let uri = string(dict["/URI"]) { targets.append(uri); found = true }
                    if kind == "/Launch" || kind == "/GoToR", let f = string(dict["/F"]) { targets.append(f); found = true }
                }
                dict.values.forEach(walk)
            } else if let array = any as? [Any] {
                array.forEach(walk)
            }
        }
        for (key, value) in objects where key.hasPrefix("obj:") { walk((value as? [String: Any])?["value"]) }
        _ = found
        return targets
    }

    /// The links in the PDFs under `folder` that lead nowhere: neither an absolute URL nor a file in the folder.
    static func deadLinks(in folder: URL) throws -> (pdfs: Int, links: Int, dead: [String]) {
        let root = folder.standardizedFileURL.path
        var pdfs = 0, links = 0
        var dead: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "pdf" else { continue }
            pdfs += 1
            for target in try linkTargets(url) {
                links += 1
                if target.range(of: "^[a-zA-Z][a-zA-Z0-9+.-]*:", options: .regularExpression) != nil { continue }
                let file = URL(fileURLWithPath: target, relativeTo: url.deletingLastPathComponent()).standardizedFileURL.path
                if !(file.hasPrefix(root + "/") && FileManager.default.fileExists(atPath: file)) {
                    dead.append(url.lastPathComponent + " → " + target)
                }
            }
        }
        return (pdfs, links, dead)
    }

    /// `reflect` writes one period at a time and no weekly PDFs beside it, so its week rows link nothing; `week`
    /// links only within itself.
    @Test func reflectAndWeekLinkNoFileThatIsNotThere() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = ReflectCommandTests.sample
        for arguments in [["--month", "2026-10"], ["--quarter", "2026-Q4"], ["--year", "2026"], ["--from", "2026-09-01", "--to", "2026-10-12"], ["--week", "2026-W44"]] {
            #expect(try CLIRunner.run(["reflect", sample, "--pdf-only", "--out", dir.path] + arguments).status == 0, "\(arguments)")
        }
        #expect(try CLIRunner.run(["week", sample, "--week", "2026-W46", "--out", dir.appendingPathComponent("week").path]).status == 0)
        let (pdfs, _, dead) = try Self.deadLinks(in: dir)
        #expect(pdfs == 6)
        #expect(dead.isEmpty, "\(dead)")
    }

    /// The site's year PDFs link the site's weekly PDFs, one folder over, and each of those is there.
    @Test func theSitesYearPDFLinksItsWeeklyPDFs() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let export = dir.appendingPathComponent("export.json").path
        #expect(try CLIRunner.run(["sample", "--days", "380", "--last-day", "2026-01-10", "--out", export]).status == 0)
        let site = dir.appendingPathComponent("site")
        #expect(try CLIRunner.run(["site", export, "--out", site.path]).status == 0)
        let (pdfs, links, dead) = try Self.deadLinks(in: site)
        #expect(pdfs > 50)
        #expect(links > 50, "the year PDFs link the weekly PDFs")
        #expect(dead.isEmpty, "\(dead)")
        #expect(try Self.linkTargets(site.appendingPathComponent("years/2025.pdf")).contains("../weeks/2025-W10.pdf"))
    }
}
