import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// The Discipline Score across the period, as the weekly pages draw it, for a file with Discipline Coach
    /// check-ins in the period's reach; the counts behind it stand in the week rows (`weekRow`).
    func disciplineBlocks(_ period: SummaryPeriod, _ pf: PeriodFigures, _ typeSetter: TypeSetter) -> [FlowBlock] {
        guard hasScores(pf) else { return [] }
        let figures = context.figures
        let end = min(period.last, figures.asOf)
        // The trend ends on the period's last counted day and reaches back to its first.
        var options = ChartOptions(
            week: Week(start: end - 6), weeks: 12, days: end - period.first + 1, theme: style.theme, weekStart: figures.weekStart, localizer: words)
        options.textScale = 1
        let trend = ChartRenderer.scene(.trend, figures: figures, options: options, typeSetter: typeSetter)
        // The chart carries its own title; what the score is follows it, before the weeks that give its counts.
        return [.anchor("discipline"), .drawing(FlowDrawing(trend, spaceBefore: 14, keepWithNext: true, bleed: ChartType.margin)),
                .text(FlowText(words(showsWeekStrip(first: period.first, last: period.last) ? "period.discipline.lead.strip" : "period.discipline.lead"), font: PageStyle.fact, color: palette.muted, lineSpacing: PageStyle.bodySpacing,
                               spaceBefore: 2))]
    }

    /// Whether the period has a score to show: check-ins in it, or in the 14 days its last counted day looks back on.
    func hasScores(_ pf: PeriodFigures) -> Bool {
        guard context.figures.firstCheckInDay != nil, pf.daysSoFar > 0 else { return false }
        return pf.checkIns > 0 || context.figures.discipline(on: pf.end).checkIns > 0
    }

    /// The score on a week's last counted day with the check-ins behind it, for the week's row; nil when
    /// the file has no check-ins or the week's window holds none; behind a 0, the check-ins alone (Story.scoreInRow).
    func scoreText(_ weekEnd: Day, row: String, _ pf: PeriodFigures) -> String? {
        guard hasScores(pf) else { return nil }
        let s = context.figures.discipline(on: min(weekEnd, context.figures.asOf))
        guard let score = story.scoreInRow(s) else { return nil }
        return words("period.weeks.score", row, score.text)
    }
}
