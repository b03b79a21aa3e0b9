extension Figures {
    /// The longest run of showed-up days that had begun by `day` (counted no further than `day`),
    /// so a summary of an old week does not quote a record set later.
    package func longestStreak(through day: Day) -> Int {
        let end = min(day - base, longestEndingBy.count - 1)
        return end >= 0 ? longestEndingBy[end] : 0
    }
}
