import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
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

    /// Issue 23's bokmål list: literal translations of the English that a Norwegian would not write,
    /// and grading words, are gone from the table for good. Issue 35 brought back the app's own words for
    /// showing up, "møtte opp", where the outputs had said "var i gang".
    @Test func bokmalAsANorwegianWouldWriteIt() {
        let gone = ["var i gang", "vært i gang", "i gang {", "omsorgshandling", "hoppet over", "poeng mer enn", "poeng mindre enn", "fremgangen til",
                    "flest dager på rad", "rekka", "nåværende", "nyanse:", "kom opp oftest", "treningen gjort",
                    "i disse dagene", "trøstesug", "du kan forberede til", ": din lengste rekke"]
        for (key, entry) in LocalizationTable.entries {
            for phrase in gone {
                #expect(!entry.nb.lowercased().contains(phrase), "\(key) says “\(phrase)”: \(entry.nb)")
            }
        }
        let nb = Localizer(language: .norwegianBokmal), en = Localizer(language: .english)
        #expect(nb.possessive("site.title.named", "Ingrid") == "Ingrids fremgang")
        #expect(nb.possessive("site.title.named", "Hans") == "Hans' fremgang")
        #expect(nb.possessive("site.title.named", "Max") == "Max' fremgang")
        #expect(en.possessive("site.title.named", "Hans") == "Hans's progress")
        // A date in running text writes the weekday out; the heatmap's row labels stay short.
        #expect(nb.shortDate(.iso("2026-11-22")) == "søndag 22. november")
        #expect(nb.tableDate(.iso("2026-11-22")) == "søndag 22. nov.")
        #expect(en.shortDate(.iso("2026-11-22")) == "Sun, Nov 22")
        #expect(nb.weekdayShort(0) == "søn.")
        #expect(nb.plural("week.number.current", 4, nb.shortDate(.iso("2026-11-22"))) == "dager på rad fram til søndag 22. november")
        #expect(nb.plural("summary.showedUp", 7, 5) == "Du møtte opp 5 av 7 dager.")
        #expect(nb.plural("week.number.showedUp.soFar", 3) == "dager du har møtt opp så langt")
        // Month names and "uke" are small after a colon; a continued heading is "(forts.)".
        #expect(nb("site.nav.previous", 46, 2026) == "Uka før: uke 46, 2026")
        #expect(en("site.nav.previous", 46, 2026) == "Week before: Week 46, 2026")
        #expect(nb("site.nav.nextMonth", nb("site.month.title", nb.monthName(4), "2026")) == "Måneden etter: april 2026")
        #expect(nb("week.day.continued", "Fredag 20. november") == "Fredag 20. november (forts.)")
        #expect(nb("summary.milestones.none") == "Ingen nye milepæler disse dagene. Hver dag du møter opp, teller likevel.")
        #expect(nb("week.discipline.up", 4) == "Det er 4 poeng høyere enn uka før.")
        // Skipped prep items are never named, so there are no words for them.
        #expect(LocalizationTable.entries["prep.skip"] == nil)
        // The same subject style in both languages: no emoji in either.
        for key in ["story.subject.named", "story.subject", "story.subject.showedUp.one", "story.subject.showedUp.other", "story.short.quiet", "story.short.ahead", "story.short.quietSoFar", "story.short.before"] {
            let entry = LocalizationTable.entries[key]!
            #expect(entry.nb.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation }, "\(key): \(entry.nb)")
            #expect(entry.en.unicodeScalars.allSatisfy { !$0.properties.isEmojiPresentation }, "\(key): \(entry.en)")
        }
    }

    /// Every month's short name at the end of a sentence, in both languages and through each way a sentence is
    /// filled (plain, Markdown, a sentence inside a sentence): one full stop, never "15. nov..".
    @Test func everyMonthAbbreviationEndsASentenceWithOneFullStop() {
        for language in Language.allCases {
            let l = Localizer(language: language)
            for month in 1...12 {
                let day = Day.iso(month < 10 ? "2026-0\(month)-15" : "2026-\(month)-15")
                let date = l.shortDate(day)
                let sentences = [
                    l("story.encourage.streak", l.plural("story.streak", 5, date)),
                    l("period.milestones.again", l.plural("days", 5), 2, date),
                    l("summary.discipline.noCheckIns", date),
                    l.markdown("period.milestones.again", .text(l.plural("days", 5)), .text("2"), .text(date)),
                    l.markdown("story.encourage.streak", .markdown(l.markdownPlural("story.streak", 5, .text(date)))),
                ]
                for sentence in sentences {
                    #expect(!sentence.contains(".."), "\(language) \(month): \(sentence)")
                    // The month as running text writes it: short in English, in full in bokmål (`month.inDate`).
                    #expect(sentence.contains(l.pattern("month.inDate.\(month)")), "\(language) \(month): \(sentence)")
                }
                if language == .norwegianBokmal {
                    let ended = date.hasSuffix(".") ? date : date + "."  // "15. nov." ends a sentence as it is; "15. mai" takes one
                    #expect(sentences[0].hasPrefix("5 dager på rad, fram til \(ended) Hver av"), "\(sentences[0])")
                    #expect(sentences[1].hasSuffix("sist \(ended)"), "\(sentences[1])")
                }
            }
        }
        // Where a value ends without a full stop, the sentence keeps its own.
        let nb = Localizer(language: .norwegianBokmal)
        #expect(nb("period.milestones.again", "5 dager", 2, nb.shortDate(.iso("2026-05-15"))) == "5 dager på rad: 2 ganger, sist fredag 15. mai.")
        #expect(nb("validate.profile", "Ingrid") == "Profil: Ingrid.")
        #expect(nb("validate.profile", "Ingrid m.fl.") == "Profil: Ingrid m.fl.")
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
