import ReportCore
extension PeriodReflectionPDF {
    /// The period's highlights on its cover, as `Story.highlights` chose them for every output (the best month,
    /// the longest run with its scope, the year's first day and, at `full`, what the person chose and answered
    /// most) of `first` … `last`; nothing when there are none (a week has its own pages, and no call here).
    func highlightBlocks(first: Day, last: Day) -> [FlowBlock] {
        let lines = story.highlights(first: first, last: last, export: context.export).all
        guard !lines.isEmpty else { return [] }
        var blocks: [FlowBlock] = [.anchor("highlights"), .keepTogether(1 + min(lines.count, 3)), title(words("period.highlights.title"))]
        for line in lines {
            // The person's words inside a highlight read in their own direction.
            blocks.append(.text(FlowText("•  " + line.text, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                         spaceBefore: 3, direction: nil)))
        }
        return blocks
    }

    /// The period month by month, for a quarter, a year or a run of days across months: a line a month with its
    /// days shown up, care action and training (`Story.monthRow`), up to the as-of day.
    func monthBlocks(first: Day, last: Day) -> [FlowBlock] {
        let figures = context.figures
        var rows: [String] = []
        var month = CalendarPeriod(.month, holding: first)
        while month.start <= min(last, figures.asOf) {
            let pf = figures.period(from: max(month.start, first), to: min(month.end, last))
            if pf.recordedDays > 0 { rows.append(story.monthRow(words.monthName(month.firstMonth).capitalizedFirst, pf)) }
            month = month.next
        }
        guard rows.count >= 2 else { return [] }
        var blocks: [FlowBlock] = [.anchor("months"), .keepTogether(1 + min(rows.count, 12)), title(words("period.months.title"))]
        for row in rows {
            blocks.append(.text(FlowText(row, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                         indent: PageFlow.contentIndent, spaceBefore: 2)))
        }
        return blocks
    }
}
