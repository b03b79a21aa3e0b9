import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35: the last count pairs that were worded outside Story (`stats`' score line, the period PDF's week rows,
/// the years chart's alt text) are Story statements, in the words they had, and their outputs take them from there
/// (`scripts/check-voice.py` fails when code outside Story names their keys).
@Suite struct StoryCountLinesTests {
    static func story(_ language: Language) -> Story {
        let context = try! StoryOutputs.context(weekStart: .monday, language: language)
        return Story(context: context)
    }

    @Test(arguments: [Language.english, .norwegianBokmal])
    func statsPrintsStorysScoreLine(language: Language) throws {
        let context = try StoryOutputs.context(weekStart: .monday, language: language)
        let score = context.figures.discipline(on: context.figures.asOf)
        let line = try #require(Story(context: context).scoreLine(score))
        let s = try #require(score.score)
        #expect(line.text == (language == .english
            ? "Discipline Score: \(s) (\(score.completed) of \(score.checkIns) check-ins in 14 days)"
            : "Disiplinscore: \(s) (\(score.completed) av \(score.checkIns) innsjekkinger de siste 14 dagene)"))
        #expect(StatsText.describe(context).split(separator: "\n").contains { $0 == line.text }, "\(StatsText.describe(context))")
    }

    @Test func theYearsChartsAltTextIsStorys() throws {
        let context = try StoryOutputs.context(weekStart: .monday, language: .english)
        let options = ChartOptions(context: context, week: context.week(.latest))
        let chart = YearsInPixels(figures: context.figures, options: options)
        let data = chart.data()
        let years = chart.years
        let statement = Story(context: context).yearsShowedUp(years.count, from: years.last!, to: years.first!, showedUp: data.total(0), of: data.total(1))
        #expect(chart.alt().description == statement.text)
        #expect(statement.text == "\(years.count) years, \(years.last!) to \(years.first!), one row of months per year: you showed up on \(data.total(0)) of \(data.total(1)) days.")
    }
}
