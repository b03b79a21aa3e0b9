/// The History heatmap: one column per week, one row per weekday (from the week start), shaded by how
/// much of each day was logged. Days with nothing logged, days before the data and days still to come
/// differ in shape as well as colour (outline, dot, dashed outline), so a greyscale print keeps them apart.
struct StreakHeatmap {
    let figures: Figures
    let options: ChartOptions

    /// What one cell shows.
    enum Cell: Equatable {
        case level(Int)
        case nothingLogged
        case beforeData
        case future
    }

    var lastWeek: Week { Week(start: options.weekStart.start(of: options.week.start)) }
    var firstWeek: Week { Week(start: lastWeek.start - 7 * (options.weeks - 1)) }
    var firstDay: Day { firstWeek.start }
    var lastDay: Day { lastWeek.end }

    func cell(_ day: Day) -> Cell {
        if day > figures.asOf { return .future }
        guard let first = figures.firstDay, day >= first else { return .beforeData }
        let a = figures.activity(on: day)
        return a.showedUp ? .level(min(max(a.level, 1), 4)) : .nothingLogged
    }

    /// Days up to as-of in the range that could have been logged, and those that were.
    var counts: (showed: Int, possible: Int) {
        (figures.counts(from: firstDay, through: min(lastDay, figures.asOf)).showedUp, figures.recordedDays(from: firstDay, to: lastDay))
    }

    var streakDay: Day { min(lastDay, figures.asOf) }

    func alt() -> AltText {
        let l = options.localizer
        let c = counts
        return AltText(
            title: l("chart.heatmap.title"),
            description: l("chart.heatmap.alt", l.weeks(options.weeks), l.dateRange(firstDay, lastDay), c.showed, c.possible,
                           l.plural("days", figures.currentStreak(on: streakDay))))
    }

