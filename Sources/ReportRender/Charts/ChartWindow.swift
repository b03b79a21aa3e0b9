import ReportCore
/// The weeks a weekly chart draws (the streak heatmap, the urge breakdown) and the days it counts, worked out
/// once by `ChartOptions.window(for:)` from the chart's options, the data's first day and the as-of day.
struct ChartWindow: Equatable {
    /// The days counted when the chart has a span (a year page): the span's days with data, up to as-of.
    let counted: ClosedRange<Day>?
    /// The last week drawn, cut by the chart's week start.
    let lastWeek: Week
    /// How many weeks are drawn.
    let weekCount: Int

    /// The first week drawn.
    var firstWeek: Week { Week(start: lastWeek.start - 7 * (weekCount - 1)) }
    /// The weeks drawn, oldest first.
    var weekList: [Week] { (0..<weekCount).map { Week(start: firstWeek.start + 7 * $0) } }
    /// The first and last day the chart is about: its span's counted days, or its whole weeks.
    var firstDay: Day { counted?.lowerBound ?? firstWeek.start }
    var lastDay: Day { counted?.upperBound ?? lastWeek.end }

    /// The days of `week` the chart counts: all of them, or those in its span.
    func days(of week: Week) -> (first: Day, last: Day) {
        guard let counted else { return (week.start, week.end) }
        return (max(week.start, counted.lowerBound), min(week.end, counted.upperBound))
    }
}
