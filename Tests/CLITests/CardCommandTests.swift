import Foundation
import Testing

/// `card plan` as a person uses it (issue 36): a phone's lock screen as PNG (1170×2532) or SVG and a wallet card
/// as PDF (85×55 mm), in both languages and themes; an export with nothing to draw from is a kind sentence and 65.
@Suite struct CardCommandTests {
    static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test(arguments: [("light", "en-US"), ("dark", "nb-NO")])
    func thePlanCardInEverySize(theme: String, locale: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = CLIRunner.example("sample-export.json")
        for name in ["plan.png", "plan.svg", "plan.pdf"] {
            let out = folder.appendingPathComponent(name)
            let r = try CLIRunner.run(["card", "plan", export, "--theme", theme, "--locale", locale, "--out", out.path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let bytes = try Data(contentsOf: out)
            switch name {
            case "plan.png":
                #expect(Self.pngSize(bytes).map { [$0.0, $0.1] } == [1170, 2532])
            case "plan.svg":
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text.contains(locale == "nb-NO" ? "Når suget kommer" : "When an urge comes"))
                #expect(text.contains("viewBox=\"0 0 390 844\""))
            default:
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(text.hasPrefix("%PDF"))
                // 85 × 55 mm in points.
                #expect(text.contains("/MediaBox [ 0 0 240.94") || text.contains("/MediaBox [0 0 240.94"), "\(text.prefix(600))")
            }
        }
    }

    @Test func nothingToDrawFromIsAKindSentence() throws {
        let r = try CLIRunner.run(["card", "plan", CLIRunner.example("checkins.json"), "--time-zone", "Europe/Oslo", "--out", "/nonexistent/plan.png"])
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("coach-report: There are no urge notes with a chosen response in this export yet"))
        let bad = try CLIRunner.run(["card", "plan", CLIRunner.example("sample-export.json"), "--out", "plan.txt"])
        #expect(bad.status == 64)
    }
}
