/// The Discipline Score of one day, with the numbers behind it.
///
/// Over the check-ins dated D − 13 … D: completed ÷ checked in × 100, rounded half away from zero.
/// With no check-in in the window there is no score (shown as "–", never 0).
package struct DisciplineScore: Sendable, Equatable {
    package static let windowDays = 14
    /// The check-ins a window holds before the score's line is drawn (`Figures.scoreLineStart`): one or two
    /// check-ins make a score of 0, 50 or 100 that says little, and a planned rest day first would start the
    /// line with a fall to 0. The value of every day stays the app's; only where the line begins is ours.
    package static let lineCheckIns = 3

    package var day: Day
    /// Check-ins with `completedTraining` in the window.
    package var completed: Int
    /// Check-ins in the window.
    package var checkIns: Int
    /// Check-ins in the window that were planned rest days: the app counts them as check-ins without a session,
    /// so they lower the score; the words say so (docs/words.md).
    package var rest: Int

    package init(day: Day, completed: Int, checkIns: Int, rest: Int = 0) {
        self.day = day; self.completed = completed; self.checkIns = checkIns; self.rest = rest
    }

    /// Whether planned rest days make up at least half of the window's check-ins: the score then says more about
    /// rest than about training, and no output leads with it.
    package var mostlyRest: Bool { checkIns > 0 && 2 * rest >= checkIns }

    package var windowStart: Day { day - (DisciplineScore.windowDays - 1) }

    /// The whole-number score, or nil when the window holds no check-in.
    package var score: Int? {
        guard checkIns > 0 else { return nil }
        // round(100·c/n) half away from zero, in exact integers: floor((200c + n) / 2n).
        return (200 * completed + checkIns) / (2 * checkIns)
    }
}
