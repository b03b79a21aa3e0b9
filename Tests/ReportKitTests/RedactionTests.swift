import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// What the person typed never reaches an output made at `summary` or `counts`; at `counts` neither do the
/// name, the goal or the urge times. The figures are the same at every level.
@Suite struct RedactionTests {
    /// The sample export with every typed field, the name and the goal set to a token of its own ("zqt12q"): an
    /// urge note's `chosenAction` too, every other one typed and the rest one of the app's own options (which stay).
    static func marked(_ base: Export? = nil) throws -> (export: Export, typed: [String], name: String, goal: String) {
        var export = try base ?? Fixtures.context("sample-export.json").export
        var typed: [String] = []
        func token() -> String { let t = "zqt\(typed.count)q"; typed.append(t); return t }
        for i in export.entries.indices {
            if var m = export.entries[i].morningFocus {
                m.myWhy = token(); m.challengeOther = token(); m.chosenSwap = token(); m.commitTo = token(); m.commitFrom = token()
                m.identity = token(); m.careAction = token(); m.stressResponse = token(); m.snackBackup = token()
                export.entries[i].morningFocus = m
            }
            if var d = export.entries[i].endOfDay {
                d.feelAboutIt = token(); d.whatGotInTheWay = token(); d.whatHelped = token(); d.comfortPull = token()
                d.urgesNoticed = token(); d.smallWinForTomorrow = token()
                export.entries[i].endOfDay = d
            }
            if var n = export.entries[i].nightPrep { n.other = token(); export.entries[i].nightPrep = n }
            for p in export.entries[i].prepChecks.indices { export.entries[i].prepChecks[p].title = token() }
        }
        for u in export.urgeNotes.indices {
            export.urgeNotes[u].text = token()
            export.urgeNotes[u].chosenAction = u % 2 == 0 ? token() : "glass of water"
        }
        for c in export.checkIns.indices { export.checkIns[c].note = token() }
        for a in export.achievements.indices { export.achievements[a].details = token() }
        export.profile = Profile(name: "zqnameq", goal: "zqgoalq")
        return (export, typed, "zqnameq", "zqgoalq")
    }

