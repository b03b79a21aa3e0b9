import Foundation
import Testing

/// The limits of what coach-report reads, each a sentence and exit 65 (issue 15, "Limits").
@Suite struct LimitTests {
    static let small = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC"}"#

    /// A file larger than the default 256 MiB is refused before it is read (a sparse file: no disk used).
    @Test func aFileOverTheDefaultSizeIsRefused() throws {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent("huge.json")
        try #require(FileManager.default.createFile(atPath: url.path, contents: Data(Self.small.utf8)))
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

/// Days the figures cannot stand on, and a file with no day at all.
@Suite struct DayLimitTests {
    static func file(_ text: String) throws -> String {
        let url = try CLIRunner.temporaryFolder().appendingPathComponent("x.json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let export = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC", "checkIns": [{"date": "2026-11-20", "plannedToTrain": true, "completedTraining": true}]}"#

    /// 170 bytes that once made `stats --json` write 270 MB with 1.48 GB of memory.
    @Test func aCheckInInYearOneIsRefused() throws {
        let path = try Self.file(#"{"format": "coacher-export", "version": 1, "exportedAt": "9999-12-31", "checkIns": [{"date": "0001-01-01", "plannedToTrain": true, "completedTraining": true}]}"#)
        let r = try CLIRunner.run(["stats", path, "--json", "--time-zone", "UTC"])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "coach-report: \(path):1:58: exportedAt: “9999-12-31” is outside the dates coach-report reads, 1900-01-01 to 2199-12-31.\n")
    }

    /// `--as-of 9999-12-31` on a normal export once took 1.19 GB.
    @Test func anAsOfTheFiguresCannotStandOnIsAUsageError() throws {
        let path = try Self.file(Self.export)
        let far = try CLIRunner.run(["stats", path, "--as-of", "9999-12-31"])
        #expect(far.status == 64)
        #expect(far.stderr == "coach-report: --as-of 9999-12-31 is outside the dates coach-report reads, 1900-01-01 to 2199-12-31.\nSee 'coach-report stats --help'.\n")
        let span = try CLIRunner.run(["week", path, "--as-of", "2199-12-31", "--out", try CLIRunner.temporaryFolder().path])
        #expect(span.status == 64)
        #expect(span.stderr == "coach-report: --as-of 2199-12-31 is 173 years from the days in \(path); name a day within 150 years of them.\nSee 'coach-report week --help'.\n")
        #expect(try CLIRunner.run(["stats", path, "--as-of", "2150-01-01"]).status == 0)
    }

    /// An empty check-in array: validate says there is nothing in it; the others ask, kindly, for a day.
    @Test func anEmptyCheckInArray() throws {
        let path = try Self.file("[]")
        let v = try CLIRunner.run(["validate", path, "--time-zone", "UTC"])
        #expect(v.status == 0)
        #expect(v.stdout.contains("Days covered: none yet."))
        #expect(v.stdout.contains("Check-ins: 0."))
        let s = try CLIRunner.run(["stats", path, "--time-zone", "UTC"])
        #expect(s.status == 64)
        #expect(s.stderr == "coach-report: \(path) holds no check-ins yet, so there is no day for the figures to stand on; name one with --as-of, such as --as-of 2026-11-22.\nSee 'coach-report stats --help'.\n")
        #expect(try CLIRunner.run(["stats", path, "--time-zone", "UTC", "--as-of", "2026-11-22"]).status == 0)
    }
}
