#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Mustache

// What the site's templates (`site-page.html`, `site-feed.atom`, `site-style.css`) see: small values made for
// them by `SiteJob`, never the domain types. Every `String` is plain text, inserted with double mustaches so
// the template escapes it, except the fields marked "markup": HTML made by cmark (safe mode) or by the SVG
// writer, inserted with triple mustaches.

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

extension SitePageView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "title": title
        case "siteTitle": siteTitle
        case "root": root
        case "noindex": noindex
        case "skip": skip
        case "navLabel": navLabel
        case "nav": nav
        case "hasNav": !nav.isEmpty
        case "heading": heading
        case "goal": goal
        case "summaryHTML": summaryHTML
        case "pdf": pdf
        case "numbersHeading": numbersHeading
        case "numbers": numbers
        case "numbersNote": numbersNote
        case "chartsHeading": chartsHeading
        case "charts": charts
        case "milestonesHeading": milestonesHeading
        case "milestones": milestones
        case "weeksHeading": weeksHeading
        case "weeks": weeks
        case "yearsHeading": yearsHeading
        case "years": years
        case "moreWeeks": moreWeeks
        case "privacy": privacy
        case "madeBy": madeBy
        case "feedLabel": feedLabel
        default: nil
        }
    }
}

extension SiteLink: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "href": href
        case "rel": rel
        case "note": note
        default: nil
        }
    }
}

extension SiteNumber: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        default: nil
        }
    }
}

extension SiteChart: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "svg": svg
        case "tableLabel": tableLabel
        case "caption": caption
        case "columns": columns
        case "rows": rows
        default: nil
        }
    }
}

extension SiteRow: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "cells": cells
        default: nil
        }
    }
}

extension SiteWeekItem: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "dates": dates
        case "href": href
        case "showedUp": showedUp
        case "arc": arc
        case "pdf": pdf
        default: nil
        }
    }
}

extension SiteFeedView: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "title": title
        case "id": id
        case "updated": updated
        case "author": author
        case "selfHref": selfHref
        case "home": home
        case "entries": entries
        default: nil
        }
    }
}

extension SiteFeedEntry: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "id": id
        case "updated": updated
        case "href": href
        case "summary": summary
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

/// Writes the site's feed as Atom (RFC 4287) from `site-feed.atom.mustache`; every value is escaped there.
public struct AtomWriter: OutputWriter {
    public let templates: TemplateLibrary?

    public init(templates: TemplateLibrary?) { self.templates = templates }

    public func write(_ content: Content) throws(ReportError) -> Data {
        switch content {
        case .feed(let feed): return Data(try SiteTemplates.render("site-feed.atom", feed, templates: templates).utf8)
        case .document: throw ReportError(.usage, "A chart or a page is written as .png, .svg or .pdf, not .xml.")
        default: throw ReportError(.usage, "A summary is written as .md or .html, not .xml.")
        }
    }
}
