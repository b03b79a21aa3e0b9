extension SiteBuilder {
    /// A chart's numbers as a table, for a reader who cannot see it (a `<details>` under it): the rows the chart
    /// itself says it draws (`ChartData`), so the table can never disagree with the picture. The trend's line
    /// has a point a day; its table keeps one row a week, the score on each week's last day it draws.
    func table(_ kind: ChartKind, data: ChartData, svg: String, title: String) -> SiteChart {
        var rows = data.rows
        if kind == .trend {
            rows = stride(from: rows.count - 1, through: 0, by: -7).reversed().map { rows[$0] }
        }
        return SiteChart(
            svg: svg, tableLabel: words("site.table"), caption: title, columns: data.columns,
            rows: rows.map { SiteRow(label: $0.label, cells: $0.cells) })
    }
}
