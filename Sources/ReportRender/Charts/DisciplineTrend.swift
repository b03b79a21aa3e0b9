import ReportCore
import ReportNative
/// The Discipline Score over the last N days on a 0–100 axis. Days without a score (no check-in in their
/// 14-day window) leave a gap and are never drawn as 0; the latest value is labelled with what stands
/// behind it ("9 of 11 check-ins in 14 days").
struct DisciplineTrend: FiguresChart {
    let figures: Figures
    let options: ChartOptions

    /// The fewest days drawn, so a first check-in still sits on a line that reads as two weeks.
    static let minimumDays = 14

    var endDay: Day { min(options.week.end, figures.asOf) }
    /// As many days as asked for, but beginning where the check-ins begin (up to two weeks before, in a
    /// person's first days), never weeks of empty axis.
    var startDay: Day {
        let asked = endDay - (options.days - 1)
        guard let first = figures.firstCheckInDay, first <= endDay else { return max(asked, endDay - (Self.minimumDays - 1)) }
        return max(asked, min(first, endDay - (Self.minimumDays - 1)))
    }
    var dayCount: Int { endDay - startDay + 1 }
    /// Whether the score's line has begun by the chart's last day: before it, no number is told.
    var lineBegun: Bool { figures.scoreLineBegun(by: endDay) }

    var series: [DisciplineScore] { (0..<dayCount).map { figures.discipline(on: startDay + $0) } }
    /// The scores the line draws: the app's, from where a score means something (`Figures.scoreLineStart`);
    /// nil before it, and on days without one.
    var drawn: [Int?] {
        series.map { s in figures.scoreLineStart.flatMap { s.day >= $0 ? s.score : nil } }
    }

    /// A row a day the line covers, oldest first: the score (none on a day without one, never 0), the
    /// check-ins in its 14 days that were completed sessions, and those check-ins.
    func data() -> ChartData {
        let l = options.localizer
        let rows = series.enumerated().map { i, s in
            ChartData.Row(
                label: l.longDate(startDay + i),
                cells: [s.score.map(String.init) ?? l("score.none"), String(s.completed), String(s.checkIns)],
                numbers: s.score.map { [$0, s.completed, s.checkIns] } ?? [])
        }
        return ChartData(
            columns: [l("site.table.day"), l("site.table.score"), l("site.table.completed"), l("site.table.checkIns")], rows: rows)
    }

    /// The line's numbers a week a row, cut as the person's weeks are (`--week-start`): each week's dates, as the
    /// summary's "week by week" list names them, and the score on its last day the line draws (the as-of day in a
    /// week under way). The site's table under the chart, where a row a day is too long to read.
    func weekData() -> ChartData {
        let l = options.localizer
        var rows: [ChartData.Row] = []
        var week = figures.week(holding: startDay)
        while week.start <= endDay {
            let s = figures.discipline(on: min(week.end, endDay))
            rows.append(ChartData.Row(
                label: l.dateRange(week.start, week.end),
                cells: [s.score.map(String.init) ?? l("score.none"), String(s.completed), String(s.checkIns)],
                numbers: s.score.map { [$0, s.completed, s.checkIns] } ?? []))
            week = Week(start: week.start + 7)
        }
        return ChartData(
            columns: [l("site.table.week"), l("site.table.score"), l("site.table.completed"), l("site.table.checkIns")], rows: rows)
    }

