import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A large export is read on two threads (`ReadAhead`); what comes out, and every error, must be
/// exactly what one thread reading alone gives.
@Suite struct ReadAheadTests {
    /// Five years of the sample: well over the size where reading ahead starts.
    static let sample = Array(SampleExport(days: 1826, seed: 7, localeIdentifier: "en-US").json().utf8)

    func read(_ bytes: [UInt8], ahead: Bool) -> Result<Export, ReportError> {
        Result { () throws(ReportError) in
            try ExportReader.read(InputBytes(bytes), name: "big.json", options: ReadOptions(), readingAhead: ahead)
        }
    }

    func expectSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes.count >= ReadAhead.smallestFile, sourceLocation: sourceLocation)
        switch (read(bytes, ahead: true), read(bytes, ahead: false)) {
        case (.success(let two), .success(let one)):
            #expect(two.entries == one.entries, sourceLocation: sourceLocation)
            #expect(two.urgeNotes == one.urgeNotes, sourceLocation: sourceLocation)
            #expect(two.achievements == one.achievements, sourceLocation: sourceLocation)
            #expect(two.checkIns == one.checkIns, sourceLocation: sourceLocation)
            #expect(two.prepItems == one.prepItems, sourceLocation: sourceLocation)
            #expect(two.profile == one.profile, sourceLocation: sourceLocation)
            #expect(two.exportedAt == one.exportedAt, sourceLocation: sourceLocation)
            #expect(two.warnings == one.warnings, sourceLocation: sourceLocation)
        case (.failure(let two), .failure(let one)):
            #expect(two.message == one.message, sourceLocation: sourceLocation)
            #expect(two.kind == one.kind, sourceLocation: sourceLocation)
        case (let two, let one):
            Issue.record("two threads gave \(two), one gave \(one)", sourceLocation: sourceLocation)
        }
    }

    /// The sample with `old` (its first occurrence after `after`) replaced by `new`.
    func sample(replacing old: String, with new: String, after marker: String = "\"cravingNotes\"") -> [UInt8] {
        let text = String(decoding: Self.sample, as: UTF8.self)
        let start = text.range(of: marker)!.upperBound
        let hit = text.range(of: old, range: start..<text.endIndex)!
        return Array(text.replacingCharacters(in: hit, with: new).utf8)
    }

    @Test func theSameExport() throws {
        expectSame(Self.sample)
        #expect(try read(Self.sample, ahead: true).get().urgeNotes.count > 1000)
    }

    @Test func aWrongValueInAListReadAheadIsReportedAsAlone() throws {
        let bytes = sample(replacing: "\"type\": \"", with: "\"type\": 12, \"x\": \"")
        expectSame(bytes)
        let message = try #require(read(bytes, ahead: true).failure?.message)
        #expect(message.contains("cravingNotes[0].type: expected text (a string), but found a number"))
    }

    @Test func aBrokenListReadAheadIsReportedAsAlone() {
        expectSame(sample(replacing: "\"at\":", with: "\"at\""))
        expectSame(sample(replacing: "{", with: "{{", after: "\"checkIns\""))
        expectSame(sample(replacing: "\"", with: "\"\\q", after: "\"achievements\""))
    }

    @Test func aListNamedTwiceIsReadAsAlone() {
        expectSame(sample(replacing: "\"cravingNotes\"", with: "\"cravingNotes\": [], \"cravingNotes\"", after: "\"entries\""))
    }

    /// A name spelled with escapes is the name it spells, on both paths: a list named so is read, and
    /// one named again so replaces the list before it.
    @Test func listsNamedWithEscapesAreReadAsAlone() throws {
        let escaped = sample(replacing: "\"checkIns\"", with: "\"\\u0063heckIns\"", after: "\"entries\"")
        expectSame(escaped)
        #expect(try read(escaped, ahead: true).get().checkIns.count > 1000)
        expectSame(sample(replacing: "\"cravingNotes\"", with: "\"cravingNotes\": [], \"\\u0063ravingNotes\"", after: "\"entries\""))
        let one = #"[{"at": "2026-01-01T10:00:00Z", "type": "stress"}]"#
        let twice = sample(replacing: "\"cravingNotes\"", with: "\"\\u0063ravingNotes\": \(one), \"cravingNotes\"", after: "\"entries\"")
        expectSame(twice)
        #expect(try read(twice, ahead: true).get().urgeNotes.count == read(Self.sample, ahead: true).get().urgeNotes.count)
    }

    /// The other thread finds the lists by searching for their names, which can stand elsewhere too.
    @Test func aListNameElsewhereIsNotTakenForTheList() throws {
        let one = #"[{"at": "2026-01-01T10:00:00Z", "type": "stress"}]"#
        // Nested in an entry, before the real list.
        let nested = sample(replacing: "\"date\":", with: "\"extra\": {\"cravingNotes\": \(one)}, \"date\":", after: "\"entries\"")
        expectSame(nested)
        // The end of a member name spelled with an escaped quote: an unknown member, not the urge notes.
        let escaped = sample(replacing: "\"cravingNotes\"", with: "\"x\\\"cravingNotes\": \(one), \"notCravingNotes\"", after: "\"entries\"")
        expectSame(escaped)
        #expect(try read(escaped, ahead: true).get().urgeNotes.isEmpty)
        // Named before the entries too: the list after them replaces that one.
        let text = String(decoding: Self.sample, as: UTF8.self)
        let before = Array(text.replacingOccurrences(of: "\"entries\":", with: "\"cravingNotes\": \(one), \"entries\":").utf8)
        expectSame(before)
        #expect(try read(before, ahead: true).get().urgeNotes.count == read(Self.sample, ahead: true).get().urgeNotes.count)
    }

    /// More lists behind the entries than the other thread keeps: it stops, and the reader reads the rest.
    @Test func moreListsThanSlots() {
        let one = #"[{"at": "2026-01-01T10:00:00Z", "type": "stress"}]"#
        let many = Array(repeating: "\"cravingNotes\": \(one), \"achievements\": [], \"checkIns\": null", count: 6).joined(separator: ", ")
        expectSame(sample(replacing: "\"cravingNotes\"", with: many + ", \"cravingNotes\"", after: "\"entries\""))
    }

    @Test func cutShortOrWithMoreAfterTheEnd() {
        let text = String(decoding: Self.sample, as: UTF8.self)
        expectSame(Array(text[..<text.range(of: "\"checkIns\"")!.upperBound].utf8))
        expectSame(Array(text[..<text.index(text.range(of: "\"achievements\"")!.lowerBound, offsetBy: 40)].utf8))
        expectSame(Array((text + " x").utf8))
        expectSame([0xEF, 0xBB, 0xBF] + Self.sample)
    }

    @Test func listsBeforeTheEntries() {
        let text = String(decoding: Self.sample, as: UTF8.self)
        let moved = text.replacingOccurrences(of: "\"entries\":", with: "\"notReallyEntries\":")
            .replacingOccurrences(of: "\"checkIns\":", with: "\"entries\": [], \"checkIns\":")
        expectSame(Array(moved.utf8))
    }

    /// A list before the entries, or in an export with none, is taken from the other thread too, rather than
    /// read on both at once (a note of 30 MiB was held twice; issue 27, finding 4), and reads as alone.
    @Test func oneLongNoteBeforeTheEntriesOrWithoutThem() throws {
        let lines = (0..<20_000).map { "line \($0) of a long note" }
        let notes = #""cravingNotes": [{"at": "2026-11-16T10:04:36Z", "type": "stress", "text": "\#(lines.joined(separator: #"\n"#))"}]"#
        let head = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00Z", "timeZone": "UTC""#
        for export in [head + ", " + notes + "}", head + ", " + notes + #", "entries": [], "achievements": []}"#, head + #", "achievements": [], "# + notes + #", "entries": []}"#] {
            let bytes = Array(export.utf8)
            expectSame(bytes)
            #expect(try read(bytes, ahead: true).get().urgeNotes.first?.text == lines.joined(separator: "\n"))
        }
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let f) = self { return f }
        return nil
    }
}
