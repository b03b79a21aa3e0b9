#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The year-in-review card (`2026-card.png`, `2026-card.svg`): the year in days as twelve month grids marked
/// as the heatmap marks them, the days shown up, the longest run, the comebacks and one warm sentence. It is
/// made to be shared, so it carries nothing the person typed (not even their name) at any redaction level,
/// and no Discipline Score unless asked for (`--card-score`). One drawing, laid out once, written by the
/// PNG and SVG writers of the format table; the site writes the same card through `png`.
package enum YearCard {
    /// The card's size in points: written at `scale` it is 1080×1350 pixels, the portrait size messages and posts take.
    package static let width = 540.0
    package static let height = 675.0
    package static let scale = 2
    /// The file name of a year's card without its extension: `2026-card`.
    package static func name(_ year: CalendarPeriod) -> String { year.description + "-card" }

    static let margin = 40.0
    static let yearFont = FontSpec(size: 44, weight: .bold)
    static let eyebrowFont = FontSpec(size: 11, weight: .bold)
    static let sentenceFont = FontSpec(size: 17)
    static let numberFont = FontSpec(size: 30, weight: .bold)
    static let labelFont = FontSpec(size: 11)
    static let scoreFont = FontSpec(size: 11)

    /// The card of `year` (January 1 to December 31, days before the records marked "before you started").
    package static func drawing(context: ReportContext, year: CalendarPeriod, theme: Theme, showsScore: Bool, typeSetter: TypeSetter) -> Drawing {
        let figures = context.figures
        let words = context.localizer
        let story = Story(context: context)
        let pf = figures.period(from: year.start, to: year.end)
        let p = theme.palette
        let m = margin
        let column = width - 2 * m
        var b = SceneBuilder(typeSetter)

        b.text(words("card.eyebrow").uppercased(), eyebrowFont, x: m, baseline: m + 10, color: p.rings[0])
        b.text(String(year.year), yearFont, x: m, baseline: m + 56, color: p.ink)
        let sentence = story.cardSentence(pf).text
        let lead = b.measure(sentence, sentenceFont, width: column)
        b.add(.text(TextItem(lead, at: Point(m, m + 72), color: p.ink)))
        var y = m + 72 + lead.height + 20

        // The numbers, each only when it is something that happened.
        let tiles = numbers(pf, words: words)
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

        let options = ChartOptions(week: figures.week(holding: min(year.end, figures.asOf)), theme: theme, weekStart: figures.weekStart, localizer: words)
        let calendar = PeriodCalendar(figures: figures, options: options, first: year.start, last: year.end)
            .scene(typeSetter, width: column, alt: AltText(title: "", description: ""))
        b.add(.group(calendar.asGroup(at: Point(m, y))))
        y += calendar.height

        if showsScore, figures.firstCheckInDay != nil, let score = pf.discipline.score {
            b.text(words("card.score", words.shortDate(pf.end), words.number(score)), scoreFont, x: m, baseline: min(y + 22, height - m + 14), color: p.muted)
        }
        let alt = AltText(title: words("card.alt", String(year.year)), description: ([sentence] + tiles.map { $0.value + " " + $0.label }).joined(separator: " "))
        return Drawing(width: width, height: height, background: p.background, items: b.items, alt: alt)
    }

    /// The big numbers of the card with their labels: days shown up, the longest run reached in the year, and
    /// comebacks. A number that is zero is left out rather than shown as a zero.
    static func numbers(_ pf: PeriodFigures, words: Localizer) -> [(value: String, label: String)] {
        var tiles: [(String, String)] = []
        if pf.showedUp > 0 { tiles.append((words.number(pf.showedUp), words.plural("card.showedUp", pf.showedUp))) }
        if pf.longestRunReached > 0 { tiles.append((words.number(pf.longestRunReached), words.plural("card.longest", pf.longestRunReached))) }
        if pf.comebacks > 0 { tiles.append((words.number(pf.comebacks), words.plural("card.comebacks", pf.comebacks))) }
        return tiles
    }

    /// The card as a one-page document, named `card` (its SVG ids) and dated by the year's last counted day.
    package static func document(context: ReportContext, year: CalendarPeriod, theme: Theme, showsScore: Bool, typeSetter: TypeSetter) -> PagedDocument {
        let drawing = drawing(context: context, year: year, theme: theme, showsScore: showsScore, typeSetter: typeSetter)
        let end = min(year.end, context.figures.asOf)
        let metadata = DocumentMetadata(title: drawing.alt.title, author: "Coacher", subject: drawing.alt.title, creationDate: TimeStamp.iso8601(end))
        return PagedDocument(pages: [drawing], metadata: metadata, name: "card")
    }

    /// The card's PNG, at `scale` so it is 1080×1350 pixels: what `reflect --year` writes and the site links.
    package static func png(_ card: PagedDocument) throws(ReportError) -> Data {
        try OutputFormat.png.writer(WriterSettings(scale: scale)).write(.document(card))
    }
}
