extension PeriodReflectionPDF {
    /// A week's row: its dates, its days shown up as the story says them, and its Discipline Score with the
    /// check-ins behind it (when the file has them). Where the week's reflection is written beside this PDF
    /// (`weekLinks`, as the site writes them), the row names that file at the right and links to it; elsewhere it
    /// names no file, so a reader never follows a link to a PDF that is not there.
    func weekRow(_ week: Week, _ wf: PeriodFigures, period pf: PeriodFigures, width: Double, _ typeSetter: TypeSetter) -> FlowBlock {
        let row = words.dateRange(week.start, week.end) + ": " + story.showedUpShort(wf).text
        let text = scoreText(week.end, row: row, pf) ?? row
        let href = weekLinks[week.isoWeek.description]
        var b = SceneBuilder(typeSetter)
        let indent = PageFlow.contentIndent
        let name = href.map { _ in b.measure(week.isoWeek.description + ".pdf", PageStyle.small) }
        let block = b.measure(text, PageStyle.fact, width: width - indent - (name.map { $0.width + 14 } ?? 0))
        b.add(.text(TextItem(block, at: Point(indent, 0), color: palette.ink)))
        if let name { b.place(name, x: width, baseline: block.ascent, anchor: .right, color: palette.muted) }
        let height = max(block.height, name?.height ?? 0) + 3
        if let href { b.add(.link(LinkArea(Rect(x: 0, y: 0, width: width, height: height), to: .uri(href)))) }
        let title = href.map { _ in week.isoWeek.description + ".pdf" } ?? words.dateRange(week.start, week.end)
        return .drawing(FlowDrawing(Drawing(width: width, height: height, items: b.items, alt: AltText(title: title, description: text)), spaceBefore: 2))
    }
}
