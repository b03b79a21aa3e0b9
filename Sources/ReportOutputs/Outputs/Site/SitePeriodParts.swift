import ReportCore
import ReportNative
import ReportRender
/// What a month's and a year's page share: the period's sentences as its reflection tells them, and its calendar.
extension SiteBuilder {
    /// The period's own sentences, as the cover of its PDF (`PeriodReflectionPDF`) says them, from the same `Story`:
    /// first the days shown up, then (unless nothing was logged) the longest run, comebacks, care, training and urge
    /// notes. Counts only: no word the person typed.
    func statements(_ pf: PeriodFigures) -> [String] {
        var lines = [story.showedUp(pf).text]
        if pf.showedUp > 0 {
            let facts = [story.streak(pf), story.comebacks(pf), story.care(pf), story.training(pf), pf.urgeCount > 0 ? story.urges(pf) : nil]
            lines += facts.compactMap { $0?.text.capitalizedFirst }
        }
        return lines
    }

    /// The days of `first` … `last` as month grids, each day marked as the heatmap marks it (days before the
    /// records with the "before you started" dot), with the heatmap's numbers of the same days as its table.
    /// A month is drawn large, with its days' numbers; a year four months a row, or two on a phone.
    func calendarChart(first: Day, last: Day, prefix: String, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let figures = context.figures
        let week = figures.week(holding: min(last, max(first, figures.asOf)))
        // The marks: no span, so a day before the records is "before you started", not left blank.
        let marks = ChartOptions(context: context, week: week, weeks: 53)
        var counted = marks
        counted.span = first...last
        let alt = AltText(title: words("period.calendar.title"), description: story.showedUp(figures.period(from: first, to: last)).text)
        let isMonth = first.month == last.month && first.year == last.year
        // A month fits a phone's column as it is, its text at 11 px and more: one picture serves both widths.
        var phoneMarks = marks
        phoneMarks.textScale = Self.phoneCalendarScale
        let wide = PeriodCalendar(figures: figures, options: isMonth ? phoneMarks : marks, first: first, last: last)
            .scene(typeSetter, width: isMonth ? 358 : 600, alt: alt)
        var chart = table(.heatmap, data: ChartRenderer.data(.heatmap, figures: figures, options: counted),
                          svg: try svg(wide, "calendar", prefix).svg, title: alt.title)
        if !isMonth {
            let phone = PeriodCalendar(figures: figures, options: phoneMarks, first: first, last: last, monthsPerRow: 2)
                .scene(typeSetter, width: 358, alt: alt)
            chart.phoneSVG = SiteHTML(markup: try svg(phone, "calendar", prefix + "p-").svg)
        }
        return chart
    }

    /// The calendar's text on a phone: its month names (9.5 pt) at 11 px and more.
    static let phoneCalendarScale = 1.16

    /// "November 2026": a month's name as a heading or a link.
    func monthTitle(_ month: CalendarPeriod) -> String { monthWords(month).capitalizedFirst }

    /// "november 2026" in bokmål: a month's name inside a sentence, where bokmål writes it small ("Måneden før: oktober 2026").
    func monthWords(_ month: CalendarPeriod) -> String {
        words("site.month.title", words.monthName(month.firstMonth), String(month.year))
    }

    /// A month's page (`months/2026-11.html`), from the site's root.
    static func monthPath(_ month: CalendarPeriod) -> String { "months/\(month).html" }

    /// A month in a list: its name, linked, and its days shown up as its reflection says them in short.
    func monthLink(_ month: CalendarPeriod, label: String, root: String) -> SiteLink {
        SiteLink(label: label, href: root + Self.monthPath(month), rel: nil,
                 note: story.showedUpShort(context.figures.figures(for: month)).text.capitalizedFirst)
    }

    /// The index's months: every month when the records span a year or less, else the latest one (the years list the rest).
    func addMonths(to page: inout SitePageView) {
        guard let latest = months.last else { return }
        if !spansYears {
            page.monthsHeading = words("site.months")
            page.months = months.reversed().map { monthLink($0, label: monthTitle($0), root: "") }
        } else {
            page.monthsHeading = words("site.months.latest")
            page.months = [monthLink(latest, label: monthTitle(latest), root: "")]
        }
    }
}
