import ReportCore
import ReportNative
/// What the weight and steps charts share: the days they span, the header, a value axis with round steps,
/// and the day labels under the plot, so the two sit one above the other with their days lined up.
struct BodyChartFrame {
    let first: Day
    let last: Day
    let options: ChartOptions

    var dayCount: Int { last - first + 1 }
    /// The days as the subtitle and the alt text name them: "November 16–22, 2026", or one day's date.
    var daysText: String {
        let l = options.localizer
        return first == last ? l.longDate(first) : l.dateRange(first, last)
    }
    var width: Double { options.phoneWidth ?? 560 }
    var scale: Double { options.textScale }
    /// The title and the days the chart covers, at the top of a body chart of `kind`; the bottom of the two lines.
    func header(_ kind: BodyChartKind, builder b: inout SceneBuilder) -> Double {
        let l = options.localizer
        return b.header(title: l(kind.titleKey), subtitle: l(kind.subtitleKey, daysText), palette: options.theme.palette, width: width, scale: scale)
    }

    /// A body chart's alt text: its title, and what `description` says of its values (nil: the days hold none).
    func alt(_ kind: BodyChartKind, _ description: String?) -> AltText {
        let l = options.localizer
        return AltText(title: l(kind.titleKey), description: description ?? l("chart.body.empty"))
    }

    static let plotHeight = 130.0

    /// The plot's rectangle below a header ending at `headerBottom`, with room at its left for the widest of the
    /// axis `labels`.
    func plot(headerBottom: Double, labels: [String], builder b: inout SceneBuilder) -> Rect {
        let m = ChartType.margin
        let labelWidth = ((labels.map { b.measure($0, ChartType.small.scaled(scale)).width }.max() ?? 0) + 8).rounded(.up)
        return Rect(x: m + labelWidth, y: (headerBottom + 16).rounded(), width: width - 2 * m - labelWidth - 4, height: Self.plotHeight)
    }

    /// The centre of day `i`'s slot: a bar's middle, a reading's dot.
    func x(_ i: Int, in plot: Rect) -> Double { plot.minX + plot.width * (Double(i) + 0.5) / Double(dayCount) }

    /// Round values from `low` to `high` for the axis: 3–6 steps of 1, 2 or 5 times a power of ten.
    static func ticks(low: Double, high: Double) -> [Double] {
        let span = max(high - low, 1e-9)
        var step = 1.0
        while span / step > 6 { step *= 10 }
        while span / step < 3 { step /= 10 }
        for factor in [1.0, 2, 5, 10] where span / (step * factor) <= 6 { step *= factor; break }
        var values: [Double] = []
        var v = (low / step).rounded(.down) * step
        while v <= high + step * 0.001 { values.append(v); v += step }
        if values.last! < high - step * 0.001 { values.append(v) }
        return values
    }

    /// Labels under the plot: each day's weekday on a week or two, else the first day of each week (up to two
    /// months) or of each month, where there is room.
    func dayLabels(plot: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        let l = options.localizer
        let font = ChartType.small.scaled(scale)
        if dayCount <= 14 {
            for i in 0..<dayCount {
                let day = first + i
                let text = dayCount <= 7 ? l.weekdayShort(day.weekday) : String(day.dayOfMonth)
                b.text(text, font, x: x(i, in: plot), baseline: plot.maxY + 15, anchor: .center, color: p.muted)
            }
            return
        }
        // Up to two months: the first day of each week; longer: the first of each month.
        func marked(_ day: Day) -> Bool {
            dayCount <= 62 ? options.weekStart.start(of: day) == day : day.dayOfMonth == 1
        }
        var lastEnd = -Double.infinity
        for i in 0..<dayCount where marked(first + i) || i == 0 {
            let day = first + i
            let text = day.month == 1 && day.dayOfMonth == 1 ? String(day.year) : l.dayMonth(day)
            let label = b.measure(text, font)
            let left = min(max(plot.minX + plot.width * Double(i) / Double(dayCount), plot.minX), plot.maxX - label.width)
            guard left > lastEnd + 8 else { continue }
            let tx = plot.minX + plot.width * Double(i) / Double(dayCount)
            b.stroke(.line(from: Point(tx, plot.maxY), to: Point(tx, plot.maxY + 4)), Stroke(width: 1, color: p.muted))
            b.place(label, x: left, baseline: plot.maxY + 16, color: p.muted)
            lastEnd = left + label.width
        }
    }

    /// A horizontal grid line on a pixel row, and its label at the left.
    func gridLine(_ y: Double, label: String, plot: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        let lineY = y.rounded() + 0.5
        b.stroke(.line(from: Point(plot.minX, lineY), to: Point(plot.maxX, lineY)), Stroke(width: 0.75, color: p.grid, dash: [2, 3]))
        axisLabel(y, label: label, plot: plot, palette: p, builder: &b)
    }

    /// A value's label on the axis, at height `y`, without a grid line (the baseline's 0).
    func axisLabel(_ y: Double, label: String, plot: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        b.text(label, ChartType.small.scaled(scale), x: plot.minX - 6, baseline: y + 3.5, anchor: .right, color: p.muted)
    }

    /// What a chart with nothing to draw says, in the middle of its plot.
    func emptyNote(plot: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        b.text(options.localizer("chart.body.empty"), ChartType.subtitle.scaled(scale), x: plot.midX, baseline: plot.midY, anchor: .center, color: p.muted)
    }

    /// The plot's bottom edge.
    func baseline(plot: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        let y = plot.maxY.rounded() + 0.5
        b.stroke(.line(from: Point(plot.minX, y), to: Point(plot.maxX, y)), Stroke(width: 1, color: p.muted))
    }

    /// The chart's drawing: everything laid out, its height from the last item's bottom.
    func drawing(_ b: SceneBuilder, bottom: Double, alt: AltText) -> Drawing {
        Drawing(width: width, height: (bottom + ChartType.margin - 4).rounded(.up), background: options.theme.palette.background, items: b.items, alt: alt)
    }
}
