/// One day of the Coacher app: night prep, Morning Focus, End-of-Day and tonight's prep checks.
/// Every part is optional; a part that is absent was not filled in.
public struct DailyEntry: Sendable, Equatable {
    public var id: String?
    public var day: Day
    public var nightPrep: NightPrep?
    public var morningFocus: MorningFocus?
    public var endOfDay: EndOfDay?
    public var prepChecks: [PrepCheck] = []
    public var voiceNotes: [String] = []

    public init(day: Day) { self.day = day }
}

/// The prep done the evening before the entry's day.
public struct NightPrep: Sendable, Equatable {
    public var stickyNotes: Bool?
    public var preppedProduce: Bool?
    public var waterReady: Bool?
    public var breakfastPrepped: Bool?
    public var other: String?
    public init() {}

    /// How many of the four prep switches were on.
    public var doneCount: Int {
        [stickyNotes, preppedProduce, waterReady, breakfastPrepped].filter { $0 == true }.count
    }
}

public struct MorningFocus: Sendable, Equatable {
    // Classic worksheet.
    public var myWhy: String?
    public var challenge: Challenge?
    public var challengeOther: String?
    public var chosenSwap: String?
    public var commitTo: String?
    public var commitFrom: String?
    // Care-first flow.
    public var breathingDone: Bool?
    public var identity: String?
    public var careAction: String?
    public var stressResponse: String?
    public var snackBackup: String?
    public var completedAt: Instant?
    public init() {}
}

public struct EndOfDay: Sendable, Equatable {
    // Classic.
    public var followedSwap: Bool?
    public var feelAboutIt: String?
    public var whatGotInTheWay: String?
    // Care-first.
    public var didCareAction: Bool?
    public var whatHelped: String?
    public var comfortPull: String?
    public var urgesNoticed: String?
    public var smallWinForTomorrow: String?
    public var dayCompletedAt: Instant?
    public init() {}
}

/// One item of tonight's prep for tomorrow.
public struct PrepCheck: Sendable, Equatable {
    public var itemId: String?
    public var title: String
    public var status: PrepStatus
    public init(itemId: String? = nil, title: String, status: PrepStatus) {
        self.itemId = itemId; self.title = title; self.status = status
    }
}

/// An "I Need Help" capture.
public struct UrgeNote: Sendable, Equatable {
    public var id: String?
    public var at: Instant
    public var type: UrgeType
    public var text: String?
    public var chosenAction: String?
    public var keptAudio: Bool?
    public init(at: Instant, type: UrgeType) { self.at = at; self.type = type }
}

public struct Achievement: Sendable, Equatable {
    public var id: String?
    public var name: String
    public var type: String?
    public var dayEarned: Day
    public var details: String?
    public init(name: String, dayEarned: Day) { self.name = name; self.dayEarned = dayEarned }
}

public struct PrepItem: Sendable, Equatable {
    public var id: String?
    public var title: String
    public var isDefault: Bool?
    public var active: Bool?
    public init(title: String) { self.title = title }
}

/// A Discipline Coach daily check-in.
public struct CheckIn: Sendable, Equatable {
    public var id: String?
    public var day: Day
    public var plannedToTrain: Bool
    public var completedTraining: Bool
    public var note: String?
    public init(day: Day, plannedToTrain: Bool, completedTraining: Bool, note: String? = nil) {
        self.day = day; self.plannedToTrain = plannedToTrain; self.completedTraining = completedTraining; self.note = note
    }
}