    func scene(_ typeSetter: TypeSetter) -> Scene {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        var b = SceneBuilder(typeSetter)

        // Grid geometry: cells as large as fit a 600 px column, at most 26 px.
        // Whole-pixel positions keep the cells crisp at 1x.
        let labelWidth = ((0..<7).map { b.measure(l.weekdayShort($0), ChartType.small).width }.max()! + 8).rounded(.up)
        let n = Double(options.weeks)
        let pitch = min(30, ((600 - 2 * m - labelWidth) / n).rounded(.down))
        let cellSize = (pitch * 0.84).rounded()
        let gridWidth = pitch * n - (pitch - cellSize)
        let legendWidth = legendMinimumWidth(b, pitch: pitch)
        let width = max(360, labelWidth + gridWidth + 2 * m, legendWidth).rounded(.up)

        let c = counts
        let summary = l.dateRange(firstDay, lastDay) + "\n" + l("chart.heatmap.summary", c.showed, c.possible,
                        l.plural("days", figures.currentStreak(on: streakDay)))
        var y = b.header(title: l("chart.heatmap.title"), subtitle: summary, palette: p, width: width)

        // Month labels over the first column of each month (the year in January when the range spans two).
        y += 18
        let gridLeft = m + labelWidth
        let spansYears = firstDay.year != lastDay.year
        func monthLabel(_ day: Day) -> TextBlock {
            b.measure(spansYears && day.month == 1 ? String(day.year) : l.monthShort(day.month), ChartType.small)
        }
        let monthStarts: [(col: Int, day: Day)] = (0..<options.weeks).compactMap { col in
            Week(start: firstWeek.start + 7 * col).days.first { $0.dayOfMonth == 1 }.map { (col, $0) }
        }
        var labels = monthStarts
        // The first column names its month too, when that label ends before the next month's begins.
        if monthStarts.first?.col != 0 {
            let first = monthLabel(firstDay)
            let nextX = monthStarts.first.map { Double($0.col) * pitch } ?? .infinity
            if first.width + 6 <= nextX { labels.insert((0, firstDay), at: 0) }
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
            if pitch < 15, row % 2 == 1 { continue }
            let weekday = (options.weekStart.weekday + row) % 7
            b.text(l.weekdayShort(weekday), ChartType.small, x: gridLeft - 8, baseline: gridTop + Double(row) * pitch + cellSize / 2 + 3.5, anchor: .right, color: p.muted)
        }

        // Cells.
        let radius = max(1.5, cellSize * 0.2)
        for col in 0..<options.weeks {
            for row in 0..<7 {
                let day = firstWeek.start + 7 * col + row
                let r = Rect(x: gridLeft + Double(col) * pitch, y: gridTop + Double(row) * pitch, width: cellSize, height: cellSize)
                drawCell(cell(day), in: r, radius: radius, palette: p, builder: &b)
                if day == figures.asOf {
                    b.stroke(.roundedRect(r.inset(by: -2.5), radius: radius + 2), Stroke(width: 2, color: p.ink))
                }
            }
        }
        y = gridTop + 7 * pitch - (pitch - cellSize) + 22

        y = drawLegend(y: y, width: width, palette: p, builder: &b)
        return Scene(width: width, height: (y + m - 6).rounded(.up), background: p.background, items: b.items, alt: alt())
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
        }
    }

    // MARK: - Legend

    private static let swatch = 11.0

    private func legendParts(_ b: SceneBuilder) -> (scale: [TextBlock], keys: [TextBlock]) {
        let l = options.localizer
        let f = ChartType.small
        return ([b.measure(l("chart.legend.less"), f), b.measure(l("chart.legend.more"), f)],
                [b.measure(l("chart.legend.nothing"), f), b.measure(l("chart.legend.outside"), f),
                 b.measure(l("chart.legend.future"), f), b.measure(l("chart.legend.asOf", l.dayMonth(figures.asOf)), f)])
    }

    private func legendMinimumWidth(_ b: SceneBuilder, pitch: Double) -> Double {
        let parts = legendParts(b)
        let keys = parts.keys.map { $0.width + StreakHeatmap.swatch + 5 }.max()! * 2 + 16
        return keys + 2 * ChartType.margin
    }

    /// "Less ▢▪▪▪▪ More", then a key for the three kinds of unshaded day and the as-of mark.
    private func drawLegend(y top: Double, width: Double, palette p: Palette, builder b: inout SceneBuilder) -> Double {
        let m = ChartType.margin
        let s = StreakHeatmap.swatch
        let parts = legendParts(b)
        var x = m
        let baseline = top + s - 2
        b.place(parts.scale[0], x: x, baseline: baseline, color: p.muted)
        x += parts.scale[0].width + 6
        let cells: [Cell] = [.nothingLogged, .level(1), .level(2), .level(3), .level(4)]
        for c in cells {
            drawCell(c, in: Rect(x: x, y: top, width: s, height: s), radius: 2, palette: p, builder: &b)
            x += s + 3
        }
        x += 3
        b.place(parts.scale[1], x: x, baseline: baseline, color: p.muted)

        // Key: two columns when narrow, one row when there is room.
        let keyCells: [Cell?] = [.nothingLogged, .beforeData, .future, nil]
        let itemWidths = parts.keys.map { s + 5 + $0.width }
        let oneRow = itemWidths.reduce(0, +) + 14 * 3
        var y = top + s + 10
        var positions: [(Double, Double)] = []
        if oneRow <= width - 2 * m {
            var kx = m
            for w in itemWidths { positions.append((kx, y)); kx += w + 14 }
            y += s
        } else {
            let colWidth = itemWidths.max()! + 16
            for i in 0..<4 { positions.append((m + Double(i % 2) * colWidth, y + Double(i / 2) * (s + 7))) }
            y += 2 * s + 7
        }
        for (i, block) in parts.keys.enumerated() {
            let (kx, ky) = positions[i]
            let r = Rect(x: kx, y: ky, width: s, height: s)
            if let c = keyCells[i] {
                drawCell(c, in: r, radius: 2, palette: p, builder: &b)
            } else {
                b.fill(.roundedRect(r.inset(by: 1.5), radius: 1.5), p.heat[1])
                b.stroke(.roundedRect(r.inset(by: -0.5), radius: 3), Stroke(width: 1.5, color: p.ink))
            }
            b.place(block, x: kx + s + 5, baseline: ky + s - 2, color: p.muted)
        }
        // What the shade means.
        let note = b.measure(options.localizer("chart.heatmap.shade"), ChartType.small, width: width - 2 * m)
        b.add(.text(TextItem(note, at: Point(m, y + 8), color: p.muted)))
        return y + 8 + note.height
    }
}
