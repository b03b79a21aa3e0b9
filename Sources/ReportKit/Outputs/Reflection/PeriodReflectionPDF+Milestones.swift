extension PeriodReflectionPDF {
    /// The milestones reached inside the period, oldest first, each in the sentence `Story` tells it everywhere.
    /// A run length reached more than once (a year can reach "3 days in a row" thirty times) is one line with
    /// how often and when last, so a long period's list stays readable. Nothing when there were none.
    func milestoneBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        let reached = context.figures.milestones.filter { $0.day >= period.first && $0.day <= period.last }
        guard !reached.isEmpty else { return [] }
        var byLength: [Int: [Milestone]] = [:]
        for m in reached { if case .streak(let n) = m.kind { byLength[n, default: []].append(m) } }
        var lines: [(day: Day, text: String)] = []
        for m in reached {
            guard case .streak(let n) = m.kind, let all = byLength[n], all.count > 1 else {
                lines.append((m.day, story.milestone(m, longDate: true).text))
                continue
            }
            // Told once, on the day it was last reached.
            guard m.day == all.last!.day else { continue }
            lines.append((m.day, words("period.milestones.again", words.plural("days", n), words.number(all.count), words.longDate(m.day))))
        }
        var blocks: [FlowBlock] = [.anchor("milestones"), .keepTogether(1 + min(lines.count, 4)), title(words("period.milestones.title"))]
        for line in lines {
            blocks.append(.text(FlowText("•  " + line.text, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing, spaceBefore: 3)))
        }
        return blocks
    }
}
