import ReportCore
import ReportNative
/// Urge notes per week by type (stress, habit, physical, other), stacked, over the last N weeks (beginning
/// where the data begins). Types a newer app adds are counted with "other". Segments are parted by a thin gap,
/// and the last week's segments are labelled directly with their type and count, so no one needs to match
/// colours (under deuteranopia "physical" and "other" look alike); the legend lists the types drawn, in
/// stacking order.
struct UrgeBreakdown: FiguresChart {
    let figures: Figures
    let options: ChartOptions

    static let types = UrgeType.known

    /// The weeks drawn and the days counted, worked out once: a day's cell asks for them, for every cell.
    let window: ChartWindow

    init(figures: Figures, options: ChartOptions) {
        self.figures = figures
        self.options = options
        window = options.window(for: figures)
    }

    /// Counts per week, in `types` order (unknown types join "other").
    var counts: [[Int]] {
        window.weekList.map { week in
            let d = window.days(of: week)
            let urges = figures.counts(from: d.first, through: min(d.last, figures.asOf)).urges
            var row = [0, 0, 0, 0]
            for (type, n) in urges {
                row[UrgeBreakdown.types.firstIndex(of: type) ?? 3] += n
            }
            return row
        }
    }

    /// The types any week has, in stacking order: the legend's and the table's columns.
    func typesDrawn(_ c: [[Int]]) -> [Int] { (0..<4).filter { t in c.contains { $0[t] > 0 } } }

    /// A row a week, oldest first: the notes of each type drawn (newer types with "other", as the bars stack
    /// them) and the week's total; weeks before the person began are marked so, not counted as zeros.
    func data() -> ChartData {
        let l = options.localizer
        let c = counts
        let types = typesDrawn(c)
        let rows = ChartData.weekRows(window.weekList.map(window.days(of:)), figures: figures, localizer: l, blanks: types.count) { i in
            types.map { c[i][$0] } + [c[i].reduce(0, +)]
        }
        let columns = [l("site.table.week")] + types.map { l("urge." + UrgeBreakdown.types[$0].rawValue) } + [l("site.table.total")]
        return ChartData(columns: columns, rows: rows)
    }

    func alt() -> AltText {
        let l = options.localizer
        let d = data()
        let types = typesDrawn(counts)
        let totals = types.indices.map { d.total($0) }
        let total = d.total(types.count)
        let range = l.dateRange(window.firstDay, window.lastDay)
        let description: String
        let span = window.counted != nil
        if total == 0 {
            description = span ? l("chart.urges.alt.span.empty", String(window.firstDay.year), range) : l("chart.urges.alt.empty", l.weeks(window.weekCount), range)
        } else {
            let parts = zip(types, totals).map { "\(l.number($1)) \(l("urge." + UrgeBreakdown.types[$0].rawValue).lowercased())" }
            description = span
                ? l(total == 1 ? "chart.urges.alt.span.one" : "chart.urges.alt.span", l.number(total), String(window.firstDay.year), range, l.list(parts))
                : l(total == 1 ? "chart.urges.alt.one" : "chart.urges.alt", l.number(total), l.weeks(window.weekCount), range, l.list(parts))
        }
        return AltText(title: l("chart.urges.title"), description: description)
    }

    /// The header's line under the title: the weeks, their dates and the notes in them (on a year page, the year's).
    func subtitle(total: Int) -> String {
        let l = options.localizer
        let shownRange = l.dateRange(window.firstDay, window.lastDay)
        if window.counted != nil {
            // A year page: the totals are the year's, and say so.
            return total > 0 ? l("chart.urges.subtitle.span", shownRange, l.plural("chart.urges.count", total), String(window.firstDay.year)) : shownRange
        }
        return total > 0
            ? l("chart.urges.subtitle", l.weeks(window.weekCount), shownRange, l.plural("chart.urges.count", total))
            : l("chart.urges.subtitle.empty", l.weeks(window.weekCount), shownRange)
    }

