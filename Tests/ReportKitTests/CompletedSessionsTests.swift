import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 35: what stands behind the Discipline Score ("7 of 10 check-ins in the 14 days up to Sun, Nov 22 were
/// completed sessions") is one Story statement, and the summary, the email, the weekly PDF (its cover tile and its
/// score page), the trend chart and the site say it in the same words, in English and in bokmål.
@Suite struct CompletedSessionsTests {
    /// Text with every run of white space made one space, so a line broken by a layout still matches.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func sceneText(_ items: [SceneItem]) -> String {
        items.map { item in
            switch item {
            case .text(let t): return t.block.text
            case .group(let g): return sceneText(g.items)
            case .anchor, .shape, .link: return ""
            }
        }.joined(separator: "\n")
    }

    @Test(arguments: [Language.english, .norwegianBokmal])
    func everySurfaceSaysTheSameSentence(language: Language) throws {
        let context = try StoryOutputs.context(weekStart: language == .english ? .sunday : .monday, language: language)
        let story = Story(context: context)
        let site = try StoryOutputs.site(context)
        var checked = 0
        for week in StoryOutputs.weeks(context) {
            let wf = context.figures.period(from: week.start, to: week.end)
            // A score made mostly by rest is not a headline (docs/words.md): its tile gives the week's check-ins.
            guard let s = wf.discipline.score, s > 0, !wf.discipline.mostlyRest, let sentence = story.completedSessions(wf.discipline)?.text else { continue }
            let t = try StoryOutputs.texts(context, week, site: site)
            for name in ["pdf.scene", "html", "email.html"] {
                #expect(Self.flat(t.byName[name] ?? "").contains(Self.flat(sentence)), "\(language) \(week.isoWeek) \(name): \(sentence)")
            }
            let chart = ChartRenderer.scene(.trend, figures: context.figures, options: ChartOptions(context: context, week: week), typeSetter: TypeSetter())
            #expect(Self.flat(Self.sceneText(chart.items)).contains(Self.flat(sentence)), "\(language) \(week.isoWeek) trend chart")
            checked += 1
        }
        #expect(checked > 0)
        // The site's front page tells the score as of the export's last day, with the same statement.
        let asOf = context.figures.discipline(on: context.figures.asOf)
        if let behind = story.disciplineBehind(asOf)?.text {
            #expect(Self.flat(HTMLText(site["index.html"] ?? "").text).contains(Self.flat(behind)), "\(language) site: \(behind)")
        }
    }

    /// The statement itself: plural forms and the locale's number format.
    @Test func pluralsAndNumbers() {
        let day = Day(year: 2026, month: 11, day: 22)!
        let en = Story(figures: try! StoryOutputs.context(weekStart: .sunday, language: .english).figures, localizer: Localizer(language: .english))
        let nb = Story(figures: en.figures, localizer: Localizer(language: .norwegianBokmal))
        let one = DisciplineScore(day: day, completed: 1, checkIns: 1)
        #expect(en.completedSessions(one)?.text == "1 of 1 check-in in the 14 days up to Sun, Nov 22 was a completed session")
        #expect(nb.completedSessions(DisciplineScore(day: day, completed: 7, checkIns: 10))?.text.hasPrefix("7 av 10 innsjekkinger de 14 dagene fram til ") == true)
        #expect(en.completedSessions(DisciplineScore(day: day, completed: 0, checkIns: 2))?.text.hasPrefix("2 check-ins in the 14 days") == true)
        #expect(en.completedSessions(DisciplineScore(day: day, completed: 0, checkIns: 0)) == nil)
    }
}
