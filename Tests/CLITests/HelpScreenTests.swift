import Foundation
import Testing

/// Every help screen, word for word, against `Tests/Fixtures/help/<command>.txt`: the help is the manual a new
/// user reads first, so any change to it shows in review. `UPDATE_GOLDENS=1` (`make goldens`) rewrites a screen
/// that differs, and fails.
@Suite struct HelpScreenTests {
    static let folder: URL = {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("Fixtures/help")
    }()

    /// docs/man/coach-report.1 (what `make install` installs) was made from the help the binary gives now: its last
    /// line holds the SHA-256 of `--experimental-dump-help`, which `make man` writes. A help text changed without
    /// `make man` fails here.
    @Test func theManPageIsCurrent() throws {
        let dump = try CLIRunner.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let scratch = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("help.json")
        try Data(dump.stdout.utf8).write(to: file)
        let hasher = Process(), out = Pipe()
        hasher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        hasher.arguments = ["sha256sum", file.path]
        hasher.standardOutput = out
        try hasher.run()
        hasher.waitUntilExit()
        let hash = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        let man = try String(contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/man/coach-report.1"), encoding: .utf8)
        #expect(man.hasSuffix(".\\\" help-sha256: \(hash)\n"), "docs/man/coach-report.1 was made from other help: run make man")
    }

    @Test(arguments: ["coach-report", "validate", "stats", "sample", "chart", "summary", "week", "reflect", "site", "email", "batch", "card"])
    func helpMatchesItsGolden(command: String) throws {
        // Standard output is a file here, so argument-parser wraps at COLUMNS, else at 80; set it so a
        // terminal's width or a CI's environment cannot change the screen.
        let arguments = command == "coach-report" ? ["--help"] : [command, "--help"]
        let r = try CLIRunner.run(arguments, environment: ["COLUMNS": "80"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let name = "\(command).txt", url = Self.folder.appendingPathComponent(name)
        let golden = try? String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1", golden != r.stdout {
            try Data(r.stdout.utf8).write(to: url)
            Issue.record("golden help/\(name) rewritten; run again without UPDATE_GOLDENS to check it")
            return
        }
        #expect(golden == r.stdout, "coach-report \(arguments.joined(separator: " ")) differs from Tests/Fixtures/help/\(name)")
    }

    /// No example is wrapped in the middle of its command, where a reader copying it would get two commands.
    @Test func noExampleIsWrapped() throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where file.hasSuffix(".txt") {
            let lines = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (line, next) in zip(lines, lines.dropFirst()) where line.hasPrefix("  coach-report ") {
                #expect(next.isEmpty || next.hasPrefix(" "), "\(file): \(line) / \(next)")
            }
        }
    }
}
