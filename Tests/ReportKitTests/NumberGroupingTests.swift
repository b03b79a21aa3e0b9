import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Counts of 1,000 and more are grouped as the language writes them, in every output: "3,101" in English,
/// "3 101" with a no-break space in bokmål.
@Suite struct NumberGroupingTests {
    @Test func theLocalizerGroupsThousands() {
        let en = Localizer(language: .english), nb = Localizer(language: .norwegianBokmal)
        #expect(en.number(0) == "0" && en.number(999) == "999" && en.number(-999) == "-999")
        #expect(en.number(1000) == "1,000" && en.number(3101) == "3,101" && en.number(1_234_567) == "1,234,567")
        #expect(nb.number(3101) == "3\u{00A0}101" && nb.number(1_234_567) == "1\u{00A0}234\u{00A0}567" && nb.number(-3101) == "-3\u{00A0}101")
        // Plural forms take the grouped count.
        #expect(en.plural("days", 3101) == "3,101 days")
        #expect(nb.plural("days", 3101) == "3\u{00A0}101 dager")
    }

    /// Years of made-up data: more than a thousand days shown up.
    static func context(_ language: Language) throws -> ReportContext {
        let locale = language == .english ? "en-US" : "nb-NO"
        let json = SampleExport(days: 1400, seed: 23, localeIdentifier: locale).json()
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(weekStart: WeekStart.forLocale(locale)))
        return ReportContext(export: export, figures: figures, localizer: Localizer(language: language), localeIdentifier: locale)
    }

    @Test(arguments: Language.allCases)
    func everyOutputGroupsLargeCounts(language: Language) throws {
        let context = try Self.context(language)
        let words = context.localizer
        let figures = context.figures
        let all = figures.period(from: figures.firstDay!, to: figures.asOf)
        try #require(all.showedUp >= 1000)
        let grouped = words.number(all.showedUp)
        #expect(grouped.contains(language == .english ? "," : "\u{00A0}"))

        // The summary of the whole run of days: "You showed up on 1,234 of 1,400 days."
        let period = SummaryPeriod(from: figures.firstDay!, to: figures.asOf)!
        for format in [OutputFormat.markdown, .html] {
            let summary = try Fixtures.summary(context, period, format: format, templates: Fixtures.templates)
            #expect(summary.contains(grouped), "\(format)")
            #expect(!summary.contains(" \(all.showedUp) "), "\(format)")
        }

        // The site's index: its tiles.
        let builder = SiteBuilder(context: context, options: SiteOptions(pdfs: false), templates: Fixtures.templates)
        let index = try builder.indexPage(TypeSetter())
        let shown = try #require(index.numbers.first { $0.label == words("site.number.showedUp") })
        #expect(shown.value == grouped)
        for year in builder.years {
            let page = try builder.yearPage(year, TypeSetter())
            #expect(page.numbers.allSatisfy { Int($0.value) == nil || Int($0.value)! < 1000 }, "\(year): \(page.numbers.map(\.value))")
        }

        // `stats` and `validate`, for a person at a terminal.
        #expect(StatsText.describe(context).contains(words.number(figures.showedUp.count)))
        #expect(ExportSummaryText.describe(context, name: "export.json").contains(words.number(figures.showedUp.count)))

        // A chart's alt text over the years: "you showed up on 1,234 of 1,400 days".
        let years = ChartRenderer.alt(.heatmap, figures: figures, options: ChartOptions(context: context, week: context.week(.latest), weeks: 200))
        #expect(!years.description.contains(String(all.showedUp)), "\(years.description)")
    }
}
