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
        Localizer.fill(pattern(key), count: arguments.count) { n, _ in arguments[n].description }
    }

    /// Chooses `key.one` or `key.other` by `count`, and passes the count as `{0}`.
    package func plural(_ key: String, _ count: Int, _ more: CustomStringConvertible...) -> String {
        let form = count == 1 ? "\(key).one" : "\(key).other"
        return Localizer.fill(pattern(form), [number(count)] + more.map(\.description))
    }

    /// The table's text for `key` in this language, placeholders and all.
    func pattern(_ key: String) -> String {
        let entry = LocalizationTable.entries[key]
        return (language == .norwegianBokmal ? entry?.nb : entry?.en) ?? entry?.en ?? key
    }

    /// Replaces `{0}`, `{1}` … in one pass, so an argument that itself holds `{1}` stays as it is;
    /// a placeholder without an argument is left in place.
    static func fill(_ pattern: String, _ arguments: [String]) -> String {
        fill(pattern, count: arguments.count) { n, _ in arguments[n] }
    }

    /// The one placeholder scanner: `value(n, offset)` gives what replaces `{n}` found at byte `offset`.
    static func fill(_ pattern: String, count: Int, _ value: (_ index: Int, _ offset: Int) -> String) -> String {
        guard count > 0, pattern.utf8.contains(UInt8(ascii: "{")) else { return pattern }
        // A site fills a hundred thousand of these: the table's own bytes are read in place, not copied.
        var pattern = pattern
        return pattern.withUTF8 { fill($0, count: count, value) }
    }

    private static func fill(_ bytes: UnsafeBufferPointer<UInt8>, count: Int, _ value: (_ index: Int, _ offset: Int) -> String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{") {
                var j = i + 1, n = 0
                while j < bytes.count, j - i <= 3, (0x30...0x39).contains(bytes[j]) { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: "}"), n < count {
                    out.append(contentsOf: BidiIsolation.isolated(value(n, i)).utf8)
                    i = j + 1
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// "January" … "December".
    package func monthName(_ month: Int) -> String { self("month.\(month)") }
    /// "Jan" … "Dec".
    package func monthShort(_ month: Int) -> String { self("month.short.\(month)") }
    /// 0 = Sunday: "Sunday" … "Saturday".
    package func weekdayName(_ weekday: Int) -> String { self("weekday.\(weekday)") }
    /// 0 = Sunday: "Sun" … "Sat".
    package func weekdayShort(_ weekday: Int) -> String { self("weekday.short.\(weekday)") }

    /// "Mon, Nov 16" / "mandag 16. nov.": a short day for running text, where bokmål writes the weekday out.
    package func shortDate(_ day: Day) -> String {
        self("date.short", self("weekday.inDate.\(day.weekday)"), day.dayOfMonth, monthShort(day.month))
    }

    /// `key` filled with a person's name in the genitive: `key.sibilant` for a name ending in s, x or z,
    /// which bokmål writes with an apostrophe alone ("Hans' fremgang", "Ingrids fremgang").
    package func possessive(_ key: String, _ name: String) -> String {
        let sibilant = name.last.map { "sxzSXZ".contains($0) } ?? false
        return self(sibilant ? "\(key).sibilant" : key, name)
    }

    /// When a note was written: "Mon, Nov 16, 8:30 PM" / "mandag 16. nov. kl. 20.30", or the day alone where
    /// times are withheld (`Redaction.showsUrgeTimes`).
    func moment(_ at: Instant, withClock: Bool) -> String {
        withClock ? self("date.time", shortDate(at.day), clockTime(minuteOfDay: at.minuteOfDay)) : shortDate(at.day)
    }

    /// "16 November 2026" / "16. november 2026".
    package func longDate(_ day: Day) -> String {
        self("date.long", day.dayOfMonth, monthName(day.month), day.year)
    }

    /// "16–22 November 2026", folding what the two ends share.
    package func dateRange(_ from: Day, _ to: Day) -> String {
        if from.year != to.year {
            return self("range.years", longDate(from), longDate(to))
        }
        if from.month != to.month {
            return self("range.months", from.dayOfMonth, monthName(from.month), to.dayOfMonth, monthName(to.month), to.year)
        }
        return self("range.days", from.dayOfMonth, to.dayOfMonth, monthName(to.month), to.year)
    }
}
