import Foundation
import Testing

/// `coach-report summary`, run as the built binary.
@Suite struct SummaryCommandTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/summaries")

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func printsTheWeekWithoutOut() throws {
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--week", "2026-W46"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout == (try Self.golden("sample-2026-W46.md")))
    }

    @Test func writesHTMLWhenOutEndsInHtml() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("week.html").path
        let r = try CLIRunner.run(["summary", CLIRunner.example("uke-nb.json"), "--week", "2026-W47", "--out", out])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try Self.golden("uke-nb-2026-W47.html")))
    }

    @Test func takesARunOfDays() throws {
        let r = try CLIRunner.run([
            "summary", CLIRunner.example("sample-export.json"), "--from", "2026-10-01", "--to", "2026-10-31", "--format", "md",
        ])
        #expect(r.status == 0)
        #expect(r.stdout == (try Self.golden("sample-2026-10.md")))
    }

    @Test func writesEveryWeekIntoAFolder() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--every-week", "--out", dir.path])
        #expect(r.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files.first == "2026-W36.md")
        #expect(files.last == "2026-W48.md")
        #expect(files.count == 13)
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-W46.md"), encoding: .utf8) == (try Self.golden("sample-2026-W46.md")))
    }

    /// One week that cannot be written (a folder stands where its file goes) does not stop the others, as
    /// with `week --week all`; the run ends with the I/O status and a sentence naming that file.
    @Test(arguments: [["summary", "--every-week"], ["week", "--week", "all", "--pdf-only"]])
    func aWeekThatCannotBeWrittenDoesNotStopTheOthers(command: [String]) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let blocked = command[0] == "week" ? "2026-W40.pdf" : "2026-W40.md"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(blocked), withIntermediateDirectories: false)
        let r = try CLIRunner.run([command[0], CLIRunner.example("sample-export.json")] + command.dropFirst() + ["--out", dir.path])
        #expect(r.status == 74)
        #expect(r.stderr.contains(blocked))
        #expect(r.stderr.split(separator: "\n").count == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.count == 13)
        #expect(files.contains(command[0] == "week" ? "2026-W48.pdf" : "2026-W48.md"))
        #expect(!files.contains { $0.hasPrefix(".") })
    }

    @Test func aTemplateFolderOverridesByFileName() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("# {{{title}}}\n\n{{{closing}}}\n".utf8).write(to: dir.appendingPathComponent("summary.md.mustache"))
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--week", "2026-W46", "--templates", dir.path])
        #expect(r.status == 0)
        #expect(r.stdout == "# Your week, November 8–14, 2026\n\nThis is hard, and I'm not alone. I can be kind to myself as I grow.\n")
    }

    @Test func aBrokenTemplateNamesFileAndLineAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = dir.appendingPathComponent("summary-urges.md.mustache")
        try Data("## {{{heading}}}\n\n{{#notes}}\n- {{{when}}}\n".utf8).write(to: template)
        let out = dir.appendingPathComponent("week.md").path
        let r = try CLIRunner.run([
            "summary", CLIRunner.example("sample-export.json"), "--templates", dir.path, "--out", out,
        ])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("coach-report: \(template.path):"))
        #expect(r.stderr.contains("never closed"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aMissingTemplateFolderIsAnIOError() throws {
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json"), "--templates", "/nonexistent/templates"])
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: /nonexistent/templates: there is no templates folder here.\n")
    }

    @Test(arguments: [
        (["--from", "2026-10-01"], "--from and --to go together."),
        (["--from", "2026-10-31", "--to", "2026-10-01"], "comes before --from"),
        (["--week", "2026-W46", "--from", "2026-10-01", "--to", "2026-10-31"], "either --week or --from and --to"),
        (["--every-week"], "--every-week needs --out"),
        (["--format", "pdf"], "pdf"),
    ])
    func badUsageExits64(arguments: [String], message: String) throws {
        let r = try CLIRunner.run(["summary", CLIRunner.example("sample-export.json")] + arguments)
        #expect(r.status == 64)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}
