/// A milestone of the contract, reached on a day.
package struct Milestone: Sendable, Equatable, Hashable {
    package enum Kind: Sendable, Equatable, Hashable {
        /// The current streak reached this many days (3, 7, 14 or 30).
        case streak(Int)
        /// The first week with Morning Focus completed on all seven days.
        case fullMorningFocusWeek
        /// At least five days in one week with a prep check done.
        case consistencyWeek
    }

    package var kind: Kind
    /// The day it was reached (for week milestones, the week's last day).
    package var day: Day

    package init(kind: Kind, day: Day) { self.kind = kind; self.day = day }

    package static let streakLengths = [3, 7, 14, 30]
}
