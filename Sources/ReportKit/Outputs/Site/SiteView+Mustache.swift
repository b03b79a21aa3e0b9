import Mustache

// The names the site's templates can use (Templates/site-page.html.mustache, site-feed.atom.mustache,
// site-style.css.mustache); the page and the feed get each text value as `SiteHTML`, escaped once, here.

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
    package func child(named name: String) -> Any? {
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
        case "pagerLabel": SiteHTML(text: pagerLabel)
        case "pager": pager
        case "hasPager": !pager.isEmpty
        // The index and the year pages, the ones without a week's summary: the template groups what only they
        // have (heading, goal, numbers, milestones, lists of weeks and years) in two `overview` sections, so a
        // week's page skips it all with two names looked up instead of six.
        case "overview": summaryHTML == nil
        case "heading": heading.map(SiteHTML.init(text:))
        case "goal": goal.map(SiteHTML.init(text:))
        case "subtitle": subtitle.map(SiteHTML.init(text:))
        case "lead": statements.first.map(SiteHTML.init(text:))
        case "hasStatements": statements.count > 1
        case "statements": statements.dropFirst().map(SiteHTML.init(text:))
        case "summaryHTML": summaryHTML.map(SiteHTML.init(markup:))
        case "pdf": pdf
        case "card": card
        case "numbersHeading": numbersHeading.map(SiteHTML.init(text:))
        case "numbers": numbers
        case "numbersNote": numbersNote.map(SiteHTML.init(text:))
        case "chartsHeading": chartsHeading.map(SiteHTML.init(text:))
        case "charts": charts
        case "noticedHeading": noticed.map { SiteHTML(text: $0.title) }
        case "noticedSpan": noticed.map { SiteHTML(text: $0.span) }
        case "noticedLines": noticed.map { $0.lines.map(SiteHTML.init(text:)) }
        case "milestonesHeading": milestonesHeading.map(SiteHTML.init(text:))
        case "milestones": milestones.map(SiteHTML.init(text:))
        case "weeksHeading": weeksHeading.map(SiteHTML.init(text:))
        case "weeks": weeks
        case "monthsHeading": monthsHeading.map(SiteHTML.init(text:))
        case "months": months
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
    package func child(named name: String) -> Any? {
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
    package func child(named name: String) -> Any? {
        switch name {
        case "value": SiteHTML(text: value)
        case "label": SiteHTML(text: label)
        default: nil
        }
    }
}

extension SiteChart: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "svg": SiteHTML(markup: svg)
        case "phoneSVG": phoneSVG.map(SiteHTML.init(markup:))
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
    package func child(named name: String) -> Any? {
        switch name {
        case "title": SiteHTML(text: title)
        case "dates": SiteHTML(text: dates)
        case "href": SiteHTML(text: href)
        case "showedUp": SiteHTML(text: showedUp)
        case "arc": SiteHTML(text: arc)
        case "pdf": pdf
        case "card": card
        default: nil
        }
    }
}

extension SiteFeedView: MustacheParent {
    package func child(named name: String) -> Any? {
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
    package func child(named name: String) -> Any? {
        switch name {
        case "title": SiteHTML(text: title)
        case "id": SiteHTML(text: id)
        case "updated": SiteHTML(text: updated)
        case "href": SiteHTML(text: href)
        case "pdfHref": pdfHref.map(SiteHTML.init(text:))
        case "summary": SiteHTML(text: summary)
        case "content": SiteHTML(text: content)
        default: nil
        }
    }
}

extension SiteStyleView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "light": light
        case "dark": dark
        default: nil
        }
    }
}
