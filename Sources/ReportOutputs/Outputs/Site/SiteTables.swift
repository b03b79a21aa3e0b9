import ReportRender
extension SiteBuilder {
    /// A chart's numbers as a table, for a reader who cannot see it (a `<details>` under it): the rows the chart
    /// itself says it draws (`ChartData`), so the table can never disagree with the picture. The trend's line
    /// has a point a day; its table is `ChartRenderer.weekData`: a row a week, cut by the week start.
    func table(_ kind: ChartKind, data: ChartData, svg: String, title: String) -> SiteChart {
        let rows = data.rows
        return SiteChart(
            svg: SiteHTML(markup: svg), tableLabel: words("site.table"), caption: title, columns: data.columns,
            rows: rows.map { SiteRow(label: $0.label, cells: $0.cells) })
    }
}
