import Foundation
import Testing

/// A run stopped by SIGTERM or SIGINT while it writes a folder of weeks leaves no temporary file behind:
/// every file there is a whole output, old or new.
@Suite struct InterruptedRunTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aStoppedRunLeavesNoTemporaryFile(signal: Int32) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = dir.appendingPathComponent("sample.json").path
        #expect(try CLIRunner.run(["sample", "--days", "400", "--seed", "3", "--out", sample]).status == 0)
        for delay in [0.15, 0.3, 0.5, 0.8] {
            let out = dir.appendingPathComponent("weeks-\(delay)")
            let process = Process()
            process.executableURL = CLIRunner.binary
            process.arguments = ["week", sample, "--week", "all", "--out", out.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            #expect(left.filter { $0.hasSuffix(".tmp") }.isEmpty, "after \(delay) s: \(left.filter { $0.hasSuffix(".tmp") })")
        }
    }
}
