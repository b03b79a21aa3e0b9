import ReportCore
import ReportNative
import ReportRender
extension SiteBuilder {
    /// A week's weight and steps charts from `--health` (weight only where it may be shown), drawn like the other
    /// charts: inline SVG, a phone-width variant, and the numbers as a table. Empty without readings in the days.
    func bodyCharts(from first: Day, through last: Day, week: Week, prefix: String, _ typeSetter: TypeSetter) throws(ReportError) -> [SiteChart] {
        guard let health = context.health else { return [] }
        let last = story.bodyLastDay(first, last)
        let options = ChartOptions(context: context, week: week)
        var out: [SiteChart] = []
        for kind in BodyChartKind.shown(health, from: first, through: last) {
            func scene(_ o: ChartOptions) -> Drawing {
                ChartRenderer.body(kind, health: health, from: first, through: last, options: o, typeSetter: typeSetter)
            }
            let wide = try svg(scene(options), kind.rawValue, prefix)
            let phone = try svg(scene(options.phone()), kind.rawValue, prefix + "p-")
            let data = ChartRenderer.bodyData(kind, health: health, from: first, through: last, options: options)
            var chart = SiteChart(
                svg: SiteHTML(markup: wide.svg), tableLabel: words("site.table"), caption: wide.title, columns: data.columns,
                rows: data.rows.map { SiteRow(label: $0.label, cells: $0.cells) })
            chart.phoneSVG = SiteHTML(markup: phone.svg)
            out.append(chart)
        }
        return out
    }
}
