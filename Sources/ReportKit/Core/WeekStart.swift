/// The first day of a week: an option of its own, defaulting from the locale.
public enum WeekStart: String, CaseIterable, Sendable {
    case monday, sunday, saturday

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
    public let start: Day
    public init(start: Day) { self.start = start }
    public var end: Day { start + 6 }
    public var days: [Day] { (0..<7).map { start + $0 } }
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
    public var previous: Week { Week(start: start - 7) }
    public var next: Week { Week(start: start + 7) }
    public static func < (a: Week, b: Week) -> Bool { a.start < b.start }

    /// The ISO week of the Monday inside this week: the week's name, whatever day it starts on.
    public var isoWeek: ISOWeek {
        let monday = days.first { $0.weekday == 1 }!
        return monday.isoWeek
    }
}
