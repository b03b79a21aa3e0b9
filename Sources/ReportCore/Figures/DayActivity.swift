/// What was logged on one day: the parts the heatmap shades, the showed-up rule reads and every count adds up.
///
/// A day is one day however many entries the file holds for it: flags are "any entry said so", and the
/// day's prep checks are the list of its last entry that has one (a later entry for the day supersedes).
package struct DayActivity: Sendable, Equatable {
    package var morningFocus = false
    /// The morning's breathing was done or its worksheet completed: the Morning Focus a pattern is told of.
    package var morningPractice = false
    package var endOfDay = false
    package var nightPrep = false
    package var prepChecks = false
    package var training = false
    /// Any field of the contract set on an entry for this day (the showed-up rule for entries).
    package var entryLogged = false
    package var urgeNotes = 0
    package var checkIns = 0
    /// Check-ins that planned training, and those that completed it.
    package var trainingPlanned = 0
    package var trainingCompleted = 0
    /// Check-ins that planned training and completed it.
    package var plannedCompleted = 0
    /// Check-ins that planned a rest day and kept it (neither planned nor completed training).
    package var restCheckIns = 0
    /// The evening answered the care-action question (yes or no).
    package var careAnswered = false
    /// The evening answered "yes" to the care action.
    package var careActionDone = false
    /// The day's prep items by status (its last list).
    package var prepItems = PrepTally()

    package init() {}

    /// Showing up is not being perfect: anything logged counts, a "No" in the evening too.
    package var showedUp: Bool { entryLogged || urgeNotes > 0 || checkIns > 0 }

    /// A planned rest day: a check-in planned rest, and no session was logged that day. Rest is a choice,
    /// told as such, never as a session that did not happen.
    package var isRestDay: Bool { restCheckIns > 0 && trainingCompleted == 0 }

    /// At least one prep check was `done`.
    package var prepCheckDone: Bool { prepItems.done > 0 }

    /// 0–4: how much of the day's practice was logged (morning, evening, prep, training).
    package var level: Int {
        guard showedUp else { return 0 }
        // Added up in place: an array of the four flags per day was most of what a site's heatmaps cost to shade.
        let parts = (morningFocus ? 1 : 0) + (endOfDay ? 1 : 0) + (nightPrep || prepChecks ? 1 : 0) + (training ? 1 : 0)
        return max(1, parts)
    }
}

/// Prep items by status: the app's three, and any status a newer app wrote.
package struct PrepTally: Sendable, Equatable {
    package var done = 0
    package var partly = 0
    package var skip = 0
    package var other = 0

    package init() {}

    package init(_ checks: [PrepCheck]) {
        for check in checks {
            switch check.status {
            case .done: done += 1
            case .partly: partly += 1
            case .skip: skip += 1
            default: other += 1
            }
        }
    }

    package var total: Int { done + partly + skip + other }

    static func += (a: inout PrepTally, b: PrepTally) {
        a.done += b.done; a.partly += b.partly; a.skip += b.skip; a.other += b.other
    }
}
