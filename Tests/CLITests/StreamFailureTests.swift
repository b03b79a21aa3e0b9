import Foundation
import Testing

/// Standard streams that fail: a full disk, a closed stdout or stdin, a reader that went away.
/// Foundation's FileHandle ended each of these with a trap (issue 15, finding 5).
@Suite struct StreamFailureTests {
    struct Outcome {
        var status: Int32
        var stderr: String
    }

    /// Runs `script` with /bin/sh, `$0` being the binary and `$1` a small export: the shell sets up
    /// the streams as a person's shell would.
    static func shell(_ script: String) throws -> Outcome {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("export.json")
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC", "checkIns": [{"date": "2026-11-20", "plannedToTrain": true, "completedTraining": true}]}"#.utf8).write(to: export)
        let errURL = folder.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: errURL.path, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLIRunner.binary.path, export.path]
        process.currentDirectoryURL = folder
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    @Test(arguments: ["stats", "validate", "summary"])
    func aFullDiskIsOneLineAndExit74(command: String) throws {
        let r = try Self.shell(#""$0" \#(command) "$1" > /dev/full"#)
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: standard output cannot be written: No space left on device.\n")
    }

    @Test func aClosedStandardOutputIsOneLineAndExit74() throws {
        let r = try Self.shell(#""$0" stats "$1" >&-"#)
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: standard output cannot be written: Bad file descriptor.\n")
    }

    /// A closed stdout's number is held, so the export opened next cannot take it and be written into.
    @Test func aClosedStandardOutputIsNotReusedForAFile() throws {
        let r = try Self.shell(#"cp "$1" copy.json && "$0" validate copy.json >&-; cmp -s "$1" copy.json"#)
        #expect(r.status == 0, "the input was left as it was")
    }

    @Test func aClosedStandardInputIsOneLineAndExit74() throws {
        let r = try Self.shell(#""$0" validate - <&-"#)
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: standard input cannot be read: Bad file descriptor.\n")
    }

    /// `| head -c1`: the reader goes away; the run ends quietly, with status 0 (no SIGPIPE).
    @Test(arguments: [#""$0" sample --days 3000"#, #""$0" sample --days 3000 --out - "#])
    func aBrokenPipeEndsQuietly(command: String) throws {
        let r = try Self.shell(#"(\#(command); echo $? > status) | head -c1 > /dev/null; cat status >&2"#)
        #expect(r.stderr == "0\n")
    }

    /// An email is written as it is made (its PDF is not held twice): a disk that fills on the way is still one
    /// line and exit 74, whether the message goes to standard output or to a device named with --out.
    @Test(arguments: [#"> /dev/full"#, #"--out /dev/full"#])
    func anEmailToAFullDiskIsOneLineAndExit74(destination: String) throws {
        let r = try Self.shell(#""$0" email "$1" --from a@example.org --to a@example.org \#(destination)"#)
        #expect(r.status == 74)
        #expect(r.stderr.hasSuffix("No space left on device.\n") || r.stderr.hasSuffix("(No space left on device).\n"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test func helpToAFullDiskIsExit74() throws {
        let r = try Self.shell(#""$0" --help > /dev/full"#)
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: standard output cannot be written: No space left on device.\n")
    }
}
