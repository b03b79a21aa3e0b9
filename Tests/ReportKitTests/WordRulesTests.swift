import Foundation
import Testing
@testable import ReportKit

/// Issue 35's word test (docs/words.md): no output, in either language or at any redaction level, lists what did
/// not happen, narrates a decline, counts a fraction of a day, names a one-day range twice, names an urge type
/// the format does not know, or writes "nov.."; no email subject counts the week. The matcher is shown catching
/// each on purpose-made bad strings first.
@Suite struct WordRulesTests {
    /// What no output may say, by name.
    static let forbidden: [(name: String, pattern: String)] = [
        ("a ledger of what did not happen", #"did not happen|not this time|ikke tid\b|ikke denne gangen|Not that day|Ikke den dagen"#),
        ("a score's fall told as from N to M", #"\((from|fra) \d+ (to|til) \d+\)"#),
        ("a fractional count of days", #"\d+[.,]\d+ (of|av) [\d\u00A0]+ (days|dager)|\d+[.,]\d+ (days?|dager)\b"#),
        ("a one-day range written twice", #"(?<!\d)(\d{1,2})\.?–\1\.?(?![\d])"#),
        ("a month's abbreviation with two full stops", #"(?i)\b(jan|feb|mar|apr|mai|jun|jul|aug|sep|sept|okt|oct|nov|des|dec)\.\."#),
    ]

    /// What an email subject may not say: a count of the week.
    static let subjectCount = #"\d+ (of|av) \d+"#

    /// Everything wrong in `text`; `subject`: the text is an email's subject; `unknownTypes`: the urge types in the
    /// export the format does not know, which every output names "Other / not sure".
    static func violations(_ text: String, subject: Bool = false, unknownTypes: [String] = []) -> [String] {
        var found = forbidden.filter { text.range(of: $0.pattern, options: .regularExpression) != nil }.map(\.name)
        if subject, text.range(of: subjectCount, options: .regularExpression) != nil { found.append("N of M in an email subject") }
        for type in unknownTypes where text.range(of: #"\b\#(NSRegularExpression.escapedPattern(for: type))\b"#, options: .regularExpression) != nil {
            found.append("an unknown urge type's raw name (\(type))")
        }
        return found
    }

    @Test func theMatcherCatchesEachOnPurpose() {
        let bad: [(String, Bool)] = [
            ("Tue, Nov 10 - Evening: the care action did not happen this time.", false),
            ("Om kvelden: det ble ikke tid til egenomsorg denne gangen.", false),
            ("Care action: a walk — the evening said not this time.", false),
            ("Sam · week 46, 2026: showed up 4 of 7 days", true),
            ("Sam · uke 46, 2026: møtte opp 4 av 7 dager", true),
            ("Last 14 days, oldest first: ▅▅▄▃ (from 85 to 54).", false),
            ("De siste 14 dagene, eldste først: ▅▅▄▃ (fra 57 til 50).", false),
            ("Average of the 4 weeks before: 4.8 of 7 days.", false),
            ("Snitt for de 4 periodene før: 299,8 av 365 dager.", false),
            ("About 4.5 days a week", false),
            ("November 22–22, 2026", false),
            ("22.–22. november 2026", false),
            ("- boredom: 1", false),
            ("fram til søndag 15. nov.. Hver av dagene", false),
        ]
        for (text, subject) in bad {
            #expect(!Self.violations(text, subject: subject, unknownTypes: ["boredom"]).isEmpty, "\(text)")
        }
        let good: [(String, Bool)] = [
            ("Sam · week 46, 2026: showed up on 4 days", true), ("You showed up on 5 of 7 days.", false),
            ("November 16–22, 2026", false), ("2.–8. november 2026", false), ("22. november 2026", false),
            ("mandag 16. nov. kl. 20.30", false), ("81,5 kg", false), ("Other / not sure: 4", false),
            ("Last 14 days, oldest first: ▅▅▄▃", false), ("fram til søndag 15. nov.; lengste rekke så langt: 14 dager.", false),
            ("Planned to train, and checked in", false), ("2026–2027", false),
        ]
        for (text, subject) in good {
            #expect(Self.violations(text, subject: subject, unknownTypes: ["boredom"]).isEmpty, "\(text)")
        }
    }

    /// Every output of the made-up export (a planned rest day, a quiet week, a type of urge a newer app added,
    /// a week still under way): every week's PDF, summaries, email and charts' alt text, the month's and the
    /// year's summaries, every file of the site, the charts' tables and the year card.
    @Test(arguments: [Language.english, .norwegianBokmal], Redaction.allCases)
    func noOutputBreaksTheRules(language: Language, redaction: Redaction) throws {
        let weekStart: WeekStart = language == .english ? .sunday : .monday
        let context = try StoryOutputs.context(weekStart: weekStart, language: language, redaction: redaction)
        let unknown = StoryOutputs.urgeTypes.filter { !UrgeType.known.contains(UrgeType(rawValue: $0)) }
        var texts: [(String, String)] = []
        let site = try StoryOutputs.site(context)
        for (path, file) in site where path.hasSuffix(".html") || path.hasSuffix(".xml") { texts.append(("site \(path)", HTMLText(file).text)) }
        for week in StoryOutputs.weeks(context) {
            let t = try StoryOutputs.texts(context, week, site: [:], mail: true)
            texts += t.all.map { ("\(week.isoWeek) \($0.0)", $0.1) }
            let options = ChartOptions(context: context, week: week)
            for kind in ChartKind.allCases {
                let data = ChartRenderer.weekData(kind, figures: context.figures, options: options)
                texts.append(("\(week.isoWeek) table.\(kind)", data.rows.map { ([$0.label] + $0.cells).joined(separator: " | ") }.joined(separator: "\n")))
            }
        }
        for kind in [CalendarPeriod.Kind.month, .year] {
            let period = CalendarPeriod(kind, holding: StoryOutputs.asOf)
            texts.append(("summary \(period)", try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates)))
        }
        let card = YearCard.document(context: context, year: CalendarPeriod(.year, holding: StoryOutputs.asOf), theme: .light, showsScore: true, typeSetter: TypeSetter())
        texts.append(("card", StoryOutputs.sceneText(card)))
        var unknownNamed: [String] = []
        for (name, text) in texts {
            let found = Self.violations(text, subject: name.hasSuffix("email.subject"), unknownTypes: unknown)
            let urge = found.filter { $0.hasPrefix("an unknown urge type") }
            if !urge.isEmpty { unknownNamed.append(name) }
            let rest = found.filter { !$0.hasPrefix("an unknown urge type") }
            #expect(rest.isEmpty, "\(language) \(redaction) \(name): \(rest)")
        }
        // An urge type the format does not know is "Other / not sure" everywhere (UrgeType.told).
        #expect(unknownNamed.isEmpty, "\(language) \(redaction): \(unknownNamed.prefix(5))")
    }

    /// An export of one day, written that evening and the next morning: its one-day ranges are a day.
    @Test(arguments: [Language.english, .norwegianBokmal], ["2026-11-18T21:30:00+01:00", "2026-11-19T08:30:00+01:00"])
    func aOneDayExportBreaksNoRule(language: Language, exportedAt: String) throws {
        let json = DaysAndScopeTests.oneDay().replacingOccurrences(of: "2026-11-19T08:30:00+01:00", with: exportedAt)
        let context = try DaysAndScopeTests.context(json, weekStart: language == .english ? .sunday : .monday, language: language)
        let week = context.figures.week(holding: .iso("2026-11-18"))
        var texts = try StoryOutputs.texts(context, week, site: StoryOutputs.site(context), mail: true).all
        for (path, file) in try StoryOutputs.site(context) where path.hasSuffix(".html") { texts.append((path, HTMLText(file).text)) }
        texts.append(("month", try Fixtures.summary(context, SummaryPeriod(CalendarPeriod(.month, holding: .iso("2026-11-18"))),
                                                    format: .markdown, templates: Fixtures.templates)))
        for (name, text) in texts {
            let found = Self.violations(text, subject: name.hasSuffix("email.subject"))
            #expect(found.isEmpty, "\(language) \(exportedAt) \(name): \(found)")
        }
    }
}
