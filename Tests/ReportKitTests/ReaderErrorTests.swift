import Testing
import ReportKit

/// Bad input gives one sentence naming the file, the JSON path and line:column — never a crash or a hang.
@Suite struct ReaderErrorTests {
    func message(_ text: String) -> String {
        message(Array(text.utf8))
    }

    func message(_ bytes: [UInt8]) -> String { TestExports.badDataMessage(bytes) }

    /// A member name spelled with escapes is the name it spells, so a wrong value under it is not
    /// passed over as an unknown member.
    @Test func aNameSpelledWithEscapesIsRead() {
        #expect(message(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "\u0074imeZone": "Nowhere/Bad"}"#)
            == "x.json:1:89: timeZone: “Nowhere/Bad” is not a time zone coach-report knows; use an IANA name such as Europe/Oslo.")
        #expect(message(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "\u0065ntries": [{}]}"#)
            == "x.json:1:89: entries[0].date: the required field \"date\" is missing.")
    }

    @Test func emptyFile() {
        #expect(message("") == "x.json:1:1: the file is empty.")
    }

    @Test func html() {
        #expect(message("<!doctype html>\n<html>") == "x.json:1:1: this looks like HTML or XML, not JSON.")
    }

    @Test func truncatedJSON() {
        #expect(message("{\"format\": \"coacher-export\",\n \"entries\": [") == "x.json:2:14: entries[0]: unexpected end of file; the JSON is cut short.")
    }

    @Test func deepNesting() {
        let m = message(String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000))
        #expect(m == "x.json:1:513: [0][0][0][0]…[0][0][0]: the JSON is nested more than 512 levels deep.")
    }

    @Test func invalidUTF8() {
        var bytes = Array("[{\"date\": \"2026-11-01\", \"plannedToTrain\": true, \"completedTraining\": true, \"note\": \"ok ".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}]".utf8)
        #expect(message(bytes) == "x.json:1:88: [0].note: the text is not valid UTF-8.")
    }

    @Test func aStringWhereABoolBelongs() {
        let json = """
            {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22",
             "entries": [
               {"date": "2026-11-01"},
               {"date": "2026-11-02", "morningFocus": {"breathingDone": "yes"}}
             ]}
            """
        #expect(message(json) == "x.json:4:61: entries[1].morningFocus.breathingDone: expected true or false, but found a string.")
    }

    @Test func aDateInNoSpelling() {
        let json = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "entries": [{"date": "2026-13-01"}]}"#
        #expect(message(json).hasPrefix("x.json:1:93: entries[0].date: “2026-13-01” is not a date"))
    }

    @Test func aMissingRequiredField() {
        let json = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "cravingNotes": [{"type": "stress"}]}"#
        #expect(message(json) == "x.json:1:89: cravingNotes[0].at: the required field \"at\" is missing.")
    }

    @Test func anUnknownTimeZone() {
        let json = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "Mars/Olympus"}"#
        #expect(message(json) == "x.json:1:84: timeZone: “Mars/Olympus” is not a time zone coach-report knows; use an IANA name such as Europe/Oslo.")
    }

    @Test func aNewerVersion() {
        let json = #"{"format": "coacher-export", "version": 2, "exportedAt": "2026-11-22"}"#
        #expect(message(json) == "x.json:1:41: version: this export is format version 2, newer than this coach-report reads (version 1); please update coach-report.")
    }

    @Test func aWrongFormat() {
        #expect(message(#"{"format": "daylio", "version": 1}"#) == "x.json:1:12: format: this is not a Coacher export: \"format\" is “daylio”, not \"coacher-export\".")
    }

    @Test func aTwentyMegabyteNoteIsRead() throws {
        let note = String(repeating: "Breathe. 🌱 ", count: 1_500_000)
        let json = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "cravingNotes": [{"at": "2026-11-20T20:00:00Z", "type": "stress", "text": "\#(note)"}]}"#
        #expect(json.utf8.count > 20_000_000)
        let export = try ExportReader.read(Array(json.utf8), name: "x.json")
        #expect(export.urgeNotes[0].text == note)
    }

    @Test func escapesAndUnknownValuesAreKept() throws {
        let json = #"""
            {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "futureField": {"a": [1, 2]},
             "entries": [{"date": "2026-11-01", "morningFocus": {"challenge": "doomScrolling", "myWhy": "Line one\nline \"two\" \u00e6\ud83c\udf31"}},
                         {"date": "2026-11-01", "endOfDay": {"followedSwap": null}}],
             "cravingNotes": [{"at": 785000000.5, "type": "boredom"}]}
            """#
        let export = try ExportReader.read(Array(json.utf8), name: "x.json", options: ReadOptions(timeZone: "Europe/Oslo"))
        #expect(export.entries[0].morningFocus?.challenge?.rawValue == "doomScrolling")
        #expect(export.entries[0].morningFocus?.myWhy == "Line one\nline \"two\" æ🌱")
        #expect(export.urgeNotes[0].type.rawValue == "boredom")
        #expect(export.entries.count == 2)
        #expect(export.warnings == ["x.json: 2 entries for 2026-11-01; all are kept, in file order."])
    }

    /// A member name the file made up is shown quoted, escaped and cut short, never as raw bytes.
    @Test func aMadeUpMemberNameCannotWriteIntoTheSentence() {
        let hostile = #"{"format": "coacher-export", "\u001b[2J\u0007line\nbreak": [1,,]}"#
        #expect(message(hostile) == #"x.json:1:63: “\u{1B}[2J\u{7}line\u{A}break”[1]: unexpected character ‘,’ where a value should start."#)
        let long = #"{"format": "coacher-export", ""# + String(repeating: "a", count: 100_000) + #"": [1,,]}"#
        let m = message(long)
        #expect(m.count < 200)
        #expect(m.contains("“" + String(repeating: "a", count: 30) + "…”[1]: unexpected character"))
    }

    /// A list named twice: the last one counts, with its own dates.
    @Test func aListNamedTwiceKeepsTheLastWithItsDates() throws {
        let json = #"""
            {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "UTC",
             "cravingNotes": [{"at": "2026-01-01T10:00:00Z", "type": "stress"}, {"at": "2026-01-02T10:00:00Z", "type": "stress"}],
             "cravingNotes": [{"at": "2026-11-20T20:00:00Z", "type": "habit"}],
             "checkIns": [{"date": "2026-01-05", "plannedToTrain": true, "completedTraining": true}],
             "checkIns": [{"date": "2026-11-19", "plannedToTrain": true, "completedTraining": false}]}
            """#
        let export = try ExportReader.read(Array(json.utf8), name: "x.json")
        #expect(export.urgeNotes.map(\.at.day) == [Day(iso: "2026-11-20")!])
        #expect(export.checkIns.map(\.day) == [Day(iso: "2026-11-19")!])
    }
}
