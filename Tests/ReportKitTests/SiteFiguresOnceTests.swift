import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// What the site now works out once, or straight from the days, must say what the longer way said: the heatmap's
/// counts are the sums of its table, the longest streak up to a day is the longest run ending on or before it, and
/// a period's urge notes are the notes of its days in the order they were written.
@Suite struct SiteFiguresOnceTests {
    @Test func heatmapCountsAreTheSumsOfItsTable() throws {
        for days in [9, 84, 500] {
            let context = try SiteChartTableTests.sample(days: days)
            let figures = context.figures
            var all: [ChartOptions] = []
            for weeks in [4, 12, 53] {
                for week in figures.weeks.map(\.week).suffix(30) where week.start.number % 3 == 0 || weeks == 53 {
                    let options = ChartOptions(context: context, week: week, weeks: weeks)
                    all += [options, options.phone()]
                }
            }
            // A year page's chart: the year's days only.
            if let first = figures.firstDay {
                for year in first.year...figures.asOf.year {
                    var options = ChartOptions(context: context, week: figures.week(holding: min(figures.asOf, Day(year: year, month: 12, day: 31)!)), weeks: 53)
                    options.span = Day(year: year, month: 1, day: 1)!...Day(year: year, month: 12, day: 31)!
                    all.append(options)
                }
            }
            for options in all {
                let heatmap = StreakHeatmap(figures: figures, options: options)
                let data = heatmap.data()
                let counts = heatmap.counts
                #expect(counts.showed == data.total(0) && counts.possible == data.total(1), "\(days) days, \(options.week)")
                #expect(heatmap.alt() == heatmap.alt(summaryLine: heatmap.summaryLine(options.localizer)))
            }
        }
    }

    @Test func longestStreakThroughADayIsTheLongestRunEndingByIt() throws {
        let context = try SiteChartTableTests.sample(days: 400, seed: 7)
        let f = context.figures
        guard let first = f.firstDay else { return }
        var longest = 0
        for offset in -3...(f.asOf - first + 3) {
            let day = first + offset
            // The naive count: the longest run of showed-up days ending on or before `day`, up to as-of.
            if day <= f.asOf, day >= first { longest = max(longest, f.didShowUp(day) ? f.streakEnding[day - f.base] : 0) }
            #expect(f.longestStreak(through: day) == longest, "\(day)")
        }
    }

    @Test func aPeriodsUrgeNotesAreItsDaysNotesInTheOrderWritten() throws {
        let context = try SiteChartTableTests.sample(days: 200, seed: 3)
        let builder = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
        for week in context.figures.weeks.map(\.week) {
            let period = SummaryPeriod(week: week)
            for end in [week.start + 2, week.end, context.figures.asOf] {
                let naive = builder.urgeNotes.filter { period.contains($0.at.day) && $0.at.day <= end }
                #expect(builder.urgeNotes(in: period, through: end) == naive, "\(week)")
            }
        }
    }
}
