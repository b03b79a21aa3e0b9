import ReportCore
import ReportNative
/// The urge clock of a period: a row per weekday (from the week start) and a column per part of the day, each
/// cell the number of urge notes written then, tinted by how many, with a thin bar under the number split by
/// type in the urge colours. The parts are the ones the summary's urge sentence speaks of (`PartOfDay`: morning
/// 05–12, afternoon 12–17, evening 17–22, night 22–05), by the note's local time as written, so "most came in
/// the evening" and the clock never disagree. An empty cell stays empty: no zeros to read.
struct UrgeClockChart {
    let figures: Figures
    let options: ChartOptions
    let first: Day
    let last: Day

    static let parts = PartOfDay.allCases
    static let types = UrgeType.known

    /// Notes per weekday row (week-start order) and part column, each split by type in `types` order (newer
    /// types with "other", as the weekly urge chart stacks them).
    var cells: [[[Int]]] {
        var grid = Array(repeating: Array(repeating: [0, 0, 0, 0], count: Self.parts.count), count: 7)
        let through = min(last, figures.asOf)
        for moment in figures.urgeMoments where moment.day >= first && moment.day <= through {
            let row = (moment.day.weekday - options.weekStart.weekday + 7) % 7
            let column = Self.parts.firstIndex(of: moment.part)!
            grid[row][column][Self.types.firstIndex(of: moment.type) ?? 3] += 1
        }
        return grid
    }

    /// A row a weekday: its notes in each part of the day. What the alt text and tests add up.
    func data() -> ChartData {
        let l = options.localizer
        let grid = cells
        let rows = (0..<7).map { row in
            let numbers = grid[row].map { $0.reduce(0, +) }
            return ChartData.Row(label: l("weekday.\((options.weekStart.weekday + row) % 7)"), cells: numbers.map(String.init), numbers: numbers)
        }
        return ChartData(columns: [l("chart.clock.weekday")] + Self.parts.map { l("chart.clock.\($0.rawValue)") }, rows: rows)
    }

    /// The clock in words: how many notes, and when they came by part of the day, in the one sentence every
    /// output says it (Story's `UrgePattern`), so the clock and the summary beside it never disagree.
    func alt() -> AltText {
        let l = options.localizer
        let d = data()
        let total = d.rows.reduce(0) { $0 + $1.numbers.reduce(0, +) }
        let pattern = UrgePattern(figures.period(from: first, to: min(last, figures.asOf)).counts).plainSentence(l, kindName: { l($0.kindKey) })
        let description = [l.plural("chart.clock.alt", total), pattern].compactMap { $0 }.joined(separator: " ")
        return AltText(title: l("chart.clock.title"), description: description)
    }

    func scene(_ typeSetter: TypeSetter, width: Double) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let small = ChartType.small
        var b = SceneBuilder(typeSetter)
        let grid = cells
        let totals = grid.map { $0.map { $0.reduce(0, +) } }
        let most = max(1, totals.joined().max() ?? 0)
        let labelWidth = ((0..<7).map { b.measure(l("weekday.short.\($0)"), small).width }.max()! + 10).rounded(.up)
        let gap = 4.0
        let cellWidth = ((min(width, 460) - labelWidth - gap * Double(Self.parts.count - 1)) / Double(Self.parts.count)).rounded(.down)
        let cellHeight = 23.0
        var y = 0.0
        for (c, part) in Self.parts.enumerated() {
            let x = labelWidth + Double(c) * (cellWidth + gap) + cellWidth / 2
            b.text(l("chart.clock.\(part.rawValue)"), FontSpec(size: 9.5, weight: .bold), x: x, baseline: y + 10, anchor: .center, color: p.ink)
            b.text(l("chart.clock.\(part.rawValue).hours"), small, x: x, baseline: y + 22, anchor: .center, color: p.muted)
        }
        y += 30
        for row in 0..<7 {
            let top = y + Double(row) * (cellHeight + gap)
            b.text(l("weekday.short.\((options.weekStart.weekday + row) % 7)"), small, x: 0, baseline: top + cellHeight / 2 + 3.5, color: p.muted)
            for c in Self.parts.indices {
                let r = Rect(x: labelWidth + Double(c) * (cellWidth + gap), y: top, width: cellWidth, height: cellHeight)
                let n = totals[row][c]
                guard n > 0 else {
                    b.stroke(.roundedRect(r.inset(by: 0.5), radius: 4), Stroke(width: 0.5, color: p.grid))
                    continue
                }
                // Tinted by how many, from faint to a clear wash, so the busiest times stand out in greyscale too.
                b.fill(.roundedRect(r, radius: 4), p.trend.withAlpha(0.08 + 0.32 * Double(n) / Double(most)))
                b.text(l.number(n), FontSpec(size: 10, weight: .bold), x: r.x + 6, baseline: r.y + 11.5, color: p.ink)
                // The types as one thin bar, parted by a gap, in stacking order.
                var x = r.x + 6
                let barWidth = r.width - 12
                for (t, count) in grid[row][c].enumerated() where count > 0 {
                    let w = max(2, barWidth * Double(count) / Double(n) - 1)
                    b.fill(.rect(Rect(x: x, y: r.maxY - 7, width: w, height: 3)), p.urges[t])
                    x += w + 1
                }
            }
        }
        y += 7 * (cellHeight + gap) + 6
        // The types drawn, as the bars' legend.
        var x = labelWidth
        for t in Self.types.indices where grid.contains(where: { $0.contains { $0[t] > 0 } }) {
            b.fill(.rect(Rect(x: x, y: y + 3, width: 10, height: 4)), p.urges[t])
            let name = b.text(l("urge." + Self.types[t].rawValue), small, x: x + 14, baseline: y + 9, color: p.muted)
            x += 14 + name.width + 14
        }
        return Drawing(width: width, height: y + 14, background: p.background, items: b.items, alt: alt())
    }
}

extension ChartRenderer {
    /// The urge clock of `first` … `last`, `width` wide: for a period's reflection.
    package static func urgeClock(figures: Figures, options: ChartOptions, first: Day, last: Day, width: Double, typeSetter: TypeSetter) -> Drawing {
        UrgeClockChart(figures: figures, options: options, first: first, last: last).scene(typeSetter, width: width)
    }

    /// The numbers the urge clock of `first` … `last` draws: a row a weekday, a column a part of the day.
    package static func urgeClockData(figures: Figures, options: ChartOptions, first: Day, last: Day) -> ChartData {
        UrgeClockChart(figures: figures, options: options, first: first, last: last).data()
    }
}
