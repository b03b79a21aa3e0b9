import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Charts from hand-made exports: gaps, empty data, a file with check-ins only.
@Suite struct ChartEdgeTests {
    static let asOf = Day(year: 2026, month: 11, day: 22)!

    func figures(_ export: Export) -> Figures {
        Figures(export: export, options: FigureOptions(asOf: ChartEdgeTests.asOf, weekStart: .monday))
    }

    func options(_ f: Figures, days: Int = 90) -> ChartOptions {
        ChartOptions(week: f.week(holding: ChartEdgeTests.asOf), days: days, weekStart: .monday, localizer: Localizer(language: .english))
    }

    /// Check-ins on two stretches more than 14 days apart: the trend has two runs and a gap, never a 0.
    @Test func trendLeavesGapsWhereThereIsNoScore() throws {
        var export = Export(timeZone: "UTC")
        for offset in [-60, -59, -58] + [-10, -9, -8, -7] {
            export.checkIns.append(CheckIn(day: ChartEdgeTests.asOf + offset, plannedToTrain: true, completedTraining: offset % 2 == 0))
        }
        let f = figures(export)
        let o = options(f, days: 70)
        let scene = ChartRenderer.scene(.trend, figures: f, options: o, typeSetter: TypeSetter())
        let lines = scene.items.compactMap { item -> PaintedPath? in
            if case .shape(let s) = item, let stroke = s.stroke, stroke.color == o.theme.palette.trend { return s }
            return nil
        }
        #expect(lines.count == 2)
        // No point of the line sits on the 0 baseline: the days between have no score.
        let trend = DisciplineTrend(figures: f, options: o)
        #expect(trend.series.contains { $0.score == nil })
        #expect(!trend.series.contains { $0.score == 0 })
        #expect(ChartRenderer.alt(.trend, figures: f, options: o).description.contains("now 50 (2 of 4 check-ins in the 14 days up to "))
    }

    @Test func emptyExportStillDrawsEveryChart() throws {
        let f = figures(Export(timeZone: "UTC"))
        let o = options(f)
        for kind in ChartKind.allCases {
            for format in [OutputFormat.png, .svg, .pdf] {
                let data = try ChartRenderer.render(kind: kind, figures: f, options: o, format: format)
                #expect(data.count > 100)
            }
        }
        // Nothing yet: the charts begin where data would (no twelve weeks of nothing), and say so kindly.
        #expect(ChartRenderer.alt(.urges, figures: f, options: o).description.hasPrefix("No urge notes in the last 4 weeks"))
        #expect(ChartRenderer.alt(.trend, figures: f, options: o).description.hasSuffix("no check-ins in this period, so there is no score yet."))
        #expect(ChartRenderer.alt(.rings, figures: f, options: o).description == "Nothing logged yet. Your first day will show here.")
        // An empty ring chart shows one quiet track beside those words, no "0/7".
        let rings = ChartRenderer.scene(.rings, figures: f, options: o, typeSetter: TypeSetter())
        let tracks = rings.items.filter { if case .shape(let s) = $0, let st = s.stroke, st.color.alpha < 1 { return true }; return false }
        #expect(tracks.count == 1)
        let texts = rings.items.compactMap { if case .text(let t) = $0 { return t.block.text }; return nil }
        #expect(!texts.contains { $0.contains("0/7") || $0.contains("0 of") })
    }

    @Test func heatmapTellsEmptyDaysApartByShape() throws {
        var export = Export(timeZone: "UTC")
        var entry = DailyEntry(day: ChartEdgeTests.asOf - 3)
        var focus = MorningFocus()
        focus.breathingDone = true
        entry.morningFocus = focus
        export.entries = [entry]
        export.checkIns = [CheckIn(day: ChartEdgeTests.asOf - 1, plannedToTrain: true, completedTraining: true)]
        let f = figures(export)
        let o = ChartOptions(week: Week(start: Day(year: 2026, month: 11, day: 23)!), weekStart: .monday, localizer: Localizer(language: .english))
        let heatmap = StreakHeatmap(figures: f, options: o)
        #expect(heatmap.cell(ChartEdgeTests.asOf - 5) == .beforeData)
        #expect(heatmap.cell(ChartEdgeTests.asOf - 3) == .level(1))
        #expect(heatmap.cell(ChartEdgeTests.asOf - 2) == .nothingLogged)
        #expect(heatmap.cell(ChartEdgeTests.asOf - 1) == .level(1))
        #expect(heatmap.cell(ChartEdgeTests.asOf + 1) == .future)
        // Outline, dot and dashed outline: three different shapes, whatever the colours.
        let p = Theme.light.palette
        var b = SceneBuilder(TypeSetter())
        let r = Rect(x: 0, y: 0, width: 20, height: 20)
        for cell in [StreakHeatmap.Cell.nothingLogged, .beforeData, .future] { heatmap.drawCell(cell, in: r, radius: 4, palette: p, builder: &b) }
        guard case .shape(let empty) = b.items[0], case .shape(let dot) = b.items[1], case .shape(let future) = b.items[2] else {
            Issue.record("expected three shapes"); return
        }
        #expect(empty.stroke?.dash.isEmpty == true && empty.fill == nil)
        #expect(dot.fill != nil && dot.stroke == nil)
        #expect(future.stroke?.dash.isEmpty == false)
    }
}
