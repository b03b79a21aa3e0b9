/// What a run of days adds up to: every count an output shows for a week, a run of days or the whole
/// history, added up by one loop (`Figures.counts(from:through:)`), so the same idea has the same number
/// in `stats`, the summary, the PDF cover, the rings, the site and the email.
public struct DayCounts: Sendable, Equatable {
    /// Showed-up days.
    public var showedUp = 0
    /// Showed-up days that came after one or more empty days (see `Figures.isComeback`).
    public var comebacks = 0
    /// Days whose evening said the care action happened.
    public var careActionDays = 0
    /// Days whose evening answered the care-action question, yes or no.
    public var careAnsweredDays = 0
    /// Days with Morning Focus filled in.
    public var morningFocusDays = 0
    /// Days with at least one prep check done.
    public var prepDoneDays = 0
    /// Prep items by status, each day's list once.
    public var prepItems = PrepTally()
    public var checkIns = 0
    public var trainingPlanned = 0
    public var trainingCompleted = 0
    /// Planned sessions that were completed (never more than `trainingPlanned`).
    public var plannedCompleted = 0
    /// Urge notes by type.
    public var urges: [UrgeType: Int] = [:]
    /// Urge notes by part of the day they were written in.
    public var urgesByPart: [PartOfDay: Int] = [:]

    public init() {}

    public var urgeCount: Int { urges.values.reduce(0, +) }

    mutating func add(_ a: DayActivity, comeback: Bool) {
        if a.showedUp { showedUp += 1 }
        if comeback { comebacks += 1 }
        if a.careActionDone { careActionDays += 1 }
        if a.careAnswered { careAnsweredDays += 1 }
        if a.morningFocus { morningFocusDays += 1 }
        if a.prepCheckDone { prepDoneDays += 1 }
        prepItems += a.prepItems
        checkIns += a.checkIns
        trainingPlanned += a.trainingPlanned
        trainingCompleted += a.trainingCompleted
        plannedCompleted += a.plannedCompleted
    }

    mutating func add(_ urge: UrgeMoment) {
        urges[urge.type, default: 0] += 1
        urgesByPart[urge.part, default: 0] += 1
    }
}

/// The four parts of a day urges are told by: morning 05–12, afternoon 12–17, evening 17–22, night 22–05.
public enum PartOfDay: String, CaseIterable, Sendable {
    case morning, afternoon, evening, night

    init(minuteOfDay m: Int) {
        switch m {
        case 300..<720: self = .morning
        case 720..<1020: self = .afternoon
        case 1020..<1320: self = .evening
        default: self = .night
        }
    }
}

/// When an urge note was written and of what kind: all the figures need of it.
struct UrgeMoment: Sendable {
    let day: Day
    let type: UrgeType
    let part: PartOfDay
}
