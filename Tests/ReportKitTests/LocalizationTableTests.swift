import Testing
@testable import ReportKit

/// The one table every user-facing sentence comes from: complete in both languages, and kind.
@Suite struct LocalizationTableTests {
    @Test func everyEntryHasBothLanguages() {
        for (key, entry) in LocalizationTable.entries {
            #expect(!entry.en.isEmpty, "\(key) has no English")
            #expect(!entry.nb.isEmpty, "\(key) has no bokmål")
            let placeholders = { (s: String) in (0..<10).filter { s.contains("{\($0)}") } }
            #expect(placeholders(entry.en) == placeholders(entry.nb), "\(key): the two languages take different values")
        }
    }

    @Test func noShamingWords() {
        let words = ["failed", "fail", "missed", "bad", "cheat", "guilt", "guilty", "lazy"]
        for (key, entry) in LocalizationTable.entries {
            for text in [entry.en, entry.nb] {
                let tokens = text.lowercased().split { !$0.isLetter }.map(String.init)
                for w in words { #expect(!tokens.contains(w), "\(key) says “\(w)”") }
            }
        }
    }

    @Test func pluralsAndDatesReadNaturally() {
        let en = Localizer(language: .english), nb = Localizer(language: .norwegianBokmal)
        #expect(en.plural("days", 1) == "1 day")
        #expect(nb.plural("days", 3) == "3 dager")
        #expect(en.dateRange(.iso("2026-11-16"), .iso("2026-11-22")) == "November 16–22, 2026")
        #expect(nb.dateRange(.iso("2026-11-16"), .iso("2026-11-22")) == "16.–22. november 2026")
        #expect(en.dateRange(.iso("2026-11-29"), .iso("2026-12-05")) == "November 29 – December 5, 2026")
        #expect(nb.longDate(.iso("2026-11-16")) == "16. november 2026")
        #expect(Language(localeIdentifier: "nb-NO") == .norwegianBokmal)
        #expect(Language(localeIdentifier: "en-GB") == .english)
    }

    /// Right-to-left words, or a U+202E someone typed into their name, cannot turn our sentence around.
    @Test func thePersonsRightToLeftWordsAreIsolated() {
        let en = Localizer(language: .english)
        #expect(en("week.goal", "Calm and strong") == "Goal: Calm and strong")
        #expect(en("week.goal", "Rolig og sterk – å puste") == "Goal: Rolig og sterk – å puste")
        #expect(en("week.goal", "هدوء وقوة") == "Goal: \u{2068}هدوء وقوة\u{2069}")
        #expect(en("week.goal", "שקט") == "Goal: \u{2068}שקט\u{2069}")
        #expect(en("week.goal", "Sam\u{202E}olleh") == "Goal: \u{2068}Sam\u{202E}olleh\u{2069}")
        #expect(en.markdown("week.goal", .markdown("שקט")) == "Goal: \u{2068}שקט\u{2069}")
    }
}
