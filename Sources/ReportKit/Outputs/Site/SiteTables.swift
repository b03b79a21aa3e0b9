extension SiteBuilder {
    /// A chart with the numbers it draws as rows, for a reader who cannot see it (a `<details>` under it).
    func table(_ kind: ChartKind, options: ChartOptions, svg: String, title: String) -> SiteChart {
        let figures = context.figures
        func weekLabel(_ w: Week) -> String { words.dateRange(w.start, w.end) }
        var columns: [String]
        var rows: [SiteRow]
        switch kind {
        case .rings:
            // The rings' own statements: the days there were to log, the evenings that answered, the week's training.
            let pf = figures.period(from: options.week.start, to: options.week.end)
            columns = [words("site.table.what"), words("site.table.days")]
            rows = [SiteRow(label: words("chart.rings.showedUp"), cells: [story.showedUpShort(pf).text])]
            if let care = story.careShort(pf) {
                rows.append(SiteRow(label: words("chart.rings.care"), cells: [care.text]))
            }
            if let training = story.training(pf) {
                rows.append(SiteRow(label: words("chart.rings.training"), cells: [training.text]))
            }
        case .heatmap:
            columns = [words("site.table.week"), words("site.table.showedUp")]
            rows = (0..<options.weeks).reversed().map { n in
                let w = Week(start: options.week.start - 7 * n)
                return SiteRow(label: weekLabel(w), cells: [String(figures.figures(for: w).showedUp)])
            }
        case .trend:
            let end = min(options.week.end, figures.asOf)
            columns = [words("site.table.day"), words("site.table.score"), words("site.table.completed"), words("site.table.checkIns")]
            // One row a week: the score on each week's last day the chart draws.
            let first = end - (options.days - 1)
            rows = stride(from: 0, through: end - first, by: 7).reversed().map { end - $0 }.map { day in
                let s = figures.discipline(on: day)
                return SiteRow(label: words.longDate(day), cells: [s.score.map(String.init) ?? words("score.none"), String(s.completed), String(s.checkIns)])
            }
        case .urges:
            columns = [words("site.table.week")] + UrgeType.known.map { words("urge.\($0.rawValue)") } + [words("site.table.total")]
            rows = (0..<options.weeks).reversed().map { n in
                let w = Week(start: options.week.start - 7 * n)
                let c = figures.figures(for: w).counts
                let byType = c.urges
                return SiteRow(label: weekLabel(w), cells: UrgeType.known.map { String(byType[$0] ?? 0) } + [String(c.urgeCount)])
            }
        }
        return SiteChart(svg: svg, tableLabel: words("site.table"), caption: title, columns: columns, rows: rows)
    }
}