    /// Said from `data()`: the latest row's score and check-ins, and the lowest and highest score the line
    /// draws (the latest alone while the line has not begun).
    func alt() -> AltText {
        let l = options.localizer
        let rows = data().rows
        let range = l.dateRange(startDay, endDay)
        let line = drawn.compactMap { $0 }
        let scores = line.isEmpty ? (rows.last?.numbers.first).map { [$0] } ?? [] : line
        let description: String
        if !lineBegun, !scores.isEmpty {
            // Before the line begins no score is told, as the summary and the PDF beside the chart tell none.
            description = l("chart.trend.alt.early", l.number(dayCount), range)
        } else if let latest = rows.last?.numbers, latest.count == 3, let behind = Story(figures: figures, localizer: l).completedSessions(figures.discipline(on: endDay)) {
            // The latest row is the score on the chart's last day; what stands behind it is said as every output
            // says it (behind a 0, the check-ins alone, never "0 (0 of 2)").
            description = l("story.trend.alt", l.number(dayCount), range, l.number(latest[0]), behind.text, l.number(scores.min()!), l.number(scores.max()!))
        } else if let lo = scores.min(), let hi = scores.max() {
            description = l("chart.trend.alt.noneNow", dayCount, range, lo, hi)
        } else {
            description = l("chart.trend.alt.empty", dayCount, range)
        }
        return AltText(title: l("chart.trend.title"), description: description)
    }

    func scene(_ typeSetter: TypeSetter) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        var b = SceneBuilder(typeSetter)
        let width = options.phoneWidth ?? 560
        let k = options.textScale
        let dayCount = self.dayCount
        let s = series
        let latest = s.last!

        // Header, with the latest value on the right.
        // No score now: words, not a large dash (which printed as a thick bar).
        // A score of 0 is drawn on the line, but not as a large 0: the callout says what it stands for.
        // Before the line begins (`Figures.scoreLineStart`) the day's value is not told either: the summary and
        // the PDF beside the chart say the score appears once 14 days hold three check-ins.
        let shownScore = lineBegun ? latest.score.flatMap { $0 > 0 ? $0 : nil } : nil
        let valueText = shownScore.map(String.init) ?? l(latest.score == nil ? "chart.trend.noScore" : "chart.trend.noSession")
        let detail = latest.score == nil ? l("chart.trend.none")
            : shownScore == nil ? l.plural("chart.trend.checkIns", latest.checkIns)
            : Story(figures: figures, localizer: l).completedSessions(latest)?.text ?? ""
        let value = b.measure(valueText, shownScore != nil ? FontSpec(size: 26, weight: .bold) : FontSpec(size: 13, weight: .bold))
        // The sentence behind the score is Story's, the 14 days and their last day in it: too long to sit beside the
        // title, so it goes under the header (beside the value on a phone), wrapped to the space it has.
        let detailWidth = options.phoneWidth != nil ? width - 2 * m - value.width - 8 : width - 2 * m
        let detailBlock = b.measure(detail, ChartType.small.scaled(k), width: detailWidth)
        // With no score anywhere in the chart, the plot says so once; no callout, no note about gaps. Before the
        // line begins, the callout still gives the day's value and the plot says where the line begins.
        let empty = s.allSatisfy { $0.score == nil }
        let drawn = self.drawn
        let noLine = !empty && drawn.allSatisfy { $0 == nil }
        let calloutWidth = empty ? 0 : value.width
        // On a phone the latest value goes under the header, so the title keeps the column's width.
        let phone = options.phoneWidth != nil
        let headerWidth = phone ? width : width - calloutWidth - 16
        var hb = SceneBuilder(typeSetter)
        var headerBottom = hb.header(title: l("chart.trend.title"), subtitle: l("chart.trend.subtitle", dayCount, l.dateRange(startDay, endDay)), palette: p, width: headerWidth, scale: k)
        b.items += hb.items
        if !empty, phone {
            let baseline = headerBottom + 8 + value.ascent
            b.place(value, x: m, baseline: baseline, color: shownScore != nil ? p.trend : p.muted)
            b.place(detailBlock, x: m + value.width + 8, baseline: baseline, color: p.muted)
            headerBottom = baseline + detailBlock.height - detailBlock.ascent + 4
        } else if !empty {
            b.place(value, x: width - m, baseline: m + 20, anchor: .right, color: shownScore != nil ? p.trend : p.muted)
            let baseline = max(headerBottom, m + 24) + 6 + detailBlock.ascent
            b.place(detailBlock, x: m, baseline: baseline, color: p.muted)
            headerBottom = baseline + detailBlock.height - detailBlock.ascent
        }

