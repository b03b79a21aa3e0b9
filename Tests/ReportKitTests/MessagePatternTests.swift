import PropertyBased
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The quick ways of writing a sentence (patterns cut once, calendar names read once, escaping skipped for plain
/// words) give the very bytes of the plain ways they stand in for.
@Suite struct MessagePatternTests {
    /// The scanner `Localizer.fill` used before patterns were cut once: byte by byte, every call (with the one
    /// full stop where a value ending in one meets the sentence's).
    static func scannedFill(_ pattern: String, _ arguments: [String]) -> String {
        let bytes = Array(pattern.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{") {
                var j = i + 1, n = 0
                while j < bytes.count, j - i <= 3, (0x30...0x39).contains(bytes[j]) { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: "}"), n < arguments.count {
                    let value = BidiIsolation.isolated(arguments[n])
                    out.append(contentsOf: value.utf8)
                    i = j + 1
                    // One full stop where a value ending in one meets the sentence's own ("15. nov." + ".").
                    if value.hasSuffix("."), i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1 }
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let values = ["5", "3,101", "Tir 16. nov.", "{1}", "{0}{0}", "שלום", "", "a\u{202E}b", "æøå 🧘‍♀️"]

    @Test func everySentenceOfTheTableFillsAsScanned() {
        for language in Language.allCases {
            let words = Localizer(language: language)
            for key in LocalizationTable.entries.keys {
                for count in [0, 1, 3, 6] {
                    let arguments = (0..<count).map { Self.values[($0 + key.utf8.count) % Self.values.count] }
                    #expect(words.sentence(key, arguments) == Self.scannedFill(words.pattern(key), arguments), "\(key)")
                }
            }
        }
    }

    /// `pattern` cut once and filled with `arguments`, as the Localizer fills its sentences.
    static func filled(_ pattern: String, _ arguments: [String]) -> String {
        MessagePattern(pattern).fill(count: arguments.count) { n, _ in arguments[n] }
    }

    @Test func oddPlaceholdersFillAsScanned() {
        let patterns = [
            "", "{", "}", "{}", "{0", "0}", "{{0}}", "{0}{1}{2}", "{00}", "{001}", "{0001}", "{12}", "{-1}", "{ 0}",
            "a {5} left", "æ{0}ø{1}å", "{1{0}}", "}{0}{", "{0}{9}{0}", "no placeholder at all",
        ]
        for pattern in patterns {
            for count in 0...3 {
                let arguments = Array(Self.values.prefix(count))
                #expect(Self.filled(pattern, arguments) == Self.scannedFill(pattern, arguments), "\(pattern) with \(count)")
            }
        }
    }

    @Test func randomPatternsFillAsScanned() async {
        let soup = Gen.element(of: ["{", "}", "0", "1", "2", "12", "a", " ", "ø", "\u{2067}"]).array(of: 0...16)
        await propertyCheck(count: 400, input: soup) { pieces in
            let pattern = pieces.compactMap { $0 }.joined()
            #expect(Self.filled(pattern, ["x", "{0}", "שלום"]) == Self.scannedFill(pattern, ["x", "{0}", "שלום"]))
        }
    }

    /// The index finds every sentence of the table under its own key, and nothing under any other.
    @Test func theIndexFindsEveryKey() {
        for (key, entry) in LocalizationTable.entries {
            #expect(MessageTables.plain(.english)[key]?.text == entry.en, "\(key)")
            #expect(MessageTables.plain(.norwegianBokmal)[key]?.text == entry.nb, "\(key)")
            #expect(MessageTables.markdown(.english)[key]?.text == MarkdownEscaping.inline(entry.en), "\(key)")
            #expect(MessageTables.plain(.english)[key + "x"] == nil)
            #expect(MessageTables.plain(.english)[String(key.dropLast())] == nil || LocalizationTable.entries[String(key.dropLast())] != nil)
        }
        let index = MessageIndex(["a": "1", "b": "2", "": "3"], MessagePattern.init)
        #expect(index["a"]?.text == "1" && index["b"]?.text == "2" && index[""]?.text == "3" && index["c"] == nil)
    }

    /// The names read once are the table's, and a number past the calendar still gives what the table gives.
    @Test func calendarNamesAreTheTables() {
        for language in Language.allCases {
            let words = Localizer(language: language)
            for m in 0...13 {
                #expect(words.monthName(m) == words.pattern("month.\(m)"))
                #expect(words.monthShort(m) == words.pattern("month.short.\(m)"))
            }
            for d in -1...7 {
                #expect(words.weekdayName(d) == words.pattern("weekday.\(d)"))
                #expect(words.weekdayShort(d) == words.pattern("weekday.short.\(d)"))
            }
            let day = Day(number: 20_409)
            #expect(words.shortDate(day) == Self.scannedFill(
                words.pattern("date.short"),
                [words.pattern("weekday.inDate.\(day.weekday)"), String(day.dayOfMonth), words.pattern("month.inDate.\(day.month)")]))
        }
    }

    /// Whatever the quick check lets through comes out of the long way unchanged.
    @Test func textPassedWithoutEscapingNeedsNone() async {
        let soup = Gen.element(of: ["1", "12", ".", ")", " ", "a", "#", "-", "+", "=", ">", "*", "&", "ø", "\t", "\n", ":", "/", "://"]).array(of: 1...8)
        await propertyCheck(count: 1000, input: soup) { pieces in
            let text = pieces.compactMap { $0 }.joined()
            for midLine in [false, true] where MarkdownEscaping.needsNoEscaping(text, midLine: midLine) {
                #expect(MarkdownEscaping.escapedInline(text, continuation: "  ", midLine: midLine) == text, "\(text)")
            }
        }
        for text in ["5", "3,101", "12 days", "2026", "16.", "16. november", "1)", "# 1", "+5", "Sun, Nov 27, 1:38 PM", "see https://x.org", "a:/b", "a:"] {
            for midLine in [false, true] {
                #expect(MarkdownEscaping.inline(text, midLine: midLine) == MarkdownEscaping.escapedInline(text, continuation: "", midLine: midLine))
            }
        }
    }
}
