import Foundation
import Testing

/// Anything a message quotes (file names, option values, values from the file) reaches the
/// terminal with its control characters escaped: an ESC sequence once retitled the window
/// (issue 15, finding 9).
@Suite struct TerminalSafeMessageTests {
    /// Whether `text` holds a character that could act on a terminal (C0 but the line's end, DEL, C1).
    static func holdsControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
    }

    static let retitle = "\u{1B}]0;pwned\u{07}"

    @Test func aFileNameIsEscaped() throws {
        let r = try CLIRunner.run(["stats", "x\(Self.retitle).json"])
        #expect(r.status == 74)
        #expect(r.stderr == #"coach-report: x\u{1B}]0;pwned\u{7}.json: no such file."# + "\n")
    }

    @Test func anOptionValueIsEscaped() throws {
        let r = try CLIRunner.run(["stats", "x.json", "--locale", "\u{1B}[31mred"])
        #expect(r.status == 64)
        #expect(r.stderr.contains(#"\u{1B}[31mred is not one coach-report writes in yet."#))
        #expect(!Self.holdsControls(r.stderr))
    }

    @Test func anUnknownOptionIsEscaped() throws {
        let r = try CLIRunner.run(["stats", "x.json", "--x\(Self.retitle)"])
        #expect(r.status == 64)
        #expect(r.stderr.contains(#"\u{1B}]0;pwned\u{7}"#))
        #expect(!Self.holdsControls(r.stderr))
    }

    /// A value quoted from the file: a raw C1 control (CSI, U+009B) in a date, and a newline in a time zone.
    @Test func aValueFromTheFileIsEscaped() throws {
        let folder = try CLIRunner.temporaryFolder()
        let date = folder.appendingPathComponent("date.json")
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "entries": [{"date": "2026-11-01\#u{9B}2J"}]}"#.utf8).write(to: date)
        let r = try CLIRunner.run(["validate", date.path, "--time-zone", "UTC"])
        #expect(r.status == 65)
        #expect(r.stderr.contains(#"entries[0].date: “2026-11-01\u{9B}2J” is not a date"#))
        let zone = folder.appendingPathComponent("zone.json")
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "Europe/\nOslo"}"#.utf8).write(to: zone)
        let z = try CLIRunner.run(["validate", zone.path])
        #expect(z.status == 65)
        #expect(z.stderr.hasSuffix(#"timeZone: “Europe/\u{A}Oslo” is not a time zone coach-report knows; use an IANA name such as Europe/Oslo."# + "\n"))
    }

    /// `validate` names the file on standard output, and in its warnings.
    @Test func validateShowsAnEscapedName() throws {
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent("x\(Self.retitle).json")
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22"}"#.utf8).write(to: file)
        let r = try CLIRunner.run(["validate", file.lastPathComponent], in: folder)
        #expect(r.status == 0)
        #expect(r.stdout.contains(#"x\u{1B}]0;pwned\u{7}.json"#))
        #expect(!Self.holdsControls(r.stdout))
    }
}