        // Plot area.
        let axisLabelWidth = (b.measure("100", ChartType.small.scaled(k)).width + 8).rounded(.up)
        let plot = Rect(
            x: m + axisLabelWidth, y: (max(headerBottom, phone ? 0 : m + 40) + 18).rounded(), width: width - 2 * m - axisLabelWidth - 6, height: 150)
        for v in stride(from: 0, through: 100, by: 25) {
            let y = plot.maxY - plot.height * Double(v) / 100
            let lineY = y.rounded() + 0.5  // a 1 px line on a pixel row, not across two
            b.stroke(.line(from: Point(plot.minX, lineY), to: Point(plot.maxX, lineY)),
                     Stroke(width: v == 0 ? 1 : 0.75, color: v == 0 ? p.muted : p.grid, dash: v == 0 ? [] : [2, 3]))
            b.text(String(v), ChartType.small.scaled(k), x: plot.minX - 8, baseline: y + 3.5, anchor: .right, color: p.muted)
        }

        func x(_ i: Int) -> Double { plot.minX + (dayCount == 1 ? 0 : plot.width * Double(i) / Double(dayCount - 1)) }
        func y(_ score: Int) -> Double { plot.maxY - plot.height * Double(score) / 100 }

        // Month (or year) ticks along the bottom.
        drawTimeAxis(plot: plot, x: x, palette: p, builder: &b)

        // Runs of days with a score: area, then line; a lone day is a dot.
        var runs: [[(Int, Int)]] = []
        var current: [(Int, Int)] = []
        for (i, d) in drawn.enumerated() {
            if let score = d { current.append((i, score)) } else if !current.isEmpty { runs.append(current); current = [] }
        }
        if !current.isEmpty { runs.append(current) }
        runs = runs.map { DisciplineTrend.simplify($0, pixelsPerDay: plot.width / Double(max(dayCount - 1, 1))) }
        for run in runs where run.count > 1 {
            var area = VectorPath()
            area.move(to: Point(x(run[0].0), plot.maxY))
            for (i, v) in run { area.line(to: Point(x(i), y(v))) }
            area.line(to: Point(x(run.last!.0), plot.maxY))
            area.close()
            b.fill(area, p.trendArea)
        }
        for run in runs {
            if run.count == 1 {
                b.fill(.circle(center: Point(x(run[0].0), y(run[0].1)), radius: 2.5), p.trend)
                continue
            }
            var line = VectorPath()
            line.move(to: Point(x(run[0].0), y(run[0].1)))
            for (i, v) in run.dropFirst() { line.line(to: Point(x(i), y(v))) }
            b.stroke(line, Stroke(width: 2, color: p.trend, cap: .round, join: .round))
        }
        // The latest value, marked on the line.
        if let score = drawn.last ?? nil {
            let c = Point(x(dayCount - 1), y(score))
            b.fill(.circle(center: c, radius: 4), p.trend)
        }

        if empty || noLine {
            let key = noLine ? "chart.trend.empty.early" : figures.firstCheckInDay == nil ? "chart.trend.empty.none" : "chart.trend.empty.gap"
            // Wrapped to the plot, so a phone's narrow column keeps the whole sentence inside the chart.
            let note = b.measure(l(key), ChartType.subtitle.scaled(k), width: plot.width - 16)
            b.add(.text(TextItem(note, at: Point((plot.midX - note.width / 2).rounded(), (plot.midY - note.height / 2).rounded()), color: p.muted)))
        }
        // Days before the first day: marked as the heatmap marks them, with its key under the plot.
        let beforeStart = (0..<dayCount).filter { i in figures.firstDay.map { startDay + i < $0 } ?? false }
        for i in beforeStart { b.beforeStartDot(at: Point(x(i), plot.maxY - 6), palette: p) }
        if !beforeStart.isEmpty { b.beforeStartKey(x: m, y: plot.maxY + 26, localizer: l, palette: p) }
        let keyRoom = beforeStart.isEmpty ? 0.0 : 18

