#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Mustache

// What the site's templates (`site-page.html`, `site-feed.atom`, `site-style.css`) see: small values made for
// them by `SiteBuilder`, never the domain types. Every `String` field is plain text, except the fields marked
// "markup": HTML made by cmark (safe mode) or by the SVG writer. The page and the feed get every value as
// `SiteHTML` (see there), plain text escaped on the way, and insert it with triple mustaches.

/// One page of the site: the index, a week or a year. Sections that are empty or nil are left out.
public struct SitePageView: Sendable {
    /// BCP 47 language of the words ("en", "nb").
    public var language: String
    /// The `<title>`.
    public var title: String
    /// The site's name, shown in the header on every page.
    public var siteTitle: String
    /// The way back to the site's root from this page: "" or "../", so every link is relative.
    public var root: String
    /// `<meta name="robots" content="noindex">` unless the site is public.
    public var noindex: Bool
    public var skip: String
    public var navLabel: String
    public var nav: [SiteLink]
    /// The page's one `h1`, when the summary does not bring its own.
    public var heading: String?
    public var goal: String?
    /// Markup: the week's summary rendered by cmark; its title is the page's `h1`.
    public var summaryHTML: String?
    public var pdf: SiteLink?
    public var numbersHeading: String?
    public var numbers: [SiteNumber] = []
    public var numbersNote: String?
    public var chartsHeading: String?
    public var charts: [SiteChart] = []
    public var milestonesHeading: String?
    public var milestones: [String] = []
    public var weeksHeading: String?
    public var weeks: [SiteWeekItem] = []
    public var yearsHeading: String?
    public var years: [SiteLink] = []
    public var moreWeeks: String?
    /// The one quiet line that says how much of the person's words the site holds.
    public var privacy: String
    public var madeBy: String
    public var feedLabel: String
}

public struct SiteLink: Sendable {
    public var label: String
    public var href: String
    /// `prev`, `next`, `up` or nil.
    public var rel: String?
    /// A second, quieter line (a year's days showed up).
    public var note: String?
}

public struct SiteNumber: Sendable {
    public var value: String
    public var label: String
}

/// One inline chart and the same numbers as a table in a `<details>`.
public struct SiteChart: Sendable {
    /// Markup: the inline SVG, with its `<title>` and `<desc>`.
    public var svg: String
    public var tableLabel: String
    public var caption: String
    public var columns: [String]
    public var rows: [SiteRow]
}

public struct SiteRow: Sendable {
    public var label: String
    public var cells: [String]
}

/// A week in a list of weeks: a small ring, its days showed up, links to its page and PDF.
public struct SiteWeekItem: Sendable {
    public var title: String
    public var dates: String
    public var href: String
    public var showedUp: String
    /// The ring's arc out of 100.
    public var arc: String
    public var pdf: SiteLink?
}

/// The Atom feed: one entry per week, newest first.
public struct SiteFeedView: Sendable {
    public var language: String
    public var title: String
    public var id: String
    public var updated: String
    public var author: String
    public var selfHref: String
    public var home: String
    public var entries: [SiteFeedEntry]
}

public struct SiteFeedEntry: Sendable {
    public var title: String
    public var id: String
    public var updated: String
    public var href: String
    public var summary: String
}

/// The stylesheet's values: the charts' colours as custom properties, light and dark.
public struct SiteStyleView: Sendable {
    /// CSS declarations (`--cr-ink: #1f2328;`), one a line; made by `SVGOptions.customProperties`.
    public var light: String
    public var dark: String
}

/// A value ready to stand in the site's HTML (or the feed's XML): plain text escaped by
/// `MarkupEscaping.escape`, or markup this program made itself (cmark's safe HTML, the SVG writer's charts).
///
/// The page and the feed get every text value as this type and nothing as a `String`, so their templates
/// insert every value with triple mustaches and a plain string can never reach them unescaped: text becomes
/// `SiteHTML` only through `init(text:)`, and only the two fields marked "markup" use `init(markup:)`.
///
/// Why not let swift-mustache escape with double mustaches: its escaper walks a string `Character` by
/// `Character` through a dictionary, the costliest step of rendering some 500 pages (and it leaves a quote or
/// `&` that carries a combining mark unescaped, where `MarkupEscaping` escapes every one). A value that is
/// `MustacheCustomRenderable` also takes swift-mustache's shortest path: one cast, no `String(describing:)`.
/// Being a `MustacheParent` with no children keeps a name looked up inside its section (`{{#goal}}…{{/goal}}`)
/// from reflecting on it with `Mirror` before going up to the page.
struct SiteHTML: MustacheCustomRenderable, MustacheParent, Sendable {
    let html: String

    /// Plain text, escaped.
    init(text: String) { html = MarkupEscaping.escape(text) }

    /// Markup made by this program, inserted as it is.
    init(markup: String) { html = markup }

    var renderText: String { html }
    var isNull: Bool { false }
    func child(named name: String) -> Any? { nil }
}

