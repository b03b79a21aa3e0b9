extension SiteBuilder {
    /// The Atom feed: one entry per week, newest first. Its ids are stable: the week's address when the site
    /// has one, else a tag URI of the first day of the records, so a reader never sees a week twice.
    public func feed() -> SiteFeedView {
        let base = options.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let key = context.figures.firstDay?.iso ?? context.figures.asOf.iso
        func id(_ path: String) -> String { base.map { $0 + path } ?? "tag:coach-report,2026:\(key)/\(path)" }
        func stamp(_ day: Day) -> String { TimeStamp.iso8601(day) }
        let entries = weeks.reversed().map { week in
            let path = Self.weekPath(week) + ".html"
            return SiteFeedEntry(
                title: weekTitle(week), id: id(path), updated: stamp(min(week.end, context.figures.asOf)),
                href: (base ?? "") + path,
                summary: story.feedEntry(week))
        }
        return SiteFeedView(
            language: words.language.rawValue, title: siteTitle, id: id(""),
            updated: entries.first?.updated ?? stamp(context.figures.asOf),
            author: context.export.profile?.name.shown ?? siteTitle, selfHref: (base ?? "") + "feed.xml",
            home: (base ?? "") + "index.html", entries: entries)
    }
}
