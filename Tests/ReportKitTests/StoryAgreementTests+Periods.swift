import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 24's part of the agreement test: a month's and a year's numbers on the site's month and year pages are
/// `stats --json`'s `months` and `years`, said in the same words as the period's PDF cover (`reflect`) and its
/// Markdown summary (`summary --month`, `--year`).
extension StoryAgreementTests {
    /// The whitespace of a text as one space, so a sentence wrapped on a page still reads as one.
    static func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// Checks each period of `kind` that has a page on the site; gives how many it checked.
    static func periodsAgree(_ context: ReportContext, _ kind: CalendarPeriod.Kind, label: String) throws -> Int {
        let story = Story(context: context)
        let stats = try StoryOutputs.stats(context)
        let site = try StoryOutputs.site(context)
        let pdf = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
        var checked = 0
        for json in stats[kind == .month ? "months" : "years"] as! [[String: Any]] {
            let period = CalendarPeriod(parsing: json["name"] as! String, kind: kind)!
            let path = kind == .month ? "months/\(period).html" : "years/\(period).html"
            guard let html = site[path] else { continue }
            let row = Row(json)
            let pf = context.figures.figures(for: period)
            let page = flat(HTMLText(html).text)
            let cover = flat(StoryOutputs.sceneText(pdf.document(SummaryPeriod(period), name: period.description, typeSetter: TypeSetter())))
            let summary = flat(try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates))
            let name = "\(label) \(period)"

            // Days shown up of the days there were: stats' numbers, one sentence on the page, the cover and the summary.
            let showed = story.showedUp(pf)
            #expect(showed.number == row.showedUp && (row.showedUp == 0 || showed.of == row.days), "\(name): \(showed.text)")
            for (output, text) in [("page", page), ("cover", cover), ("summary", summary)] {
                #expect(text.contains(flat(showed.text)), "\(name) \(output): \(showed.text)")
            }
            // Care, training and urge notes, as the page and the cover say them.
            if let care = story.care(pf), row.showedUp > 0 {
                #expect(care.number == row.care, "\(name): \(care.text)")
                #expect(page.contains(flat(care.text.capitalizedFirst)) && cover.contains(flat(care.text.capitalizedFirst)), "\(name): \(care.text)")
            }
            if let training = story.training(pf), row.showedUp > 0 {
                if let planned = training.of { #expect(planned == row.trainingPlanned, "\(name): \(training.text)") }
                #expect(page.contains(flat(training.text.capitalizedFirst)) && cover.contains(flat(training.text.capitalizedFirst)), "\(name)")
            }
            if row.urges > 0, row.showedUp > 0 {
                let urges = story.urges(pf)
                #expect(urges.number == row.urges, "\(name): \(urges.text)")
                #expect(page.contains(flat(urges.text.capitalizedFirst)) && cover.contains(flat(urges.text.capitalizedFirst)), "\(name)")
            }
            checked += 1
        }
        return checked
    }

    @Test(arguments: WeekStart.allCases)
    func theSitesMonthPagesTellEachMonthAsStatsAndTheReflectionDo(weekStart: WeekStart) throws {
        for language in [Language.english, .norwegianBokmal] {
            let context = try StoryOutputs.context(weekStart: weekStart, language: language, redaction: .summary)
            #expect(try Self.periodsAgree(context, .month, label: "\(weekStart) \(language)") == 2)
        }
    }

    @Test func theSitesYearAndMonthPagesOfThreeYearsTellEachAsStatsDoes() throws {
        let context = try SiteChartTableTests.sample(days: 1100)
        #expect(try Self.periodsAgree(context, .year, label: "years") == 4)
        #expect(try Self.periodsAgree(context, .month, label: "months") >= 36)
    }
}
