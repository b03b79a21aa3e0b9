import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// Weeks shown as one strip rather than a row each: the year's 53 rows ran to two and a half pages.
    static let stripFromWeeks = 16

    /// A longer period's weeks as one strip: a bar a week as tall as its days shown up, the months named under it,
    /// each bar linking its weekly reflection where that is written beside this PDF (`weekLinks`).
    func weekStripBlocks(last: Day, _ all: [(Week, PeriodFigures)], width: Double, _ typeSetter: TypeSetter) -> [FlowBlock] {
        // From the first week there was to log: a first year's strip begins where the records do.
        let weeks = all.map { (week: $0.0, showed: $0.1.showedUp, recorded: $0.1.recordedDays) }.drop { $0.recorded == 0 }
        let counted = weeks.filter { $0.recorded > 0 }
        guard !counted.isEmpty else { return [] }
        let summary = story.weeksShownUp(counted.filter { $0.showed > 0 }.count, of: counted.count).text.capitalizedFirst
        let p = palette
        var b = SceneBuilder(typeSetter)
        let pitch = width / Double(max(weeks.count, 1))
        let bar = max(2, pitch - 2)
        let tall = 42.0
        let small = FontSpec(size: PageStyle.smallestChartText + 0.5)
        var lastMonth = 0
        for (i, w) in Array(weeks).enumerated() {
            let x = Double(i) * pitch
            // The week's track, then its days shown up over it; a week before the records has no track.
            if w.recorded > 0 {
                b.fill(.roundedRect(Rect(x: x, y: 0, width: bar, height: tall), radius: 1.5), p.grid.withAlpha(style.theme == .light ? 0.45 : 0.6))
            }
            if w.showed > 0 {
                let h = tall * Double(w.showed) / 7
                b.fill(.roundedRect(Rect(x: x, y: tall - h, width: bar, height: h), radius: 1.5), p.heat[min(3, (w.showed - 1) * 4 / 7)])
            }
            // A month is named under the week its first day falls in.
            let month = min(w.week.end, last).month
            if month != lastMonth {
                b.text(words.monthShort(month), small, x: x, baseline: tall + 11, color: p.muted)
                lastMonth = month
            }
            if let href = weekLinks[w.week.isoWeek.description] {
                b.add(.link(LinkArea(Rect(x: x, y: 0, width: pitch, height: tall), to: .uri(href))))
            }
        }
        let strip = Drawing(width: width, height: tall + 15, items: b.items,
                            alt: AltText(title: words("period.weeks.title"), description: summary))
        return [.anchor("weeks"), .keepTogether(4), title(words("period.weeks.title")),
                .text(FlowText(summary + ". " + words("period.strip.lead"), font: PageStyle.fact, color: p.muted,
                               lineSpacing: PageStyle.bodySpacing, spaceAfter: 6, keepWithNext: true)),
                .drawing(FlowDrawing(strip, spaceBefore: 2, spaceAfter: 6))]
    }
}
