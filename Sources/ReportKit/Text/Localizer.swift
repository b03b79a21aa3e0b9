/// The languages coach-report writes in.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case norwegianBokmal = "nb"

    /// `nb`, `nb-NO`, `no` and `nn` read as bokmål; anything else as English.
    public init(localeIdentifier: String) {
        let lang = localeIdentifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = ["nb", "no", "nn"].contains(lang) ? .norwegianBokmal : .english
    }
}

/// Looks up user-facing words in the one localization table, for one language.
///
/// Passed down as a value with the options; nothing reads a global locale.
public struct Localizer: Sendable {
    public let language: Language

    public init(language: Language) { self.language = language }

    /// The text for `key`, with `{0}`, `{1}` … replaced by `arguments`.
    /// A key missing from the table is a programming error caught by the table's own test.
    public func callAsFunction(_ key: String, _ arguments: CustomStringConvertible...) -> String {
        fill(key, arguments)
    }

    /// Chooses `key.one` or `key.other` by `count`, and passes the count as `{0}`.
    public func plural(_ key: String, _ count: Int, _ more: CustomStringConvertible...) -> String {
        fill(count == 1 ? "\(key).one" : "\(key).other", [count] + more)
    }

    /// The table's text for `key` with its placeholders filled in one pass, so a `{1}` inside an
    /// argument (a person may type anything) is kept as it is and never filled in itself.
    private func fill(_ key: String, _ arguments: [CustomStringConvertible]) -> String {
        let entry = LocalizationTable.entries[key]
        let pattern = (language == .norwegianBokmal ? entry?.nb : entry?.en) ?? entry?.en ?? key
        guard !arguments.isEmpty, pattern.contains("{") else { return pattern }
        var out = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let n = Int(rest[afterOpen..<close]), n >= 0, n < arguments.count {
                out += arguments[n].description
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }

    /// "January" … "December".
    public func monthName(_ month: Int) -> String { self("month.\(month)") }
    /// "Jan" … "Dec".
    public func monthShort(_ month: Int) -> String { self("month.short.\(month)") }
    /// 0 = Sunday: "Sunday" … "Saturday".
    public func weekdayName(_ weekday: Int) -> String { self("weekday.\(weekday)") }
    /// 0 = Sunday: "Sun" … "Sat".
    public func weekdayShort(_ weekday: Int) -> String { self("weekday.short.\(weekday)") }

    /// "Mon 16 Nov" / "man. 16. nov." style short day.
    public func shortDate(_ day: Day) -> String {
        self("date.short", weekdayShort(day.weekday), day.dayOfMonth, monthShort(day.month))
    }

    /// "16 November 2026" / "16. november 2026".
    public func longDate(_ day: Day) -> String {
        self("date.long", day.dayOfMonth, monthName(day.month), day.year)
    }

    /// "16–22 November 2026", folding what the two ends share.
    public func dateRange(_ from: Day, _ to: Day) -> String {
        if from.year != to.year {
            return self("range.years", longDate(from), longDate(to))
        }
        if from.month != to.month {
            return self("range.months", from.dayOfMonth, monthName(from.month), to.dayOfMonth, monthName(to.month), to.year)
        }
        return self("range.days", from.dayOfMonth, to.dayOfMonth, monthName(to.month), to.year)
    }
}
