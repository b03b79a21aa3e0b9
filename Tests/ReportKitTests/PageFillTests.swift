import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Pages a printer would accept (issue 37): after the first, every page of a weekly or period PDF carries at least a few
/// hundred characters of text, a chart, or ruled lines to write on (a short ending with a page of its own becomes a
/// page for notes). Exports of many lengths, both languages, both papers.
@Suite struct PageFillTests {
    /// Fewest characters (not counting spaces) a page of text alone holds.
    static let fewestCharacters = 200
    /// Fewest points of height a drawing takes to count as a page's content (a chart, a table, ruled lines).
    static let fewestDrawingHeight = 150.0

    /// What a page holds: its characters, and its tallest drawing.
    static func content(_ items: [SceneItem]) -> (characters: Int, drawing: Double) {
        var characters = 0
        var drawing = 0.0
        for item in items {
            switch item {
            case .text(let t): characters += t.block.text.unicodeScalars.filter { !$0.properties.isWhitespace }.count
            case .group(let g):
                if let clip = g.clip { drawing = max(drawing, height(clip) * g.scale) }
                let inner = content(g.items)
                characters += inner.characters
                drawing = max(drawing, inner.drawing)
            case .shape, .link, .anchor: break
            }
        }
        return (characters, drawing)
    }

    /// The height of a clip path (a rectangle, for a drawing placed on the page).
    static func height(_ path: VectorPath) -> Double {
        var ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): ys.append(p.y)
            default: break
            }
        }
        return (ys.max() ?? 0) - (ys.min() ?? 0)
    }

    static func context(days: Int, seed: UInt64, locale: String) throws -> ReportContext {
        let export = try TestExports.read(SampleExport(days: days, seed: seed, localeIdentifier: locale).json())
        let figures = Figures(export: export, options: FigureOptions(weekStart: WeekStart.forLocale(locale)))
        return ReportContext(export: export, figures: figures, localizer: Localizer(language: Language(localeIdentifier: locale)), localeIdentifier: locale)
    }

    @Test(arguments: [(1, 3), (7, 5), (35, 3), (365, 3), (3650, 11)])
    func noPageAfterTheFirstIsMostlyEmpty(days: Int, seed: UInt64) throws {
        for locale in ["en-US", "nb-NO"] {
            let context = try Self.context(days: days, seed: seed, locale: locale)
            let weeks = WeekJob.allWeeks(context)
            // The last week, and one from the middle of a longer export.
            for week in [weeks.last!, weeks[weeks.count / 2]] {
                for paper in [Paper.letter, Paper.a4] {
                    let document = WeeklyReflectionPDF(context: context, paper: paper, theme: .light).document(week)
                    for (n, page) in document.pages.enumerated().dropFirst() {
                        let held = Self.content(page.items)
                        #expect(held.characters >= Self.fewestCharacters || held.drawing >= Self.fewestDrawingHeight,
                                "\(days) days, \(locale), \(week.isoWeek), \(paper): page \(n + 1) of \(document.pages.count) holds \(held.characters) characters and no drawing")
                    }
                }
            }
        }
    }

    /// The month, quarter and year that end the export, and the one that holds its middle day.
    @Test(arguments: [(1, 3), (35, 3), (400, 3), (3650, 11)])
    func noPeriodPageAfterTheFirstIsMostlyEmpty(days: Int, seed: UInt64) throws {
        for locale in ["en-US", "nb-NO"] {
            let context = try Self.context(days: days, seed: seed, locale: locale)
            let last = context.figures.asOf
            for kind in [CalendarPeriod.Kind.month, .quarter, .year] {
                for day in Set([last, last - days / 2]) {
                    let period = CalendarPeriod(kind, holding: day)
                    for paper in [Paper.letter, Paper.a4] {
                        let document = PeriodReflectionPDF(context: context, paper: paper, theme: .light)
                            .document(SummaryPeriod(period), name: period.description, typeSetter: TypeSetter())
                        for (n, page) in document.pages.enumerated().dropFirst() {
                            let held = Self.content(page.items)
                            #expect(held.characters >= Self.fewestCharacters || held.drawing >= Self.fewestDrawingHeight,
                                    "\(days) days, \(locale), \(period), \(paper): page \(n + 1) of \(document.pages.count) holds \(held.characters) characters and no drawing")
                        }
                    }
                }
            }
        }
    }
}
