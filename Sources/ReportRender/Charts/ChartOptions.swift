import ReportCore
import ReportNative
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

/// What each of the four charts does: made from the figures and its options, it draws itself, gives the numbers
/// it draws and says them as alt text. `ChartKind.chart` is the one place a kind picks its chart.
protocol FiguresChart {
    init(figures: Figures, options: ChartOptions)
    func scene(_ typeSetter: TypeSetter) -> Drawing
    func data() -> ChartData
    func alt() -> AltText
}

extension ChartKind {
    /// The chart of this kind.
    func chart(_ figures: Figures, _ options: ChartOptions) -> any FiguresChart {
        switch self {
        case .heatmap: StreakHeatmap(figures: figures, options: options)
        case .rings: CompletionRings(figures: figures, options: options)
        case .trend: DisciplineTrend(figures: figures, options: options)
        case .urges: UrgeBreakdown(figures: figures, options: options)
        }
    }
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

    /// The fewest weeks a weekly chart draws, so a new person's first week (or one week of urge notes) still sits
    /// in a grid that reads as one.
    static let minimumWeeks = 4

    /// The weeks a weekly chart draws (the heatmap, the urge breakdown) and the days it counts, for `figures`:
    /// the one rule for both charts.
    ///
    /// With a span (a year page), the span's days from the first day with data up to the as-of day, in the weeks
    /// that hold them (the span itself when no day is left). Without, the last `weeks` weeks up to `week`, cut by
    /// the week start, beginning where the data begins (up to three weeks before, in a person's first weeks) and
    /// never a run of empty weeks before they started, but at least `minimumWeeks`.
    func window(for figures: Figures) -> ChartWindow {
        let firstDay = figures.firstDay
        if let span {
            let first = max(span.lowerBound, firstDay ?? span.lowerBound), last = min(span.upperBound, figures.asOf)
            let counted = first <= last ? first...last : span
            let lastWeek = Week(start: weekStart.start(of: counted.upperBound))
            return ChartWindow(counted: counted, lastWeek: lastWeek, weekCount: (lastWeek.start - weekStart.start(of: counted.lowerBound)) / 7 + 1)
        }
        let lastWeek = Week(start: weekStart.start(of: week.start))
        guard let firstDay else { return ChartWindow(counted: nil, lastWeek: lastWeek, weekCount: min(weeks, Self.minimumWeeks)) }
        let dataWeeks = (lastWeek.start - weekStart.start(of: firstDay)) / 7 + 1
        return ChartWindow(counted: nil, lastWeek: lastWeek, weekCount: min(weeks, max(dataWeeks, Self.minimumWeeks)))
    }
}
