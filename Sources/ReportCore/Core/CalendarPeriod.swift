/// A calendar month, quarter or year: the periods a person looks back on, named as people write them
/// (`2026-11`, `2026-Q4`, `2026`). Days are calendar days in the export's zone, like `Week`.
public struct CalendarPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Which of the three a period is.
    public enum Kind: String, Sendable, CaseIterable {
        /// A calendar month (`2026-11`).
        case month
        /// A calendar quarter (`2026-Q4`).
        case quarter
        /// A calendar year (`2026`).
        case year

        /// Months in one period of this kind.
        var months: Int {
            switch self {
            case .month: 1
            case .quarter: 3
            case .year: 12
            }
        }
    }

    /// Month, quarter or year.
    public let kind: Kind
    package let year: Int
    /// The period's first month (1–12): its month, the first month of its quarter, or January.
    package let firstMonth: Int

    /// The period of `kind` that holds `day`.
    package init(_ kind: Kind, holding day: Day) {
        let c = day.components
        self.kind = kind
        year = c.year
        firstMonth = (c.month - 1) / kind.months * kind.months + 1
    }

    /// The first day.
    package var start: Day { Day(year: year, month: firstMonth, day: 1)! }

    /// The last day: the last day of its last month.
    package var end: Day {
        let lastMonth = firstMonth + kind.months - 1
        return Day(year: year, month: lastMonth, day: Day.daysIn(month: lastMonth, year: year))!
    }

    package var length: Int { end - start + 1 }

    package func contains(_ day: Day) -> Bool { day >= start && day <= end }

    package var next: CalendarPeriod { CalendarPeriod(kind, holding: end + 1) }
    package var previous: CalendarPeriod { CalendarPeriod(kind, holding: start - 1) }

    /// `2026-11`, `2026-Q4` or `2026`: the name on the command line and in file names.
    public var description: String {
        let y = Day.pad(year, 4)
        switch kind {
        case .month: return y + "-" + Day.pad(firstMonth, 2)
        case .quarter: return y + "-Q" + String((firstMonth - 1) / 3 + 1)
        case .year: return y
        }
    }

    /// The earlier period first.
    public static func < (a: CalendarPeriod, b: CalendarPeriod) -> Bool { a.start < b.start }
}

extension CalendarPeriod {
    /// Reads a period as its name is written: `2026-11`, `2026-Q4` (`q4` too) or `2026`, by `kind`; nil for
    /// anything else, a month 13 or a year outside 1–9999.
    public init?(parsing text: String, kind: Kind) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        func digits(_ t: Substring) -> Bool { t.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let yearText = parts.first, yearText.count == 4, digits(yearText), let year = Int(yearText), year >= 1 else {
            return nil
        }
        let month: Int
        switch (kind, parts.count) {
        case (.year, 1): month = 1
        case (.month, 2):
            guard parts[1].count == 2, digits(parts[1]), let m = Int(parts[1]), (1...12).contains(m) else { return nil }
            month = m
        case (.quarter, 2):
            let q = parts[1]
            guard q.count == 2, q.first == "Q" || q.first == "q", digits(q.dropFirst()), let n = Int(q.dropFirst()), (1...4).contains(n) else { return nil }
            month = (n - 1) * 3 + 1
        default: return nil
        }
        self.init(kind, holding: Day(year: year, month: month, day: 1)!)
    }

    /// How a period of `kind` is written, for a message: "2026-11", "2026-Q4", "2026".
    public static func example(_ kind: Kind) -> String {
        switch kind {
        case .month: "2026-11"
        case .quarter: "2026-Q4"
        case .year: "2026"
        }
    }
}
