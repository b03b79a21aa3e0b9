#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// The reflection of a month, a quarter, a year or any run of days, as a PDF: a cover with the period's own numbers
/// as `Story` tells them, its calendar (each day marked as the heatmap marks it), the urge clock, the Discipline
/// Score trend, a row a week (linking its weekly PDF where that is written beside it), the milestones reached, the person's own lines (at `full`), and
/// ruled lines for what the person wants to talk about. A period with nothing in it is one kind page, never a page of zeros.
/// Pure: no files, no threads (`PeriodJob` plans the files).
package struct PeriodReflectionPDF: Sendable {
    package let context: ReportContext
    package let style: PageStyle
    let story: Story
    /// The weekly reflections written beside this PDF, by ISO week (`2026-W47`), each with its path relative to
    /// this PDF; a week row links only these. `reflect` writes one period at a time and no weeks with it, so its
    /// map is empty; the site's year PDF links the site's weekly PDFs.
    package var weekLinks: [String: String]

    package init(context: ReportContext, paper: Paper, theme: Theme, weekLinks: [String: String] = [:]) {
        self.context = context
        self.weekLinks = weekLinks
        style = PageStyle(paper: paper, theme: theme)
        story = Story(figures: context.figures, localizer: context.localizer)
    }

    var words: Localizer { context.localizer }
    var palette: Palette { style.palette }

    /// The period's pages, `name` (2026-11, 2026-Q4, …) in its eyebrow.
    package func document(_ period: SummaryPeriod, name: String, typeSetter: TypeSetter) -> PagedDocument {
        let flow = PageFlow(column: style.column)
        var pages: [Drawing] = []
        let range = words.dateRange(period.first, period.last)
        let sentence = story.showedUp(context.figures.period(from: period.first, to: period.last)).text
        let blocks = self.blocks(period, name: name, typeSetter)
        let flowed = flow.flow(blocks, typeSetter: typeSetter).pages
        for (i, items) in flowed.enumerated() {
            // Pages after the first say whose period they continue, and where they are.
            let header = i == 0 ? [] : runningHeader(words("week.header", words("period.eyebrow", name), range), page: i + 1, of: flowed.count, typeSetter)
            pages.append(Drawing(
                width: style.paper.width, height: style.paper.height, background: palette.background, items: header + items,
                alt: AltText(title: range, description: sentence)))
        }
        let date = context.export.exportedAt?.iso8601 ?? TimeStamp.iso8601(period.last)
        let author = context.export.profile?.name.hasContent == true ? context.export.profile?.name : nil
        let metadata = DocumentMetadata(
            title: words("period.pdf.title", range), author: author ?? "Coacher", subject: words("period.eyebrow", name),
            creationDate: date, modificationDate: date)
        return PagedDocument(pages: pages, metadata: metadata, outline: outline(blocks, range: range))
    }

    /// The bookmarks a PDF reader lists: the cover, then each section the period has, in the order of its pages (a
    /// year runs to five pages and more), named as its heading is.
    func outline(_ blocks: [FlowBlock], range: String) -> [OutlineEntry] {
        let titles = [
            "cover": range, "highlights": words("period.highlights.title"), "calendar": words("period.calendar.title"),
            "months": words("period.months.title"), "urges": words("period.clock.title"),
            "discipline": words("chart.trend.title"), "weeks": words("period.weeks.title"),
            "milestones": words("period.milestones.title"), "own": words("period.lines.title"), "body": words("body.title"),
            "noticed": words("pattern.noticed.title"),
        ]
        return blocks.compactMap { block in
            guard case .anchor(let anchor) = block, let title = titles[anchor] else { return nil }
            return OutlineEntry(title: title, destination: anchor)
        }
    }

    func blocks(_ period: SummaryPeriod, name: String, _ typeSetter: TypeSetter) -> [FlowBlock] {
        let figures = context.figures
        let pf = figures.period(from: period.first, to: period.last)
        let width = style.column.width
        var blocks: [FlowBlock] = [.anchor("cover")]
        blocks.append(.text(FlowText(words("period.eyebrow", name).uppercased(), font: PageStyle.eyebrow, color: style.accent, spaceAfter: 6)))
        blocks.append(.text(FlowText(words.dateRange(period.first, period.last), font: PageStyle.title, color: palette.ink, spaceAfter: 2)))
        blocks.append(.text(FlowText(
            story.showedUp(pf).text, font: PageStyle.lead, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
            spaceBefore: 12, spaceAfter: 8, panel: Panel(fill: style.panel, padding: 11))))
        let quiet = pf.showedUp == 0
        if !quiet {
            // The period's own numbers, each as the story says it everywhere else.
            let facts = [story.streak(pf), story.comebacks(pf), story.care(pf), story.training(pf), pf.urgeCount > 0 ? story.urges(pf) : nil]
            for fact in facts.compactMap({ $0 }) {
                blocks.append(.text(FlowText(fact.text.capitalizedFirst, font: PageStyle.fact, color: palette.ink, lineSpacing: PageStyle.bodySpacing,
                                             indent: PageFlow.contentIndent, spaceBefore: 3)))
            }
            if period.week == nil {
                blocks += highlightBlocks(first: period.first, last: period.last)
                blocks += monthBlocks(first: period.first, last: period.last)
            }
        }
        if pf.recordedDays > 0 || pf.isAhead {
            let options = ChartOptions(week: figures.week(holding: pf.end), theme: style.theme, weekStart: figures.weekStart, localizer: words)
            blocks.append(.anchor("calendar"))
            blocks.append(title(words("period.calendar.title")))
            // A period the records begin in draws its months from the one they begin in, as the year card does:
            // a first year begun in September is four months, not eight of dots before them.
            let firstMonth = pf.daysBeforeRecords > 0 ? pf.recordsBegin.map { max(period.first, CalendarPeriod(.month, holding: $0).start) } : nil
            let calendar = ChartRenderer.periodCalendar(
                figures: figures, options: options, first: firstMonth ?? period.first, last: period.last, width: width,
                alt: AltText(title: words("period.calendar.title"), description: story.showedUp(pf).text), typeSetter: typeSetter)
            blocks.append(.drawing(FlowDrawing(calendar, spaceBefore: 4, spaceAfter: 6)))
        }
        if !quiet {
            blocks += urgeClockBlocks(period, pf, width: width, typeSetter)
            blocks += disciplineBlocks(period, pf, typeSetter)
            blocks += weekBlocks(first: period.first, last: period.last, pf, width: width, typeSetter)
            blocks += noticedBlocks(period)
            blocks += milestoneBlocks(period)
            blocks += ownLineBlocks(period)
        }
        blocks += BodyPage(health: context.health, first: period.first, last: period.last, style: style, story: story,
                           headingFont: PageStyle.subheading).blocks(typeSetter)
        // The closing line ends what the period says; the lines to write on fill the rest of its page, or the next
        // page whole when fewer than two fit, so the last page is never a few lines on white.
        blocks.append(.text(FlowText(words("compassion"), font: PageStyle.closing, color: palette.muted, spaceBefore: 18, keepWithPrevious: true)))
        blocks += talkBlocks()
        return blocks
    }

    /// The line at the top of a later page: the period on the left, "2 / 3" on the right, as the weekly pages have it.
    func runningHeader(_ label: String, page: Int, of count: Int, _ typeSetter: TypeSetter) -> [SceneItem] {
        let column = style.column
        let baseline = style.headerBaseline
        var b = SceneBuilder(typeSetter)
        let number = b.measure("\(page) / \(count)", PageStyle.header)
        b.place(b.measure(label, PageStyle.header), x: column.minX, baseline: baseline, color: palette.muted)
        b.place(number, x: column.maxX, baseline: baseline, anchor: .right, color: palette.muted)
        b.stroke(.line(from: Point(column.minX, baseline + 8), to: Point(column.maxX, baseline + 8)), Stroke(width: 0.5, color: palette.grid))
        return b.items
    }

    func title(_ text: String) -> FlowBlock {
        .text(FlowText(text, font: PageStyle.subheading, color: palette.ink, spaceBefore: 14, spaceAfter: 2, keepWithNext: true))
    }

    /// "What I want to talk about", and ruled lines to write on to the foot of the page.
    func talkBlocks() -> [FlowBlock] {
        [title(words("week.talk.title")), .ruledToEnd(pitch: PageStyle.writingLinePitch, color: palette.grid, minimumLines: 2)]
    }

    /// The PDF's bytes.
    package func render(_ period: SummaryPeriod, name: String, typeSetter: TypeSetter) throws(ReportError) -> Data {
        let document = document(period, name: name, typeSetter: typeSetter)
        do {
            let pdf = try PDFPageWriter(metadata: document.metadata, width: style.paper.width, height: style.paper.height)
            for page in document.pages { try pdf.add(page) }
            return try pdf.finish(outline: document.outline)
        } catch {
            throw drawingFailed(document.metadata.title, error)
        }
    }
}
