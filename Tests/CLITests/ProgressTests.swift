import Foundation
import Testing

/// Long runs show how far they are on a terminal, and nothing anywhere else (issue 15).
@Suite struct ProgressTests {
    /// `arguments` run with a terminal as standard input, output and error (util-linux `script`); what the
    /// terminal showed.
    static func onATerminal(_ arguments: [String]) throws -> String {
        let command = ([CLIRunner.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(out)")
        return out
    }

    static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// Each of the long runs, writing into `folder`.
    static func runs(into folder: String) -> [[String]] {
        let sample = CLIRunner.example("sample-export.json")
        return [
            ["week", sample, "--week", "all", "--pdf-only", "--out", folder + "/pdf"],
            ["summary", sample, "--every-week", "--out", folder + "/md"],
        ]
    }

    @Test func redirectedALongRunSaysNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in Self.runs(into: dir.path) {
            let r = try CLIRunner.run(arguments)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.isEmpty && r.stderr.isEmpty, "\(arguments[0]): \(r.stderr)")
        }
    }

    @Test(.enabled(if: hasScript)) func onATerminalALongRunCountsItsWeeksOnOneLineAndClearsIt() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in Self.runs(into: dir.path) {
            let shown = try Self.onATerminal(arguments)
            let weeks = try FileManager.default.contentsOfDirectory(atPath: arguments.last ?? "").count
            #expect(weeks > 1)
            #expect(shown == (1...weeks).map { "\r\($0)/\(weeks) weeks" }.joined() + "\r\u{1B}[K", "\(arguments[0])")
        }
    }

    @Test(.enabled(if: hasScript)) func quietSaysNothingEvenOnATerminal() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in Self.runs(into: dir.path) {
            #expect(try Self.onATerminal(arguments + ["--quiet"]).isEmpty, "\(arguments[0])")
        }
        // Errors still speak.
        let r = try CLIRunner.run(["week", "/nonexistent/export.json", "--week", "all", "--quiet"])
        #expect(r.status == 74)
        #expect(r.stderr.hasPrefix("coach-report: "))
    }
}
