import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// The urge clock: when in the week and the day urges came, by type. Only when the period holds urge notes
    /// (no empty clock), and never at `--redact counts`, which keeps the times of notes to the person.
    func urgeClockBlocks(_ period: SummaryPeriod, _ pf: PeriodFigures, width: Double, _ typeSetter: TypeSetter) -> [FlowBlock] {
        guard pf.urgeCount > 0, context.export.redaction.showsUrgeTimes else { return [] }
        let figures = context.figures
        let options = ChartOptions(week: figures.week(holding: pf.end), theme: style.theme, weekStart: figures.weekStart, localizer: words)
        let clock = ChartRenderer.urgeClock(figures: figures, options: options, first: period.first, last: period.last, width: width, typeSetter: typeSetter)
        return [.anchor("urges"), title(words("period.clock.title")),
                .text(FlowText(clock.alt.description, font: PageStyle.fact, color: palette.muted, lineSpacing: PageStyle.bodySpacing,
                               spaceAfter: 4, keepWithNext: true)),
                .drawing(FlowDrawing(clock, spaceBefore: 4, spaceAfter: 6))]
    }
}
