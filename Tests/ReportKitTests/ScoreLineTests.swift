import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35: the score's line begins where a score means something (the first day whose 14 days hold three
/// check-ins), the value of every day is still the app's, and a planned rest day first is never drawn as a
/// fall to 0.
@Suite struct ScoreLineTests {
    static func rest(_ day: String) -> String { #"{"date": "\#(day)", "plannedToTrain": false, "completedTraining": false}"# }

    /// A planned rest day first (the app's score that day: 0), then three completed sessions.
    static func restFirst() throws -> ReportContext {
        let checkIns = [rest("2026-11-16")] + ["2026-11-17", "2026-11-18", "2026-11-19"].map { TestExports.checkIn($0, completed: true) }
        return try CoverTests.context(TestExports.coacher(checkIns: checkIns), asOf: "2026-11-22")
    }

    @Test func theLineBeginsAtTheThirdCheckInAndNeverFallsToZeroFromARestDay() throws {
        let context = try Self.restFirst()
        let figures = context.figures
        #expect(figures.scoreLineStart == Day.iso("2026-11-18"))
        // The app's value of the rest day is still 0, in the table.
        #expect(figures.discipline(on: .iso("2026-11-16")).score == 0)
        let trend = DisciplineTrend(figures: figures, options: ChartOptions(context: context, week: context.figures.week(holding: .iso("2026-11-22"))))
        let rows = trend.data().rows
        #expect(rows.contains { $0.label == context.localizer.longDate(.iso("2026-11-16")) && $0.cells[0] == "0" })
        // The line: nothing before the 18th, and no 0 anywhere.
        let drawn = trend.drawn
        let first = try #require(drawn.firstIndex { $0 != nil })
        #expect(trend.startDay + first == Day.iso("2026-11-18"))
        #expect(!drawn.contains(0), "\(drawn)")
        let alt = trend.alt().description
        #expect(!alt.contains("between 0 and"), "\(alt)")
        // The summary's sparkline begins on the same day: no lowest block for the rest day.
        let summary = try Fixtures.summary(context, SummaryPeriod(week: context.figures.week(holding: .iso("2026-11-22"))),
                                           format: .markdown, templates: Fixtures.templates)
        let spark = try #require(summary.split(separator: "\n").first { $0.hasPrefix("Last 14 days") })
        #expect(!spark.contains(Sparkline.bars.first!), "\(spark)")
    }

    @Test(arguments: [Language.english, .norwegianBokmal])
    func beforeTheLineBeginsTheChartSaysWhere(_ language: Language) throws {
        let checkIns = [Self.rest("2026-11-16"), TestExports.checkIn("2026-11-17", completed: true)]
        let context = try CoverTests.context(TestExports.coacher(checkIns: checkIns), asOf: "2026-11-18", language: language)
        #expect(context.figures.scoreLineStart == nil)
        let options = ChartOptions(context: context, week: context.figures.week(holding: .iso("2026-11-18")))
        let svg = String(decoding: try ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .svg), as: UTF8.self)
        #expect(svg.contains(context.localizer("chart.trend.empty.early")))
        #expect(DisciplineTrend(figures: context.figures, options: options).drawn.allSatisfy { $0 == nil })
    }
}
