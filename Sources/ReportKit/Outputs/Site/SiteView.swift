// What the site's templates (`site-page.html`, `site-feed.atom`, `site-style.css`) see: small values made for
// them by `SiteBuilder`, never the domain types. Every `String` field is plain text, except the fields marked
// "markup": HTML made by cmark (safe mode) or by the SVG writer. The page and the feed get every value as
// `SiteHTML` (see there), plain text escaped on the way, and insert it with triple mustaches.

/// One page of the site: the index, a week, a month or a year. Sections that are empty or nil are left out.
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
    public var pagerLabel: String
    /// The pages before and after this one (weeks, years), linked again at the bottom, where a reader ends.
    public var pager: [SiteLink] = []
    /// The page's one `h1`, when the summary does not bring its own.
    public var heading: String?
    /// Under the heading: the days a month's or a year's page is about ("January 1 – December 31, 2025").
    public var subtitle: String?
    /// A month's or a year's own sentences, as `Story` tells them in its PDF and summary: the first one leads.
    public var statements: [String] = []
    public var goal: String?
    /// Markup: the week's summary rendered by cmark; its title is the page's `h1`.
    public var summaryHTML: String?
    public var pdf: SiteLink?
    /// The year-in-review card beside the year's PDF, when the site makes one.
    public var card: SiteLink?
    public var numbersHeading: String?
    public var numbers: [SiteNumber] = []
    public var numbersNote: String?
    public var chartsHeading: String?
    public var charts: [SiteChart] = []
    public var milestonesHeading: String?
    public var milestones: [String] = []
    public var weeksHeading: String?
    public var weeks: [SiteWeekItem] = []
    /// The months of a year, or the latest month on the index.
    public var monthsHeading: String?
    public var months: [SiteLink] = []
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
    /// Markup: the same chart laid out for a phone's column, shown instead of `svg` on a narrow screen.
    public var phoneSVG: String?
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
    /// The year-in-review card beside the year's PDF, when the site makes one.
    public var card: SiteLink?
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
    /// The week's PDF, when the site has PDFs.
    public var pdfHref: String?
    /// The week's sentence, as the week's page says it.
    public var summary: String
    /// HTML (escaped again by the feed, as Atom's `type="html"` wants): the sentence and links to the page and the PDF.
    public var content: String
}

/// The stylesheet's values: the charts' colours as custom properties, light and dark.
public struct SiteStyleView: Sendable {
    /// CSS declarations (`--cr-ink: #1f2328;`), one a line; made by `SVGOptions.customProperties`.
    public var light: String
    public var dark: String
}
