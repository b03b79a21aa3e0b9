import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 36's word test: every sentence Story can make of a pattern (each candidate pair, either direction, with
/// none, one and many on each side, both languages), and the "What you noticed" words around them, claim no
/// cause and say nothing of weight. The matcher is shown catching purpose-made bad strings first.
@Suite struct PatternWordTests {
    /// Words that claim a cause, in English and bokmål.
    static let causal = #"(?i)\b(because|caused?|causes|causing|led to|leads? to|makes you|made you|results? in|thanks to|fordi|førte til|fører til|på grunn av|gjør at|gjorde at|takket være)\b"#
    /// Words about weight or size.
    static let weight = #"(?i)\b(weight|weigh|weighed|kg|kilos?|lbs?|pounds?|lighter|slimmer|vekt|veie|veier|veide|lettere|slankere)\b"#

    static func violations(_ text: String) -> [String] {
        var found: [String] = []
        if text.range(of: causal, options: .regularExpression) != nil { found.append("a cause") }
        if text.range(of: weight, options: .regularExpression) != nil { found.append("weight") }
        return found
    }

    @Test func theMatcherCatchesEachOnPurpose() {
        let bad = [
            "Night Prep evenings led to calmer days.", "You had fewer urges because you did Night Prep.",
            "Training makes you calmer.", "More steps caused fewer urge notes.", "Days with more steps helped your weight.",
            "You were 2 kg lighter.", "Kveldsforberedelse førte til roligere dager.", "Du noterte færre sug fordi du trente.",
            "Roligere på grunn av morgenfokus.", "Trening gjør at du blir roligere.", "Din vekt gikk ned.",
        ]
        for text in bad { #expect(!Self.violations(text).isEmpty, "\(text)") }
        let good = [
            "On the 39 days after a Night Prep there were 24 urge notes; on the 45 other days, 71 urge notes.",
            "Night Prep evenings came before calmer days.", "Kveldene med forberedelse kom før roligere dager.",
        ]
        for text in good { #expect(Self.violations(text).isEmpty, "\(text)") }
    }

    /// Every pattern Story can tell: each candidate pair, fewer and more with the habit, with none, one and many.
    static func everyPattern() -> [Pattern] {
        let from = Day.iso("2026-09-01"), to = Day.iso("2026-11-22")
        var all: [Pattern] = []
        for (exposure, outcome) in Patterns.candidates {
            for (withCount, withoutCount) in [(0, 12), (1, 12), (2, 20), (12, 0), (12, 1), (20, 2)] {
                all.append(Pattern(
                    exposure: exposure, outcome: outcome, from: from, to: to, withDays: 30, withCount: withCount,
                    withoutDays: 31, withoutCount: withoutCount, p: 0.001, q: 0.01, stepsThreshold: exposure == .steps ? 8_500 : nil))
            }
        }
        return all
    }

    @Test(arguments: ["en-US", "nb-NO"])
    func noPatternSentenceClaimsACauseOrTellsWeight(locale: String) throws {
        let context = try NoticedTests.context(locale)
        let story = Story(context: context)
        let patterns = Self.everyPattern()
        #expect(patterns.count == Patterns.candidates.count * 6)
        var sentences: [String] = []
        for p in patterns {
            let said = story.pattern(p)
            sentences.append(said.counts.text)
            if let gentle = said.gentle { sentences.append(gentle) }
            sentences.append(story.patternLine(p))
        }
        let block = try #require(story.noticed(patterns))
        sentences += [block.title, block.span] + block.lines
        sentences.append(try #require(story.noticedLine(block)))
        sentences.append(StatsText.patterns(context))
        for s in sentences {
            #expect(Self.violations(s).isEmpty, "\(s)")
            // Every key is in the table: no sentence falls back to its key.
            #expect(!s.contains("pattern."), "\(s)")
        }
    }
}
