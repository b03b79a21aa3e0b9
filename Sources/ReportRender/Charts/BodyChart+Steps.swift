import ReportNative
import ReportCore
/// Steps as a bar a day, from zero; a day without a step count has no bar (it is not a zero). One calm hue
/// from the amounts ramp, no goal line.
extension BodyChart {
    /// Each day's steps, oldest first (nil where there is no count).
    func steps() -> [Int?] {
        var steps = [Int?](repeating: nil, count: frame.dayCount)
        for day in health.days(from: frame.first, through: frame.last) { steps[day.date - frame.first] = day.steps }
        return steps
    }

    /// A row a day with a step count.
    func stepsData() -> ChartData {
        let l = frame.options.localizer
        let rows = steps().enumerated().compactMap { i, n -> ChartData.Row? in
            n.map { ChartData.Row(label: l.longDate(frame.first + i), cells: [l.number($0)], numbers: [$0]) }
        }
        return ChartData(columns: [l("chart.body.day"), l("chart.steps.column")], rows: rows)
    }

    /// Said from the counts: how many days, the average, the most; nil without a count.
    func stepsDescription() -> String? {
        let l = frame.options.localizer
        let counts = steps().compactMap { $0 }
        return counts.max().map { most in
            let average = Int((Double(counts.reduce(0, +)) / Double(counts.count)).rounded())
            return l.plural("chart.steps.alt", counts.count, frame.daysText, l.number(average), l.number(most))
        }
    }

    /// The axis from zero, the bars, the baseline and the day labels below a header ending at `headerBottom`.
    func drawSteps(headerBottom: Double, palette p: Palette, builder b: inout SceneBuilder) -> (plot: Rect, empty: Bool) {
        let l = frame.options.localizer
        let s = steps()
        let most = Double(s.compactMap { $0 }.max() ?? 0)
        let ticks = BodyChartFrame.ticks(low: 0, high: max(most, 1000))
        let labels = ticks.map { l.number(Int($0.rounded())) }
        let plot = frame.plot(headerBottom: headerBottom, labels: labels, builder: &b)
        let top = ticks.last!
        for (value, label) in zip(ticks, labels) {
            let y = plot.maxY - plot.height * value / top
            // The axis says where it starts: its 0 stands beside the baseline, drawn below, so bars read as counts.
            if value > 0 { frame.gridLine(y, label: label, plot: plot, palette: p, builder: &b) } else { frame.axisLabel(y, label: label, plot: plot, palette: p, builder: &b) }
        }
        let slot = plot.width / Double(frame.dayCount)
        let barWidth = slot >= 6 ? slot * 0.62 : max(slot * 0.8, 0.6)
        for (i, n) in s.enumerated() {
            guard let n, n > 0 else { continue }
            let height = plot.height * Double(n) / top
            let bar = Rect(x: frame.x(i, in: plot) - barWidth / 2, y: plot.maxY - height, width: barWidth, height: height)
            b.fill(slot >= 6 ? .roundedRect(bar, radius: min(2, barWidth / 3)) : .rect(bar), p.heat[1])
        }
        frame.baseline(plot: plot, palette: p, builder: &b)
        frame.dayLabels(plot: plot, palette: p, builder: &b)
        return (plot, most == 0)
    }
}
