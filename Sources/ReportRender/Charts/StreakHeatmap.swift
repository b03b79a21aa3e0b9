import ReportCore
import ReportNative
/// The History heatmap: one column per week, one row per weekday (from the week start), shaded by how
/// much of each day was logged. Days with nothing logged, days before the data and days still to come
/// differ in shape as well as colour (outline, dot, dashed outline), so a greyscale print keeps them apart.
struct StreakHeatmap: FiguresChart {
    let figures: Figures
    let options: ChartOptions

    /// What one cell shows.
    enum Cell: Equatable {
        case level(Int)
        case nothingLogged
        case beforeData
        case future
        /// A day of the grid's first or last week outside the chart's span (another year): left blank.
        case outside
    }

    /// The weeks drawn and the days counted, worked out once: a day's cell asks for them, for every cell.
    let window: ChartWindow

    init(figures: Figures, options: ChartOptions) {
        self.figures = figures
        self.options = options
        window = options.window(for: figures)
    }

    func cell(_ day: Day) -> Cell {
        if let counted = window.counted, !counted.contains(day) { return .outside }
        if day > figures.asOf { return .future }
        guard let first = figures.firstDay, day >= first else { return .beforeData }
        let a = figures.activity(on: day)
        return a.showedUp ? .level(min(max(a.level, 1), 4)) : .nothingLogged
    }

    /// Days up to as-of in the range that could have been logged, and those that were: the sums of `data()`,
    /// whose weeks cover the window's first to last day one after the other, counted over the range at once rather than
    /// through the table's rows and their dates (a site asked for them four times per chart, 1,044 charts).
    var counts: (showed: Int, possible: Int) {
        (figures.showedUpCount(from: window.firstDay, through: window.lastDay), figures.recordedDays(from: window.firstDay, to: window.lastDay))
    }

    /// The numbers the grid draws, a row a week, from the first week with days to log (the weeks before the
    /// person began, drawn to fill out a first month, are marked so, not counted as zeros): days showed up
    /// and days there were to log, within the chart's span.
    func data() -> ChartData {
        let l = options.localizer
        let spans = window.weekList.map { (first: max($0.start, window.firstDay), last: min($0.end, window.lastDay)) }
        let rows = ChartData.weekRows(spans, figures: figures, localizer: l, blanks: 1) { i in
            [figures.showedUpCount(from: spans[i].first, through: spans[i].last),
             figures.recordedDays(from: spans[i].first, to: spans[i].last)]
        }
        return ChartData(columns: [l("site.table.week"), l("site.number.showedUp"), l("site.table.recorded")], rows: rows)
    }

    var streakDay: Day { min(window.lastDay, figures.asOf) }
    /// Whether the chart may speak of a streak "now": not on a span that ended before the as-of day (a past year).
    var showsCurrentStreak: Bool { options.span.map { $0.contains(figures.asOf) } ?? true }

    /// Every kind of cell the grid draws, so the legend explains only those.
    var cellsDrawn: Set<CellKind> {
        var kinds: Set<CellKind> = []
        var day = window.firstDay
        while day <= window.lastDay {
            kinds.insert(CellKind(cell(day)))
            day = day + 1
        }
        return kinds
    }

    enum CellKind: Hashable { case level, nothingLogged, beforeData, future, outside
        init(_ c: Cell) {
            switch c {
            case .outside: self = .outside
            case .level: self = .level
            case .nothingLogged: self = .nothingLogged
            case .beforeData: self = .beforeData
            case .future: self = .future
            }
        }
    }

    /// Whether the as-of day is in the grid (and so marked).
    var marksAsOf: Bool { figures.asOf >= window.firstDay && figures.asOf <= window.lastDay }

    /// "Showed up 5 of 6 days · current streak 2 days", or kind words when there is nothing to count.
    func summaryLine(_ l: Localizer) -> String {
        let c = counts
        if figures.firstDay == nil { return l("chart.heatmap.empty.none") }
        if c.showed == 0 { return l(c.possible == 0 ? "chart.heatmap.empty.before" : "chart.heatmap.empty.quiet") }
        let streak = showsCurrentStreak ? figures.currentStreak(on: streakDay) : 0
        return Story(figures: figures, localizer: l).showedUpInWindow(c.showed, of: c.possible, streak: streak).text
    }

