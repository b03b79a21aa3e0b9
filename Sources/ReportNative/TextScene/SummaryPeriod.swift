import ReportCore
/// The days a summary covers: one week, a calendar month, quarter or year, or any run of days from one day to another.
package struct SummaryPeriod: Sendable, Equatable {
    package let first: Day
    package let last: Day
    /// Set when the period is one week, so the summary can say "last week" and "4-week average".
    package let week: Week?
    /// Set when the period is a calendar month, quarter or year: its name names the file of `all`.
    package private(set) var calendar: CalendarPeriod?

    package init(week: Week) {
        first = week.start
        last = week.end
        self.week = week
    }

    package init(_ calendar: CalendarPeriod) {
        first = calendar.start
        last = calendar.end
        week = nil
        self.calendar = calendar
    }

    /// The days from `from` to `to`, both included; nil when `to` comes before `from`.
    /// Seven days that make up a week of `weekStart` count as that week.
    package init?(from: Day, to: Day, weekStart: WeekStart? = nil) {
        guard from <= to else { return nil }
        first = from
        last = to
        if let weekStart, to - from == 6, weekStart.start(of: from) == from {
            week = Week(start: from)
        } else {
            week = nil
        }
    }

    init(first: Day, last: Day, week: Week?) {
        self.first = first; self.last = last; self.week = week
    }

    /// Number of days, both ends included.
    package var length: Int { last - first + 1 }

    package func contains(_ day: Day) -> Bool { day >= first && day <= last }
}
