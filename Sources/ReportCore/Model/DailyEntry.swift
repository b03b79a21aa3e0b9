/// One day of the Coacher app: night prep, Morning Focus, End-of-Day and tonight's prep checks.
/// Every part is optional; a part that is absent was not filled in.
package struct DailyEntry: Sendable, Equatable {
    package var id: String?
    package var day: Day
    package var nightPrep: NightPrep?
    package var morningFocus: MorningFocus?
    package var endOfDay: EndOfDay?
    package var prepChecks: [PrepCheck] = []
    package var voiceNotes: [String] = []

    package init(day: Day) { self.day = day }
}

/// The prep done the evening before the entry's day.
package struct NightPrep: Sendable, Equatable {
    package var stickyNotes: Bool?
    package var preppedProduce: Bool?
    package var waterReady: Bool?
    package var breakfastPrepped: Bool?
    package var other: String?
    package init() {}

    /// How many of the four prep switches were on.
    package var doneCount: Int {
        [stickyNotes, preppedProduce, waterReady, breakfastPrepped].filter { $0 == true }.count
    }
}

package struct MorningFocus: Sendable, Equatable {
    // Classic worksheet.
    package var myWhy: String?
    package var challenge: Challenge?
    package var challengeOther: String?
    package var chosenSwap: String?
    package var commitTo: String?
    package var commitFrom: String?
    // Care-first flow.
    package var breathingDone: Bool?
    package var identity: String?
    package var careAction: String?
    package var stressResponse: String?
    package var snackBackup: String?
    package var completedAt: Instant?
    package init() {}
}

package struct EndOfDay: Sendable, Equatable {
    // Classic.
    package var followedSwap: Bool?
    package var feelAboutIt: String?
    package var whatGotInTheWay: String?
    // Care-first.
    package var didCareAction: Bool?
    package var whatHelped: String?
    package var comfortPull: String?
    package var urgesNoticed: String?
    package var smallWinForTomorrow: String?
    package var dayCompletedAt: Instant?
    package init() {}
}

/// One item of tonight's prep for tomorrow.
package struct PrepCheck: Sendable, Equatable {
    package var itemId: String?
    package var title: String
    package var status: PrepStatus
    package init(itemId: String? = nil, title: String, status: PrepStatus) {
        self.itemId = itemId; self.title = title; self.status = status
    }
}

/// An "I Need Help" capture.
package struct UrgeNote: Sendable, Equatable {
    package var id: String?
    package var at: Instant
    package var type: UrgeType
    package var text: String?
    package var chosenAction: String?
    package var keptAudio: Bool?
    package init(at: Instant, type: UrgeType) { self.at = at; self.type = type }
}

package struct Achievement: Sendable, Equatable {
    package var id: String?
    package var name: String
    package var type: String?
    package var dayEarned: Day
    package var details: String?
    package init(name: String, dayEarned: Day) { self.name = name; self.dayEarned = dayEarned }
}

package struct PrepItem: Sendable, Equatable {
    package var id: String?
    package var title: String
    package var isDefault: Bool?
    package var active: Bool?
    package init(title: String) { self.title = title }
}

/// A Discipline Coach daily check-in.
package struct CheckIn: Sendable, Equatable {
    package var id: String?
    package var day: Day
    package var plannedToTrain: Bool
    package var completedTraining: Bool
    package var note: String?
    package init(day: Day, plannedToTrain: Bool, completedTraining: Bool, note: String? = nil) {
        self.day = day; self.plannedToTrain = plannedToTrain; self.completedTraining = completedTraining; self.note = note
    }
}