    func alt() -> AltText { alt(summaryLine: summaryLine(options.localizer)) }

    /// The days the summary line counts, as its range says them: from the first day with data (a cell "before
    /// you started" is drawn, not counted) to the last day there was to log, so "Showed up 76 of 83 days" stands
    /// beside a range of 83 days. The whole grid where nothing in it is counted.
    var countedRange: String {
        let first = max(window.firstDay, figures.firstDay ?? window.firstDay)
        let last = min(window.lastDay, max(figures.lastDayToLog, first))
        return counts.possible > 0 ? options.localizer.dateRange(first, last) : options.localizer.dateRange(window.firstDay, window.lastDay)
    }

    /// The alt text around the summary line the chart's subtitle shows, worked out once for both.
    func alt(summaryLine line: String) -> AltText {
        let l = options.localizer
        return AltText(
            title: l("chart.heatmap.title"),
            description: l("chart.heatmap.alt", l.weeks(window.weekCount), countedRange, line))
    }

    var small: FontSpec { ChartType.small.scaled(options.textScale) }

    /// Where the cells go: cells as large as fit the column (600 px, or a phone's), at most 24 px, at whole-pixel
    /// positions so they stay crisp at 1x.
    func grid(_ b: SceneBuilder) -> (labelWidth: Double, bandCount: Int, perBand: Int, pitch: Double, cellSize: Double, gridWidth: Double) {
        let labelWidth = ((0..<7).map { b.measure(options.localizer.weekdayShort($0), small).width }.max()! + 8).rounded(.up)
        let room = (options.phoneWidth ?? 600) - 2 * ChartType.margin - labelWidth
        // On a phone, many weeks are drawn as bands of weeks one under the other (oldest first), so a cell stays
        // some 18 px instead of shrinking to a dot; elsewhere one band.
        let bandCount = options.phoneWidth == nil ? 1 : max(1, Int((Double(window.weekCount) / (room / 18).rounded(.down)).rounded(.up)))
        let perBand = Int((Double(window.weekCount) / Double(bandCount)).rounded(.up))
        // At most 24 a cell: a new person's few weeks stay a compact grid, not a tower of large squares.
        let pitch = min(24, (room / Double(perBand)).rounded(.down))
        let cellSize = (pitch * 0.84).rounded()
        return (labelWidth, bandCount, perBand, pitch, cellSize, pitch * Double(perBand) - (pitch - cellSize))
    }

    /// Whether the layout for a phone's column (`phone`, these options' `phone()`) draws this wide one's grid, in
    /// one band with cells at most a pixel smaller: then it is this chart with its labels at 11 px, and a page can
    /// show it on every screen instead of drawing the chart twice (a site's twelve weeks: 23 px a cell against 24).
    func phoneLayoutMatches(_ phone: StreakHeatmap, _ typeSetter: TypeSetter) -> Bool {
        let b = SceneBuilder(typeSetter)
        let wide = grid(b), narrow = phone.grid(b)
        return narrow.bandCount == 1 && wide.pitch - narrow.pitch <= 1
    }

    func scene(_ typeSetter: TypeSetter) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        var b = SceneBuilder(typeSetter)
        let (labelWidth, bandCount, perBand, pitch, cellSize, gridWidth) = grid(b)
        // The legend's keys, measured once for its width here and for drawing it below.
        let keys = legendKeys(b)
        let legendWidth = legendMinimumWidth(keys)
        let width = options.phoneWidth ?? max(360, labelWidth + gridWidth + 2 * m, legendWidth).rounded(.up)

