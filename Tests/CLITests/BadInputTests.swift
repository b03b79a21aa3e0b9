import Foundation
import Testing

/// Each bad input of the foundation issue: its sentence on stderr, exit 65, nothing on stdout, no output file.
@Suite struct BadInputTests {
    static let cases: [(name: String, bytes: [UInt8], expected: String)] = [
        ("empty", [], "1:1: the file is empty."),
        ("html", Array("<!DOCTYPE html><html><body>Export</body></html>".utf8), "1:1: this looks like HTML or XML, not JSON."),
        ("truncated", Array(#"{"format": "coacher-export", "version": 1, "entries": [{"date": "2026-"#.utf8), "1:65: entries[0].date: unexpected end of file inside a string; the JSON is cut short."),
        ("nested", Array((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8), "1:513: [0][0][0][0]…[0][0][0]: the JSON is nested more than 512 levels deep."),
        ("utf8", Array(#"{"format": "coacher-export", "x": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8), "1:39: x: the text is not valid UTF-8."),
        ("bool", Array(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "checkIns": [{"date": "2026-11-01", "plannedToTrain": "yes", "completedTraining": true}]}"#.utf8),
         "1:126: checkIns[0].plannedToTrain: expected true or false, but found a string."),
        ("zone", Array(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "Europe/Atlantis"}"#.utf8),
         "1:84: timeZone: “Europe/Atlantis” is not a time zone coach-report knows; use an IANA name such as Europe/Oslo."),
        ("version2", Array(#"{"format": "coacher-export", "version": 2, "exportedAt": "2026-11-22"}"#.utf8),
         "1:41: version: this export is format version 2, newer than this coach-report reads (version 1); please update coach-report."),
    ]

    @Test(arguments: cases.map(\.name))
    func badInputIsRefusedCleanly(name: String) throws {
        let c = Self.cases.first { $0.name == name }!
        let folder = try CLIRunner.temporaryFolder()
        let input = folder.appendingPathComponent("\(name).json")
        try Data(c.bytes).write(to: input)
        let output = folder.appendingPathComponent("stats.json")
        let r = try CLIRunner.run(["stats", input.path, "--json", "--out", output.path])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "coach-report: \(input.path):\(c.expected)\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(name).json"])
    }

    @Test func aTwentyMegabyteNoteIsNotAProblem() throws {
        let folder = try CLIRunner.temporaryFolder()
        let input = folder.appendingPathComponent("big.json")
        let note = String(repeating: "A long evening, and I am still here. ", count: 560_000)
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "cravingNotes": [{"at": "2026-11-20T21:00:00-05:00", "type": "stress", "text": "\#(note)"}]}"#.utf8).write(to: input)
        let r = try CLIRunner.run(["validate", input.path, "--time-zone", "America/New_York"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Urge notes: 1."))
    }
}
