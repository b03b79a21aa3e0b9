import Foundation
import Testing

/// Inputs made to break coach-report, through the built binary: each ends with its sentence and
/// exit status, never a crash (issue 15).
@Suite struct HostileInputTests {
    /// Writes `text` to a file in a fresh folder and gives its path.
    static func file(_ text: String, named name: String = "x.json") throws -> String {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every command that reads an export, with what it needs to run.
    static func commands(_ path: String, out folder: String) -> [[String]] {
        [
            ["validate", path],
            ["stats", path, "--json"],
            ["chart", "rings", path, "--out", folder + "/rings.svg"],
            ["summary", path],
            ["week", path, "--out", folder],
            ["email", path, "--from", "sam@example.org", "--to", "kari@example.no", "--out", folder + "/week.eml"],
        ]
    }

    /// A version of 2^63 or more, or 1e999, once ended every command with SIGILL.
    @Test(arguments: ["9223372036854775808", "1e999", "-1e999"])
    func aHugeVersionIsASentenceForEveryCommand(version: String) throws {
        let path = try Self.file(#"{"format": "coacher-export", "version": \#(version), "exportedAt": "2026-11-22", "timeZone": "UTC"}"#)
        let folder = try CLIRunner.temporaryFolder().path
        for arguments in Self.commands(path, out: folder) {
            let r = try CLIRunner.run(arguments)
            #expect(r.status == 65, "\(arguments[0])")
            #expect(r.stderr.hasPrefix("coach-report: \(path):1:41: version: "), "\(arguments[0])")
            #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        }
    }

    /// U+FFFE in a note made `week` fail (exit 74, from cairo) while the other commands took the
    /// file: every character no writer takes is read as U+FFFD, the same for every command.
    @Test func textNoWriterTakesIsReadTheSameByEveryCommand() throws {
        let note = #"raw \#u{FFFE} \#u{FFFF} \#u{9B} \#u{7F}, escaped \ufffe \u0000 \u001b[2J \ud800 \udfff, kept \t\n æ 🌱"#
        let path = try Self.file(#"""
            {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC",
             "profile": {"name": "A\u0000B \ufffe"},
             "entries": [{"date": "2026-11-20", "morningFocus": {"myWhy": "\#(note)", "identity": "\#(note)"}, "endOfDay": {"whatHelped": "\#(note)"}}],
             "cravingNotes": [{"at": "2026-11-21T20:00:00Z", "type": "stress", "text": "\#(note)"}],
             "checkIns": [{"date": "2026-11-20", "plannedToTrain": true, "completedTraining": true, "note": "\#(note)"}]}
            """#)
        let folder = try CLIRunner.temporaryFolder().path
        for arguments in Self.commands(path, out: folder) {
            let r = try CLIRunner.run(arguments)
            #expect(r.status == 0, "\(arguments[0]): \(r.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/2026-W47.pdf"))
        let summary = try CLIRunner.run(["summary", path, "--week", "2026-W47"])
        #expect(summary.stdout.contains("raw \u{FFFD} \u{FFFD} \u{FFFD} \u{FFFD}, escaped \u{FFFD} \u{FFFD} \u{FFFD}"))
        #expect(!summary.stdout.unicodeScalars.contains { $0.value & 0xFFFE == 0xFFFE || (0x7F...0x9F).contains($0.value) || $0.value == 0 || $0.value == 0x1B })
    }

    /// A partial that includes the next one four times, twenty deep, once rendered until memory ran out:
    /// now one line naming the template, exit 65, and nothing written.
    @Test func aTemplateThatMultipliesItsOutputIsOneLine() throws {
        let folder = try CLIRunner.temporaryFolder()
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{> p1}}\n".utf8).write(to: templates.appendingPathComponent("summary.md.mustache"))
        for i in 1...20 {
            let text = i < 20 ? String(repeating: "{{> p\(i + 1)}}", count: 4) : String(repeating: "a line of text, ", count: 20) + "\n"
            try Data(text.utf8).write(to: templates.appendingPathComponent("p\(i).mustache"))
        }
        let out = folder.appendingPathComponent("s.md").path
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--templates", templates.path, "--out", out], timeout: 120)
        #expect(r.status == 65)
        #expect(r.stderr == "coach-report: \(templates.path)/summary.md.mustache: rendering this template would make more than 64 MiB of text, as its sections or partials repeat, so it stops here.\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
