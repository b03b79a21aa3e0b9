/// The languages coach-report writes in.
package enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case norwegianBokmal = "nb"

    /// `nb`, `nb-NO`, `no` and `nn` read as bokmål; anything else as English.
    package init(localeIdentifier: String) {
        self = Language(exactly: localeIdentifier) ?? .english
    }

    /// The language of a tag coach-report writes in (English or Norwegian), or nil for any other.
    package init?(exactly localeIdentifier: String) {
        let lang = localeIdentifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch lang {
        case "en": self = .english
        case "nb", "no", "nn": self = .norwegianBokmal
        default: return nil
        }
    }
}

/// Looks up user-facing words in the one localization table, for one language.
///
/// Passed down as a value with the options; nothing reads a global locale.
package struct Localizer: Sendable {
    package let language: Language

    package init(language: Language) { self.language = language }

    /// The text for `key`, with `{0}`, `{1}` … replaced by `arguments`.
    /// A key missing from the table is a programming error caught by the table's own test.
    package func callAsFunction(_ key: String, _ arguments: CustomStringConvertible...) -> String {
        message(key).fill(count: arguments.count) { n, _ in arguments[n].description }
    }

    /// Chooses `key.one` or `key.other` by `count`, and passes the count as `{0}`.
    package func plural(_ key: String, _ count: Int, _ more: CustomStringConvertible...) -> String {
        let form = count == 1 ? "\(key).one" : "\(key).other"
        return sentence(form, [number(count)] + more.map(\.description))
    }

    /// The table's text for `key` in this language, placeholders and all.
    func pattern(_ key: String) -> String { message(key).text }

    /// The table's sentence for `key` in this language, cut at its placeholders (`MessageTables`);
    /// a key missing from the table stands for itself.
    func message(_ key: String) -> MessagePattern {
        MessageTables.plain(language)[key] ?? MessagePattern(key)
    }

    /// `key`'s sentence with `{0}`, `{1}` … replaced by `arguments`.
    package func sentence(_ key: String, _ arguments: [String]) -> String {
        message(key).fill(count: arguments.count) { n, _ in arguments[n] }
    }

    /// "January" … "December".
    package func monthName(_ month: Int) -> String { name(CalendarWords.of(language).months, month - 1, "month.\(month)") }
    /// "Jan" … "Dec".
    package func monthShort(_ month: Int) -> String { name(CalendarWords.of(language).monthsShort, month - 1, "month.short.\(month)") }
    /// 0 = Sunday: "Sunday" … "Saturday".
    package func weekdayName(_ weekday: Int) -> String { name(CalendarWords.of(language).weekdays, weekday, "weekday.\(weekday)") }
    /// 0 = Sunday: "Sun" … "Sat".
    package func weekdayShort(_ weekday: Int) -> String {
        name(CalendarWords.of(language).weekdaysShort, weekday, "weekday.short.\(weekday)")
    }

    /// `names[index]`, or, past the calendar, what the table says for `key` (the key itself), as before there was a list.
    private func name(_ names: [String], _ index: Int, _ key: @autoclosure () -> String) -> String {
        names.indices.contains(index) ? names[index] : pattern(key())
    }

    /// "Mon, Nov 16" / "mandag 16. november": a day for running text, where bokmål writes the weekday and month out.
    package func shortDate(_ day: Day) -> String {
        weekdayDate(day, name(CalendarWords.of(language).monthsInDate, day.month - 1, "month.inDate.\(day.month)"))
    }

    /// "Mon, Nov 16" / "mandag 16. nov.": a day in a table's narrow column, its month abbreviated in both languages.
    package func tableDate(_ day: Day) -> String { weekdayDate(day, monthShort(day.month)) }

    private func weekdayDate(_ day: Day, _ month: String) -> String {
        let weekday = name(CalendarWords.of(language).weekdaysInDate, day.weekday, "weekday.inDate.\(day.weekday)")
        return sentence("date.short", [weekday, String(day.dayOfMonth), month])
    }

    /// `key` filled with a person's name in the genitive: `key.sibilant` for a name ending in s, x or z,
    /// which bokmål writes with an apostrophe alone ("Hans' fremgang", "Ingrids fremgang").
    package func possessive(_ key: String, _ name: String) -> String {
        let sibilant = name.last.map { "sxzSXZ".contains($0) } ?? false
        return self(sibilant ? "\(key).sibilant" : key, name)
    }

    /// When a note was written: "Mon, Nov 16, 8:30 PM" / "mandag 16. nov. kl. 20.30", or the day alone where
    /// times are withheld (`Redaction.showsUrgeTimes`).
    package func moment(_ at: Instant, withClock: Bool) -> String {
        withClock ? sentence("date.time", [shortDate(at.day), clockTime(minuteOfDay: at.minuteOfDay)]) : shortDate(at.day)
    }

    /// "16 November 2026" / "16. november 2026".
    package func longDate(_ day: Day) -> String {
        let (year, month, dayOfMonth) = day.components
        return sentence("date.long", [String(dayOfMonth), monthName(month), String(year)])
    }

    /// "16–22 November 2026", folding what the two ends share; one day is that day, never "22–22".
    package func dateRange(_ from: Day, _ to: Day) -> String {
        if from == to { return longDate(from) }
        let (a, b) = (from.components, to.components)
        if a.year != b.year {
            return sentence("range.years", [longDate(from), longDate(to)])
        }
        if a.month != b.month {
            return sentence("range.months", [String(a.day), monthName(a.month), String(b.day), monthName(b.month), String(b.year)])
        }
        return sentence("range.days", [String(a.day), String(b.day), monthName(b.month), String(b.year)])
    }
}
