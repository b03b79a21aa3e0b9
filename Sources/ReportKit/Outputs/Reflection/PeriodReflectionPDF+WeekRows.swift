extension PeriodReflectionPDF {
    /// A week's row: its dates, its days shown up as the story says them, its Discipline Score with the
    /// check-ins behind it (when the file has them), and at the right the name of its weekly reflection
    /// (`2026-W47.pdf`, as `reflect --week all` names it), the whole row a relative link to that file when it
    /// sits beside this one.
    func weekRow(_ week: Week, _ wf: PeriodFigures, period pf: PeriodFigures, width: Double, _ typeSetter: TypeSetter) -> FlowBlock {
        let row = words.dateRange(week.start, week.end) + ": " + story.showedUpShort(wf).text
        let text = scoreText(week.end, row: row, pf) ?? row
        let file = week.isoWeek.description + ".pdf"
        var b = SceneBuilder(typeSetter)
        let name = b.measure(file, PageStyle.small)
        let indent = PageFlow.contentIndent
        let block = b.measure(text, PageStyle.fact, width: width - indent - name.width - 14)
        b.add(.text(TextItem(block, at: Point(indent, 0), color: palette.ink)))
        b.place(name, x: width, baseline: block.ascent, anchor: .right, color: palette.muted)
        let height = max(block.height, name.height) + 3
        b.add(.link(LinkArea(Rect(x: 0, y: 0, width: width, height: height), to: .uri(file))))
        return .drawing(FlowDrawing(Drawing(width: width, height: height, items: b.items, alt: AltText(title: file, description: text)), spaceBefore: 2))
    }
}
