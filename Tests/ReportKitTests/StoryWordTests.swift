import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 23's word test: no output, in either language or at any redaction level, grades what did not happen.
@Suite struct StoryWordTests {
    /// What no output may say: a week of "0 of N", a score "N points lower", a tally of skipped prep.
    static let forbidden: [(name: String, pattern: String)] = [
        ("0 of N", #"(?<![\d.,\u00A0])0 (of|av) (the |de )?\d"#),
        ("points lower", #"points lower|poeng lavere"#),
        ("a skipped prep item", #"\(skipped\)|\bskipped\b|hoppet over"#),
        ("a streak dated on, not through, a day", #"in a row on |på rad per "#),
    ]

    /// A streak with the day it is dated on: "8 days in a row, through Sat, Nov 21" / "8 dager på rad, fram til lør. 21. nov.".
    static let datedStreak = #"(?:(\d[\d,\u00A0]*) )?(?:days?|dager|dag) (?:in a row|på rad), (?:through|fram til) ([^;\n]+)"#

    /// Everything wrong in `text`. `showedUpDates`: the days the person showed up, as the language writes them
    /// (`Localizer.shortDate`); a streak must be dated on one of them.
    static func violations(_ text: String, showedUpDates: Set<String>) -> [String] {
        var found: [String] = []
        for (name, pattern) in forbidden where text.range(of: pattern, options: .regularExpression) != nil {
            found.append(name)
        }
        let regex = try! NSRegularExpression(pattern: datedStreak)
        let ns = text as NSString
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let dated = ns.substring(with: match.range(at: 2))
            if !showedUpDates.contains(where: { dated.hasPrefix($0) }) { found.append("a streak dated on a quiet day: \(ns.substring(with: match.range))") }
        }
        return found
    }

    @Test func theWordTestCatchesEachOnPurpose() throws {
        let words = Localizer(language: .english), ord = Localizer(language: .norwegianBokmal)
        let shown: Set<String> = [words.shortDate(.iso("2026-11-21")), ord.shortDate(.iso("2026-11-21"))]
        for bad in [
            "You showed up on 0 of 7 days.", "Last week: 0 of 7 days.", "Forrige uke: 0 av 7 dager.",
            "That is 21 points lower than the week before.", "Disiplinscore per søn. 22. nov.: 50 (4 poeng lavere enn søn. 8. nov.).",
            "Prepared for the next day: A prep item (skipped), A prep item (done).", "Forberedt til neste dag: Fyll vannflasken (hoppet over).",
            "1 day in a row on Sat, Oct 17",
            "Current streak: 8 days in a row, through \(words.shortDate(.iso("2026-11-22"))); longest so far: 9 days.",
            "Rekka nå: 8 dager på rad, fram til \(ord.shortDate(.iso("2026-11-20"))); lengste rekke så langt: 9 dager.",
        ] {
            #expect(!Self.violations(bad, showedUpDates: shown).isEmpty, "\(bad)")
        }
        for good in [
            "You showed up on 5 of 7 days.", "Last week was a quiet one, and this week you came back.", "10 of 70 days",
            "Current streak: 8 days in a row, through \(words.shortDate(.iso("2026-11-21"))); longest so far: 9 days.",
            "8 dager på rad, fram til \(ord.shortDate(.iso("2026-11-21")))", "Å hoppe over måltider",
        ] {
            #expect(Self.violations(good, showedUpDates: shown).isEmpty, "\(good)")
        }
    }

    @Test(arguments: Language.allCases, Redaction.allCases)
    func noOutputGradesWhatDidNotHappen(language: Language, redaction: Redaction) throws {
        for weekStart in WeekStart.allCases {
            let context = try StoryOutputs.context(weekStart: weekStart, language: language, redaction: redaction)
            let shown = Set(context.figures.showedUp.map(context.localizer.shortDate))
            let site = try StoryOutputs.site(context)
            for week in StoryOutputs.weeks(context) {
                // Mail is read back by Python: once per week start is enough to cover its words.
                let texts = try StoryOutputs.texts(context, week, site: site, mail: weekStart == .monday)
                for (name, text) in texts.all {
                    let found = Self.violations(text, showedUpDates: shown)
                    #expect(found.isEmpty, "\(language) \(redaction) \(weekStart) \(week.isoWeek) \(name): \(found)")
                }
            }
        }
    }
}
