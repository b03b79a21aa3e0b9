#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// The year-in-review card (`2026-card.png`, `2026-card.svg`): the year in days as twelve month grids marked
/// as the heatmap marks them, the days shown up, the longest run, the comebacks and one warm sentence. It is
/// made to be shared, so it carries nothing the person typed (not even their name) at any redaction level,
/// and no Discipline Score unless asked for (`--card-score`). One drawing, laid out once, written by the
/// PNG and SVG writers of the format table; the site writes the same card through `png`.
package enum YearCard {
    /// The card's two sizes, in points: written at `scale` the post is 1080×1350 pixels, the portrait size
    /// messages and posts take, and the story 1080×1920, the full-screen size of stories and a phone's screen.
    package enum Size: String, Sendable, CaseIterable {
        /// 1080×1350 pixels, for posts and messages; 1080×1920, for stories and a phone's screen.
        case post, story

        var height: Double { self == .post ? 675 : 960 }
        /// The file name's ending after the year: `2026-card`, `2026-card-story`.
        var suffix: String { self == .post ? "-card" : "-card-story" }
    }

    /// The card's width in points, both sizes: 1080 pixels at `scale`.
    package static let width = 540.0
    /// The post's height in points (`Size.post`).
    package static let height = Size.post.height
    package static let scale = 2
    /// The file name of a year's card without its extension: `2026-card` (`2026-card-story` for the story size).
    package static func name(_ year: CalendarPeriod, size: Size = .post) -> String { year.description + size.suffix }

    static let margin = 40.0
    static let yearFont = FontSpec(size: 44, weight: .bold)
    static let eyebrowFont = FontSpec(size: 11, weight: .bold)
    static let sentenceFont = FontSpec(size: 17)
    static let numberFont = FontSpec(size: 30, weight: .bold)
    static let labelFont = FontSpec(size: 11)
    static let scoreFont = FontSpec(size: 11)
    static let highlightFont = FontSpec(size: 14)

    /// The card of `year`: January to December, or from the month the records begin in (its days before them marked
    /// "before you started") for a first year, so a year begun in September is four months, not eight grey ones.
    package static func drawing(
        context: ReportContext, year: CalendarPeriod, theme: Theme, showsScore: Bool, size: Size = .post, typeSetter: TypeSetter
    ) -> Drawing {
        let height = size.height
        let figures = context.figures
        let words = context.localizer
        let story = Story(context: context)
        let pf = figures.period(from: year.start, to: year.end)
        let p = theme.palette
        let m = margin
        let column = width - 2 * m
        var b = SceneBuilder(typeSetter)

        // A first year begins at its first month with something logged.
        let began = pf.daysBeforeRecords > 0 ? pf.recordsBegin.map { CalendarPeriod(.month, holding: $0) } : nil
        let eyebrow = began.map { words("card.eyebrow.since", words.monthName($0.firstMonth)) } ?? words("card.eyebrow")
        b.text(eyebrow.uppercased(), eyebrowFont, x: m, baseline: m + 10, color: p.rings[0])
        b.text(String(year.year), yearFont, x: m, baseline: m + 56, color: p.ink)
        let sentence = story.cardSentence(pf).text
        let lead = b.measure(sentence, sentenceFont, width: column)
        b.add(.text(TextItem(lead, at: Point(m, m + 72), color: p.ink)))
        var y = m + 72 + lead.height + 20

        // The numbers, each only when it is something that happened.
        let tiles = numbers(pf, story: story)
        if !tiles.isEmpty {
            let gap = 12.0
            let tileWidth = (column - gap * Double(tiles.count - 1)) / Double(tiles.count)
            var tileHeight = 0.0
            var blocks: [(TextBlock, TextBlock)] = []
            for tile in tiles {
                let value = b.measure(tile.value, numberFont)
                let label = b.measure(tile.label, labelFont, width: tileWidth - 20)
                blocks.append((value, label))
                tileHeight = max(tileHeight, 14 + value.height + 2 + label.height + 12)
            }
            let tint = p.grid.withAlpha(theme == .light ? 0.35 : 0.45)
            for (i, (value, label)) in blocks.enumerated() {
                let x = m + Double(i) * (tileWidth + gap)
                b.fill(.roundedRect(Rect(x: x, y: y, width: tileWidth, height: tileHeight), radius: 10), tint)
                b.add(.text(TextItem(value, at: Point(x + 10, y + 12), color: p.ink)))
                b.add(.text(TextItem(label, at: Point(x + 10, y + 14 + value.height), color: p.muted)))
            }
            y += tileHeight + 20
        }

        // The story size has room for the highlights the figures give (nothing typed: the card is shared).
        let highlights = story.highlights(first: year.start, last: year.end, export: context.export)
        let extra = size == .story ? [highlights.bestMonth, highlights.firstEntry].compactMap { $0?.text } : []
        for line in extra {
            let block = b.measure(line, highlightFont, width: column)
            b.add(.text(TextItem(block, at: Point(m, y), color: p.ink)))
            y += block.height + 10
        }
        if !extra.isEmpty { y += 10 }

        let first = began?.start ?? year.start
        let months = 12 - (first.month - 1)
        let options = ChartOptions(week: figures.week(holding: min(year.end, figures.asOf)), theme: theme, weekStart: figures.weekStart, localizer: words)
        var grid = PeriodCalendar(figures: figures, options: options, first: first, last: year.end)
        // Fewer months are drawn larger; the story's tall page takes three a row.
        grid.monthsPerRow = months <= 4 ? 2 : months <= 9 || size == .story ? 3 : 4
        grid.largestPitch = 30
        var calendar = grid.scene(typeSetter, width: column, alt: AltText(title: "", description: ""))
        // Months that would reach into the foot margin (and the score's line) are drawn narrower, so they fit.
        let room = height - m - (showsScore ? 16 : 0) - y
        if calendar.height > room {
            calendar = grid.scene(typeSetter, width: (column * room / calendar.height).rounded(.down), alt: AltText(title: "", description: ""))
        }
        b.add(.group(calendar.asGroup(at: Point(m, y))))
        y += calendar.height

        if showsScore, figures.firstCheckInDay != nil, let score = pf.discipline.score {
            b.text(words("card.score", words.shortDate(pf.end), words.number(score)), scoreFont, x: m, baseline: min(y + 22, height - m + 14), color: p.muted)
        }
        // The alt text tells the year's highlights from the figures in full, as the PDF and the summary do.
        let alt = AltText(
            title: words("card.alt", String(year.year)),
            description: ([sentence] + tiles.map { $0.value + " " + $0.label } + highlights.fromFigures.map(\.text)).joined(separator: " "))
        return Drawing(width: width, height: height, background: p.background, items: b.items, alt: alt)
    }

    /// The big numbers of the card with their labels: days shown up, the longest run inside the year, and
    /// comebacks. A number that is zero is left out rather than shown as a zero.
    static func numbers(_ pf: PeriodFigures, story: Story) -> [(value: String, label: String)] {
        let words = story.words
        var tiles: [(String, String)] = []
        if pf.showedUp > 0 { tiles.append((words.number(pf.showedUp), words.plural("card.showedUp", pf.showedUp))) }
        if pf.longestRunInside > 0 { tiles.append((words.number(pf.longestRunInside), story.longestRunLabel(pf, scope: "year"))) }
        if pf.comebacks > 0 { tiles.append((words.number(pf.comebacks), words.plural("card.comebacks", pf.comebacks))) }
        return tiles
    }

    /// The card as a one-page document, named `card` (its SVG ids) and dated by the year's last counted day.
    package static func document(
        context: ReportContext, year: CalendarPeriod, theme: Theme, showsScore: Bool, size: Size = .post, typeSetter: TypeSetter
    ) -> PagedDocument {
        let drawing = drawing(context: context, year: year, theme: theme, showsScore: showsScore, size: size, typeSetter: typeSetter)
        let end = min(year.end, context.figures.asOf)
        let metadata = DocumentMetadata(title: drawing.alt.title, author: "Coacher", subject: drawing.alt.title, creationDate: TimeStamp.iso8601(end))
        return PagedDocument(pages: [drawing], metadata: metadata, name: "card")
    }

    /// The card's PNG, at `scale` so it is 1080×1350 (or 1080×1920) pixels: what `reflect --year` writes and the site links.
    package static func png(_ card: PagedDocument) throws(ReportError) -> Data {
        try OutputFormat.png.writer(WriterSettings(scale: scale)).write(.document(card))
    }
}
