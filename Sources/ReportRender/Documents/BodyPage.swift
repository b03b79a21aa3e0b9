import ReportCore
import ReportNative
/// The "Body" page of the weekly and period PDFs: weight and steps from `--health` for the days of the
/// reflection, as `Story` tells them, with the weight chart (only where weight may be shown) and the steps
/// chart. Nothing when there is no health data at all; one kind line when there is some, but not in these days.
struct BodyPage {
    let health: HealthShown?
    let first: Day
    let last: Day
    let style: PageStyle
    let story: Story
    /// The type of the heading over the kind line (a page of its own always has the large heading): the weekly
    /// PDF's section headings, or the period PDF's smaller titles.
    var headingFont = PageStyle.heading

    var words: Localizer { story.words }
    var palette: Palette { style.palette }

    /// The page's blocks, beginning on a page of its own, with the anchor `body` for the outline. A period still
    /// under way is told and drawn up to the as-of day, not across the days still ahead.
    func blocks(_ typeSetter: TypeSetter) -> [FlowBlock] {
        guard let health, !health.days.isEmpty else { return [] }
        let last = story.bodyLastDay(first, self.last)
        let statements = story.body(health, from: first, through: last)
        func heading(_ font: FontSpec) -> FlowBlock {
            .text(FlowText(words("body.title"), font: font, color: palette.ink, spaceBefore: font == PageStyle.heading ? 26 : 14, spaceAfter: 4, keepWithNext: true))
        }
        guard !statements.isEmpty else {
            return [.anchor("body"), heading(headingFont), paragraph(words(health.showsWeight ? "body.none" : "body.none.steps"), color: palette.muted)]
        }
        var blocks: [FlowBlock] = [.pageBreak, .anchor("body"), heading(PageStyle.heading)]
        blocks.append(paragraph(words(health.showsWeight ? "body.intro" : "body.intro.steps"), color: palette.muted))
        for statement in statements {
            blocks.append(.text(FlowText(statement.text, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                         indent: PageFlow.contentIndent, spaceBefore: 4)))
        }
        let options = ChartOptions(week: story.figures.week(holding: last), theme: style.theme, weekStart: story.figures.weekStart, localizer: words)
        for kind in BodyChartKind.shown(health, from: first, through: last) {
            let chart = ChartRenderer.body(kind, health: health, from: first, through: last, options: options, typeSetter: typeSetter)
            blocks.append(.drawing(FlowDrawing(chart, spaceBefore: 10, bleed: ChartType.margin)))
        }
        return blocks
    }

    func paragraph(_ text: String, color: RGBA) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.body, color: color, lineSpacing: PageStyle.bodySpacing, spaceBefore: 6))
    }
}