    /// On a phone, a simpler chart of the same weeks: a bar a type, named with its count (the totals the wide
    /// chart's bars and table add up to), where many thin weekly bars would be too narrow to read.
    func phoneScene(_ typeSetter: TypeSetter, width: Double) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        let k = options.textScale
        var b = SceneBuilder(typeSetter)
        let c = counts
        let types = typesDrawn(c)
        let totals = types.map { t in c.reduce(0) { $0 + $1[t] } }
        let total = totals.reduce(0, +)
        var y = b.header(title: l("chart.urges.title"), subtitle: subtitle(total: total), palette: p, width: width, scale: k) + 18
        if total == 0 {
            let text = b.measure(l("chart.urges.empty"), ChartType.subtitle.scaled(k), width: width - 2 * m)
            b.add(.text(TextItem(text, at: Point(m, y), color: p.muted)))
            y += text.height + 4
        }
        let largest = Double(totals.max() ?? 1)
        for (t, n) in zip(types, totals) {
            b.text(l("chart.urges.direct", l("urge." + UrgeBreakdown.types[t].rawValue), n), ChartType.label.scaled(k), x: m, baseline: y + 11, color: p.ink)
            y += 17
            let bar = Rect(x: m, y: y, width: max(3, ((width - 2 * m) * Double(n) / largest).rounded()), height: 12)
            b.fill(.roundedRect(bar, radius: 3), p.urges[t])
            y += 12 + 14
        }
        return Drawing(width: width, height: (y - 14 + m).rounded(.up), background: p.background, items: b.items, alt: alt())
    }

    func scene(_ typeSetter: TypeSetter) -> Drawing {
        if let width = options.phoneWidth { return phoneScene(typeSetter, width: width) }
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        var b = SceneBuilder(typeSetter)
        let width = 560.0
        let c = counts
        let totals = c.map { $0.reduce(0, +) }
        let total = totals.reduce(0, +)
        let weeks = window.weekList
        let weekCount = weeks.count
        // The last week's segments are named beside its bar: the room they need is kept right of the plot.
        let focus = c.last ?? [0, 0, 0, 0]
        let focusTypes = (0..<4).filter { focus[$0] > 0 }
        let directLabels = focusTypes.map { t in
            b.measure(l("chart.urges.direct", l("urge." + UrgeBreakdown.types[t].rawValue), focus[t]), ChartType.small)
        }
        let labelRoom = directLabels.isEmpty ? 0 : (directLabels.map(\.width).max()! + 12).rounded(.up)

        // No count of nothing in the subtitle: the empty plot says it in words.
        let top = b.header(title: l("chart.urges.title"), subtitle: subtitle(total: total), palette: p, width: width) + 18

        // Axis: a round maximum with 2–5 whole-number steps.
        let maxTotal = max(totals.max() ?? 0, 1)
        let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].first { Double(maxTotal) / Double($0) <= 4 } ?? 2000
        let axisMax = max(step * Int((Double(maxTotal) / Double(step)).rounded(.up)), step)
        let axisLabelWidth = (b.measure(String(axisMax), ChartType.small).width + 8).rounded(.up)
        let plot = Rect(x: m + axisLabelWidth, y: (top + 6).rounded(), width: width - 2 * m - axisLabelWidth - labelRoom, height: 150)
        for v in Swift.stride(from: 0, through: axisMax, by: step) {
            let y = plot.maxY - plot.height * Double(v) / Double(axisMax)
            let lineY = y.rounded() + 0.5  // a 1 px line on a pixel row, not across two
            b.stroke(.line(from: Point(plot.minX, lineY), to: Point(plot.maxX, lineY)),
                     Stroke(width: v == 0 ? 1 : 0.75, color: v == 0 ? p.muted : p.grid, dash: v == 0 ? [] : [2, 3]))
            b.text(String(v), ChartType.small, x: plot.minX - 8, baseline: y + 3.5, anchor: .right, color: p.muted)
        }

        // Bars.
        let pitch = plot.width / Double(weekCount)
        let barWidth = max(2, min(30, (pitch * 0.64).rounded()))
        let unit = plot.height / Double(axisMax)
        let sep = 1.5
        var focusMiddles: [Double] = []
        var focusRight = plot.maxX
        // Weeks that ended before the first day: marked as the heatmap marks them.
        let beforeStart = weeks.indices.filter { i in figures.firstDay.map { weeks[i].end < $0 } ?? false }
        for i in beforeStart { b.beforeStartDot(at: Point(plot.minX + pitch * (Double(i) + 0.5), plot.maxY - 6), palette: p) }
        for (i, row) in c.enumerated() {
            let left = (plot.minX + pitch * Double(i) + (pitch - barWidth) / 2).rounded()
            var base = plot.maxY
            let shown = (0..<4).filter { row[$0] > 0 }
            for (k, t) in shown.enumerated() {
                let h = Double(row[t]) * unit
                if i == c.count - 1 { focusMiddles.append(base - h / 2); focusRight = left + barWidth }
                let isTop = k == shown.count - 1
                // A thin gap in the background colour parts stacked segments.
                let segmentHeight = max(h - (k > 0 ? sep : 0), 0.75)
                let rect = Rect(x: left, y: base - h, width: barWidth, height: segmentHeight)
                if isTop {
                    b.fill(topRounded(rect, radius: min(3, barWidth / 4)), p.urges[t])
                } else {
                    b.fill(.rect(rect), p.urges[t])
                }
                base -= h
            }
            if totals[i] > 0, pitch >= 16 {
                b.text(String(totals[i]), ChartType.small, x: left + barWidth / 2, baseline: base - 4, anchor: .center, color: p.muted)
            }
        }
        if total == 0 {
            b.text(l("chart.urges.empty"), ChartType.subtitle, x: plot.midX, baseline: plot.midY, anchor: .center, color: p.muted)
        }

        // Direct labels for the last week, level with their segments, nudged apart so none overlap.
        var labelBaselines = focusMiddles.map { $0 + 3.5 }
        for k in labelBaselines.indices.dropFirst() where labelBaselines[k] > labelBaselines[k - 1] - 12 {
            labelBaselines[k] = labelBaselines[k - 1] - 12
        }
        for (k, label) in directLabels.enumerated() {
            let x = focusRight + 6
            let baseline = labelBaselines[k]
            b.fill(.roundedRect(Rect(x: x, y: baseline - 7.5, width: 3, height: 8), radius: 1), p.urges[focusTypes[k]])
            b.place(label, x: x + 6, baseline: baseline, color: p.ink)
        }

        // Week labels under the bars: the week's first day, every k-th week so they do not touch.
        let sample = b.measure(l.dayMonth(Day(year: 2026, month: 12, day: 30)!), ChartType.small).width
        let every = max(1, Int(((sample + 8) / pitch).rounded(.up)))
        for (i, week) in weeks.enumerated() where (weekCount - 1 - i) % every == 0 {
            let label = b.measure(l.dayMonth(window.days(of: week).first), ChartType.small)
            let cx = min(plot.minX + pitch * (Double(i) + 0.5), width - 6 - label.width / 2)
            b.place(label, x: cx, baseline: plot.maxY + 15, anchor: .center, color: p.muted)
        }

        // Legend of the types drawn, in stacking order (bottom first).
        var x = m
        var y = plot.maxY + 32
        let drawn = typesDrawn(c)
        for t in drawn {
            let label = b.measure(l("urge." + UrgeBreakdown.types[t].rawValue), ChartType.label)
            if x + 17 + label.width > width - m { x = m; y += 18 }
            b.fill(.roundedRect(Rect(x: x, y: y, width: 11, height: 11), radius: 2), p.urges[t])
            b.place(label, x: x + 16, baseline: y + 9.5, color: p.muted)
            x += 16 + label.width + 18
        }
        if !beforeStart.isEmpty {
            let key = b.measure(l("chart.legend.outside"), ChartType.small).width + 16
            if x + key > width - m { x = m; y += 18 }
            b.beforeStartKey(x: x, y: y, localizer: l, palette: p)
        }
        return Drawing(width: width, height: (drawn.isEmpty && beforeStart.isEmpty ? plot.maxY + 20 + m : y + 11 + m).rounded(.up), background: p.background,
                     items: b.items, alt: alt())
    }

    /// A bar segment with rounded top corners.
    private func topRounded(_ r: Rect, radius: Double) -> VectorPath {
        let rad = min(radius, r.width / 2, r.height)
        var path = VectorPath()
        path.move(to: Point(r.minX, r.maxY))
        path.line(to: Point(r.minX, r.minY + rad))
        path.arc(center: Point(r.minX + rad, r.minY + rad), radius: rad, start: Double.pi, end: 3 * Double.pi / 2)
        path.arc(center: Point(r.maxX - rad, r.minY + rad), radius: rad, start: 3 * Double.pi / 2, end: 2 * Double.pi)
        path.line(to: Point(r.maxX, r.maxY))
        path.close()
        return path
    }
}