        let line = summaryLine(l)
        let summary = countedRange + "\n" + line
        var y = b.header(title: l("chart.heatmap.title"), subtitle: summary, palette: p, width: width, scale: options.textScale)
        let gridLeft = m + labelWidth
        let spansYears = window.firstWeek.start.year != window.lastWeek.end.year && options.span == nil
        func monthLabel(_ day: Day) -> TextBlock {
            b.measure(spansYears && day.month == 1 ? String(day.year) : l.monthShort(day.month), small)
        }
        let radius = max(1.5, cellSize * 0.2)
        for band in 0..<bandCount {
            let columns = (band * perBand)..<min(window.weekCount, (band + 1) * perBand)
            guard let firstColumn = columns.first else { continue }
            // Month labels over the first column of each month (the year in January when the range spans two).
            y += 18 * options.textScale
            let monthStarts: [(col: Int, day: Day)] = columns.compactMap { col in
                Week(start: window.firstWeek.start + 7 * col).days.first { $0.dayOfMonth == 1 && $0 >= window.firstDay && $0 <= window.lastDay }.map { (col - firstColumn, $0) }
            }
            var labels = monthStarts
            // The first column names its month too, when that label ends before the next month's begins.
            if monthStarts.first?.col != 0 {
                let bandFirst = max(window.firstDay, window.firstWeek.start + 7 * firstColumn)
                let first = monthLabel(bandFirst)
                let nextX = monthStarts.first.map { Double($0.col) * pitch } ?? .infinity
                if first.width + 6 <= nextX { labels.insert((0, bandFirst), at: 0) }
            }
            var lastLabelEnd = -Double.infinity
            for (col, day) in labels {
                let x = gridLeft + Double(col) * pitch
                let label = monthLabel(day)
                guard x > lastLabelEnd + 6 else { continue }
                b.place(label, x: x, baseline: y, color: p.muted)
                lastLabelEnd = x + label.width
            }
            y = (y + 7).rounded()

            // Weekday labels; every other row when rows are tight.
            let gridTop = y
            for row in 0..<7 {
                if pitch < 15 * options.textScale, row % 2 == 1 { continue }
                let weekday = (options.weekStart.weekday + row) % 7
                b.text(l.weekdayShort(weekday), small, x: gridLeft - 8, baseline: gridTop + Double(row) * pitch + cellSize / 2 + 3.5 * options.textScale,
                       anchor: .right, color: p.muted)
            }

            // Cells.
            for col in columns {
                for row in 0..<7 {
                    let day = window.firstWeek.start + 7 * col + row
                    let r = Rect(x: gridLeft + Double(col - firstColumn) * pitch, y: gridTop + Double(row) * pitch, width: cellSize, height: cellSize)
                    drawCell(cell(day), in: r, radius: radius, palette: p, builder: &b)
                    if day == figures.asOf {
                        b.stroke(.roundedRect(r.inset(by: -2.5), radius: radius + 2), Stroke(width: 2, color: p.ink))
                    }
                }
            }
            y = gridTop + 7 * pitch - (pitch - cellSize) + (band == bandCount - 1 ? 22 : 8)
        }

