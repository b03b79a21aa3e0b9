/// What was logged on one day: the parts the heatmap shades, the showed-up rule reads and every count adds up.
///
/// A day is one day however many entries the file holds for it: flags are "any entry said so", and the
/// day's prep checks are the list of its last entry that has one (a later entry for the day supersedes).
public struct DayActivity: Sendable, Equatable {
    public var morningFocus = false
    public var endOfDay = false
    public var nightPrep = false
    public var prepChecks = false
    public var training = false
    /// Any field of the contract set on an entry for this day (the showed-up rule for entries).
    public var entryLogged = false
    public var urgeNotes = 0
    public var checkIns = 0
    /// Check-ins that planned training, and those that completed it.
    public var trainingPlanned = 0
    public var trainingCompleted = 0
    /// Check-ins that planned training and completed it: "trained 3 of 4 planned" counts these.
    public var plannedCompleted = 0
    /// Check-ins that planned a rest day and kept it (neither planned nor completed training).
    public var restCheckIns = 0
    /// The evening answered the care-action question (yes or no).
    public var careAnswered = false
    /// The evening answered "yes" to the care action.
    public var careActionDone = false
    /// The day's prep items by status (its last list).
    public var prepItems = PrepTally()

    public init() {}

    /// Showing up is not being perfect: anything logged counts, a "No" in the evening too.
    public var showedUp: Bool { entryLogged || urgeNotes > 0 || checkIns > 0 }

    /// A planned rest day: a check-in planned rest, and no session was logged that day. Rest is a choice,
    /// told as such, never as a session that did not happen.
    public var isRestDay: Bool { restCheckIns > 0 && trainingCompleted == 0 }

    /// At least one prep check was `done`.
    public var prepCheckDone: Bool { prepItems.done > 0 }

    /// 0–4: how much of the day's practice was logged (morning, evening, prep, training).
    public var level: Int {
        guard showedUp else { return 0 }
        let parts = [morningFocus, endOfDay, nightPrep || prepChecks, training].filter { $0 }.count
        return max(1, parts)
    }
}

/// Prep items by status: the app's three, and any status a newer app wrote.
public struct PrepTally: Sendable, Equatable {
    public var done = 0
    public var partly = 0
    public var skip = 0
    public var other = 0

    public init() {}

    init(_ checks: [PrepCheck]) {
        for check in checks {
            switch check.status {
            case .done: done += 1
            case .partly: partly += 1
            case .skip: skip += 1
            default: other += 1
            }
        }
    }

    public var total: Int { done + partly + skip + other }

    static func += (a: inout PrepTally, b: PrepTally) {
        a.done += b.done; a.partly += b.partly; a.skip += b.skip; a.other += b.other
    }
}
