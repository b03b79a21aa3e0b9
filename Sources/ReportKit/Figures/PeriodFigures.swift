/// The figures of any run of days (a week, a month, the heatmap's weeks): its counts and the figures that
/// stand on its last counted day. Builders only choose words for these; they count nothing themselves.
@dynamicMemberLookup
public struct PeriodFigures: Sendable, Equatable {
    public let first: Day
    public let last: Day
    /// The last day counted: the period's last day, or the as-of day inside it. Before `first` when the
    /// whole period lies ahead.
    public let end: Day
    /// What the counted days add up to.
    public let counts: DayCounts
    /// Days counted, from `first` to `end` (0 when the period lies ahead).
    public let daysSoFar: Int
    /// Days counted since the records began (days before the first day with data were never there to log).
    public let recordedDays: Int
    /// The current streak on `end`.
    public let currentStreak: Int
    /// The longest streak that had begun by `end`.
    public let longestStreak: Int
    /// Comebacks from the start of the records to `end`.
    public let comebacksToDate: Int
    /// The Discipline Score on `end`, and on the day before the period.
    public let discipline: DisciplineScore
    public let disciplineBefore: DisciplineScore
    /// Showed-up days of the periods of the same length just before this one, nearest first, as far back
    /// as the records go (at most four).
    public let earlier: [Int]
    /// The days there were to log in each of `earlier` (`recordedDays` of that period: fewer than `length`
    /// for the period the records began in).
    public let earlierRecordedDays: [Int]
    /// The last showed-up day up to `end` (nil before the first one).
    public let lastShowedUp: Day?
    /// The first day with data, when it falls in the period up to `end`: the records begin here.
    public let recordsBegin: Day?

    public subscript<T>(dynamicMember path: KeyPath<DayCounts, T>) -> T { counts[keyPath: path] }

    /// Number of days, both ends included.
    public var length: Int { last - first + 1 }
    /// Whether the period has not begun by the as-of day.
    public var isAhead: Bool { daysSoFar <= 0 }
    /// Whether the as-of day falls inside the period, so it is still going on.
    public var isUnderWay: Bool { daysSoFar > 0 && end < last }

    /// Days counted that were before the records began (the person had not started yet).
    public var daysBeforeRecords: Int { daysSoFar - recordedDays }

    /// The earlier periods that were whole: every day of them was there to log. A first, partial period
    /// would pull an average of "x of 7" down with days before the person started.
    public var earlierWhole: [Int] { zip(earlier, earlierRecordedDays).filter { $0.1 == length }.map(\.0) }

    /// The average of the whole earlier periods (`earlierWhole`), in tenths rounded half up; nil with fewer than two.
    public var earlierAverageTenths: Int? {
        let whole = earlierWhole
        guard whole.count >= 2 else { return nil }
        let k = whole.count
        return (whole.reduce(0, +) * 20 + k) / (2 * k)
    }
}
