/// What a run of days adds up to: every count an output shows for a week, a run of days or the whole
/// history, added up by one loop (`Figures.counts(from:through:)`), so the same idea has the same number
/// in `stats`, the summary, the PDF cover, the rings, the site and the email.
package struct DayCounts: Sendable, Equatable {
    /// Showed-up days.
    package var showedUp = 0
    /// Showed-up days that came after one or more empty days (see `Figures.isComeback`).
    package var comebacks = 0
    /// Days whose evening said the care action happened.
    package var careActionDays = 0
    /// Days whose evening answered the care-action question, yes or no.
    package var careAnsweredDays = 0
    /// Days with Morning Focus filled in.
    package var morningFocusDays = 0
    /// Days with at least one prep check done.
    package var prepDoneDays = 0
    /// Prep items by status, each day's list once.
    package var prepItems = PrepTally()
    package var checkIns = 0
    package var trainingPlanned = 0
    package var trainingCompleted = 0
    /// Planned sessions that were completed (never more than `trainingPlanned`).
    package var plannedCompleted = 0
    /// Planned rest days (`DayActivity.isRestDay`): days, not check-ins.
    package var restDays = 0
    /// Check-ins that planned rest and kept it (neither planned nor completed training).
    package var restCheckIns = 0
    /// The longest run of showed-up days reached on a day of the range (a run that began before the range
    /// counts with its full length): "you reached 5 days in a row this week".
    package var longestRunReached = 0
    /// The longest run of showed-up days inside the range, cut at its first day: "your longest run this
    /// month" is a run of the month's own days, which the calendar beside it shows.
    package var longestRunInside = 0
    /// Urge notes of the app's four types, in `UrgeType.known` order, and of types a newer app wrote: counted
    /// in place, since hashing a type's name per note cost more than the rest of the figures.
    private var knownUrges = (0, 0, 0, 0)
    private var newerUrges: [UrgeType: Int] = [:]
    /// Urge notes by part of the day, in `PartOfDay.allCases` order.
    private var byPart = (0, 0, 0, 0)
    package private(set) var urgeCount = 0

    package init() {}

    /// Urge notes by type (types with none left out).
    package var urges: [UrgeType: Int] {
        var all = newerUrges
        let known = [knownUrges.0, knownUrges.1, knownUrges.2, knownUrges.3]
        for (type, n) in zip(UrgeType.known, known) where n > 0 { all[type] = n }
        return all
    }

    /// Urge notes by the part of the day they were written in (parts with none left out).
    package var urgesByPart: [PartOfDay: Int] {
        var all: [PartOfDay: Int] = [:]
        for (part, n) in zip(PartOfDay.allCases, [byPart.0, byPart.1, byPart.2, byPart.3]) where n > 0 { all[part] = n }
        return all
    }

    package static func == (a: DayCounts, b: DayCounts) -> Bool {
        a.showedUp == b.showedUp && a.comebacks == b.comebacks && a.careActionDays == b.careActionDays
            && a.careAnsweredDays == b.careAnsweredDays && a.morningFocusDays == b.morningFocusDays
            && a.prepDoneDays == b.prepDoneDays && a.prepItems == b.prepItems && a.checkIns == b.checkIns
            && a.trainingPlanned == b.trainingPlanned && a.trainingCompleted == b.trainingCompleted
            && a.plannedCompleted == b.plannedCompleted && a.restDays == b.restDays && a.restCheckIns == b.restCheckIns && a.longestRunReached == b.longestRunReached
            && a.longestRunInside == b.longestRunInside
            && a.urges == b.urges && a.urgesByPart == b.urgesByPart
    }

    /// Adds a day on which a run of `run` days ends, `inside` of them in the range.
    mutating func add(_ a: DayActivity, run: Int, inside: Int, comeback: Bool) {
        if a.showedUp { showedUp += 1 }
        if run > longestRunReached { longestRunReached = run }
        if min(run, inside) > longestRunInside { longestRunInside = min(run, inside) }
        if a.isRestDay { restDays += 1 }
        restCheckIns += a.restCheckIns
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
        urgeCount += 1
        switch urge.knownIndex {
        case 0: knownUrges.0 += 1
        case 1: knownUrges.1 += 1
        case 2: knownUrges.2 += 1
        case 3: knownUrges.3 += 1
        default: newerUrges[urge.type, default: 0] += 1
        }
        switch urge.part {
        case .morning: byPart.0 += 1
        case .afternoon: byPart.1 += 1
        case .evening: byPart.2 += 1
        case .night: byPart.3 += 1
        }
    }
}

/// The four parts of a day urges are told by: morning 05–12, afternoon 12–17, evening 17–22, night 22–05.
package enum PartOfDay: String, CaseIterable, Sendable {
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
package struct UrgeMoment: Sendable {
    package let day: Day
    package let type: UrgeType
    package let part: PartOfDay
    /// The type's place in `UrgeType.known`, or -1 for a type a newer app wrote.
    let knownIndex: Int

    /// What the person chose, trimmed (nil when blank or not read).
    let choice: String?

    init(day: Day, type: UrgeType, part: PartOfDay, choice: String? = nil) {
        self.day = day
        self.type = type
        self.part = part
        self.choice = choice.flatMap { $0.hasContent ? $0.trimmed : nil }
        knownIndex = UrgeType.known.firstIndex(of: type) ?? -1
    }
}
