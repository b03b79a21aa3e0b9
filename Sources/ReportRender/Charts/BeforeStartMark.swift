import ReportCore
import ReportNative
/// Time before the person started, marked in the weekly and daily charts the way the heatmap marks its days: a small
/// dot where a bar or a point would be, and the heatmap's key, "Before you started". An empty stretch with no mark
/// reads as weeks of nothing done, which they were not.
extension SceneBuilder {
    static let beforeStartRadius = 2.5

    /// The dot for a week or a day before the start, on the chart's baseline.
    mutating func beforeStartDot(at center: Point, palette: Palette) {
        fill(.circle(center: center, radius: Self.beforeStartRadius), palette.emptyMark)
    }

    /// The key "• Before you started" with its top left at `x`, `y`; gives the key's width.
    @discardableResult
    mutating func beforeStartKey(x: Double, y: Double, localizer: Localizer, palette: Palette, font: FontSpec = ChartType.small) -> Double {
        let label = measure(localizer("chart.legend.outside"), font)
        beforeStartDot(at: Point(x + 5.5, y + 5.5), palette: palette)
        place(label, x: x + 16, baseline: y + 9.5, color: palette.muted)
        return 16 + label.width
    }
}
