import ReportCore
import ReportNative
/// Weight over a run of days, in the person's unit: each reading as a ring, and the 7-day average (of the
/// readings in the 7 days ending that day) as a line. A day whose 7 days hold no reading is a gap in the line,
/// never bridged. No target line and no colour that judges: one calm hue, the range and the line say enough.
extension BodyChart {
    var unit: WeightUnit { health.weightUnit }

    /// Each day's reading and 7-day average in kilograms (nil where there is none), oldest first.
    func weights() -> [(reading: Double?, average: Double?)] {
        let window = health.days(from: frame.first - 6, through: frame.last).filter { $0.weightKg != nil }
        var out: [(Double?, Double?)] = []
        var start = 0, end = 0
        for i in 0..<frame.dayCount {
            let day = frame.first + i
            while end < window.count, window[window.startIndex + end].date <= day { end += 1 }
            while start < end, window[window.startIndex + start].date < day - 6 { start += 1 }
            let inWindow = window[(window.startIndex + start)..<(window.startIndex + end)].compactMap(\.weightKg)
            let reading = end > start && window[window.startIndex + end - 1].date == day ? window[window.startIndex + end - 1].weightKg : nil
            out.append((reading, inWindow.isEmpty ? nil : inWindow.reduce(0, +) / Double(inWindow.count)))
        }
        return out
    }

    /// A row a day with a reading: the day, the reading and the 7-day average, in the unit (numbers in tenths).
    func weightData() -> ChartData {
        let l = frame.options.localizer
        let rows = weights().enumerated().compactMap { i, s -> ChartData.Row? in
            guard let kg = s.reading else { return nil }
            let average = s.average ?? kg
            return ChartData.Row(
                label: l.longDate(frame.first + i), cells: [l.weight(kg, unit), l.weight(average, unit)],
                numbers: [tenths(kg), tenths(average)])
        }
        return ChartData(
            columns: [l("chart.body.day"), l("chart.weight.column.reading", unit.rawValue), l("chart.weight.column.average", unit.rawValue)],
            rows: rows)
    }

    func tenths(_ kg: Double) -> Int { Int((unit.value(kg) * 10).rounded()) }

    /// Said from the readings: how many, between which weights, and the last; nil without a reading.
    func weightDescription() -> String? {
        let l = frame.options.localizer
        let readings = weights().compactMap(\.reading)
        guard let low = readings.min(), let high = readings.max(), let last = readings.last else { return nil }
        return l.plural("chart.weight.alt", readings.count, frame.daysText, l.weight(low, unit), l.weight(high, unit), l.weight(last, unit))
    }

    /// The axis around the readings, the legend, the day labels, the average's line and the readings below a
    /// header ending at `headerBottom`.
    func drawWeight(headerBottom: Double, palette p: Palette, builder b: inout SceneBuilder) -> (plot: Rect, empty: Bool) {
        let l = frame.options.localizer
        let s = weights()
        let values = s.flatMap { [$0.reading, $0.average] }.compactMap { $0.map(unit.value) }
        // At least 3 kg of axis, so a day's ordinary ups and downs read as the small things they are.
        let (lowest, highest) = (values.min() ?? 0, values.max() ?? 0)
        let span = max(highest - lowest, unit.value(3))
        let middle = (lowest + highest) / 2
        let ticks = BodyChartFrame.ticks(low: middle - span / 2, high: middle + span / 2)
        let labels = ticks.map { weightAxisLabel($0, l) }
        let plot = frame.plot(headerBottom: headerBottom + 18, labels: labels, builder: &b)
        let (low, high) = (ticks.first!, ticks.last!)
        func y(_ kg: Double) -> Double { plot.maxY - plot.height * (unit.value(kg) - low) / max(high - low, 1e-9) }
        for (value, label) in zip(ticks, labels) {
            frame.gridLine(plot.maxY - plot.height * (value - low) / max(high - low, 1e-9), label: label, plot: plot, palette: p, builder: &b)
        }
        weightLegend(top: headerBottom + 8, palette: p, builder: &b)
        frame.dayLabels(plot: plot, palette: p, builder: &b)

        // Over more than two months the readings are a soft cloud of dots under the average's line, which would
        // otherwise disappear among them; over fewer, each reading is a ring on top of the line.
        let cloud = frame.dayCount > 62
        if cloud {
            for (i, day) in s.enumerated() {
                guard let kg = day.reading else { continue }
                b.fill(.circle(center: Point(frame.x(i, in: plot), y(kg)), radius: 1.4), p.trend.withAlpha(0.35))
            }
        }
        // The 7-day average: runs of days that have one, each a line; a lone day a dot.
        var run: [Point] = []
        func endRun() {
            if run.count == 1 { b.fill(.circle(center: run[0], radius: 2), p.trend) }
            if run.count > 1 {
                var path = VectorPath()
                path.move(to: run[0])
                for point in run.dropFirst() { path.line(to: point) }
                b.stroke(path, Stroke(width: 2, color: p.trend, cap: .round, join: .round))
            }
            run = []
        }
        for (i, day) in s.enumerated() {
            if let average = day.average { run.append(Point(frame.x(i, in: plot), y(average))) } else { endRun() }
        }
        endRun()
        // Each reading as a ring on top, filled with the background so the line passes behind it.
        for (i, day) in s.enumerated() where !cloud {
            guard let kg = day.reading else { continue }
            let ring = VectorPath.circle(center: Point(frame.x(i, in: plot), y(kg)), radius: 3)
            b.add(.shape(PaintedPath(ring, fill: p.background, stroke: Stroke(width: 1.2, color: p.trend))))
        }
        return (plot, values.isEmpty)
    }

    /// A tick's value: whole numbers of the unit when the steps are whole, else one decimal; stones as "13 st".
    func weightAxisLabel(_ value: Double, _ l: Localizer) -> String {
        let whole = abs(value - value.rounded()) < 0.001
        return (whole ? l.number(Int(value.rounded())) : l.decimal(value)) + "\u{00A0}" + unit.rawValue
    }

    /// A ring for a reading and a line for the average, with their names, under the header.
    func weightLegend(top: Double, palette p: Palette, builder b: inout SceneBuilder) {
        let cloud = frame.dayCount > 62
        let l = frame.options.localizer
        let font = ChartType.small.scaled(frame.scale)
        var x = ChartType.margin
        let mid = top + 6
        if cloud {
            b.fill(.circle(center: Point(x + 4, mid), radius: 2), p.trend.withAlpha(0.35))
        } else {
            b.add(.shape(PaintedPath(.circle(center: Point(x + 4, mid), radius: 3), fill: p.background, stroke: Stroke(width: 1.2, color: p.trend))))
        }
        x += 12
        x += b.text(l("chart.weight.readings"), font, x: x, baseline: mid + 3.5, color: p.muted).width + 16
        b.stroke(.line(from: Point(x, mid), to: Point(x + 16, mid)), Stroke(width: 2, color: p.trend, cap: .round))
        x += 22
        b.text(l("chart.weight.average"), font, x: x, baseline: mid + 3.5, color: p.muted)
    }
}
