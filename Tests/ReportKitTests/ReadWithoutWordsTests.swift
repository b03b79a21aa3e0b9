import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Charts and the figures read an export without keeping the person's words
/// (`ReadOptions.keepsWords == false`). Every figure must come out exactly as from a full read,
/// and every error must be the same sentence.
@Suite struct ReadWithoutWordsTests {
    func read(_ bytes: [UInt8], keepingWords: Bool, ahead: Bool = true) -> Result<Export, ReportError> {
        Result { () throws(ReportError) in
            try ExportReader.read(InputBytes(bytes), name: "x.json", options: ReadOptions(timeZone: "Europe/Oslo", keepsWords: keepingWords), readingAhead: ahead)
        }
    }

    func expectSameFigures(_ bytes: [UInt8], asOf: String = "2026-11-22", sourceLocation: SourceLocation = #_sourceLocation) {
        for ahead in [true, false] {
            switch (read(bytes, keepingWords: true, ahead: ahead), read(bytes, keepingWords: false, ahead: ahead)) {
            case (.success(let full), .success(let bare)):
                let options = FigureOptions(asOf: Day(iso: asOf)!, weekStart: .monday)
                let a = Figures(export: full, options: options), b = Figures(export: bare, options: options)
                #expect(a.activity == b.activity, sourceLocation: sourceLocation)
                #expect(a.firstDay == b.firstDay && a.lastDay == b.lastDay && a.firstCheckInDay == b.firstCheckInDay, sourceLocation: sourceLocation)
                #expect(a.hasEntries == b.hasEntries, sourceLocation: sourceLocation)
                #expect(a.weeks == b.weeks, sourceLocation: sourceLocation)
                #expect(a.showedUp == b.showedUp && a.comebacks == b.comebacks, sourceLocation: sourceLocation)
                #expect(a.longestStreak == b.longestStreak && a.currentStreak == b.currentStreak, sourceLocation: sourceLocation)
                #expect(a.milestones == b.milestones, sourceLocation: sourceLocation)
                #expect(a.disciplineSeries == b.disciplineSeries, sourceLocation: sourceLocation)
                #expect(full.profile == bare.profile && full.warnings == bare.warnings, sourceLocation: sourceLocation)
            case (.failure(let full), .failure(let bare)):
                #expect(full.message == bare.message, sourceLocation: sourceLocation)
            case (let full, let bare):
                Issue.record("with words \(full), without \(bare)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func fiveYearsOfTheSampleGiveTheSameFigures() throws {
        let bytes = Array(SampleExport(days: 1826, seed: 3, localeIdentifier: "nb-NO").json().utf8)
        expectSameFigures(bytes)
        let bare = try read(bytes, keepingWords: false).get()
        #expect(bare.entries.compactMap(\.morningFocus?.identity).allSatisfy { $0 == ReadOptions.wordsNotKept || $0.isEmpty })
        #expect(bare.urgeNotes.compactMap(\.text).allSatisfy { $0 == ReadOptions.wordsNotKept || $0.isEmpty })
    }

    @Test func theExamplesGiveTheSameFigures() throws {
        let folder = ChartFixture.examples
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            expectSameFigures(Array(try Data(contentsOf: folder.appendingPathComponent(file))))
        }
    }

    /// An answer counts as filled in by its words, whatever they are spelled with: white space written
    /// raw, escaped or beyond ASCII is blank; one letter anywhere is not.
    @Test(arguments: [
        (#""   ""#, false), (#""""#, false), (#""\n\t ""#, false), (#""\u00a0\u3000""#, false),
        ("\"\u{3000} \u{2028}\"", false), (#""\r\n""#, false),
        (#"" x ""#, true), (#""\u0041""#, true), ("\"\u{00E6}\"", true), ("\"  🌱\"", true), (#""\"""#, true),
    ])
    func anAnswerIsBlankOrFilledAsItsWords(value: String, filled: Bool) throws {
        let json = TestExports.coacher(entries: [#"{"date": "2026-11-20", "endOfDay": {"whatHelped": \#(value)}, "nightPrep": {"other": \#(value)}}"#])
        let bytes = Array(json.utf8)
        expectSameFigures(bytes)
        let bare = try read(bytes, keepingWords: false).get()
        #expect(bare.entries[0].endOfDay?.isFilled == filled)
        #expect(bare.entries[0].nightPrep?.isFilled == filled)
    }

    /// The same in a file large enough to be read on two threads, where the lists behind the entries
    /// are read ahead.
    @Test func brokenAnswersInAListReadAheadAreReportedTheSame() throws {
        let text = SampleExport(days: 1826, seed: 3, localeIdentifier: "en-US").json()
        #expect(text.utf8.count >= ReadAhead.smallestFile)
        let notes = try #require(text.range(of: "\"cravingNotes\"")).upperBound
        for (old, new) in [("\"text\": \"", "\"text\": \"\\q"), ("\"text\": \"", "\"text\": 12, \"x\": \""), ("\"chosenAction\": \"", "\"chosenAction\": \"\\u12g4")] {
            let hit = try #require(text.range(of: old, range: notes..<text.endIndex))
            let bytes = Array(text.replacingCharacters(in: hit, with: new).utf8)
            expectSameFigures(bytes)
            #expect(throws: ReportError.self) { try read(bytes, keepingWords: false).get() }
        }
    }

    @Test func brokenAnswersAreReportedTheSame() {
        for broken in [#""a\qb""#, #"12"#, "\"a\u{01}b\"", #""\ud800""#] {
            expectSameFigures(Array(TestExports.coacher(entries: [#"{"date": "2026-11-20", "morningFocus": {"identity": \#(broken)}}"#]).utf8))
            expectSameFigures(Array(TestExports.coacher(notes: [#"{"at": "2026-11-20T20:00:00+01:00", "type": "stress", "text": \#(broken)}"#]).utf8))
        }
    }
}
