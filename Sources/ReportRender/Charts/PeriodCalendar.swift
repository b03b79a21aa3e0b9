import ReportCore
import ReportNative
/// The calendar of a period, for its reflection: a small month grid per month (a row a week, from the week start),
/// each day marked exactly as the streak heatmap marks it (`StreakHeatmap.cell` and `drawCell`: shade, outline for
/// nothing logged, a dot before the start, dashed for days to come). Days outside the period are left blank.
package struct PeriodCalendar {
    let figures: Figures
    let options: ChartOptions
    let first: Day
    let last: Day
    /// Months side by side; nil: by the period's length (the site's phone column takes two a row).
    var monthsPerRow: Int? = nil
    /// The largest day square with its gap, in points; nil: 32 for one month a row, 22 for more (the year card
    /// draws a few months larger).
    var largestPitch: Double? = nil

    /// The months the period touches, in order.
    var months: [CalendarPeriod] {
        var list: [CalendarPeriod] = []
        var month = CalendarPeriod(.month, holding: first)
        while month.start <= last { list.append(month); month = month.next }
        return list
    }

    package func scene(_ typeSetter: TypeSetter, width: Double, alt: AltText) -> Drawing {
        let heatmap = StreakHeatmap(figures: figures, options: options)
        let p = options.theme.palette
        let l = options.localizer
        var b = SceneBuilder(typeSetter)
        let months = self.months
        // One month large, with its days' numbers; a quarter in a row of three; a year (or more) four to a row.
        let perRow = months.count == 1 ? 1 : monthsPerRow ?? (months.count <= 3 ? 3 : 4)
        let gap = 18.0
        let blockWidth = (width - Double(perRow - 1) * gap) / Double(perRow)
        let pitch = min(blockWidth / 7, largestPitch ?? (perRow == 1 ? 32 : 22)).rounded(.down)
        let cell = pitch - (perRow == 1 ? 4 : 2)
        // Text at the options' scale: the site's phone column draws it at 11 px and more.
        let k = options.textScale
        let small = ChartType.small.scaled(k)
        let label = FontSpec(size: perRow == 1 ? 10.5 : 9.5, weight: .bold).scaled(k)
        var y = 0.0
        for rowStart in stride(from: 0, to: months.count, by: perRow) {
            let row = months[rowStart..<min(rowStart + perRow, months.count)]
            var rowHeight = 0.0
            for (i, month) in row.enumerated() {
                let x0 = Double(i) * (blockWidth + gap)
                let name = months.count == 1 || perRow == 4 && rowStart == 0 && i == 0 || month.firstMonth == 1
                    ? l.monthName(month.firstMonth) + " " + String(month.year) : l.monthName(month.firstMonth)
                b.text(name, label, x: x0, baseline: y + 11 * k, color: p.ink)
                var top = y + 18 * k
                if perRow == 1 {
                    for column in 0..<7 {
                        let weekday = (options.weekStart.weekday + column) % 7
                        b.text(l("weekday.short.\(weekday)"), small, x: x0 + Double(column) * pitch + cell / 2, baseline: top + 9, anchor: .center, color: p.muted)
                    }
                    top += 16 * k
                }
                let offset = (month.start.weekday - options.weekStart.weekday + 7) % 7
                var day = month.start
                while day <= month.end {
                    let index = offset + (day - month.start)
                    let r = Rect(x: x0 + Double(index % 7) * pitch, y: top + Double(index / 7) * pitch, width: cell, height: cell)
                    if day >= first, day <= last {
                        let mark = heatmap.cell(day)
                        heatmap.drawCell(mark, in: r, radius: cell * 0.18, palette: p, builder: &b)
                        if perRow == 1 {
                            // The number sits on the mark: in the background's colour on a shade, muted on an outline.
                            let shaded: Bool = if case .level = mark { true } else { false }
                            b.text(String(day.dayOfMonth), small, x: r.x + 4, baseline: r.y + 12, color: shaded ? p.background : p.muted)
                        }
                    }
                    day = day + 1
                }
                rowHeight = max(rowHeight, top - y + Double((offset + month.length + 6) / 7) * pitch)
            }
            y += rowHeight + gap
        }
        y = drawLegend(y: y - gap + 12, width: width, palette: p, builder: &b)
        return Drawing(width: width, height: y.rounded(.up), background: p.background, items: b.items, alt: alt)
    }

    /// The marks the calendar uses, in the heatmap's words: the shades, nothing logged, before the start and
    /// still to come. A key that does not fit in `width` goes on a line of its own.
    func drawLegend(y top: Double, width: Double, palette p: Palette, builder b: inout SceneBuilder) -> Double {
        let l = options.localizer
        let small = ChartType.small.scaled(options.textScale)
        let s = 10.0
        var x = 0.0, y = top
        if figures.hasEntries {
            let less = b.measure(l("chart.legend.less"), small)
            b.place(less, x: x, baseline: y + s - 1, color: p.muted)
            x += less.width + 6
            for level in 0..<4 {
                b.fill(.roundedRect(Rect(x: x, y: y, width: s, height: s), radius: 2), p.heat[level])
                x += s + 3
            }
            let more = b.measure(l("chart.legend.more"), small)
            b.place(more, x: x + 3, baseline: y + s - 1, color: p.muted)
            x += more.width + 19
        }
        let nothing = b.measure(l("chart.legend.nothing"), small)
        if x + s + 5 + nothing.width > width { x = 0; y += s + 8 }
        b.stroke(.roundedRect(Rect(x: x + 0.5, y: y + 0.5, width: s - 1, height: s - 1), radius: 2), Stroke(width: 1, color: p.emptyMark))
        b.place(nothing, x: x + s + 5, baseline: y + s - 1, color: p.muted)
        x += s + 5 + nothing.width + 16
        if let firstDay = figures.firstDay, first < firstDay {
            let before = b.measure(l("chart.legend.outside"), small)
            if x + 16 + before.width > width { x = 0; y += s + 8 }
            x += b.beforeStartKey(x: x, y: y - 0.5, localizer: l, palette: p, font: small) + 16
        }
        if last > figures.asOf {
            // Days still to come, dashed as the heatmap draws them.
            let later = b.measure(l("chart.legend.future"), small)
            if x + s + 5 + later.width > width { x = 0; y += s + 8 }
            b.stroke(.roundedRect(Rect(x: x + 0.5, y: y + 0.5, width: s - 1, height: s - 1), radius: 2), Stroke(width: 1, color: p.emptyMark, dash: [1.5, 1.5]))
            b.place(later, x: x + s + 5, baseline: y + s - 1, color: p.muted)
        }
        return y + s + 2
    }

    package init(figures: Figures, options: ChartOptions, first: Day, last: Day, monthsPerRow: Int? = nil, largestPitch: Double? = nil) {
        self.figures = figures
        self.options = options
        self.first = first
        self.last = last
        self.monthsPerRow = monthsPerRow
        self.largestPitch = largestPitch
    }
}

extension ChartRenderer {
    /// The calendar of `first` … `last`, a month grid per month, `width` wide: for a period's reflection.
    package static func periodCalendar(
        figures: Figures, options: ChartOptions, first: Day, last: Day, width: Double, alt: AltText, typeSetter: TypeSetter
    ) -> Drawing {
        PeriodCalendar(figures: figures, options: options, first: first, last: last).scene(typeSetter, width: width, alt: alt)
    }
}
