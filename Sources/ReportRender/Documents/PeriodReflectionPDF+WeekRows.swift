import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// The period's weeks: a row each for a month or a quarter, one strip for longer (`weekStripBlocks`).
    func weekBlocks(first: Day, last: Day, _ pf: PeriodFigures, width: Double, _ typeSetter: TypeSetter) -> [FlowBlock] {
        let figures = context.figures
        var weeks: [(Week, PeriodFigures)] = []
        var week = figures.week(holding: first)
        while week.start <= min(last, figures.asOf) {
            // A week that reaches past the period's ends is cut at them (its days and its score), so the last row
            // and the score the period ends on are one number.
            weeks.append((week, figures.period(from: max(week.start, first), to: min(week.end, last))))
            week = week.next
        }
        if showsWeekStrip(first: first, last: last) { return weekStripBlocks(last: last, weeks, width: width, typeSetter) }
        var rows = weeks.filter { $0.1.recordedDays > 0 }.map { weekRow($0.0, $0.1, period: pf, width: width, typeSetter) }
        // A list too long to keep whole still begins a page with its heading and three rows, never one.
        for i in rows.indices.prefix(2) where i + 1 < rows.count {
            if case .drawing(var d) = rows[i] { d.keepWithNext = true; rows[i] = .drawing(d) }
        }
        // A month's or a quarter's rows are a short list: kept on one page with their heading where they fit.
        return [.anchor("weeks"), .keepTogether(1 + rows.count), title(words("period.weeks.title"))] + rows
    }

    /// Whether the period's weeks are one strip (more than `stripFromWeeks` of them) rather than a row each.
    func showsWeekStrip(first: Day, last: Day) -> Bool {
        let figures = context.figures
        let start = figures.week(holding: first).start
        return (min(last, figures.asOf) - start) / 7 + 1 > Self.stripFromWeeks
    }

    /// A week's row: its dates, its days shown up as the story says them, and its Discipline Score with the
    /// check-ins behind it (when the file has them). Where the week's reflection is written beside this PDF
    /// (`weekLinks`, as the site writes them), the row names that file at the right and links to it; elsewhere it
    /// names no file, so a reader never follows a link to a PDF that is not there.
    func weekRow(_ week: Week, _ wf: PeriodFigures, period pf: PeriodFigures, width: Double, _ typeSetter: TypeSetter) -> FlowBlock {
        // The week's days within the period (`wf`), named by them: "September 27–30, 2026".
        let row = words.dateRange(wf.first, wf.last) + ": " + story.showedUpShort(wf).text
        let text = scoreText(wf.last, row: row, pf) ?? row
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
