import Mustache
import ReportCore

// How the site's views meet its templates (Templates/site-page.html.mustache, site-feed.atom.mustache,
// site-style.css.mustache): the names are the views' field names (`TemplateValues`), and the page and the feed
// get each text as `SiteHTML`, escaped once, as `SiteTemplates.render` makes them.

/// A value ready to stand in the site's HTML (or the feed's XML): plain text escaped by
/// `MarkupEscaping.escape`, or markup this program made itself (cmark's safe HTML, the SVG writer's charts).
///
/// The page and the feed get every text value as this type and nothing as a `String`, so their templates
/// insert every value with triple mustaches and a plain string can never reach them unescaped: text becomes
/// `SiteHTML` only through `init(text:)`, and only the fields marked "markup" hold one made by `init(markup:)`.
///
/// Why not let swift-mustache escape with double mustaches: its escaper walks a string `Character` by
/// `Character` through a dictionary, the costliest step of rendering some 500 pages (and it leaves a quote or
/// `&` that carries a combining mark unescaped, where `MarkupEscaping` escapes every one). A value that is
/// `MustacheCustomRenderable` also takes swift-mustache's shortest path: one cast, no `String(describing:)`.
/// Being a `MustacheParent` with no children keeps a name looked up inside its section (`{{#goal}}…{{/goal}}`)
/// from reflecting on it with `Mirror` before going up to the page.
package struct SiteHTML: MustacheCustomRenderable, MustacheParent, TemplateValue, Encodable, Sendable {
    package let html: String

    /// Plain text, escaped.
    package init(text: String) { html = MarkupEscaping.escape(text) }

    /// Markup made by this program, inserted as it is.
    package init(markup: String) { html = markup }

    package var renderText: String { html }
    package var isNull: Bool { false }
    package func child(named name: String) -> Any? { nil }
    package var templateValue: Any? { self }
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(html)
    }
}

/// A row of a chart's table as the page template walks it: it shows as its label (`{{{.}}}`) and lists its
/// cells (`{{#.}}…{{/.}}`), so the template reaches both without a name. Each name swift-mustache looks up costs
/// some 12,000 instructions (it splits the name on dots and casts each value on its stack to its protocols),
/// against a quarter of that for the dot; a ten-year site has some 9,000 rows.
struct SiteTableRow: MustacheCustomRenderable, MustacheSequence {
    let label: SiteHTML
    let cells: [SiteHTML]

    init(_ row: SiteRow) {
        label = SiteHTML(text: row.label)
        cells = row.cells.map(SiteHTML.init(text:))
    }

    var renderText: String { label.html }
    var isNull: Bool { false }
    func makeIterator() -> IndexingIterator<[SiteHTML]> { cells.makeIterator() }
}

extension SiteRow: TemplateValue {
    package var templateValue: Any? { SiteTableRow(self) }
}

/// The names the page template asks of a page's fields beyond the fields themselves.
extension SitePageView: TemplateExtras {
    package struct Extras: Encodable {
        let hasNav: Bool
        let hasPager: Bool
        /// The index and the year pages, the ones without a week's summary: the template groups what only they
        /// have (heading, goal, numbers, milestones, lists of weeks and years) in two `overview` sections, so a
        /// week's page skips it all with two names looked up instead of six.
        let overview: Bool
        /// The first statement leads; `statements` are the others.
        let lead: String?
        let hasStatements: Bool
        let statements: [String]
        let noticedHeading: String?
        let noticedSpan: String?
        let noticedLines: [String]?
    }

    package var templateExtras: Extras {
        Extras(
            hasNav: !nav.isEmpty, hasPager: !pager.isEmpty, overview: summaryHTML == nil, lead: statements.first,
            hasStatements: statements.count > 1, statements: Array(statements.dropFirst()), noticedHeading: noticed?.title,
            noticedSpan: noticed?.span, noticedLines: noticed?.lines)
    }
}