        // The note explains gaps only when there is a gap between scores to explain.
        let scored = drawn.indices.filter { drawn[$0] != nil }
        let hasGap = scored.count > 0 && scored.last! - scored.first! + 1 > scored.count || (scored.last.map { $0 < s.count - 1 } ?? false)
        guard hasGap else {
            return Drawing(width: width, height: (plot.maxY + 30 + keyRoom + m - 4).rounded(.up), background: p.background, items: b.items, alt: alt())
        }
        let note = b.measure(l("chart.trend.gapNote"), ChartType.small.scaled(k), width: width - 2 * m)
        let noteTop = plot.maxY + 30 + keyRoom
        b.add(.text(TextItem(note, at: Point(m, noteTop), color: p.muted)))
        return Drawing(width: width, height: (noteTop + note.height + m - 4).rounded(.up), background: p.background, items: b.items, alt: alt())
    }

    /// Ticks at the first of each month (every 2nd, 3rd, 6th or 12th when the range is long), labelled with
    /// the month, or the year in January.
    private func drawTimeAxis(plot: Rect, x: (Int) -> Double, palette p: Palette, builder b: inout SceneBuilder) {
        let l = options.localizer
        let k = options.textScale
        var firsts: [Int] = []
        for i in 0..<dayCount where (startDay + i).dayOfMonth == 1 { firsts.append(i) }
        let pixelsPerMonth = plot.width / (Double(dayCount) / 30.4)
        let stride = [1, 2, 3, 6, 12].first { pixelsPerMonth * Double($0) >= 42 } ?? 24
        var lastEnd = -Double.infinity
        for i in firsts {
            let day = startDay + i
            let monthIndex = day.year * 12 + day.month - 1
            guard monthIndex % stride == 0 else { continue }
            let tx = x(i)
            b.stroke(.line(from: Point(tx, plot.maxY), to: Point(tx, plot.maxY + 4)), Stroke(width: 1, color: p.muted))
            let text = stride >= 12 || day.month == 1 ? String(day.year) : l.monthShort(day.month)
            let label = b.measure(text, ChartType.small.scaled(k))
            let left = min(tx - label.width / 2, plot.maxX - label.width)
            guard left > lastEnd + 6, left >= plot.minX - 10 else { continue }
            b.place(label, x: left, baseline: plot.maxY + 16, color: p.muted)
            lastEnd = left + label.width
        }
    }

    /// Fewer points, same picture: flat stretches keep only their ends, and where several days share a
    /// pixel column only the column's first, lowest, highest and last points stay. A 10-year trend
    /// draws, writes and rasterises in a fraction of the time.
    static func simplify(_ run: [(Int, Int)], pixelsPerDay: Double) -> [(Int, Int)] {
        guard run.count > 2 else { return run }
        var flat: [(Int, Int)] = [run[0]]
        for k in 1..<(run.count - 1) where !(run[k - 1].1 == run[k].1 && run[k].1 == run[k + 1].1) { flat.append(run[k]) }
        flat.append(run[run.count - 1])
        guard pixelsPerDay < 0.5 else { return flat }
        var out: [(Int, Int)] = []
        var start = 0
        while start < flat.count {
            let column = Int(Double(flat[start].0) * pixelsPerDay)
            var end = start
            while end + 1 < flat.count, Int(Double(flat[end + 1].0) * pixelsPerDay) == column { end += 1 }
            let bucket = flat[start...end]
            let lo = bucket.min { $0.1 < $1.1 }!, hi = bucket.max { $0.1 < $1.1 }!
            for point in [bucket.first!, lo, hi, bucket.last!].sorted(by: { $0.0 < $1.0 }) where out.last?.0 != point.0 {
                out.append(point)
            }
            start = end + 1
        }
        return out
    }
}
