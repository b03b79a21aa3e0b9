import ReportCore
import ReportNative
extension SiteBuilder {
    /// The page of `year`, as the year's reflection: exactly January 1 – December 31 (its numbers counted from where
    /// the records begin, the days before marked "before you started"), the year's sentences, its twelve months as
    /// calendars, links to the year's PDF and card, its months and its weeks.
    package func yearPage(_ year: Int, _ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let yearWeeks = weeks.filter { $0.isoWeek.year == year }
        var page = page(title: words("site.year.pageTitle", String(year), siteTitle), root: "../")
        page.heading = String(year)
        let span = Self.span(of: year)
        page.subtitle = words.dateRange(span.lowerBound, span.upperBound)
        page.nav = [SiteLink(label: words("site.nav.home"), href: "../index.html", rel: "up")]
        if let i = years.firstIndex(of: year) {
            if i > 0 { page.pager.append(SiteLink(label: words("site.nav.previousYear", String(years[i - 1])), href: "\(years[i - 1]).html", rel: "prev")) }
            if i + 1 < years.count { page.pager.append(SiteLink(label: words("site.nav.nextYear", String(years[i + 1])), href: "\(years[i + 1]).html", rel: "next")) }
        }
        let figures = yearFigures(year)
        // The year's highlights after its numbers, the ones its PDF, summary and card tell.
        page.statements = statements(figures) + story.highlights(first: span.lowerBound, last: span.upperBound, export: context.export).all.map(\.text)
        if options.pdfs { page.pdf = SiteLink(label: words("site.year.pdf"), href: "\(year).pdf", rel: nil, note: nil) }
        page.card = SiteLink(label: words("site.year.card"), href: "\(year)-card.png", rel: nil, note: nil)
        page.numbersHeading = words("site.numbers.year")
        page.numbers = [
            SiteNumber(value: words.number(figures.showedUp), label: words("site.number.showedUp")),
            SiteNumber(value: words.number(figures.comebacks), label: words("site.number.comebacks")),
            SiteNumber(value: words.number(yearWeeks.count), label: words("site.number.weeks")),
        ]
        if !context.export.urgeNotes.isEmpty {
            page.numbers.append(SiteNumber(value: words.number(figures.urgeCount), label: words("site.number.urges")))
        }
        // The year's own days, as the year's PDF tells its patterns.
        page.noticed = story.noticed(context.patterns(first: span.lowerBound, last: span.upperBound, isWeek: false))
        page.chartsHeading = words("site.charts")
        page.charts = [try calendarChart(first: span.lowerBound, last: span.upperBound, prefix: "y-", typeSetter)]
        if let last = yearWeeks.last {
            page.charts += try charts([(.urges, yearOptions(year, last: last))], prefix: "y-", typeSetter)
        }
        // Weight and steps from --health, as the year's PDF shows them on its Body page.
        page.charts += try bodyCharts(
            from: span.lowerBound, through: span.upperBound, week: context.figures.week(holding: span.upperBound), prefix: "y-", typeSetter)
        let yearMonths = months.filter { $0.year == year }
        if !yearMonths.isEmpty {
            page.monthsHeading = words("site.months.year")
            page.months = yearMonths.map { monthLink($0, label: words.monthName($0.firstMonth).capitalizedFirst, root: "../") }
        }
        page.weeksHeading = words("site.weeks")
        page.weeks = yearWeeks.reversed().map { weekItem($0, root: "../") }
        return page
    }
}
