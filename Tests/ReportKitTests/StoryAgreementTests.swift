import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 23's agreement test: every output says each fact of a week with the same number and the same
/// denominator as `stats --json` and as the chart beside it, for made-up exports with first, partial,
/// empty and comeback weeks, a day written twice, rest days and a newer type of urge, at every week start and
/// in both languages (issue 35): each output's sentence is Story's, whatever its words.
@Suite struct StoryAgreementTests {
    /// The week's row of `stats --json`.
    struct Row {
        var showedUp: Int, days: Int, care: Int, urges: Int, trainingPlanned: Int
        init(_ json: [String: Any]) {
            showedUp = json["showedUp"] as! Int
            days = json["days"] as! Int
            care = json["careActionDays"] as! Int
            urges = (json["urges"] as! [String: Int]).values.reduce(0, +)
            trainingPlanned = json["trainingPlanned"] as! Int
        }
    }

    /// The streak on `end` and the day it runs through, from `stats --json`'s list of showed-up days.
    static func streak(_ stats: [String: Any], end: Day) -> (length: Int, through: Day)? {
        let days = Set((stats["showedUp"] as! [String]).map { Day.iso($0) })
        var last = end
        if !days.contains(last) { last = last - 1 }
        guard days.contains(last) else { return nil }
        var n = 0
        while days.contains(last - n) { n += 1 }
        return (n, last)
    }

    /// Every "showed up on N of M days" and "N of the M days" in `text`.
    static func showedUpPairs(_ text: String) -> [[Int]] {
        let regex = try! NSRegularExpression(pattern: #"[Ss]howed up (?:on )?(\d+) of (?:the )?(\d+) days?"#)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            [Int(ns.substring(with: m.range(at: 1)))!, Int(ns.substring(with: m.range(at: 2)))!]
        }
    }

    @Test(arguments: WeekStart.allCases, [Language.english, .norwegianBokmal])
    func everyOutputTellsTheWeekAsStatsDoes(weekStart: WeekStart, language: Language) throws {
        let context = try StoryOutputs.context(weekStart: weekStart, language: language)
        let words = context.localizer
        let story = Story(context: context)
        let stats = try StoryOutputs.stats(context)
        let rows = Dictionary(uniqueKeysWithValues: (stats["weeks"] as! [[String: Any]]).map { ($0["start"] as! String, Row($0)) })
        let scores = stats["discipline"] as! [String: Any]
        let site = try StoryOutputs.site(context)
        var checked = 0
        for week in StoryOutputs.weeks(context) {
            guard let row = rows[week.start.iso] else { continue }
            let pf = context.figures.period(from: week.start, to: week.end)
            let t = try StoryOutputs.texts(context, week, site: site)
            let label = "\(weekStart) \(language) \(week.isoWeek)"

            // Showed up: the story's number and denominator are stats' own.
            let short = story.showedUpShort(pf)
            #expect(short.number == row.showedUp, "\(label)")
            if row.showedUp > 0 {
                #expect(short.of == row.days, "\(label)")
                // Outputs about the week alone (the email and the PDF also hold the twelve weeks' heatmap: another period).
                for name in ["markdown", "html", "alt.rings"] where language == .english {
                    for pair in Self.showedUpPairs(t[name]) {
                        #expect(pair == [row.showedUp, row.days], "\(label) \(name): \(pair)")
                    }
                }
                #expect(t["html"].contains(story.showedUp(pf).text), "\(label)")
                #expect(t["email.text"].contains(story.showedUp(pf).text), "\(label)")
                #expect(t["email.subject"].hasSuffix(story.subjectShowedUp(pf).text), "\(label) \(t["email.subject"])")
                #expect(t["alt.rings"].contains(words("chart.rings.alt.showedUp", short.text)), "\(label) \(t["alt.rings"])")
                // The PDF's tile, as laid out on its page: "5/7" (WeeklyPDFTests read the file's text back).
                #expect(t["pdf.scene"].split(separator: "\n").contains("\(row.showedUp)/\(row.days)"), "\(label)")
                if site["weeks/\(week.isoWeek).html"] != nil {
                    // The index's list of weeks and the week's rings table, beside the rings.
                    #expect(t["site.index"].contains(short.text.capitalizedFirst), "\(label)")
                    #expect(t["site.week"].contains(short.text), "\(label)")
                    #expect(t["site.feed"].contains(story.showedUp(pf).text), "\(label)")
                }
            } else {
                // A quiet week is told as quiet, never as "0 of 7" (the week before may still be told with its own days).
                #expect(Self.showedUpPairs(t["html"]).allSatisfy { $0[0] > 0 } && Self.showedUpPairs(t["email.subject"]).isEmpty, "\(label)")
                #expect(t["html"].contains(story.showedUp(pf).text), "\(label)")
            }

            // The care action: of the evenings that answered, in the summary, the email and the rings.
            #expect(pf.careActionDays == row.care, "\(label)")
            if row.care > 0, let care = story.care(pf) {
                #expect(care.number == row.care && care.of == pf.careAnsweredDays, "\(label)")
                for name in ["html", "email.text"] { #expect(t[name].contains(care.text), "\(label) \(name)") }
                #expect(t["alt.rings"].contains(story.careListed(pf)?.text ?? "–"), "\(label) \(t["alt.rings"])")
            }

            // Urge notes, newer types included.
            #expect(pf.urgeCount == row.urges, "\(label)")
            if row.urges > 0 {
                let urges = story.urges(pf).text
                for name in ["html", "email.text", "pdf.scene"] { #expect(t[name].contains(urges), "\(label) \(name)") }
            }

            // Training: planned of stats, as the summary, the rings table and the PDF say it.
            if let training = story.training(pf), row.trainingPlanned > 0, training.of != nil {
                #expect(training.of == row.trainingPlanned, "\(label)")
                if site["weeks/\(week.isoWeek).html"] != nil { #expect(t["site.week"].contains(training.text), "\(label)") }
            }

            // The streak: one figure, dated on a day shown up, the same in the summary, the email and the PDF's tile.
            if let (length, through) = Self.streak(stats, end: pf.end), pf.end >= StoryOutputs.first {
                let streak = try #require(story.streak(pf), "\(label)")
                #expect(streak.number == length && pf.lastShowedUp == through, "\(label)")
                for name in ["html", "email.text"] { #expect(t[name].contains(streak.text), "\(label) \(name)") }
                #expect(t["pdf.scene"].contains(words.plural("story.tile.streak", length, words.shortDate(through))), "\(label)")
            }

            // The Discipline Score on the week's last counted day.
            // From where the score's line begins: before it, no number is told (docs/words.md).
            if let score = scores[pf.end.iso] as? Int, pf.end >= StoryOutputs.first, context.figures.scoreLineStart.map({ $0 <= pf.end }) ?? false {
                let said = try #require(story.discipline(pf))
                #expect(said.number == score, "\(label)")
                #expect(t["html"].contains(words("summary.discipline.now", words.shortDate(pf.end), words.number(score)).dropLast()), "\(label)")
            }
            checked += 1
        }
        #expect(checked >= 5)
    }
}
