import ReportCore
extension SiteBuilder {
    /// The Atom feed: one entry per week, newest first. Its ids are stable: the week's address when the site
    /// has one, else a tag URI of the first day of the records, so a reader never sees a week twice.
    package func feed() -> SiteFeedView {
        let base = options.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let key = context.figures.firstDay?.iso ?? context.figures.asOf.iso
        func id(_ path: String) -> String { base.map { $0 + path } ?? "tag:coach-report,2026:\(key)/\(path)" }
        func stamp(_ day: Day) -> String { TimeStamp.iso8601(day) }
        let entries = weeks.reversed().map { week in
            let path = Self.weekPath(week)
            let href = (base ?? "") + path + ".html"
            let pdfHref = options.pdfs ? (base ?? "") + path + ".pdf" : nil
            let sentence = story.feedEntry(week)
            return SiteFeedEntry(
                title: weekTitle(week), id: id(path + ".html"), updated: stamp(min(week.end, context.figures.asOf)),
                href: href, pdfHref: pdfHref, summary: sentence,
                content: feedContent(sentence, week: week, href: href, pdfHref: pdfHref))
        }
        return SiteFeedView(
            language: words.language.rawValue, title: siteTitle, id: id(""),
            updated: entries.first?.updated ?? stamp(context.figures.asOf),
            author: context.export.profile?.name.shown ?? siteTitle, selfHref: (base ?? "") + "feed.xml",
            home: (base ?? "") + "index.html", entries: entries)
    }

    /// An entry's body: the week's sentence, then links to the week's page and its PDF, so a feed reader
    /// that shows only the body still leads to both.
    func feedContent(_ sentence: String, week: Week, href: String, pdfHref: String?) -> String {
        let e = MarkupEscaping.escape
        var links = "<a href=\"\(e(href))\">\(e(weekTitle(week)))</a>"
        if let pdfHref { links += " · <a href=\"\(e(pdfHref))\" type=\"application/pdf\">\(e(words("site.week.pdf.long")))</a>" }
        return "<p>\(e(sentence))</p><p>\(links)</p>"
    }
}
