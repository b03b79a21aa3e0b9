import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
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

    /// Each rule, shown catching a purpose-made bad string by its own name (not by another rule that happens to match).
    @Test func theMatcherCatchesEachOnPurpose() {
        let ledger = "a ledger of what did not happen", fall = "a score's fall told as from N to M", fraction = "a fractional count of days"
        let range = "a one-day range written twice", stops = "a month's abbreviation with two full stops", subject = "N of M in an email subject"
        let unknown = "an unknown urge type's raw name (boredom)"
        let bad: [(text: String, subject: Bool, rule: String)] = [
            ("Tue, Nov 10 - Evening: the care action did not happen this time.", false, ledger),
            ("Om kvelden: det ble ikke tid til egenomsorg.", false, ledger),
            ("Om kvelden: egenomsorg ikke denne gangen.", false, ledger),
            ("Care action: a walk — the evening said not this time.", false, ledger),
            ("Mon, Nov 9: Not that day. / Ikke den dagen.", false, ledger),
            ("Sam · week 46, 2026: showed up 4 of 7 days", true, subject),
            ("Sam · uke 46, 2026: møtte opp 4 av 7 dager", true, subject),
            ("Last 14 days, oldest first: ▅▅▄▃ (from 85 to 54).", false, fall),
            ("De siste 14 dagene, eldste først: ▅▅▄▃ (fra 57 til 50).", false, fall),
            ("Average of the 4 weeks before: 4.8 of 7 days.", false, fraction),
            ("Snitt for de 4 periodene før: 299,8 av 365 dager.", false, fraction),
            ("About 4.5 days a week", false, fraction),
            ("November 22–22, 2026", false, range),
            ("22.–22. november 2026", false, range),
            ("- boredom: 1", false, unknown),
            ("fram til søndag 15. nov.. Hver av dagene", false, stops),
            ("up to Sun, Nov.. 15", false, stops),
        ]
        for (text, isSubject, rule) in bad {
            let found = Self.violations(text, subject: isSubject, unknownTypes: ["boredom"])
            #expect(found.contains(rule), "\(text): \(found)")
        }
        // Every rule is shown catching something.
        let shown = Set(bad.map(\.rule))
        #expect(Set(Self.forbidden.map(\.name)).union([subject, unknown]) == shown)
        let good: [(String, Bool)] = [
            ("Sam · week 46, 2026: showed up on 4 days", true), ("You showed up on 5 of 7 days.", false),
            ("November 16–22, 2026", false), ("2.–8. november 2026", false), ("22. november 2026", false),
            ("mandag 16. nov. kl. 20.30", false), ("81,5 kg", false), ("Other / not sure: 4", false),
            ("Last 14 days, oldest first: ▅▅▄▃", false), ("fram til søndag 15. nov.; lengste rekke så langt: 14 dager.", false),
            ("Planned to train, and checked in", false), ("2026–2027", false),
        ]
        for (text, isSubject) in good {
            #expect(Self.violations(text, subject: isSubject, unknownTypes: ["boredom"]).isEmpty, "\(text)")
        }
    }

    /// Every output of the made-up export (a planned rest day, a quiet week, a type of urge a newer app added,
    /// a week still under way): every week's PDF, summaries, email and charts' alt text, the month's and the
    /// year's summaries and PDFs, every file of the site, the charts' tables and their own text, the year card
    /// and its alt text, and `stats`.
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
        // The month's and the year's summaries (Markdown and HTML) and reflection PDFs (their pages' text).
        let periodPDF = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
        for kind in [CalendarPeriod.Kind.month, .year] {
            let period = CalendarPeriod(kind, holding: StoryOutputs.asOf)
            texts.append(("summary \(period)", try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates)))
            texts.append(("summary.html \(period)", HTMLText(try Fixtures.summary(context, SummaryPeriod(period), format: .html, templates: Fixtures.templates)).text))
            texts.append(("pdf \(period)", StoryOutputs.sceneText(periodPDF.document(SummaryPeriod(period), name: period.description, typeSetter: TypeSetter()))))
        }
        // The charts' own text (legends, labels, a heatmap's line), for the week still under way.
        let latest = context.week(.latest)
        for kind in ChartKind.allCases {
            let drawing = ChartRenderer.scene(kind, figures: context.figures, options: ChartOptions(context: context, week: latest), typeSetter: TypeSetter())
            texts.append(("chart \(kind)", StoryOutputs.sceneText(PagedDocument(pages: [drawing], metadata: DocumentMetadata(title: "")))))
        }
        let card = YearCard.document(context: context, year: CalendarPeriod(.year, holding: StoryOutputs.asOf), theme: .light, showsScore: true, typeSetter: TypeSetter())
        texts.append(("card", StoryOutputs.sceneText(card)))
        texts.append(("card.alt", card.pages.map { $0.alt.title + ". " + $0.alt.description }.joined(separator: "\n")))
        texts.append(("stats", StatsText.describe(context)))
        // The test reads something of each output it names (an empty text breaks no rule).
        for (name, text) in texts where text.isEmpty && !name.contains(" site.") {  // the site is read whole, above
            Issue.record("\(language) \(redaction) \(name): empty")
        }
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
        let site = try StoryOutputs.site(context)
        var texts = try StoryOutputs.texts(context, week, site: site, mail: true).all
        for (path, file) in site where path.hasSuffix(".html") { texts.append((path, HTMLText(file).text)) }
        texts.append(("month", try Fixtures.summary(context, SummaryPeriod(CalendarPeriod(.month, holding: .iso("2026-11-18"))),
                                                    format: .markdown, templates: Fixtures.templates)))
        for (name, text) in texts {
            let found = Self.violations(text, subject: name.hasSuffix("email.subject"))
            #expect(found.isEmpty, "\(language) \(exportedAt) \(name): \(found)")
        }
    }
}
