/// The figures of one week.
public struct WeekFigures: Sendable, Equatable {
    public var week: Week
    /// Showed-up days in the week (0–7).
    public var showedUp: Int
    /// Days whose evening said the care action happened.
    public var careActionDays: Int
    /// Days with Morning Focus filled in.
    public var morningFocusDays: Int
    /// Days with at least one prep check done.
    public var prepDoneDays: Int
    public var checkIns: Int
    public var trainingPlanned: Int
    public var trainingCompleted: Int
    /// Planned sessions that were completed (never more than `trainingPlanned`).
    public var plannedCompleted: Int = 0
    /// Urge notes by type.
    public var urges: [UrgeType: Int]
    /// Showed-up days that came right after one or more empty days.
    public var comebacks: Int

    /// Weekly completion (the ring): showed-up days ÷ 7.
    public var completion: Double { Double(showedUp) / 7 }

    public var urgeCount: Int { urges.values.reduce(0, +) }
}
