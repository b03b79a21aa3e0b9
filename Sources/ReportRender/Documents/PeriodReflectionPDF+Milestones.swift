import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// The milestones reached inside the period, oldest first, each in the sentence `Story` tells it everywhere.
    /// A milestone reached more than once (a year can reach "3 days in a row" thirty times, or have a dozen
    /// consistency weeks) is one line with how often and when last, on the day it was last reached, so a long
    /// period's list stays readable. Nothing when there were none.
    func milestoneBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        let reached = context.figures.milestones.filter { $0.day >= period.first && $0.day <= period.last }
        guard !reached.isEmpty else { return [] }
        let byKind = Dictionary(grouping: reached, by: \.kind)
        var lines: [String] = []
        for m in reached {
            guard let all = byKind[m.kind], all.count > 1 else {
                lines.append(story.milestone(m, longDate: true).text)
                continue
            }
            guard m.day == all.last!.day else { continue }
            lines.append(repeated(m.kind, times: all.count, last: m.day))
        }
        var blocks: [FlowBlock] = [.anchor("milestones"), .keepTogether(1 + min(lines.count, 4)), title(words("period.milestones.title"))]
        for line in lines {
            blocks.append(.text(FlowText("•  " + line, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing, spaceBefore: 3)))
        }
        return blocks
    }

    /// One line for a milestone reached `times` times in the period.
    private func repeated(_ kind: Milestone.Kind, times: Int, last: Day) -> String {
        switch kind {
        case .streak(let n): words("period.milestones.again", words.plural("days", n), words.number(times), words.longDate(last))
        case .consistencyWeek: words("period.milestones.consistencyAgain", words.number(times), words.longDate(last))
        case .fullMorningFocusWeek: words("period.milestones.morningFocusAgain", words.number(times), words.longDate(last))
        }
    }
}
