/// A calendar day, counted from 1970-01-01 in the proleptic Gregorian calendar.
///
/// Every figure in coach-report counts calendar days, never 86,400-second steps,
/// so a week that holds a daylight-saving change still has seven days.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let number: Int

    /// The day `number` days after 1970-01-01.
    public init(number: Int) { self.number = number }

    /// The day of a year, month (1–12) and day of month; nil when they name no day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        number = era * 146_097 + doe - 719_468
    }

    public static func < (a: Day, b: Day) -> Bool { a.number < b.number }

    /// Year, month (1–12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// The year in the proleptic Gregorian calendar.
    public var year: Int { components.year }
    /// The month, 1 (January) to 12.
    public var month: Int { components.month }
    /// The day of the month, 1 to 31.
    public var dayOfMonth: Int { components.day }

    /// 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((number + 4) % 7 + 7) % 7 }

    /// The day `days` later (earlier when negative).
    public func adding(_ days: Int) -> Day { Day(number: number + days) }
    /// The day `n` days after `d`.
    public static func + (d: Day, n: Int) -> Day { d.adding(n) }
    /// The day `n` days before `d`.
    public static func - (d: Day, n: Int) -> Day { d.adding(-n) }
    /// How many days `b` is before `a`.
    public static func - (a: Day, b: Day) -> Int { a.number - b.number }

    /// `YYYY-MM-DD`, written digit by digit: every output names thousands of days.
    public var iso: String {
        let c = components
        guard (0...9999).contains(c.year) else { return Day.pad(c.year, 4) + "-" + Day.pad(c.month, 2) + "-" + Day.pad(c.day, 2) }
        return String(unsafeUninitializedCapacity: 10) { b in
            func digit(_ n: Int) -> UInt8 { UInt8(48 + n) }
            b[0] = digit(c.year / 1000); b[1] = digit(c.year / 100 % 10); b[2] = digit(c.year / 10 % 10); b[3] = digit(c.year % 10)
            b[4] = UInt8(ascii: "-")
            b[5] = digit(c.month / 10); b[6] = digit(c.month % 10)
            b[7] = UInt8(ascii: "-")
            b[8] = digit(c.day / 10); b[9] = digit(c.day % 10)
            return 10
        }
    }

    public var description: String { iso }

    /// The ISO 8601 week this day belongs to (weeks start on Monday; week 1 holds the first Thursday).
    public var isoWeek: ISOWeek {
        let mondayBased = (weekday + 6) % 7
        let thursday = adding(3 - mondayBased)
        let year = thursday.year
        let jan1 = Day(year: year, month: 1, day: 1)!
        return ISOWeek(year: year, week: (thursday - jan1) / 7 + 1)
    }

    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Zero-padded to `width` digits, the sign in front: 7 → "0007", −5 → "-0005".
    package static func pad(_ n: Int, _ width: Int) -> String {
        let digits = String(n.magnitude)
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return n < 0 ? "-" + padded : padded
    }

    /// Parses `YYYY-MM-DD` exactly, with the same byte parser the export reader uses.
    public init?(iso text: some StringProtocol) {
        guard case .day(let day)? = DateValue(parsing: String(text)) else { return nil }
        self = day
    }
}

/// An ISO 8601 week such as `2026-W47`.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The ISO week-numbering year (the year of the week's Thursday).
    public let year: Int
    /// The week of that year, 1 to 52 or 53.
    public let week: Int

    /// The week `week` of the ISO year `year` (not checked: ``monday`` is nil for a week the year does not have).
    public init(year: Int, week: Int) { self.year = year; self.week = week }

    public static func < (a: ISOWeek, b: ISOWeek) -> Bool { (a.year, a.week) < (b.year, b.week) }

    public var description: String { Day.pad(year, 4) + "-W" + Day.pad(week, 2) }

    /// The Monday of this ISO week; nil when the year has no such week.
    public var monday: Day? {
        guard week >= 1, week <= 53, let jan4 = Day(year: year, month: 1, day: 4) else { return nil }
        let firstMonday = jan4 - (jan4.weekday + 6) % 7
        let monday = firstMonday + (week - 1) * 7
        return monday.isoWeek == self ? monday : nil
    }

    /// Parses `2026-W47` (also `2026W47`).
    public init?(parsing text: String) {
        let parts = text.uppercased().split(separator: "W", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let yearText = parts[0].hasSuffix("-") ? parts[0].dropLast() : parts[0]
        guard yearText.count == 4, let y = Int(yearText), let w = Int(parts[1]) else { return nil }
        self.init(year: y, week: w)
        guard monday != nil else { return nil }
    }
}
