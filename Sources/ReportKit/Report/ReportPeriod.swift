import ReportCore
import ReportNative
/// The time a summary or a reflection is of: a week, a calendar month, quarter or year, or a run of days.
public enum ReportPeriod: Sendable, Equatable {
    /// One week.
    case week(WeekSelection)
    /// A calendar month, quarter or year (`2026-11`, `2026-Q4`, `2026`) in the export's zone.
    case calendar(CalendarPeriod)
    /// The latest month, quarter or year with something logged (the one holding the as-of day when nothing is).
    case latest(CalendarPeriod.Kind)
    /// The days from `first` to `last`, both included.
    case days(first: Day, last: Day)
}

/// The periods a run of files is of: one, every week with something logged, or every month, quarter or year
/// with something logged.
public enum ReportPeriods: Sendable, Equatable {
    /// One period.
    case one(ReportPeriod)
    /// Every week with something logged, a file each.
    case everyWeek
    /// Every month, quarter or year with something logged, a file each.
    case every(CalendarPeriod.Kind)
}

extension Report {
    /// The calendar period `period` names, or nil when it names none.
    func calendarPeriod(_ period: ReportPeriod) -> CalendarPeriod? {
        switch period {
        case .calendar(let p): return p
        case .latest(let kind): return context.figures.latestPeriodWithData(kind) ?? CalendarPeriod(kind, holding: context.figures.asOf)
        case .week, .days: return nil
        }
    }

    /// The days `period` covers, as a summary takes them: a run of days is cut by the report's weeks (a run that
    /// is one week reads as that week); one that cannot be a period is the latest week.
    func summaryPeriod(_ period: ReportPeriod) -> SummaryPeriod {
        if let calendar = calendarPeriod(period) { return SummaryPeriod(calendar) }
        switch period {
        case .week(let week): return SummaryPeriod(week: context.week(week))
        case .days(let first, let last):
            return SummaryPeriod(from: first, to: last, weekStart: context.weekStart) ?? SummaryPeriod(week: context.week(.latest))
        case .calendar, .latest: preconditionFailure("a calendar period is taken above")
        }
    }
}
