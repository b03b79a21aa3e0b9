/// The figures of any run of days (a week, a month, the heatmap's weeks): its counts and the figures that
/// stand on its last counted day. Builders only choose words for these; they count nothing themselves.
@dynamicMemberLookup
package struct PeriodFigures: Sendable, Equatable {
    package let first: Day
    package let last: Day
    /// The last day counted: the period's last day, or the as-of day inside it. Before `first` when the
    /// whole period lies ahead.
    package let end: Day
    /// What the counted days add up to.
    package let counts: DayCounts
    /// Days counted, from `first` to `end` (0 when the period lies ahead).
    package let daysSoFar: Int
    /// Days counted since the records began (days before the first day with data were never there to log),
    /// up to the last day there was to log (`Figures.lastDayToLog`).
    package let recordedDays: Int
    /// Days counted that were before the records began (the person had not started yet).
    package let daysBeforeRecords: Int
    /// The current streak on `end`.
    package let currentStreak: Int
    /// The longest streak that had begun by `end`.
    package let longestStreak: Int
    /// Comebacks from the start of the records to `end`.
    package let comebacksToDate: Int
    /// The Discipline Score on `end`, and on the day before the period.
    package let discipline: DisciplineScore
    package let disciplineBefore: DisciplineScore
    /// Showed-up days of the periods of the same length just before this one, nearest first, as far back
    /// as the records go (at most four).
    package let earlier: [Int]
    /// The days there were to log in each of `earlier` (`recordedDays` of that period: fewer than `length`
    /// for the period the records began in).
    package let earlierRecordedDays: [Int]
    /// The last showed-up day up to `end` (nil before the first one).
    package let lastShowedUp: Day?
    /// The first day with data, when it falls in the period up to `end`: the records begin here.
    package let recordsBegin: Day?

    package subscript<T>(dynamicMember path: KeyPath<DayCounts, T>) -> T { counts[keyPath: path] }

    /// Number of days, both ends included.
    package var length: Int { last - first + 1 }
    /// Whether the period has not begun by the as-of day.
    package var isAhead: Bool { daysSoFar <= 0 }
    /// Whether the as-of day falls inside the period, so it is still going on.
    package var isUnderWay: Bool { daysSoFar > 0 && end < last }

}
