/// The figures of one week: its days' counts (`DayCounts`), up to the as-of day.
@dynamicMemberLookup
package struct WeekFigures: Sendable, Equatable {
    package var week: Week
    package var counts: DayCounts
    /// The days of the week there were to log: from the first day with data (the records begin) to the
    /// as-of day. 7 for a whole week; "1 of 1 day so far" on the first day of the current week.
    package var recordedDays: Int

    package init(week: Week, counts: DayCounts, recordedDays: Int) {
        self.week = week; self.counts = counts; self.recordedDays = recordedDays
    }

    package subscript<T>(dynamicMember path: KeyPath<DayCounts, T>) -> T { counts[keyPath: path] }

    /// Weekly completion as the contract defines it: showed-up days ÷ 7 (`stats --json`'s `completion`).
    /// The words and the ring say "showed up of recordedDays" instead.
    package var completion: Double { Double(counts.showedUp) / 7 }
}
