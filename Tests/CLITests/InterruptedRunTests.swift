import Foundation
import Testing

/// A run stopped by SIGTERM or SIGINT while it writes a folder (a folder of weeks, a site) leaves no temporary
/// file behind: every file there is a whole output, old or new. Stopped many times, at random moments, since a
/// leftover comes from a signal landing in a narrow window.
@Suite struct InterruptedRunTests {
    static func temporaryFiles(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test(arguments: [["week", "--week", "all"], ["site"], ["site", "--no-pdf"]])
    func aStoppedRunLeavesNoTemporaryFile(command: [String]) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = dir.appendingPathComponent("sample.json").path
        #expect(try CLIRunner.run(["sample", "--days", "2000", "--seed", "3", "--out", sample]).status == 0)
        var generator = SystemRandomNumberGenerator()
        for run in 0..<20 {
            let signal = run.isMultiple(of: 2) ? SIGTERM : SIGINT
            let out = dir.appendingPathComponent("out-\(run)").path
            let pid = try CLIRunner.start([command[0], sample] + command.dropFirst() + ["--out", out])
            // Once it writes (before, there is nothing to leave), at a random moment in the next 0.4 s (a build takes seconds).
            let deadline = Date(timeIntervalSinceNow: 60)
            while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: out))?.count ?? 0) == 0 {
                Thread.sleep(forTimeInterval: 0.01)
            }
            let delay = Double.random(in: 0...0.4, using: &generator)
            Thread.sleep(forTimeInterval: delay)
            kill(pid, signal)
            #expect(CLIRunner.waitForSignal(pid) == signal, "\(command) ended before it was stopped, after \(delay) s")
            let left = Self.temporaryFiles(under: out)
            #expect(left.isEmpty, "\(command), signal \(signal) after \(delay) s: \(left)")
            try? FileManager.default.removeItem(atPath: out)
        }
    }
}
