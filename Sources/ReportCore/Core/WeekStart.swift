/// The first day of a week: an option of its own, defaulting from the locale.
public enum WeekStart: String, CaseIterable, Sendable {
    /// Monday, as ISO 8601 and most of Europe have it.
    case monday
    /// Sunday, as the United States and Canada have it.
    case sunday
    /// Saturday, as some calendars of the Middle East have it.
    case saturday

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        switch self {
        case .monday: return 1
        case .sunday: return 0
        case .saturday: return 6
        }
    }

    /// The locale's usual first weekday: Sunday in the United States and a few others, Monday elsewhere.
    public static func forLocale(_ identifier: String) -> WeekStart {
        let region = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().last.map(String.init)?.uppercased()
        switch region {
        case "US", "CA", "JP", "BR", "MX", "IL", "KR", "PH", "TW", "ZA", "AU": return .sunday
        case "AE", "EG", "SA", "QA", "KW", "OM", "BH", "JO", "SY", "IQ", "LY", "DZ", "AF", "IR", "SD":
            return .saturday
        default: return .monday
        }
    }

    /// The first day of the week that holds `day`.
    public func start(of day: Day) -> Day {
        day - (day.weekday - weekday + 7) % 7
    }

    /// The week of this kind that holds the Monday of an ISO week, so `2026-W47` names one week whatever the start.
    public func week(of isoWeek: ISOWeek) -> Week? {
        guard let monday = isoWeek.monday else { return nil }
        return Week(start: start(of: monday))
    }
}

/// Seven calendar days from `start`.
public struct Week: Hashable, Comparable, Sendable {
    /// The week's first day.
    public let start: Day
    /// The seven days from `start`.
    public init(start: Day) { self.start = start }
    /// The week's last day.
    public var end: Day { start + 6 }
    /// The seven days, in order.
    public var days: [Day] { (0..<7).map { start + $0 } }
    /// Whether `day` is one of the seven.
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
    /// The seven days before.
    public var previous: Week { Week(start: start - 7) }
    /// The seven days after.
    public var next: Week { Week(start: start + 7) }
    public static func < (a: Week, b: Week) -> Bool { a.start < b.start }

    /// The ISO week of the Monday inside this week: the week's name, whatever day it starts on.
    public var isoWeek: ISOWeek {
        let monday = days.first { $0.weekday == 1 }!
        return monday.isoWeek
    }
}
