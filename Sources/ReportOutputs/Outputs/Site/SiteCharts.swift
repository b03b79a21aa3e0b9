import ReportCore
import ReportNative
import ReportRender
extension SiteBuilder {
    /// Of `wanted`, the charts that have something to show for this export (as the week's: the trend only with
    /// check-ins, the urges only with urge notes).
    func shown(_ wanted: [(ChartKind, ChartOptions)]) -> [(ChartKind, ChartOptions)] {
        let kinds = ChartKind.shown(context)
        return wanted.filter { kinds.contains($0.0) }
    }

    /// The charts of `wanted` that have something to show, inline, each with its numbers as a table.
    func charts(_ wanted: [(ChartKind, ChartOptions)], prefix: String, phoneOnly: Bool = false, _ typeSetter: TypeSetter) throws(ReportError) -> [SiteChart] {
        var out: [SiteChart] = []
        for (kind, options) in shown(wanted) { out.append(try chart(kind, options, prefix: prefix, phoneOnly: phoneOnly, typeSetter)) }
        return out
    }

    /// One chart, drawn inline with its ids under `prefix` and the chart's name (`i-heatmap-title`), so the
    /// charts of one page never share an id, and with the palette as CSS properties the page sets. Drawn twice:
    /// for a wide screen, and laid out for a phone's column (ids under `p-`), which the stylesheet shows
    /// instead below 36rem, so its labels stay 11 px and more rather than the wide one scaled down. A chart whose
    /// phone layout is its wide one with larger labels (a week page's twelve weeks) is drawn once, that way, and so
    /// is every chart when `phoneOnly` (a week page's: see `weekPage`).
    func chart(_ kind: ChartKind, _ options: ChartOptions, prefix: String, phoneOnly: Bool = false, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let once = phoneOnly || ChartRenderer.phoneLayoutMatches(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        let phone = try svg(
            ChartRenderer.scene(kind, figures: context.figures, options: options.phone(), typeSetter: typeSetter), kind.rawValue, once ? prefix : prefix + "p-")
        let data = ChartRenderer.weekData(kind, figures: context.figures, options: options)
        if once { return table(kind, data: data, svg: phone.svg, title: phone.title) }
        let wide = try svg(ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: typeSetter), kind.rawValue, prefix)
        var chart = table(kind, data: data, svg: wide.svg, title: wide.title)
        chart.phoneSVG = SiteHTML(markup: phone.svg)
        return chart
    }

    /// A scene as inline SVG, its ids under `prefix` and `name`.
    func svg(_ scene: Drawing, _ name: String, _ prefix: String) throws(ReportError) -> (svg: String, title: String) {
        let writer = SVGWriter(options: .inline(idPrefix: prefix + name + "-", palette: .light))
        do { return (try writer.string(scene), scene.alt.title) } catch { throw drawingFailed("The \(name) chart", error) }
    }

    /// Every day of every year, for the index of more than a year of data, with each year's days as a row.
    func yearsInPixels(_ options: ChartOptions, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let chart = YearsInPixels(figures: context.figures, options: options)
        let wide = try svg(chart.scene(typeSetter), "years", "i-")
        let phone = try svg(YearsInPixels(figures: context.figures, options: options.phone()).scene(typeSetter), "years", "i-p-")
        var out = table(.heatmap, data: chart.data(), svg: wide.svg, title: wide.title)
        out.phoneSVG = SiteHTML(markup: phone.svg)
        return out
    }
}
