/// What was logged on one day: the parts the heatmap shades and the showed-up rule reads.
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
    /// The evening answered "yes" to the care action.
    public var careActionDone = false
    /// At least one prep check was `done`.
    public var prepCheckDone = false

    public init() {}

    /// Showing up is not being perfect: anything logged counts, a "No" in the evening too.
    public var showedUp: Bool { entryLogged || urgeNotes > 0 || checkIns > 0 }

    /// 0–4: how much of the day's practice was logged (morning, evening, prep, training).
    public var level: Int {
        guard showedUp else { return 0 }
        let parts = [morningFocus, endOfDay, nightPrep || prepChecks, training].filter { $0 }.count
        return max(1, parts)
    }
}
