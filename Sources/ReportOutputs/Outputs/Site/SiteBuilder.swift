import ReportCore
import ReportNative
import ReportRender
/// Turns an export's context into the site's views: the index, each year's and each week's page, the feed
/// (`SiteFeed.swift`) and the stylesheet's colours. Every sentence comes from the localization table, every
/// chart is drawn as inline SVG text (`SiteCharts.swift`) beside its numbers as a table (`SiteTables.swift`).
/// Pure: no files. The pages' charts are laid out with the `TypeSetter` of the thread that asks.
package struct SiteBuilder: Sendable {
    package let context: ReportContext
    package let options: SiteOptions
    /// The weeks with a page, oldest first.
    package let weeks: [Week]
    /// The years with a page, oldest first: every year with something logged.
    package let years: [Int]
    /// Whether the records span more than a year: then the index shows every year in pixels and the latest
    /// weeks, and a week's page goes up to its year's; a shorter export keeps its weeks on the index.
    let spansYears: Bool
    /// The months with something logged, oldest first: each has a page (`SiteMonthPage.swift`).
    package let months: [CalendarPeriod]
    let summaries: SummaryBuilder
    /// The statements every output shares.
    let story: Story
    /// The summary templates a week's summary is written with; nil: the built-in ones.
    let templates: TemplateLibrary?
    var words: Localizer { context.localizer }

    /// How many weeks the index lists when the years have pages of their own.
    static let latestWeeks = 12

    package init(context: ReportContext, options: SiteOptions, templates: TemplateLibrary?) {
        self.context = context
        self.options = options
        self.templates = templates
        weeks = context.figures.weeksWithData.map(\.week)
        let figures = context.figures
        spansYears = figures.firstDay.flatMap { first in figures.lastDay.map { $0 - first >= 366 } } ?? false
        months = figures.periodsWithData(.month)
        // Every calendar year with something logged, also the one year of a short export (and the year an ISO
        // week of it counts to, which the year's page lists the week under).
        years = Array(Set(months.map(\.year) + weeks.map { $0.isoWeek.year })).sorted()
        summaries = SummaryBuilder(
            export: context.export, figures: context.figures, localizer: context.localizer, health: context.health,
            shownLength: SummaryBuilder.screenLength)
        story = Story(context: context)
    }

    /// A week's page and PDF, without their extension (`weeks/2026-W47`).
    static func weekPath(_ week: Week) -> String { "weeks/\(week.isoWeek)" }

    var siteTitle: String {
        if let title = options.title, !title.isEmpty { return title }
        if let name = context.export.profile?.name.shown { return words.possessive("site.title.named", name) }
        return words("site.title.neutral")
    }

    /// The stylesheet's values: the charts' palette as custom properties, light and dark.
    package func style() -> SiteStyleView {
        SiteStyleView(light: SVGOptions.customProperties(.light), dark: SVGOptions.customProperties(.dark))
    }

    /// What every page has: its title, the site's name, the way back to the root, the footer.
    func page(title: String, root: String) -> SitePageView {
        SitePageView(
            language: words.language.rawValue, title: title, siteTitle: siteTitle, root: root, noindex: !options.isPublic,
            skip: words("site.skip"), navLabel: words("site.nav"), nav: [], pagerLabel: words("site.nav.pager"),
            privacy: words("site.privacy.\(context.export.redaction.rawValue)"), madeBy: words("site.madeBy"), feedLabel: words("site.feed"))
    }

    // MARK: - The index

    package func indexPage(_ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let figures = context.figures
        var page = page(title: siteTitle, root: "")
        page.heading = siteTitle
        page.goal = context.export.profile?.goal.shown.map { words("site.goal", $0) }
        let asOf = figures.asOf
        let all = figures.period(from: figures.firstDay ?? asOf, to: asOf)
        page.numbersHeading = words("site.numbers")
        page.numbers = [
            SiteNumber(value: words.number(all.showedUp), label: words("site.number.showedUp")),
            SiteNumber(value: words.number(all.currentStreak), label: words("site.number.current")),
            SiteNumber(value: words.number(all.longestStreak), label: words("site.number.longest")),
            SiteNumber(value: words.number(all.comebacksToDate), label: words("site.number.comebacks")),
        ]
        var notes = [words("site.asOf", words.longDate(asOf))]
        if figures.firstCheckInDay != nil {
            let score = all.discipline
            // A headline never leads with a score made mostly by resting as planned (docs/words.md): the
            // sentences below still give it, with the rest days that count in it.
            if !score.mostlyRest {
                page.numbers.append(SiteNumber(value: score.score.map(words.number) ?? words("score.none"), label: words("site.number.discipline")))
            }
            notes.append(score.score == nil
                ? words("site.discipline.none", words.longDate(asOf))
                // As every output says it (behind a 0, the check-ins alone, never "0 of 2").
                : ([score.score.flatMap { score.mostlyRest ? words("story.discipline.score", words.shortDate(score.day), words.number($0)) : nil },
                    story.disciplineBehind(score)?.text,
                    story.restInScore(score)?.text].compactMap { $0 }.joined(separator: " ")))
        }
        if !context.export.urgeNotes.isEmpty {
            page.numbers.append(SiteNumber(value: words.number(all.urgeCount), label: words("site.number.urges")))
        }
        page.numbersNote = notes.joined(separator: " ")
        let latest = context.week(.latest)
        // The trend covers the last year, or the check-ins' own days when they began less than a year ago.
        let trendDays = figures.firstCheckInDay.map { max(30, min(365, asOf - $0 + 8)) } ?? 365
        page.chartsHeading = words("site.charts")
        for (kind, options) in shown([
            (.rings, ChartOptions(context: context, week: latest)),
            (.heatmap, ChartOptions(context: context, week: latest, weeks: 53)),
            (.trend, ChartOptions(context: context, week: figures.week(holding: asOf), days: trendDays)),
            // As many weeks as the heatmap (from where the records begin): under a year of records, its total is the tile's.
            (.urges, ChartOptions(context: context, week: latest, weeks: 53)),
        ]) {
            if kind == .heatmap, spansYears {
                // More than a year: every day of every year, a row of months per year, instead of the last 53 weeks.
                page.charts.append(try yearsInPixels(ChartOptions(context: context, week: latest), typeSetter))
            } else {
                page.charts.append(try chart(kind, options, prefix: "i-", typeSetter))
            }
        }
        // The same patterns as `stats`: the 84 days up to the as-of day.
        page.noticed = story.noticed(context.patterns())
        let milestones = figures.milestones.filter { $0.day <= asOf }.suffix(5).reversed()
        if !milestones.isEmpty {
            page.milestonesHeading = words("site.milestones")
            page.milestones = milestones.map(milestone)
        }
        addMonths(to: &page)
        if !spansYears {
            page.weeksHeading = words("site.weeks")
            page.weeks = weeks.reversed().map { weekItem($0, root: "") }
        } else {
            page.weeksHeading = words("site.weeks.latest")
            page.weeks = weeks.suffix(Self.latestWeeks).reversed().map { weekItem($0, root: "") }
            page.moreWeeks = words("site.weeks.more")
        }
        if !years.isEmpty {
            page.yearsHeading = words("site.years")
            page.years = years.reversed().map { year in
                SiteLink(label: String(year), href: "years/\(year).html", rel: nil, note: words("site.year.showedUp", words.number(yearFigures(year).showedUp)))
            }
        }
        return page
    }

    func milestone(_ m: Milestone) -> String { story.milestone(m, longDate: true).text }

    // MARK: - A year

    /// January 1 – December 31 of `year`: what a year page is about, whatever weeks its list holds.
    static func span(of year: Int) -> ClosedRange<Day> { Day(year: year, month: 1, day: 1)!...Day(year: year, month: 12, day: 31)! }

    func yearFigures(_ year: Int) -> PeriodFigures {
        let span = Self.span(of: year)
        return context.figures.period(from: span.lowerBound, to: span.upperBound)
    }

    /// A year page's chart: the year's days only, not the last weeks up to its last week.
    func yearOptions(_ year: Int, last: Week) -> ChartOptions {
        var options = ChartOptions(context: context, week: last, weeks: 53)
        options.span = Self.span(of: year)
        return options
    }

    // MARK: - A week

    func weekTitle(_ week: Week) -> String { words("site.week.title", week.isoWeek.week, week.isoWeek.year) }

    /// A week in a list of weeks, linked from the index or a year (`root` leads back to the site's root).
    func weekItem(_ week: Week, root: String) -> SiteWeekItem {
        // The days shown up of the days there were to log, as the week's rings and PDF say it.
        let shown = story.showedUpShort(context.figures.period(from: week.start, to: week.end))
        let path = root + Self.weekPath(week)
        return SiteWeekItem(
            title: weekTitle(week), dates: words.dateRange(week.start, week.end), href: path + ".html",
            showedUp: shown.text.capitalizedFirst, arc: compact(Double(shown.number) * 100 / Double(max(shown.of ?? 1, 1))),
            pdf: options.pdfs ? SiteLink(label: words("site.week.pdf"), href: path + ".pdf", rel: nil, note: nil) : nil)
    }

    /// The page of `weeks[index]`: its summary, links to the weeks beside it and up, its charts.
    package func weekPage(_ index: Int, _ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let week = weeks[index]
        var page = page(title: weekTitle(week) + " · " + siteTitle, root: "../")
        var summary = summaries.view(for: SummaryPeriod(week: week))
        // The sparkline is a row of block characters: on a page it read as one solid bar, so the page leaves it out.
        summary.discipline?.sparkline = ""
        let markdown = try MarkdownWriter(templates: templates).markdown(summary)
        page.summaryHTML = SiteHTML(markup: try CommonMark.html(markdown))
        var nav: [SiteLink] = []
        if index > 0 {
            let before = weeks[index - 1]
            nav.append(SiteLink(label: words("site.nav.previous", before.isoWeek.week, before.isoWeek.year), href: "\(before.isoWeek).html", rel: "prev"))
        }
        if !spansYears {
            nav.append(SiteLink(label: words("site.nav.home"), href: "../index.html", rel: "up"))
        } else {
            let year = week.isoWeek.year
            nav.append(SiteLink(label: words("site.nav.year", String(year)), href: "../years/\(year).html", rel: "up"))
        }
        if index + 1 < weeks.count {
            let after = weeks[index + 1]
            nav.append(SiteLink(label: words("site.nav.next", after.isoWeek.week, after.isoWeek.year), href: "\(after.isoWeek).html", rel: "next"))
        }
        page.nav = nav
        page.pager = nav.filter { $0.rel != "up" }
        if options.pdfs {
            page.pdf = SiteLink(label: words("site.week.pdf.long"), href: "\(week.isoWeek).pdf", rel: nil, note: nil)
        }
        page.chartsHeading = words("site.charts.week")
        // The week's own charts: its rings and the twelve weeks up to it. Its urge notes by type and its Discipline
        // Score week by week are in the summary above as text (and drawn in the PDF); drawn again on each of some
        // 500 pages they would double the site's size and the time it takes, to show what the index shows.
        // Both are drawn once, laid out for a phone's column, on every screen: under a week's column of text they
        // read as its last paragraphs, the same width one above the other, and a wide copy of the rings (legend
        // beside them rather than below) would cost a second drawing on each of those pages to show the same.
        page.charts = try charts(
            [(.rings, ChartOptions(context: context, week: week)),
             (.heatmap, ChartOptions(context: context, week: week, weeks: 12))],
            prefix: "w-", phoneOnly: true, typeSetter)
        page.charts += try bodyCharts(from: week.start, through: week.end, week: week, prefix: "w-", typeSetter)
        return page
    }
}
