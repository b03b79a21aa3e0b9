/// One person's data, read from a Coacher export or a Discipline Coach check-in file.
///
/// Days are already resolved in the person's time zone; nothing here depends on the machine's clock.
public struct Export: Sendable {
    /// The IANA zone the days were computed in.
    public var timeZone: String
    /// BCP 47 language tag from the file, when it has one.
    public var locale: String?
    /// When the app wrote the file (nil for a bare check-in array).
    public var exportedAt: Instant?
    public var appName: String?
    public var appVersion: String?
    public var profile: Profile?
    public var entries: [DailyEntry] = []
    public var urgeNotes: [UrgeNote] = []
    public var achievements: [Achievement] = []
    public var prepItems: [PrepItem] = []
    public var checkIns: [CheckIn] = []
    /// Things worth telling the person that are not errors, such as a day with two entries.
    public var warnings: [String] = []
    /// How much of the person's words this export still holds (`Export.redacted(_:)`).
    public var redaction = Redaction.full

    public init(timeZone: String) { self.timeZone = timeZone }
}

/// A moment, with the local day and time it fell on for the person.
public struct Instant: Hashable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Double
    /// The person's UTC offset at that moment, in seconds.
    public var utcOffset: Int
    /// The local day, after any `--day-starts-at` shift.
    public var day: Day
    /// Minutes after local midnight (0–1439), not shifted.
    public var minuteOfDay: Int
    /// The clock time was taken out by redaction (`Instant.clockWithheld()`): only the day is real, and no output
    /// shows a time for this moment.
    public internal(set) var isClockWithheld = false

    public init(secondsSince1970: Double, utcOffset: Int, day: Day, minuteOfDay: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffset = utcOffset
        self.day = day
        self.minuteOfDay = minuteOfDay
    }
}

public struct Profile: Sendable, Equatable {
    public var name: String
    public var goal: String?
    public var daysPerWeek: Int?
    public var experience: String?

    public init(name: String, goal: String? = nil, daysPerWeek: Int? = nil, experience: String? = nil) {
        self.name = name; self.goal = goal; self.daysPerWeek = daysPerWeek; self.experience = experience
    }
}

/// A text value from a closed list in the contract; values a newer app adds are kept as they are.
public protocol OpenEnum: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// What got in the way in the classic Morning Focus worksheet.
public struct Challenge: OpenEnum {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Challenge(rawValue: "none")
    public static let skippingMeals = Challenge(rawValue: "skippingMeals")
    public static let lateNightSnacking = Challenge(rawValue: "lateNightSnacking")
    public static let sugaryDrinks = Challenge(rawValue: "sugaryDrinks")
    public static let onTheGo = Challenge(rawValue: "onTheGo")
    public static let emotionalEating = Challenge(rawValue: "emotionalEating")
    public static let other = Challenge(rawValue: "other")
}

/// The kind of urge captured with "I Need Help".
public struct UrgeType: OpenEnum, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let stress = UrgeType(rawValue: "stress")
    public static let habit = UrgeType(rawValue: "habit")
    public static let physical = UrgeType(rawValue: "physical")
    public static let other = UrgeType(rawValue: "other")
    /// The four types of the contract, in the app's order.
    public static let known: [UrgeType] = [.stress, .habit, .physical, .other]

    /// Known types in the app's order, then unknown ones alphabetically.
    public static func < (a: UrgeType, b: UrgeType) -> Bool {
        let ia = known.firstIndex(of: a) ?? known.count
        let ib = known.firstIndex(of: b) ?? known.count
        return ia != ib ? ia < ib : a.rawValue < b.rawValue
    }
}

/// How far one Night Prep item got.
public struct PrepStatus: OpenEnum {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let done = PrepStatus(rawValue: "done")
    public static let partly = PrepStatus(rawValue: "partly")
    public static let skip = PrepStatus(rawValue: "skip")
}
