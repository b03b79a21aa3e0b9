import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35's part of the agreement test, in both languages and at every week start: the site's score table says
/// each week's score as the summaries' week lists do, and the year card's longest run is the year's own while the
/// summary's and the site's are the longest so far, each the number worked out from `stats --json`'s days.
extension StoryAgreementTests {
    static let languages = [Language.english, .norwegianBokmal]

    /// The integers in `text`, in order ("70 (7 of 10 … 14 days up to Sat, Oct 24" → 70, 7, 10, 14, 24).
    static func integers(_ text: Substring) -> [Int] {
        text.split { !$0.isNumber }.compactMap { Int($0) }
    }

    /// Every row of the site's score table (a week a row, labelled with its dates) is the score, completed
    /// sessions and check-ins the summaries list for that week ("- Oct 18–24, 2026: 70 (7 of 10 …)"), whatever
    /// the words around the numbers; and every week the summaries list is a row of the table.
    @Test(arguments: WeekStart.allCases, languages)
    func theSitesScoreTableIsTheSummariesWeekList(weekStart: WeekStart, language: Language) throws {
        let context = try StoryOutputs.context(weekStart: weekStart, language: language, redaction: .summary)
        let site = try StoryOutputs.site(context)
        let trend = try #require(SiteChartTableTests.tables(site["index.html"] ?? "").first {
            $0.first?.contains(context.localizer("site.table.score")) == true
        }, "\(weekStart) \(language): no score table")
        let rows = trend.dropFirst().filter { $0.count == 4 && Int($0[1]) != nil }
        #expect(!rows.isEmpty)
        let weeks = Set(context.figures.weeks.map { context.localizer.dateRange($0.week.start, $0.week.end) })
        var listed: [String: [Int]] = [:]
        for week in StoryOutputs.weeks(context) {
            let summary = try Fixtures.summary(context, SummaryPeriod(week: week), format: .markdown, templates: Fixtures.templates)
            for line in summary.split(separator: "\n") where line.hasPrefix("- ") {
                guard let label = weeks.first(where: { line.hasPrefix("- \($0): ") }) else { continue }
                listed[label] = Array(Self.integers(line.dropFirst(label.count + 4)).prefix(3))
            }
        }
        #expect(listed.count >= 3, "\(weekStart) \(language): \(listed)")
        // A score of 0 is listed as its check-ins alone ("3 check-ins"), never as "0 of 3".
        func numbers(_ row: [String]) -> [Int] { row[1] == "0" ? [Int(row[3])!] : row[1...3].map { Int($0)! } }
        func agrees(_ said: [Int], _ row: [String]) -> Bool { Array(said.prefix(numbers(row).count)) == numbers(row) }
        for row in rows {
            #expect(weeks.contains(row[0]), "\(weekStart) \(language): \(row[0]) is not one of the person's weeks")
            if let said = listed[row[0]] { #expect(agrees(said, row), "\(weekStart) \(language) \(row): \(said)") }
        }
        for (label, said) in listed {
            #expect(rows.contains { $0[0] == label && agrees(said, $0) }, "\(weekStart) \(language): \(label) \(said) not in the table")
        }
    }

    /// Runs of showed-up days: twelve in December 2025 (the longest of all), six across the new year (three of
    /// them in 2026, so not 2026's longest) and four in February (2026's longest within the year).
    static func runsExport() -> String {
        var days: [Day] = []
        for (first, count) in [("2025-12-01", 12), ("2025-12-29", 6), ("2026-02-01", 4)] { days += (0..<count).map { Day.iso(first) + $0 } }
        return TestExports.coacher(entries: days.map { TestExports.entry("\"\($0.iso)\"") })
            .replacingOccurrences(of: "2026-11-22T22:00:00+01:00", with: "2026-02-10T12:00:00+01:00")
    }

    /// The longest run of `days` within `year` (a run begun before it counts from January 1), or of all of them,
    /// through `end`.
    static func longestRun(_ days: Set<Day>, year: Int? = nil, through end: Day) -> Int {
        let inside = days.filter { $0 <= end && (year == nil || $0.year == year) }
        return inside.map { day in
            var n = 0
            while inside.contains(day - n) { n += 1 }
            return n
        }.max() ?? 0
    }

    /// The card and the year's summary's highlights tell the year's longest run in the same words; the summary's
    /// streak line and the site's index the longest so far. Each number is the one worked out from `stats --json`'s
    /// days, and here the year's is not the longest so far.
    @Test(arguments: WeekStart.allCases, languages)
    func theYearCardsLongestRunIsTheYearsAndTheOthersAreSoFar(weekStart: WeekStart, language: Language) throws {
        let export = try TestExports.read(Self.runsExport()).redacted(.summary)
        let figures = Figures(export: export, options: FigureOptions(weekStart: weekStart))
        let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: language),
                                    localeIdentifier: language == .english ? "en-US" : "nb-NO")
        let words = context.localizer
        let days = Set((try StoryOutputs.stats(context)["showedUp"] as! [String]).map { Day.iso($0) })
        let label = "\(weekStart) \(language)"
        for year in [2025, 2026] {
            let period = CalendarPeriod(.year, holding: Day(year: year, month: 6, day: 1)!)
            let end = min(period.end, figures.asOf)
            let ofYear = Self.longestRun(days, year: year, through: end), soFar = Self.longestRun(days, through: end)
            #expect((year, ofYear, soFar) == (year, year == 2025 ? 12 : 4, 12), "\(label)")
            let pf = figures.figures(for: period), story = Story(context: context)
            #expect(pf.longestStreak == soFar && pf.longestRunInside == ofYear, "\(label) \(year)")
            // The card: the year's run, under its scoped label.
            let card = YearCard.document(context: context, year: period, theme: .light, showsScore: false, typeSetter: TypeSetter())
            let cardText = Self.flat(StoryOutputs.sceneText(card))
            let runLabel = story.longestRunLabel(pf, scope: "year")
            #expect(cardText.contains(Self.flat(words.number(ofYear) + " " + runLabel)), "\(label) \(year): \(cardText)")
            #expect(!cardText.contains(Self.flat(words.number(soFar) + " " + runLabel)) || ofYear == soFar, "\(label) \(year): \(cardText)")
            // The year's summary: the same run among its highlights, and the longest so far in its streak line.
            let summary = Self.flat(try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates))
            let run = try #require(story.longestRun(pf, scope: "year"), "\(label) \(year)")
            #expect(run.number == ofYear && summary.contains(Self.flat(run.text)), "\(label) \(year): \(run.text)")
            #expect(summary.contains(story.longestStreak(pf).text), "\(label) \(year)")
        }
        // The site's index: the longest run so far, as of the export's day.
        let index = try SiteBuilder(context: context, options: SiteOptions(pdfs: false, title: nil), templates: nil).indexPage(TypeSetter())
        let longest = try #require(index.numbers.first { $0.label == words("site.number.longest") })
        #expect(longest.value == words.number(Self.longestRun(days, through: figures.asOf)), "\(label)")
    }
}
