import ReportCore
import ReportNative
extension SiteBuilder {
    /// The page of `months[index]`: the month's sentences (as `reflect --month` and `summary --month` say them),
    /// its calendar, its weeks linked, and the months before and after.
    package func monthPage(_ index: Int, _ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let month = months[index]
        let title = monthTitle(month)
        var page = page(title: words("site.year.pageTitle", title, siteTitle), root: "../")
        page.heading = title
        page.subtitle = words.dateRange(month.start, month.end)
        page.statements = statements(context.figures.figures(for: month))
        var nav: [SiteLink] = []
        if index > 0 {
            let before = months[index - 1]
            nav.append(SiteLink(label: words("site.nav.previousMonth", monthWords(before)), href: "\(before).html", rel: "prev"))
        }
        nav.append(years.contains(month.year)
            ? SiteLink(label: words("site.nav.year", String(month.year)), href: "../years/\(month.year).html", rel: "up")
            : SiteLink(label: words("site.nav.home"), href: "../index.html", rel: "up"))
        if index + 1 < months.count {
            let after = months[index + 1]
            nav.append(SiteLink(label: words("site.nav.nextMonth", monthWords(after)), href: "\(after).html", rel: "next"))
        }
        page.nav = nav
        page.pager = nav.filter { $0.rel != "up" }
        page.chartsHeading = words("period.calendar.title")
        page.charts = [try calendarChart(first: month.start, last: month.end, prefix: "m-", typeSetter)]
        // Weight and steps from --health, as the month's PDF shows them on its Body page.
        let body = try bodyCharts(from: month.start, through: month.end, week: context.figures.week(holding: month.end), prefix: "m-", typeSetter)
        if !body.isEmpty {
            page.chartsHeading = words("site.charts")
            page.charts += body
        }
        // Every week with a page that has a day in the month, whole, as the week's own page tells it.
        let monthWeeks = weeks.filter { $0.end >= month.start && $0.start <= month.end }
        if !monthWeeks.isEmpty {
            page.weeksHeading = words("site.weeks")
            page.weeks = monthWeeks.reversed().map { weekItem($0, root: "../") }
        }
        return page
    }
}
