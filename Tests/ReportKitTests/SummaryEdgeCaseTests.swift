import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Summaries of periods and exports at the edges: nothing yet, before the records, after "now".
@Suite struct SummaryEdgeCaseTests {
    static func markdown(_ json: String, period: (Figures) -> SummaryPeriod, language: Language = .english) throws -> String {
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso("2026-11-22"), weekStart: .monday))
        let view = SummaryBuilder(export: export, figures: figures, localizer: Localizer(language: language))
            .view(for: period(figures))
        let text = try MarkdownWriter(templates: .builtIn()).markdown(view)
        // Whatever is left out leaves a well-formed document behind.
        #expect(!text.contains("\n\n\n"))
        #expect(text.hasPrefix("# "))
        #expect(text.hasSuffix("I can be kind to myself as I grow.\n") || text.hasSuffix("mens jeg utvikler meg.\n"))
        return text
    }

    @Test func anEmptyExportStillGetsAKindSummary() throws {
        let text = try Self.markdown(TestExports.coacher(), period: { SummaryPeriod(week: $0.week(holding: $0.asOf)) })
        // No "0 of 7": nothing was there to count.
        #expect(text.contains("Nothing is logged yet. Whenever you are ready, one small step is enough to begin."))
        #expect(!text.contains("0 of"))
        #expect(text.contains("This is where your records begin. Welcome!"))
        #expect(!text.contains("## Care actions"))  // no entries at all: the section is left out, not called empty
        #expect(!text.contains("## Urge notes"))
        #expect(!text.contains("## Discipline Score"))
        #expect(text.contains("A streak starts the first day you show up."))
        #expect(!text.contains("0 days"))
    }

    @Test func aWeekBeforeTheRecordsIsQuiet() throws {
        let json = TestExports.coacher(entries: [TestExports.entry("\"2026-11-16\"")])
        let text = try Self.markdown(json, period: { _ in SummaryPeriod(week: Week(start: .iso("2026-11-02"))) })
        #expect(text.contains("These days came before your records begin."))
        #expect(!text.contains("0 of"))
        #expect(text.contains("No Morning Focus plans or evening notes in these days."))
    }

    @Test func daysStillAheadAreNotCounted() throws {
        let json = TestExports.coacher(entries: [TestExports.entry("\"2026-11-22\"")])
        let ahead = try Self.markdown(json, period: { _ in SummaryPeriod(week: Week(start: .iso("2026-11-30"))) })
        #expect(ahead.contains("These days are still ahead of you."))
        let partly = try Self.markdown(json, period: { _ in SummaryPeriod(from: .iso("2026-11-20"), to: .iso("2026-11-25"))! })
        // The records begin on the 22nd, the as-of day: the days before it are not counted.
        #expect(partly.contains("You showed up on the day you began."))
        let soFar = try Self.markdown(
            TestExports.coacher(entries: ["2026-11-19", "2026-11-22"].map { TestExports.entry("\"\($0)\"") }),
            period: { _ in SummaryPeriod(from: .iso("2026-11-20"), to: .iso("2026-11-25"))! })
        #expect(soFar.contains("You showed up on 1 of the 3 days so far."))
        let nb = try Self.markdown(json, period: { _ in SummaryPeriod(week: Week(start: .iso("2026-11-16"))) }, language: .norwegianBokmal)
        // The records begin on the 22nd: the days before it are not counted against the week.
        #expect(nb.contains("Du møtte opp dagen du begynte."))
        let started = try Self.markdown(
            TestExports.coacher(entries: ["2026-11-18", "2026-11-20", "2026-11-22"].map { TestExports.entry("\"\($0)\"") }),
            period: { _ in SummaryPeriod(week: Week(start: .iso("2026-11-16"))) })
        #expect(started.contains("You showed up on 3 of the 5 days since you began."))
    }

    @Test func aScoreOfNothingIsADashNeverZero() throws {
        let json = TestExports.coacher(checkIns: [TestExports.checkIn("2026-10-01", completed: true)])
        let text = try Self.markdown(json, period: { _ in SummaryPeriod(week: Week(start: .iso("2026-11-16"))) })
        #expect(text.contains("Discipline Score on Sun, Nov 22: –."))
        #expect(text.contains("No check-ins in the 14 days up to Sun, Nov 22, so there is no score for now."))
        #expect(text.contains("··············"))
    }

    @Test func aRunOfSevenDaysFromTheWeekStartIsThatWeek() {
        #expect(SummaryPeriod(from: .iso("2026-11-16"), to: .iso("2026-11-22"), weekStart: .monday)?.week == Week(start: .iso("2026-11-16")))
        #expect(SummaryPeriod(from: .iso("2026-11-17"), to: .iso("2026-11-23"), weekStart: .monday)?.week == nil)
        #expect(SummaryPeriod(from: .iso("2026-11-23"), to: .iso("2026-11-22")) == nil)
    }

    @Test func theUrgePatternSaysMostOnlyOfAMajority() {
        func note(_ minute: Int, _ type: UrgeType) -> UrgeNote {
            UrgeNote(at: Instant(secondsSince1970: 0, utcOffset: 0, day: .iso("2026-11-16"), minuteOfDay: minute), type: type)
        }
        func UrgePattern(_ notes: [UrgeNote]) -> ReportCore.UrgePattern {
            var counts = DayCounts()
            for n in notes { counts.add(UrgeMoment(day: n.at.day, type: n.type, part: PartOfDay(minuteOfDay: n.at.minuteOfDay))) }
            return ReportCore.UrgePattern(counts)
        }
        let en = Localizer(language: .english)
        let kind = { (t: UrgeType) in en.markdown("summary.pattern.kind.\(t.rawValue)") }
        #expect(UrgePattern([note(1200, .stress), note(1210, .stress), note(600, .habit)]).sentence(en, kindName: kind)
            == "Most came in the evening (2 of 3), most often from stress or emotions.")
        #expect(UrgePattern([note(1200, .stress), note(600, .habit), note(800, .habit), note(100, .other)]).sentence(en, kindName: kind)
            == "They were spread across the day, most often from habit or autopilot.")
        #expect(UrgePattern([note(1200, .stress), note(1210, .habit), note(600, .physical), note(800, .other), note(100, .other)])
            .sentence(en, kindName: kind) == "More came in the evening than at other times (2 of 5), most often from other or unclear reasons.")
        #expect(UrgePattern([note(90, .physical)]).sentence(en, kindName: kind) == "It came at night, from the body's needs.")
        #expect(UrgePattern([note(90, .physical), note(700, .stress)]).sentence(en, kindName: kind)
            == "They were spread across the day, from a mix of reasons.")
        // Every note at one time of day: "both" or "all", never "most (2 of 2)"; in bokmål "Begge" and "Alle".
        let nb = Localizer(language: .norwegianBokmal)
        let nbKind = { (t: UrgeType) in nb.markdown("summary.pattern.kind.\(t.rawValue)") }
        #expect(UrgePattern([note(800, .stress), note(900, .habit)]).sentence(en, kindName: kind)
            == "Both came in the afternoon, from a mix of reasons.")
        #expect(UrgePattern([note(800, .stress), note(900, .habit)]).sentence(nb, kindName: nbKind)
            == "Begge kom på ettermiddagen, av ulike grunner.")
        #expect(UrgePattern([note(1200, .stress), note(1210, .stress), note(1300, .habit)]).sentence(nb, kindName: nbKind)
            == "Alle kom om kvelden, oftest utløst av stress eller følelser.")
        #expect(UrgePattern([note(1200, .stress), note(1210, .stress), note(1300, .habit)]).sentence(en, kindName: kind)
            == "All of them came in the evening, most often from stress or emotions.")
    }

    @Test func theSparklineRunsFromLowToHigh() {
        #expect(Sparkline.text([0, 14, 29, 43, 57, 71, 86, 100, nil]) == "▁▂▃▄▅▆▇█·")
    }
}
