import Testing

@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// How answers are matched (`String.matchKey`) and the app's mini-coach options found by it.
struct MatchKeyTests {
    /// The key of an ASCII text, worked out without Unicode's tables, is the one Unicode's properties give.
    @Test func asciiKeysAreUnicodesKeys() {
        let alphabet = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        #expect(alphabet.allSatisfy { String($0).asciiMatchKey == String($0).unicodeMatchKey })
        var generator = SampleRandom(seed: 38)
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(text.asciiMatchKey == text.unicodeMatchKey, "\(text.debugDescription)")
        }
        #expect("  2-minute Grounding!! ".matchKey == "2 minute grounding")
        #expect("2-minute grounding 🌬️".asciiMatchKey == nil)
        #expect("2-minute grounding 🌬️".matchKey == "2 minute grounding")
        #expect("Proteinmellommåltid".matchKey == "proteinmellommåltid")
    }

    @Test func miniCoachOptionsAreFoundByTheirKey() {
        #expect(MiniCoachOptions.shown("2 minutter jording") == "to minutters jording")
        #expect(MiniCoachOptions.shown("Rask dagbok.") == "et kort dagboknotat")
        #expect(MiniCoachOptions.shown("proteinmellommåltid") == "et proteinrikt mellommåltid")
        #expect(MiniCoachOptions.shown("Short walk") == "Short walk")
        #expect(MiniCoachOptions.shown("then I ate the cookie") == "then I ate the cookie")
        #expect(MiniCoachOptions.option("GLASS of water!") == "glass of water")
        #expect(MiniCoachOptions.option("et  glass vann") == "et glass vann")
        #expect(MiniCoachOptions.option("a glass of water") == nil)
        #expect(MiniCoachOptions.all.allSatisfy { MiniCoachOptions.option($0) == $0 })
    }
}
