extension Figures {
    /// The longest run of showed-up days that had begun by `day` (counted no further than `day`),
    /// so a summary of an old week does not quote a record set later.
    func longestStreak(through day: Day) -> Int {
        let end = min(day - base, streakEnding.count - 1)
        guard end >= 0 else { return 0 }
        var longest = 0
        for i in 0...end where streakEnding[i] > longest { longest = streakEnding[i] }
        return longest
    }
}
