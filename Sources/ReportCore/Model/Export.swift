/// One person's data, read from a Coacher export or a Discipline Coach check-in file.
///
/// Days are already resolved in the person's time zone; nothing here depends on the machine's clock.
package struct Export: Sendable {
    /// The IANA zone the days were computed in.
    package var timeZone: String
    /// BCP 47 language tag from the file, when it has one.
    package var locale: String?
    /// When the app wrote the file (nil for a bare check-in array).
    package var exportedAt: Instant?
    package var appName: String?
    package var appVersion: String?
    package var profile: Profile?
    package var entries: [DailyEntry] = []
    package var urgeNotes: [UrgeNote] = []
    package var achievements: [Achievement] = []
    package var prepItems: [PrepItem] = []
    package var checkIns: [CheckIn] = []
    /// Things worth telling the person that are not errors, such as a day with two entries.
    package var warnings: [String] = []
    /// How much of the person's words this export still holds (`Export.redacted(_:)`).
    package var redaction = Redaction.full

    package init(timeZone: String) { self.timeZone = timeZone }
}

/// A moment, with the local day and time it fell on for the person.
package struct Instant: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    package var secondsSince1970: Double
    /// The person's UTC offset at that moment, in seconds.
    package var utcOffset: Int
    /// The local day, after any `--day-starts-at` shift.
    package var day: Day
    /// Minutes after local midnight (0–1439), not shifted.
    package var minuteOfDay: Int
    /// The clock time was taken out by redaction (`Instant.clockWithheld()`): only the day is real, and no output
    /// shows a time for this moment.
    package internal(set) var isClockWithheld = false

    package init(secondsSince1970: Double, utcOffset: Int, day: Day, minuteOfDay: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffset = utcOffset
        self.day = day
        self.minuteOfDay = minuteOfDay
    }
}

package struct Profile: Sendable, Equatable {
    package var name: String
    package var goal: String?
    package var daysPerWeek: Int?
    package var experience: String?

    package init(name: String, goal: String? = nil, daysPerWeek: Int? = nil, experience: String? = nil) {
        self.name = name; self.goal = goal; self.daysPerWeek = daysPerWeek; self.experience = experience
    }
}

/// A text value from a closed list in the contract; values a newer app adds are kept as they are.
package protocol OpenEnum: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// What got in the way in the classic Morning Focus worksheet.
package struct Challenge: OpenEnum {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package static let none = Challenge(rawValue: "none")
    package static let skippingMeals = Challenge(rawValue: "skippingMeals")
    package static let lateNightSnacking = Challenge(rawValue: "lateNightSnacking")
    package static let sugaryDrinks = Challenge(rawValue: "sugaryDrinks")
    package static let onTheGo = Challenge(rawValue: "onTheGo")
    package static let emotionalEating = Challenge(rawValue: "emotionalEating")
    package static let other = Challenge(rawValue: "other")

    /// The contract's values; anything else is a newer app's, or text written there by hand.
    package static let known: Set<Challenge> = [.none, .skippingMeals, .lateNightSnacking, .sugaryDrinks, .onTheGo, .emotionalEating, .other]
}

/// The kind of urge captured with "I Need Help".
package struct UrgeType: OpenEnum, Comparable {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package static let stress = UrgeType(rawValue: "stress")
    package static let habit = UrgeType(rawValue: "habit")
    package static let physical = UrgeType(rawValue: "physical")
    package static let other = UrgeType(rawValue: "other")
    /// The four types of the contract, in the app's order.
    package static let known: [UrgeType] = [.stress, .habit, .physical, .other]

    /// Known types in the app's order, then unknown ones alphabetically.
    package static func < (a: UrgeType, b: UrgeType) -> Bool {
        let ia = known.firstIndex(of: a) ?? known.count
        let ib = known.firstIndex(of: b) ?? known.count
        return ia != ib ? ia < ib : a.rawValue < b.rawValue
    }
}

/// How far one Night Prep item got.
package struct PrepStatus: OpenEnum {
    package let rawValue: String
    package init(rawValue: String) { self.rawValue = rawValue }
    package static let done = PrepStatus(rawValue: "done")
    package static let partly = PrepStatus(rawValue: "partly")
    package static let skip = PrepStatus(rawValue: "skip")
}