        y = drawLegend(keys, y: y, width: width, palette: p, builder: &b)
        return Drawing(width: width, height: (y + m - 6).rounded(.up), background: p.background, items: b.items, alt: alt(summaryLine: line))
    }

    func drawCell(_ cell: Cell, in r: Rect, radius: Double, palette p: Palette, builder b: inout SceneBuilder) {
        switch cell {
        case .level(let level):
            b.fill(.roundedRect(r, radius: radius), p.heat[level - 1])
        case .nothingLogged:
            let w = r.width >= 12 ? 1.5 : 1
            b.stroke(.roundedRect(r.inset(by: w / 2), radius: max(0.5, radius - w / 2)), Stroke(width: w, color: p.emptyMark))
        case .beforeData:
            b.fill(.circle(center: r.center, radius: max(2, r.width * 0.11)), p.emptyMark)
        case .future:
            let dash = max(1.5, r.width / 8)
            b.stroke(.roundedRect(r.inset(by: 0.5), radius: max(0.5, radius - 0.5)), Stroke(width: 1, color: p.emptyMark, dash: [dash, dash]))
        case .outside:
            break
        }
    }

    // MARK: - Legend

    private var swatch: Double { (11 * options.textScale).rounded() }

    /// Whether the shades mean something: a file of check-ins alone has one shade, so no scale to explain.
    var showsShades: Bool { figures.hasEntries }

    /// The keys of the cells the grid draws (and the as-of mark, when it is in the grid), in a fixed order.
    private func legendKeys(_ b: SceneBuilder) -> [(cell: Cell?, text: TextBlock)] {
        let l = options.localizer
        let drawn = cellsDrawn
        var keys: [(Cell?, TextBlock)] = []
        if !showsShades, drawn.contains(.level) { keys.append((.level(1), b.measure(l("chart.legend.checkedIn"), small))) }
        if drawn.contains(.nothingLogged) { keys.append((.nothingLogged, b.measure(l("chart.legend.nothing"), small))) }
        if drawn.contains(.beforeData) { keys.append((.beforeData, b.measure(l("chart.legend.outside"), small))) }
        if drawn.contains(.future) { keys.append((.future, b.measure(l("chart.legend.future"), small))) }
        if marksAsOf { keys.append((nil, b.measure(l("chart.legend.asOf", l.dayMonth(figures.asOf)), small))) }
        return keys
    }

    private func legendMinimumWidth(_ keys: [(cell: Cell?, text: TextBlock)]) -> Double {
        let widths = keys.map { $0.text.width + swatch + 5 }
        guard let widest = widths.max() else { return 0 }
        return widest * 2 + 16 + 2 * ChartType.margin
    }

    /// "Less ▢▪▪▪▪ More" (when shades mean something), then a key for each kind of unshaded day drawn and the
    /// as-of mark, then what the shade means.
    private func drawLegend(
        _ keys: [(cell: Cell?, text: TextBlock)], y top: Double, width: Double, palette p: Palette, builder b: inout SceneBuilder
    ) -> Double {
        let m = ChartType.margin
        let s = swatch
        let l = options.localizer
        var y = top
        if showsShades {
            let less = b.measure(l("chart.legend.less"), small), more = b.measure(l("chart.legend.more"), small)
            var x = m
            let baseline = top + s - 2
            b.place(less, x: x, baseline: baseline, color: p.muted)
            x += less.width + 6
            let cells: [Cell] = [.nothingLogged, .level(1), .level(2), .level(3), .level(4)]
            for c in cells {
                drawCell(c, in: Rect(x: x, y: top, width: s, height: s), radius: 2, palette: p, builder: &b)
                x += s + 3
            }
            x += 3
            b.place(more, x: x, baseline: baseline, color: p.muted)
            y = top + s + 10
        }

        // Key: one row when there is room, else two columns.
        let itemWidths = keys.map { s + 5 + $0.text.width }
        let oneRow = itemWidths.reduce(0, +) + 14 * Double(max(keys.count - 1, 0))
        var positions: [(Double, Double)] = []
        if keys.isEmpty {
        } else if oneRow <= width - 2 * m {
            var kx = m
            for w in itemWidths { positions.append((kx, y)); kx += w + 14 }
            y += s
        } else {
            let colWidth = itemWidths.max()! + 16
            for i in keys.indices { positions.append((m + Double(i % 2) * colWidth, y + Double(i / 2) * (s + 7))) }
            y += Double((keys.count + 1) / 2) * (s + 7) - 7
        }
        for (i, key) in keys.enumerated() {
            let (kx, ky) = positions[i]
            let r = Rect(x: kx, y: ky, width: s, height: s)
            if let c = key.cell {
                drawCell(c, in: r, radius: 2, palette: p, builder: &b)
            } else {
                b.fill(.roundedRect(r.inset(by: 1.5), radius: 1.5), p.heat[1])
                b.stroke(.roundedRect(r.inset(by: -0.5), radius: 3), Stroke(width: 1.5, color: p.ink))
            }
            b.place(key.text, x: kx + s + 5, baseline: ky + s - 2, color: p.muted)
        }
        guard showsShades else { return y }
        // What the shade means.
        let note = b.measure(l("chart.heatmap.shade"), small, width: width - 2 * m)
        b.add(.text(TextItem(note, at: Point(m, y + 8), color: p.muted)))
        return y + 8 + note.height
    }
}
