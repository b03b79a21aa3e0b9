/// The four charts of coach-report.
public enum ChartKind: String, CaseIterable, Sendable {
    /// The streak heatmap: a square a day, shaded by what was logged.
    case heatmap
    /// The week's completion rings: days shown up, care actions, training.
    case rings
    /// The Discipline Score's line over the days.
    case trend
    /// Urge notes by type, week by week.
    case urges
}

/// What a chart shows and how: the week, how far back, the theme and the words.
/// Passed down as a value; nothing reads the clock or a global locale.
package struct ChartOptions: Sendable {
    /// The week shown (rings) or ended on (heatmap, urges); the trend ends on this week's last day, or as-of.
    package var week: Week
    /// Weeks in the heatmap and the urge breakdown (1–53).
    package var weeks: Int
    /// Days in the Discipline Score trend (7–3650).
    package var days: Int
    package var theme: Theme
    package var weekStart: WeekStart
    package var localizer: Localizer
    /// Whose chart it is: the PDF's author (the profile's name).
    package var author: String?
    /// How much larger than usual the chart's text is drawn: a chart placed small on a printed page (the
    /// cover's heatmap and rings) keeps its smallest text at 7 pt or more.
    package var textScale: Double = 1
    /// The days a weekly chart (heatmap, urges) is limited to, instead of its last `weeks`: a year page's
    /// January 1 – December 31. Days outside it are left blank and not counted.
    package var span: ClosedRange<Day>?
    /// A phone's column, in CSS px: set, the chart is laid out that wide with its smallest text 11 px, to be
    /// shown at its own size on a narrow screen rather than a wide chart scaled down to illegible labels.
    package var phoneWidth: Double?

    /// The same chart laid out for a phone's column `width` wide (390 px less the page's margins).
    package func phone(width: Double = 358) -> ChartOptions {
        var options = self
        options.phoneWidth = width
        options.textScale = max(textScale, 1.1)
        return options
    }

    package static let weekRange = 1...53
    package static let dayRange = 7...3650

    package init(week: Week, weeks: Int = 12, days: Int = 90, theme: Theme = .light, weekStart: WeekStart, localizer: Localizer) {
        self.week = week
        self.weeks = min(max(weeks, ChartOptions.weekRange.lowerBound), ChartOptions.weekRange.upperBound)
        self.days = min(max(days, ChartOptions.dayRange.lowerBound), ChartOptions.dayRange.upperBound)
        self.theme = theme
        self.weekStart = weekStart
        self.localizer = localizer
    }

    /// The options a context implies: its week rules and language, the given week.
    package init(context: ReportContext, week: Week, weeks: Int = 12, days: Int = 90, theme: Theme = .light) {
        self.init(week: week, weeks: weeks, days: days, theme: theme, weekStart: context.weekStart, localizer: context.localizer)
        author = context.export.profile?.name.shown
    }

    /// The days a weekly chart counts when it has a span: the span's days from the first day with data up to the
    /// as-of day (a year page of the year the records begin, or of the year under way); nil without a span.
    func counted(firstDay: Day?, asOf: Day) -> ClosedRange<Day>? {
        guard let span else { return nil }
        let first = max(span.lowerBound, firstDay ?? span.lowerBound), last = min(span.upperBound, asOf)
        return first <= last ? first...last : span
    }

    /// The last week a weekly chart draws (the heatmap, the urge breakdown), cut by the chart's week start.
    var lastWeek: Week { Week(start: weekStart.start(of: week.start)) }

    /// How many weeks a weekly chart draws: as many as asked for, but beginning where the data begins (up to
    /// three weeks before, in a person's first weeks), never a run of empty weeks before they started; at
    /// least `minimum`, so a first week still sits in a grid that reads as one.
    func weekCount(from firstDay: Day?, minimum: Int) -> Int {
        guard let firstDay else { return min(weeks, minimum) }
        let dataWeeks = (lastWeek.start - weekStart.start(of: firstDay)) / 7 + 1
        return min(weeks, max(dataWeeks, minimum))
    }
}
