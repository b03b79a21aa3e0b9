import Testing
import ReportKit

/// What a file says it is (`format`, `version`) is judged before anything in it, and any number a
/// file can hold is judged without a trap (issue 15, finding 1; issue 11, point 5).
@Suite struct VersionFirstTests {
    func message(_ text: String) -> String { TestExports.badDataMessage(Array(text.utf8)) }

    static let newer = "newer than this coach-report reads (version 1); please update coach-report."

    /// These once ended the process (SIGILL) converting the version to an integer.
    @Test(arguments: [
        ("9223372036854775808", "x.json:1:41: version: this export is format version 9223372036854775808, \(newer)"),
        ("18446744073709551616", "x.json:1:41: version: this export is format version 18446744073709551616, \(newer)"),
        ("1e999", "x.json:1:41: version: this export is format version 1e999, \(newer)"),
        ("1" + String(repeating: "0", count: 400), "x.json:1:41: version: this export is format version 100000000000000000000…, \(newer)"),
        ("-1e999", "x.json:1:41: version: \"version\" must be a whole number from 1."),
        ("-9223372036854775809", "x.json:1:41: version: \"version\" must be a whole number from 1."),
        ("1.5", "x.json:1:41: version: \"version\" must be a whole number from 1."),
    ])
    func anyVersionNumberGetsASentence(version: String, expected: String) {
        #expect(message(#"{"format": "coacher-export", "version": \#(version), "exportedAt": "2026-11-22"}"#) == expected)
    }

    /// A version-2 file whose entries this version cannot read is reported as version 2, wherever
    /// `version` stands, not as a missing `date`.
    @Test func aNewerVersionIsReportedBeforeWhatItRenamed() {
        let after = #"{"format": "coacher-export", "exportedAt": "2026-11-22", "entries": [{"day": "2026-11-01"}], "version": 2}"#
        #expect(message(after) == "x.json:1:105: version: this export is format version 2, \(Self.newer)")
        let before = #"{"format": "coacher-export", "version": 3, "entries": [{"day": "2026-11-01"}]}"#
        #expect(message(before) == "x.json:1:41: version: this export is format version 3, \(Self.newer)")
        // A type the reader has never seen, in a list read ahead on another thread (a large file).
        let filler = String(repeating: #"{"date": "2026-11-01"},"#, count: 15_000)
        let large = #"{"format": "coacher-export", "entries": [\#(filler){"date": "2026-11-02"}], "cravingNotes": [{"when": 1}], "version": 2}"#
        #expect(message(large).hasSuffix("version: this export is format version 2, \(Self.newer)"))
    }

    /// Another app's file is named as such before its fields are judged.
    @Test func anotherFormatIsReportedBeforeItsFields() {
        #expect(message(#"{"entries": [{"day": 1}], "format": "daylio"}"#)
            == "x.json:1:37: format: this is not a Coacher export: \"format\" is “daylio”, not \"coacher-export\".")
    }

    /// A broken file is still reported as broken where the break comes before the version.
    @Test func aSyntaxErrorBeforeTheVersionIsReportedAsSuch() {
        #expect(message(#"{"format": "coacher-export", "entries": [{"date": 1,}], "version": 2}"#)
            == "x.json:1:53: entries[0]: expected a member name in double quotes, found character ‘}’.")
    }

    /// Version 1 files with a real mistake keep their sentence.
    @Test func versionOneKeepsItsOwnMistakes() {
        #expect(message(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "entries": [{}]}"#)
            == "x.json:1:84: entries[0].date: the required field \"date\" is missing.")
    }
}
