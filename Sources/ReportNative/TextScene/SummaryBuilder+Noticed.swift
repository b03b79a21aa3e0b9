import ReportCore
extension SummaryBuilder {
    /// "What you noticed" for a summary: a week's patterns over the 84 days up to its end, a period's over its
    /// own days when it has at least 28; nil when none stands (never a "no patterns" line).
    func noticed(_ period: SummaryPeriod) -> SummaryNoticed? {
        guard let window = Patterns.window(figures, first: period.first, last: period.last, isWeek: period.week != nil),
              let block = story.noticed(Patterns.find(figures, in: window, steps: Patterns.steps(health?.days)))
        else { return nil }
        return SummaryNoticed(heading: ours(block.title), span: ours(block.span), lines: block.lines.map(ours))
    }

    /// A sentence of Story's, already in words, for the style (Markdown escaped; plain as it is).
    func ours(_ text: String) -> String {
        switch style {
        case .markdown: MarkdownEscaping.inline(text)
        case .plain: text
        }
    }
}
