extension SiteBuilder {
    /// Of `wanted`, the charts that have something to show for this export (as the week's: the trend only with
    /// check-ins, the urges only with urge notes).
    func shown(_ wanted: [(ChartKind, ChartOptions)]) -> [(ChartKind, ChartOptions)] {
        let kinds = WeekJob.charts(context)
        return wanted.filter { kinds.contains($0.0) }
    }

    /// The charts of `wanted` that have something to show, inline, each with its numbers as a table.
    func charts(_ wanted: [(ChartKind, ChartOptions)], prefix: String, _ typeSetter: TypeSetter) throws(ReportError) -> [SiteChart] {
        var out: [SiteChart] = []
        for (kind, options) in shown(wanted) { out.append(try chart(kind, options, prefix: prefix, typeSetter)) }
        return out
    }

    /// One chart, drawn inline with its ids under `prefix` and the chart's name (`i-heatmap-title`), so the
    /// charts of one page never share an id, and with the palette as CSS properties the page sets.
    func chart(_ kind: ChartKind, _ options: ChartOptions, prefix: String, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let scene = ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        let writer = SVGWriter(options: .inline(idPrefix: prefix + kind.rawValue + "-", palette: .light))
        let svg: String
        do { svg = try writer.string(scene) } catch { throw drawingFailed("The \(kind.rawValue) chart", error) }
        return table(kind, data: ChartRenderer.data(kind, figures: context.figures, options: options), svg: svg, title: scene.alt.title)
    }

    /// Every day of every year, for the index of more than a year of data, with each year's days as a row.
    func yearsInPixels(_ options: ChartOptions, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let chart = YearsInPixels(figures: context.figures, options: options)
        let svg: String
        do { svg = try SVGWriter(options: .inline(idPrefix: "i-years-", palette: .light)).string(chart.scene(typeSetter)) } catch {
            throw drawingFailed("The years chart", error)
        }
        return table(.heatmap, data: chart.data(), svg: svg, title: chart.alt().title)
    }
}
