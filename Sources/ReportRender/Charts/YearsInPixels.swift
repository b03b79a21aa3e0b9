import ReportCore
import ReportNative
/// More than a year at a glance, "a year in pixels": one row per year, newest first, each a row of twelve small
/// month calendars whose days are shaded like the streak heatmap's cells. Days with nothing logged are outlined,
/// days outside the data left blank, so shape tells them apart as well as colour. For the site's index.
package struct YearsInPixels {
    let figures: Figures
    let options: ChartOptions

    /// The years shown, newest first: from the first day with data to the as-of day.
    var years: [Int] {
        guard let first = figures.firstDay else { return [figures.asOf.year] }
        let last = min(figures.lastDay ?? figures.asOf, figures.asOf)
        return Array((first.year...max(first.year, last.year)).reversed())
    }

    /// Days showed up in a year, and the days there were to log in it.
    func counts(_ year: Int) -> (showed: Int, possible: Int) {
        let first = Day(year: year, month: 1, day: 1)!, last = Day(year: year, month: 12, day: 31)!
        return (figures.showedUpCount(from: first, through: last), figures.recordedDays(from: first, to: last))
    }

    /// A row a year, newest first as drawn: days showed up, days there were to log.
    package func data() -> ChartData {
        let l = options.localizer
        let rows = years.map { year in
            let c = counts(year)
            return ChartData.Row(label: String(year), cells: [String(c.showed), String(c.possible)], numbers: [c.showed, c.possible])
        }
        return ChartData(columns: [l("site.table.year"), l("site.number.showedUp"), l("site.table.recorded")], rows: rows)
    }

    func alt() -> AltText {
        let l = options.localizer
        let ys = years
        let d = data()
        return AltText(
            title: l("chart.years.title"),
            description: Story(figures: figures, localizer: l).yearsShowedUp(ys.count, from: ys.last!, to: ys.first!, showedUp: d.total(0), of: d.total(1)).text)
    }

    package func scene(_ typeSetter: TypeSetter) -> Drawing {
        let p = options.theme.palette
        let l = options.localizer
        let m = ChartType.margin
        var b = SceneBuilder(typeSetter)
        let k = options.textScale
        let small = ChartType.small.scaled(k)
        let labelWidth = (b.measure("0000", small).width + 10).rounded(.up)
        let blockGap = 5.0
        // Twelve blocks of seven columns in a 600 px column; on a phone, four months a row, so a day stays a square
        // one can see.
        let perRow = options.phoneWidth == nil ? 12 : 4
        let pitch = ((((options.phoneWidth ?? 600) - 2 * m - labelWidth) / Double(perRow) - blockGap) / 7 * 2).rounded(.down) / 2
        let cell = pitch - 1
        let blockWidth = 7 * pitch + blockGap
        let width = options.phoneWidth ?? (2 * m + labelWidth + Double(perRow) * blockWidth - blockGap).rounded(.up)
        let ys = years
        let subtitle = l("chart.years.subtitle", String(ys.last!), String(ys.first!))
        var y = b.header(title: l("chart.years.title"), subtitle: subtitle, palette: p, width: width, scale: k) + 16
        let left = m + labelWidth
        func monthLabels(_ months: ClosedRange<Int>) {
            for month in months {
                b.text(l.monthShort(month), small, x: left + Double(month - months.lowerBound) * blockWidth, baseline: y, color: p.muted)
            }
            y += 6
        }
        if perRow == 12 { monthLabels(1...12) }
        for year in ys {
            // On a phone, a row of months wholly before the first day or after the as-of day is left out.
            let rows = stride(from: 1, through: 12, by: perRow).filter { start in
                let end = start + perRow - 1
                let lastOfRow = Day(year: year + end / 12, month: end % 12 + 1, day: 1)! - 1
                return perRow == 12 || (lastOfRow >= (figures.firstDay ?? figures.asOf)
                    && Day(year: year, month: start, day: 1)! <= figures.asOf)
            }
            for rowStart in rows {
                let months = rowStart...(rowStart + perRow - 1)
                if perRow < 12 { y += rowStart == rows.first ? 0 : 8 * k; monthLabels(months) }
                if rowStart == rows.first { b.text(String(year), small, x: m, baseline: y + 3 * pitch + 3.5 * k, color: p.muted) }
                for month in months {
                    let first = Day(year: year, month: month, day: 1)!
                    let offset = (first.weekday - options.weekStart.weekday + 7) % 7
                    var day = first
                    var index = offset
                    while day.month == month {
                        let r = Rect(x: left + Double(month - months.lowerBound) * blockWidth + Double(index % 7) * pitch, y: y + Double(index / 7) * pitch,
                                     width: cell, height: cell)
                        draw(day, in: r, palette: p, builder: &b)
                        day = day + 1
                        index += 1
                    }
                }
                y += 6 * pitch + 8
            }
            if perRow < 12 { y += 14 * k }
        }
        // Legend: the shades, and the outline of a day with nothing logged.
        y += 4
        let s = 9.0
        var x = m
        let less = b.measure(l("chart.legend.less"), small)
        b.place(less, x: x, baseline: y + s - 1, color: p.muted)
        x += less.width + 6
        for level in 0..<4 {
            b.fill(.roundedRect(Rect(x: x, y: y, width: s, height: s), radius: 1.5), p.heat[level])
            x += s + 3
        }
        x += 3
        let more = b.measure(l("chart.legend.more"), small)
        b.place(more, x: x, baseline: y + s - 1, color: p.muted)
        x += more.width + 16
        b.stroke(.roundedRect(Rect(x: x + 0.5, y: y + 0.5, width: s - 1, height: s - 1), radius: 1.5), Stroke(width: 1, color: p.emptyMark))
        b.place(b.measure(l("chart.legend.nothing"), small), x: x + s + 5, baseline: y + s - 1, color: p.muted)
        y += s
        return Drawing(width: width, height: (y + m).rounded(.up), background: p.background, items: b.items, alt: alt())
    }

    func draw(_ day: Day, in r: Rect, palette p: Palette, builder b: inout SceneBuilder) {
        guard day <= figures.asOf, let first = figures.firstDay, day >= first else { return }
        let a = figures.activity(on: day)
        if a.showedUp {
            b.fill(.rect(r), p.heat[min(max(a.level, 1), 4) - 1])
        } else {
            b.stroke(.rect(r.inset(by: 0.5)), Stroke(width: 1, color: p.emptyMark))
        }
    }

    package init(figures: Figures, options: ChartOptions) {
        self.figures = figures
        self.options = options
    }
}
