extension PeriodReflectionPDF {
    /// The milestones reached inside the period, each in the sentence `Story` tells it everywhere, oldest first;
    /// nothing when there were none (no "no milestones" line in a look back).
    func milestoneBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        let reached = context.figures.milestones.filter { $0.day >= period.first && $0.day <= period.last }
        guard !reached.isEmpty else { return [] }
        var blocks: [FlowBlock] = [.anchor("milestones"), .keepTogether(1 + min(reached.count, 4)), title(words("period.milestones.title"))]
        for m in reached {
            blocks.append(.text(FlowText("•  " + story.milestone(m, longDate: true).text, font: PageStyle.fact, color: palette.ink,
                                         lineSpacing: PageStyle.bodySpacing, spaceBefore: 3)))
        }
        return blocks
    }
}
