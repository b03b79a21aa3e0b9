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
        let entry = LocalizationTable.entries[key]
        var text = (language == .norwegianBokmal ? entry?.nb : entry?.en) ?? entry?.en ?? key
        for (i, argument) in arguments.enumerated() {
            text = text.replacing("{\(i)}", with: argument.description)
        }
        return text
    }

    /// Chooses `key.one` or `key.other` by `count`, and passes the count as `{0}`.
    public func plural(_ key: String, _ count: Int, _ more: CustomStringConvertible...) -> String {
        let form = count == 1 ? "\(key).one" : "\(key).other"
        var text = self(form, count)
        for (i, argument) in more.enumerated() {
            text = text.replacing("{\(i + 1)}", with: argument.description)
        }
        return text
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
