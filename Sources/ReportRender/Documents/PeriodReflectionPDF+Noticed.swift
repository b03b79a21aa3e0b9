import ReportNative
extension PeriodReflectionPDF {
    /// "What you noticed" over the period's own days, when it has at least 28 of them and a pattern stands;
    /// nothing otherwise (no "no patterns" line). A week given as a range is a period here: its days are too few.
    func noticedBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        let found = context.patterns(first: period.first, last: period.last, isWeek: false)
        guard let noticed = story.noticed(found) else { return [] }
        var blocks: [FlowBlock] = [.anchor("noticed"), .keepTogether(2 + noticed.lines.count), title(noticed.title)]
        blocks.append(.text(FlowText(noticed.span, font: PageStyle.small, color: palette.muted, spaceBefore: 2, keepWithNext: true)))
        for line in noticed.lines {
            blocks.append(.text(FlowText(line, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing, spaceBefore: 3)))
        }
        return blocks
    }
}
