import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `stats` in a terminal says a week or month with nothing logged was quiet; it never lists "0/7".
@Suite struct StatsTextTests {
    @Test(arguments: [Language.english, .norwegianBokmal])
    func aQuietWeekIsSaidSoNotZeroOfSeven(language: Language) throws {
        // Logged November 2–8, nothing November 9–15, back on November 16.
        let days = ["2026-11-02", "2026-11-03", "2026-11-08", "2026-11-16", "2026-11-17"]
        let export = try TestExports.read(TestExports.coacher(entries: days.map { TestExports.entry("\"\($0)\"") }))
        let figures = Figures(export: export, options: FigureOptions(asOf: .iso("2026-11-22"), weekStart: .monday))
        let localizer = Localizer(language: language)
        let text = StatsText.describe(ReportContext(export: export, figures: figures, localizer: localizer, localeIdentifier: language == .english ? "en-US" : "nb-NO"))
        let week = try #require(text.split(separator: "\n").first { $0.contains("2026-W46") })
        #expect(week.hasSuffix(language == .english ? "quiet" : "rolig"), "\(week)")
        #expect(!text.contains(" 0/"), "\(text)")
        #expect(text.contains("3/7"), "\(text)")
    }
}