    /// The planted markers ("zqt12q") that `text` holds, found in one pass over its bytes. Asking
    /// `typed.filter { text.contains($0) }` searched a whole site once per marker and took minutes of the suite.
    static func markers(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var found = Set<String>()
        var i = 0
        while i + 3 < bytes.count {
            if bytes[i] == UInt8(ascii: "z"), bytes[i + 1] == UInt8(ascii: "q"), bytes[i + 2] == UInt8(ascii: "t") {
                var j = i + 3
                while j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) { j += 1 }
                if j > i + 3, j < bytes.count, bytes[j] == UInt8(ascii: "q") {
                    found.insert(String(decoding: bytes[i...j], as: UTF8.self))
                }
            }
            i += 1
        }
        return found
    }

    /// The sample export's last `days` days: every kind of answer it holds, in an export whose site and email
    /// are quick to make (the whole export made every week's PDF of the site, most of those tests' time).
    static func recentSample(days: Int = 10) throws -> Export {
        var export = try Fixtures.context("sample-export.json").export
        let first = (export.entries.map(\.day).max() ?? Day.iso("2026-11-22")) - (days - 1)
        export.entries.removeAll { $0.day < first }
        export.urgeNotes.removeAll { $0.at.day < first }
        export.checkIns.removeAll { $0.day < first }
        export.achievements.removeAll { $0.dayEarned < first }
        return export
    }

    /// Every file `week` writes for the last two weeks with data (PDFs as their text, too), and their HTML summaries, at `level`.
    static func everything(_ export: Export, _ level: Redaction) throws -> String {
        let redacted = export.redacted(level)
        let figures = Figures(export: redacted, options: FigureOptions(weekStart: .sunday))
        let context = ReportContext(export: redacted, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
        let weeks = Array(WeekJob.allWeeks(context).suffix(2))
        let job = WeekJob(context: context, weeks: weeks, paper: .a4, theme: .light, companions: WriterSettings(), typeSetter: TypeSetter())
        var all = ""
        for unit in 0..<job.unitCount {
            for file in try job.files(unit: unit, typeSetter: TypeSetter()) {
                if file.path.hasSuffix(".pdf") {
                    let pdf = try PDFInspector(file.bytes)
                    defer { pdf.remove() }
                    all += try pdf.text() + String(decoding: file.bytes, as: UTF8.self)
                } else {
                    all += String(decoding: file.bytes, as: UTF8.self)
                }
            }
        }
        for week in weeks {
            let html = SummaryJob(context: context, period: SummaryPeriod(week: week), path: "-", format: .html, settings: WriterSettings())
            all += String(decoding: try html.files(unit: 0, typeSetter: TypeSetter())[0].bytes, as: UTF8.self)
        }
        return all
    }

    /// Issue 35: at `summary` an urge note's `chosenAction` stays only when it is one of the app's own
    /// mini-coach options (written as the app writes it); typed text there is left out like any other, and so is
    /// the goal. At `full` nothing changes.
    @Test func aChosenActionStaysOnlyWhenItIsTheAppsOwnOption() throws {
        var export = try Fixtures.context("sample-export.json").export
        let choices = ["2-minute grounding 🌬️", "Glass of water", "et glass vann", "call a friend",
                       "<script>alert('x')</script> then I ate the cookie", ""]
        for (i, choice) in choices.enumerated() { export.urgeNotes[i].chosenAction = choice }
        let summary = export.redacted(.summary)
        #expect(summary.urgeNotes.prefix(choices.count).map(\.chosenAction)
            == ["2-minute grounding", "glass of water", "et glass vann", nil, nil, nil])
        #expect(summary.profile?.goal == nil && summary.profile?.name == export.profile?.name)
        #expect(export.redacted(.full).urgeNotes.prefix(choices.count).map(\.chosenAction) == choices.map { Optional($0) })
        #expect(export.redacted(.counts).urgeNotes.allSatisfy { $0.chosenAction == nil })
    }

    @Test func atSummaryNoTypedWordIsInAnyFile() throws {
        let m = try Self.marked()
        let full = try Self.everything(m.export, .full)
        // The check can fail: at full the person's words are there.
        #expect(m.typed.filter(RedactionTests.markers(in: full).contains).count > 20)
        let summary = try Self.everything(m.export, .summary)
        #expect(m.typed.filter(RedactionTests.markers(in: summary).contains).isEmpty, "\(m.typed.filter(RedactionTests.markers(in: summary).contains).prefix(5))")
        // The goal is typed words too (issue 35); the name stays.
        #expect(summary.contains(m.name) && !summary.contains(m.goal))
    }

    @Test func atCountsNeitherNameNorGoalNorTimes() throws {
        let m = try Self.marked()
        let counts = try Self.everything(m.export, .counts)
        #expect(m.typed.filter(RedactionTests.markers(in: counts).contains).isEmpty)
        #expect(!counts.contains(m.name) && !counts.contains(m.goal))
        // Urge notes are told by day, without a clock time.
        let note = m.export.urgeNotes[0]
        let clock = Localizer(language: .english).clockTime(minuteOfDay: note.at.minuteOfDay)
        #expect(!counts.contains("\(Localizer(language: .english).shortDate(note.at.day)), \(clock)"))
    }

    /// At `counts` no clock time of the person's moments is in any file: the weekly PDF showed when each day's
    /// Morning Focus and End of Day were done ("Morning Focus · 7:05 AM"), and its dates when the export was written.
    @Test func atCountsNoClockTimeIsInAnyFile() throws {
        let m = try Self.marked()
        let clock = try Regex(#"\b\d{1,2}:\d{2} ?[AP]M\b"#)
        // The check can fail: at full the times are there.
        let full = try Self.everything(m.export, .full)
        #expect(full.contains(clock))
        #expect(full.contains("CreationDate (20261122220034"))
        let counts = try Self.everything(m.export, .counts)
        #expect(!counts.contains(clock), "\(counts.firstMatch(of: clock).map { String(counts[$0.range]) } ?? "")")
        #expect(!counts.contains("20261122220034") && counts.contains("CreationDate (20261122000000"))
    }

    @Test func theFiguresAreTheSameAtEveryLevel() throws {
        let m = try Self.marked()
        let options = FigureOptions(weekStart: .monday)
        let full = Figures(export: m.export, options: options)
        for level in Redaction.allCases {
            let f = Figures(export: m.export.redacted(level), options: options)
            #expect(f.showedUp == full.showedUp)
            #expect(f.weeks.map(\.counts.showedUp) == full.weeks.map(\.counts.showedUp))
            #expect(f.weeks.map(\.counts.urgeCount) == full.weeks.map(\.counts.urgeCount))
            #expect(f.milestones == full.milestones)
        }
    }
}
