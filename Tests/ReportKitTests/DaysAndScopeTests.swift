import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35: the days a sentence counts and the scope it names. An export written the morning after its only
/// day is "1 of 1", a one-day range is a day, and the week milestones are the same list in every language.
@Suite struct DaysAndScopeTests {
    /// One day logged (Wednesday, November 18), the file written the next morning, as the app writes it.
    static func oneDay(locale: String = "en-US") -> String {
        """
        {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-19T08:30:00+01:00", "timeZone": "Europe/Oslo",
         "locale": "\(locale)", "profile": {"name": "Sam"},
         "entries": [{"date": "2026-11-18", "morningFocus": {"breathingDone": true}, "endOfDay": {"didCareAction": true}}],
         "cravingNotes": [], "checkIns": []}
        """
    }

    static func context(_ json: String, weekStart: WeekStart, language: Language) throws -> ReportContext {
        let export = try TestExports.read(json).redacted(.summary)
        let figures = Figures(export: export, options: FigureOptions(weekStart: weekStart))
        return ReportContext(export: export, figures: figures, localizer: Localizer(language: language),
                             localeIdentifier: language == .english ? "en-US" : "nb-NO")
    }

    @Test(arguments: WeekStart.allCases)
    func anExportWrittenTheNextMorningCountsItsOneDayOnce(_ weekStart: WeekStart) throws {
        let context = try Self.context(Self.oneDay(), weekStart: weekStart, language: .english)
        #expect(context.figures.asOf == Day.iso("2026-11-19") && context.figures.lastDayToLog == Day.iso("2026-11-18"))
        let week = context.figures.week(holding: .iso("2026-11-18"))
        let pf = context.figures.period(from: week.start, to: week.end)
        #expect(pf.recordedDays == 1 && pf.showedUp == 1, "\(weekStart)")
        let summary = try Fixtures.summary(context, SummaryPeriod(week: week), format: .markdown, templates: Fixtures.templates)
        #expect(!summary.contains("of the 2 days") && !summary.contains("of 2 days"), "\(summary.prefix(400))")
        let cover = WeeklyReflectionBuilder(context: context).reflection(for: week).cover
        #expect(cover.numbers[0].value == "1/1", "\(cover.numbers[0])")
        let subject = EmailBuilder(context: context).subject(week)
        #expect(subject.hasSuffix("showed up on 1 day"), "\(subject)")
    }

    /// A day whose plan is withheld and whose evening said no: its care section says the plans are the person's
    /// own words, never "no plans", and lists nothing that did not happen.
    @Test(arguments: [Language.english, .norwegianBokmal])
    func aWithheldPlanIsNotToldAsNoPlan(_ language: Language) throws {
        let json = Self.oneDay().replacingOccurrences(
            of: #""morningFocus": {"breathingDone": true}, "endOfDay": {"didCareAction": true}"#,
            with: #""morningFocus": {"careAction": "a short walk"}, "endOfDay": {"didCareAction": false}"#)
        let context = try Self.context(json, weekStart: .monday, language: language)
        let view = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
            .view(for: SummaryPeriod(week: context.figures.week(holding: .iso("2026-11-18"))))
        let care = try #require(view.care)
        #expect(care.days.isEmpty && care.none == context.localizer("summary.care.withheld"), "\(care)")
    }

    /// A day named with `--as-of` is counted through, even the export's own.
    @Test func aDayNamedAsOfIsCountedThrough() throws {
        let export = try TestExports.read(Self.oneDay())
        let figures = Figures(export: export, options: FigureOptions(asOf: .iso("2026-11-19"), weekStart: .sunday))
        #expect(figures.lastDayToLog == Day.iso("2026-11-19"))
    }

    @Test func aRangeOfOneDayIsThatDay() {
        let en = Localizer(language: .english), nb = Localizer(language: .norwegianBokmal)
        #expect(en.dateRange(.iso("2026-11-22"), .iso("2026-11-22")) == en.longDate(.iso("2026-11-22")))
        #expect(nb.dateRange(.iso("2026-11-22"), .iso("2026-11-22")) == nb.longDate(.iso("2026-11-22")))
        #expect(!en.dateRange(.iso("2026-11-22"), .iso("2026-11-22")).contains("22–22"))
        #expect(en.dateRange(.iso("2026-11-16"), .iso("2026-11-22")).contains("16–22"))
    }

    /// The same export read in English (Sunday weeks) and bokmål (Monday weeks) lists the same milestones: the
    /// consistency week of the sample's October is there in both.
    @Test func milestonesAreTheSameListInEveryLanguage() throws {
        let export = try Fixtures.context("sample-export.json").export
        let sunday = Figures(export: export, options: FigureOptions(weekStart: .sunday))
        let monday = Figures(export: export, options: FigureOptions(weekStart: .monday))
        #expect(sunday.milestones == monday.milestones)
        #expect(sunday.milestones.contains { $0.kind == .consistencyWeek && $0.day == .iso("2026-10-30") })
    }

    /// Every "longest" names its scope: the year card's run and a period's highlight are the year's (or the
    /// quarter's, the month's), the site's and stats' all time's.
    @Test(arguments: [Language.english, .norwegianBokmal])
    func everyLongestNamesItsScope(_ language: Language) {
        let words = Localizer(language: language)
        let scope = language == .english ? ["so far", "this year", "this quarter", "this month", "in this period", "up to then", "up to the period's end", "up to the week's end"]
            : ["så langt", "årets", "kvartalets", "månedens", "periodens", "fram til da", "fram til slutten av perioden", "fram til slutten av uka"]
        let highlights = ["year", "quarter", "month", "days", "yearSoFar", "quarterSoFar", "monthSoFar"].flatMap { scope in
            ["", ".ever"].flatMap { ever in
                ["one", "other"].flatMap { form in ["story.highlight.run.\(scope)\(ever).\(form)", "story.highlight.runLabel.\(scope)\(ever).\(form)"] }
            }
        }
        for key in highlights + ["site.number.longest", "stats.streaks", "summary.streak.new",
                    "story.summary.streak", "story.summary.streak.over", "summary.streak.over", "story.summary.streak.over.week", "summary.streak.over.week", "week.number.longest.one", "week.number.longest.other", "week.number.current.longest"] {
            let text = words(key, "1", "2")
            #expect(scope.contains { text.lowercased().contains($0) }, "\(key): \(text)")
        }
    }
}