extension SitePageView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "language": SiteHTML(text: language)
        case "title": SiteHTML(text: title)
        case "siteTitle": SiteHTML(text: siteTitle)
        case "root": SiteHTML(text: root)
        case "noindex": noindex
        case "skip": SiteHTML(text: skip)
        case "navLabel": SiteHTML(text: navLabel)
        case "nav": nav
        case "hasNav": !nav.isEmpty
        // The index and the year pages, the ones without a week's summary: the template groups what only they
        // have (heading, goal, numbers, milestones, lists of weeks and years) in two `overview` sections, so a
        // week's page skips it all with two names looked up instead of six.
        case "overview": summaryHTML == nil
        case "heading": heading.map(SiteHTML.init(text:))
        case "goal": goal.map(SiteHTML.init(text:))
        case "summaryHTML": summaryHTML.map(SiteHTML.init(markup:))
        case "pdf": pdf
        case "numbersHeading": numbersHeading.map(SiteHTML.init(text:))
        case "numbers": numbers
        case "numbersNote": numbersNote.map(SiteHTML.init(text:))
        case "chartsHeading": chartsHeading.map(SiteHTML.init(text:))
        case "charts": charts
        case "milestonesHeading": milestonesHeading.map(SiteHTML.init(text:))
        case "milestones": milestones.map(SiteHTML.init(text:))
        case "weeksHeading": weeksHeading.map(SiteHTML.init(text:))
        case "weeks": weeks
        case "yearsHeading": yearsHeading.map(SiteHTML.init(text:))
        case "years": years
        case "moreWeeks": moreWeeks.map(SiteHTML.init(text:))
        case "privacy": SiteHTML(text: privacy)
        case "madeBy": SiteHTML(text: madeBy)
        case "feedLabel": SiteHTML(text: feedLabel)
        default: nil
        }
    }
}

extension SiteLink: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": SiteHTML(text: label)
        case "href": SiteHTML(text: href)
        case "rel": rel.map(SiteHTML.init(text:))
        case "note": note.map(SiteHTML.init(text:))
        default: nil
        }
    }
}

extension SiteNumber: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "value": SiteHTML(text: value)
        case "label": SiteHTML(text: label)
        default: nil
        }
    }
}

extension SiteChart: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "svg": SiteHTML(markup: svg)
        case "tableLabel": SiteHTML(text: tableLabel)
        case "caption": SiteHTML(text: caption)
        case "columns": columns.map(SiteHTML.init(text:))
        case "rows": rows.map(SiteTableRow.init)
        default: nil
        }
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

extension SiteWeekItem: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": SiteHTML(text: title)
        case "dates": SiteHTML(text: dates)
        case "href": SiteHTML(text: href)
        case "showedUp": SiteHTML(text: showedUp)
        case "arc": SiteHTML(text: arc)
        case "pdf": pdf
        default: nil
        }
    }
}

extension SiteFeedView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "language": SiteHTML(text: language)
        case "title": SiteHTML(text: title)
        case "id": SiteHTML(text: id)
        case "updated": SiteHTML(text: updated)
        case "author": SiteHTML(text: author)
        case "selfHref": SiteHTML(text: selfHref)
        case "home": SiteHTML(text: home)
        case "entries": entries
        default: nil
        }
    }
}

extension SiteFeedEntry: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": SiteHTML(text: title)
        case "id": SiteHTML(text: id)
        case "updated": SiteHTML(text: updated)
        case "href": SiteHTML(text: href)
        case "summary": SiteHTML(text: summary)
        default: nil
        }
    }
}

extension SiteStyleView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "light": light
        case "dark": dark
        default: nil
        }
    }
}

/// Renders the site's templates, with the errors the CLI reports.
enum SiteTemplates {
    static func render(_ name: String, _ view: Any, templates: TemplateLibrary?) throws(ReportError) -> String {
        let library: TemplateLibrary
        if let templates { library = templates } else { library = try TemplateLibrary.load(nil) }
        do {
            return try library.render(name, view)
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "The page could not be written: \(error).")
        }
    }
}

extension SitePageView: TextContent {
    /// A page of the site, from `site-page.html.mustache`: every value reaches the template as `SiteHTML`,
    /// escaped by `MarkupEscaping`, except the ones made as markup here (cmark's HTML, the inline charts).
    public func html(templates: TemplateLibrary?) throws(ReportError) -> String {
        try SiteTemplates.render("site-page.html", self, templates: templates)
    }

    public func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        guard format == .html else { throw ReportError(.usage, "A page of the site is written as .html, not .\(format.fileExtension).") }
        return Data(try html(templates: templates).utf8)
    }
}

/// The site's feed is written as Atom (RFC 4287) from `site-feed.atom.mustache`; every value reaches it escaped, as `SiteHTML`.
extension SiteFeedView: TextContent {
    public func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        guard format == .atom else { throw ReportError(.usage, "The site's feed is written as .xml, not .\(format.fileExtension).") }
        return Data(try SiteTemplates.render("site-feed.atom", self, templates: templates).utf8)
    }
}

extension Content {
    /// A page of the site, for the HTML writer of the table.
    public static func sitePage(_ page: SitePageView) -> Content { .text(page) }
    /// The site's feed, for the Atom writer of the table.
    public static func feed(_ feed: SiteFeedView) -> Content { .text(feed) }
}
