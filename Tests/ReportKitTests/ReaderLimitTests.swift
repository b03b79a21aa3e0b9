import Testing
import ReportKit

/// The limits of `ReadLimits`, each met with one located sentence (issue 15, "Limits").
@Suite struct ReaderLimitTests {
    func message(_ text: String) -> String { TestExports.badDataMessage(Array(text.utf8)) }

    static func export(exportedAt: String = #""2026-11-22""#, checkIns: [String] = [], notes: [String] = []) -> String {
        #"{"format": "coacher-export", "version": 1, "exportedAt": \#(exportedAt), "timeZone": "UTC", "checkIns": [\#(checkIns.joined(separator: ","))], "cravingNotes": [\#(notes.joined(separator: ","))]}"#
    }

    static func checkIn(_ date: String) -> String { #"{"date": \#(date), "plannedToTrain": true, "completedTraining": true}"# }

    static let outside = "is outside the dates coach-report reads, 1900-01-01 to 2199-12-31."

    /// One check-in dated 0001-01-01 and `exportedAt` 9999-12-31 once made `stats --json` write 270 MB.
    @Test(arguments: [
        (#""0001-01-01""#, "“0001-01-01” \(outside)"),
        (#""1899-12-31""#, "“1899-12-31” \(outside)"),
        (#""2200-01-01T00:00:00Z""#, "“2200-01-01T00:00:00Z” \(outside)"),
        ("-3187296001", "“-3187296001” seconds from 2001-01-01 \(outside)"),
        ("1e999", "“1e999” seconds from 2001-01-01 \(outside)"),
        ("-1e999", "“-1e999” seconds from 2001-01-01 \(outside)"),
    ])
    func aDateOutsideThePlausibleYearsIsRefused(date: String, expected: String) {
        #expect(message(Self.export(checkIns: [Self.checkIn(date)])) == "x.json:1:113: checkIns[0].date: \(expected)")
    }

    @Test func theEdgesOfThePlausibleYearsAreRead() throws {
        _ = try ExportReader.read(Array(Self.export(exportedAt: #""2026-11-22""#, checkIns: [Self.checkIn(#""1900-01-01""#)]).utf8), name: "x.json")
        _ = try ExportReader.read(Array(Self.export(exportedAt: #""2026-11-22""#, checkIns: [Self.checkIn(#""2026-01-01T00:00:00Z""#), Self.checkIn("-3187296000")]).utf8), name: "x.json")
        _ = try ExportReader.read(Array(Self.export(exportedAt: #""2199-12-31T23:59:59Z""#, checkIns: [Self.checkIn(#""2100-01-01""#)]).utf8), name: "x.json")
    }

    @Test func aSpanOverOneHundredFiftyYearsIsRefused() {
        #expect(message(Self.export(exportedAt: #""2199-12-31""#, checkIns: [Self.checkIn(#""2026-01-01""#), Self.checkIn(#""1901-01-01""#)]))
            == "x.json:1:58: exportedAt: 2199-12-31 is 298 years after the first date in the file (1901-01-01, at checkIns[1].date); coach-report reads exports that span at most 150 years.")
        #expect(message(#"[{"date": "1901-01-01", "plannedToTrain": true, "completedTraining": true}, {"date": "2100-01-01", "plannedToTrain": true, "completedTraining": true}]"#)
            == "x.json:1:86: [1].date: 2100-01-01 is 199 years after the first date in the file (1901-01-01, at [0].date); coach-report reads exports that span at most 150 years.")
    }

    /// 100k urge notes on one day took `week` 6.3 s and 602 MB.
    @Test func moreThanAThousandNotesOnOneDayAreRefused() {
        let note = #"{"at": "2026-11-20T21:00:00Z", "type": "stress"}"#
        #expect(message(Self.export(notes: Array(repeating: note, count: 1_000))) == "no error")
        let m = message(Self.export(notes: [#"{"at": "2026-11-19T21:00:00Z", "type": "stress"}"#] + Array(repeating: note, count: 1_001)))
        #expect(m.hasSuffix(": cravingNotes[1001].at: the file holds 1001 urge notes on 2026-11-20; coach-report reads at most 1000 a day."))
        let checkIns = "[" + Array(repeating: Self.checkIn(#""2026-11-20""#), count: 1_001).joined(separator: ",") + "]"
        #expect(message(checkIns).hasSuffix(": [1000].date: the file holds 1001 check-ins on 2026-11-20; coach-report reads at most 1000 a day."))
    }

    /// The note is 20 MB and reads (the foundation's test); a string over 32 MiB is refused where it starts.
    @Test func aStringOverThirtyTwoMebibytesIsRefused() {
        let text = String(repeating: "a", count: (32 << 20) + 1)
        #expect(message(Self.export(notes: [#"{"at": "2026-11-20T21:00:00Z", "type": "stress", "text": "\#(text)"}"#]))
            == "x.json:1:181: cravingNotes[0].text: the text is longer than 33554432 bytes, the most coach-report reads in one string.")
    }
}
