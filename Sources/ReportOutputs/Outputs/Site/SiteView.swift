import ReportCore
// What the site's templates (`site-page.html`, `site-feed.atom`, `site-style.css`) see: small values made for
// them by `SiteBuilder`, never the domain types, by their field names (`TemplateValues`). Every `String` field is
// plain text; the fields marked "markup" hold HTML made by cmark (safe mode) or by the SVG writer as `SiteHTML`.
// The page and the feed get every text as `SiteHTML` (see there), escaped on the way, and insert it with triple
// mustaches.

/// One page of the site: the index, a week, a month or a year. Sections that are empty or nil are left out.
package struct SitePageView: Sendable, Encodable {
    /// BCP 47 language of the words ("en", "nb").
    package var language: String
    /// The `<title>`.
    package var title: String
    /// The site's name, shown in the header on every page.
    package var siteTitle: String
    /// The way back to the site's root from this page: "" or "../", so every link is relative.
    package var root: String
    /// `<meta name="robots" content="noindex">` unless the site is public.
    package var noindex: Bool
    package var skip: String
    package var navLabel: String
    package var nav: [SiteLink]
    package var pagerLabel: String
    /// The pages before and after this one (weeks, years), linked again at the bottom, where a reader ends.
    package var pager: [SiteLink] = []
    /// The page's one `h1`, when the summary does not bring its own.
    package var heading: String?
    /// Under the heading: the days a month's or a year's page is about ("January 1 – December 31, 2025").
    package var subtitle: String?
    /// A month's or a year's own sentences, as `Story` tells them in its PDF and summary: the first one leads.
    package var statements: [String] = []
    package var goal: String?
    /// Markup: the week's summary rendered by cmark; its title is the page's `h1`.
    package var summaryHTML: SiteHTML?
    package var pdf: SiteLink?
    /// The year-in-review card beside the year's PDF, when the site makes one.
    package var card: SiteLink?
    package var numbersHeading: String?
    package var numbers: [SiteNumber] = []
    package var numbersNote: String?
    package var chartsHeading: String?
    package var charts: [SiteChart] = []
    /// "What you noticed": the index's patterns of the 84 days up to the as-of day (a year page's, the year's
    /// own days); nil when none stands.
    package var noticed: Noticed? = nil
    package var milestonesHeading: String?
    package var milestones: [String] = []
    package var weeksHeading: String?
    package var weeks: [SiteWeekItem] = []
    /// The months of a year, or the latest month on the index.
    package var monthsHeading: String?
    package var months: [SiteLink] = []
    package var yearsHeading: String?
    package var years: [SiteLink] = []
    package var moreWeeks: String?
    /// The one quiet line that says how much of the person's words the site holds.
    package var privacy: String
    package var madeBy: String
    package var feedLabel: String
}

package struct SiteLink: Sendable, Encodable {
    package var label: String
    package var href: String
    /// `prev`, `next`, `up` or nil.
    package var rel: String?
    /// A second, quieter line (a year's days showed up).
    package var note: String?
}

package struct SiteNumber: Sendable, Encodable {
    package var value: String
    package var label: String
}

/// One inline chart and the same numbers as a table in a `<details>`.
package struct SiteChart: Sendable, Encodable {
    /// Markup: the inline SVG, with its `<title>` and `<desc>`.
    package var svg: SiteHTML
    /// Markup: the same chart laid out for a phone's column, shown instead of `svg` on a narrow screen.
    package var phoneSVG: SiteHTML?
    package var tableLabel: String
    package var caption: String
    package var columns: [String]
    package var rows: [SiteRow]
}

package struct SiteRow: Sendable, Encodable {
    package var label: String
    package var cells: [String]
}

/// A week in a list of weeks: a small ring, its days showed up, links to its page and PDF.
package struct SiteWeekItem: Sendable, Encodable {
    package var title: String
    package var dates: String
    package var href: String
    package var showedUp: String
    /// The ring's arc out of 100.
    package var arc: String
    package var pdf: SiteLink?
    /// The year-in-review card beside the year's PDF, when the site makes one.
    package var card: SiteLink?
}

/// The Atom feed: one entry per week, newest first.
package struct SiteFeedView: Sendable, Encodable {
    package var language: String
    package var title: String
    package var id: String
    package var updated: String
    package var author: String
    package var selfHref: String
    package var home: String
    package var entries: [SiteFeedEntry]
}

package struct SiteFeedEntry: Sendable, Encodable {
    package var title: String
    package var id: String
    package var updated: String
    package var href: String
    /// The week's PDF, when the site has PDFs.
    package var pdfHref: String?
    /// The week's sentence, as the week's page says it.
    package var summary: String
    /// HTML (escaped again by the feed, as Atom's `type="html"` wants): the sentence and links to the page and the PDF.
    package var content: String
}

/// The stylesheet's values: the charts' colours as custom properties, light and dark.
package struct SiteStyleView: Sendable, Encodable {
    /// CSS declarations (`--cr-ink: #1f2328;`), one a line; made by `SVGOptions.customProperties`.
    package var light: String
    package var dark: String
}
