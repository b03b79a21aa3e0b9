import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Warm, honest, never shaming: outside the person's own words, none of these words appear.
@Suite struct SummaryToneTests {
    static let english: Set<String> = ["fail", "failed", "failure", "failing", "missed", "miss", "bad", "cheat", "cheated", "cheating", "guilt", "guilty", "lazy"]
    /// Bokmål: failed (mislykket, feilet), missed (gikk glipp), bad (dårlig), cheat (juks), guilt (skyld), lazy (lat).
    static let bokmalStems = ["mislyk", "feil", "glipp", "dårlig", "juks", "skyld"]
    static let bokmalWords: Set<String> = ["lat", "late", "lata"]

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }

    static func shaming(_ text: String, _ language: Language) -> [String] {
        words(text).filter { w in
            switch language {
            case .english: return english.contains(w)
            case .norwegianBokmal: return english.contains(w) || bokmalWords.contains(w) || bokmalStems.contains { w.hasPrefix($0) }
            }
        }
    }

    @Test func theTableHasNoShamingWords() {
        for (key, entry) in LocalizationTable.entries where key.hasPrefix("summary.") || key == "compassion" {
            #expect(Self.shaming(entry.en, .english).isEmpty, "\(key): \(entry.en)")
            #expect(Self.shaming(entry.nb, .norwegianBokmal).isEmpty, "\(key): \(entry.nb)")
        }
    }

    /// Every week of every example, with the person's words replaced by a neutral one so only ours remain,
    /// in both languages.
    @Test(arguments: ["sample-export.json", "uke-nb.json"])
    func everySummaryOfTheExamplesIsKind(example: String) throws {
        let context = try Fixtures.context(example)
        let person = PersonText(context.export, words: { _ in "note" })
        let figures = person.figures(like: context.figures)
        let writer = MarkdownWriter(templates: Fixtures.templates)
        for language in Language.allCases {
            let builder = SummaryBuilder(export: person.export, figures: figures, localizer: Localizer(language: language))
            for week in figures.weeks.map(\.week) + [figures.week(holding: figures.asOf).next] {
                let text = try writer.markdown(builder.view(for: SummaryPeriod(week: week)))
                #expect(Self.shaming(text, language).isEmpty, "\(week.start): \(Self.shaming(text, language))")
            }
            let all = try writer.markdown(builder.view(for: SummaryPeriod(from: figures.firstDay!, to: figures.asOf)!))
            #expect(Self.shaming(all, language).isEmpty)
        }
    }
}
