import Foundation
import Testing

/// The limits of what coach-report reads, each a sentence and exit 65 (issue 15, "Limits").
@Suite struct LimitTests {
    static let small = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC"}"#

    /// A file larger than the default 256 MiB is refused before it is read (a sparse file: no disk used).
    @Test func aFileOverTheDefaultSizeIsRefused() throws {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent("huge.json")
        FileManager.default.createFile(atPath: url.path, contents: Data(Self.small.utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let r = try CLIRunner.run(["validate", url.path])
        #expect(r.status == 65)
        #expect(r.stderr == "coach-report: \(url.path): more than 268435456 bytes, the most coach-report reads (an export is far smaller); --max-bytes raises the limit.\n")
    }

    @Test func maxBytesLowersTheLimitForFilesAndStandardInput() throws {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent("x.json")
        try Data(Self.small.utf8).write(to: url)
        #expect(try CLIRunner.run(["validate", url.path, "--max-bytes", "\(Self.small.utf8.count)"]).status == 0)
        let file = try CLIRunner.run(["validate", url.path, "--max-bytes", "50"])
        #expect(file.status == 65)
        #expect(file.stderr == "coach-report: \(url.path): more than 50 bytes, the most coach-report reads (an export is far smaller); --max-bytes raises the limit.\n")
        let stdin = try CLIRunner.run(["stats", "-", "--max-bytes", "50"], stdin: Data(Self.small.utf8))
        #expect(stdin.status == 65)
        #expect(stdin.stderr == "coach-report: standard input: more than 50 bytes, the most coach-report reads (an export is far smaller); --max-bytes raises the limit.\n")
    }

    @Test func maxBytesMustBePositive() throws {
        let r = try CLIRunner.run(["validate", "x.json", "--max-bytes", "0"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--max-bytes takes a number of bytes from 1."))
    }
}
