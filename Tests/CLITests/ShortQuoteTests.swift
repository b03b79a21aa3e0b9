import Foundation
import Testing

/// A message quotes at most 80 characters of what was typed, then "…": a template of one 800 KB line or a pasted
/// `--time-zone` once made an error line of hundreds of kilobytes (issue 27).
@Suite struct ShortQuoteTests {
    static let long = String(repeating: "Europe/Oslo ", count: 8_000)  // 96 KB, with spaces: one argument still

    /// Every line of `stderr` short, and the quote cut with "…".
    static func isShort(_ stderr: String) -> Bool {
        !stderr.isEmpty && stderr.split(separator: "\n").allSatisfy { $0.count < 400 } && stderr.contains("…")
    }

    @Test func aLongTimeZoneIsQuotedShort() throws {
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--time-zone", Self.long])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("coach-report: --time-zone: “Europe/Oslo Europe/Oslo"))
        #expect(r.stderr.contains("Europe/O…” is not a time zone coach-report knows"))
        #expect(Self.isShort(r.stderr))
    }

    /// Values argument-parser quotes, and an unknown option, and a file name no file system takes.
    @Test func argumentsAreQuotedShort() throws {
        let word = String(repeating: "A", count: 100_000)
        for arguments in [["sample", "--days", word], ["stats", CLIRunner.example("sample-export.json"), "--" + word],
                          ["chart", word, CLIRunner.example("sample-export.json")], ["stats", word],
                          ["email", CLIRunner.example("sample-export.json"), "--from", word, "--to", "a@example.org"],
                          ["stats", CLIRunner.example("sample-export.json"), "--locale", word]] {
            let r = try CLIRunner.run(arguments)
            #expect(r.status != 0)
            #expect(Self.isShort(r.stderr), "\(arguments[0]): \(r.stderr.prefix(300))")
        }
    }

    /// A template of one line 800 KB long, with a mistake in it: the line is quoted from its start.
    @Test(arguments: ["{{#days}}x{{/day}}", "{{unclosed", "{{> nowhere}}"])
    func aLongTemplateLineIsQuotedShort(mistake: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        let line = String(repeating: "{{{title}}} and words ", count: 20_000) + mistake + String(repeating: " more", count: 80_000)
        try Data((line + "\n").utf8).write(to: folder.appendingPathComponent("summary.md.mustache"))
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--templates", folder.path])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("coach-report: \(folder.path)/summary.md.mustache:1:"))
        #expect(r.stderr.hasSuffix("{{{title}}} and words {{{title}}} and words {{{title}}} and words {{{title}}} an…\n"), "\(r.stderr.suffix(200))")
        #expect(Self.isShort(r.stderr))
    }
}
