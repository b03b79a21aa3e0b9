import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The weekly PDF's cover (issue 12): every number says what happened, agrees with `stats --json` and with the
/// sentence beside it, and nothing on it grades what did not happen.
@Suite struct CoverTests {
    // MARK: - What a cover shows

    /// Every text a document's cover pages draw (the charts' too), in drawing order, each with the size it prints at.
    static func coverTexts(_ document: PagedDocument, _ reflection: WeeklyReflection) -> [(text: String, points: Double)] {
        let firstDay = reflection.days.first?.anchor
        var texts: [(String, Double)] = []
        func walk(_ items: [SceneItem], scale: Double) -> Bool {
            for item in items {
                switch item {
                case .text(let t): texts.append((t.block.text, t.block.font.size * scale))
                case .group(let g): if walk(g.items, scale: scale * g.scale) { return true }
                case .anchor(let a): if a.name == firstDay { return true }
                case .shape, .link: break
                }
            }
            return false
        }
        for page in document.pages where !walk(page.items, scale: 1) {}
        return texts
    }

    static func cover(_ context: ReportContext, _ week: Week) -> (reflection: WeeklyReflection, texts: [(text: String, points: Double)]) {
        let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light)
        let reflection = pdf.reflection(week)
        let document = pdf.document(week)
        // Cover pages only: stop at the page that holds the first day.
        var pages: [Drawing] = []
        for page in document.pages {
            if let first = reflection.days.first?.anchor, page.items.contains(where: { if case .anchor(let a) = $0 { a.name == first } else { false } }) { break }
            pages.append(page)
        }
        return (reflection, coverTexts(PagedDocument(pages: pages, metadata: document.metadata), reflection))
    }

    static func context(_ json: String, asOf: String, weekStart: WeekStart = .monday, language: Language = .english) throws -> ReportContext {
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso(asOf), weekStart: weekStart))
        return ReportContext(
            export: export, figures: figures, localizer: Localizer(language: language),
            localeIdentifier: language == .english ? "en-US" : "nb-NO")
    }

    static func entries(_ days: [String]) -> [String] { days.map { TestExports.entry("\"\($0)\"") } }

    // MARK: - The examples agree with stats --json

    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var timeZone: String? = nil
        var profile: String? = nil
        var testDescription: String { file }
    }

    static let examples = [
        Example(file: "sample-export.json"), Example(file: "uke-nb.json"),
        Example(file: "checkins.json", timeZone: "Europe/Oslo", profile: "profile.json"),
    ]

    /// Each week of each example: the cover's tiles, sentence and table say what `stats --json` says, worked
    /// out here from its lists of days (not from `Figures`).
    @Test(arguments: examples)
    func everyCoverAgreesWithStats(example: Example) throws {
        let read = try Fixtures.context(example.file, timeZone: example.timeZone, profile: example.profile)
        // In English, so the labels can be matched; the numbers are the same in both languages.
        let context = ReportContext(export: read.export, figures: read.figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(StatsJSON.document(context).utf8)) as? [String: Any])
        let shown = Set((stats["showedUp"] as! [String]).map { Day.iso($0) })
        let comebacks = (stats["comebacks"] as! [String]).map { Day.iso($0) }
        let discipline = stats["discipline"] as! [String: Any]
        let firstDay = Day.iso(stats["firstDay"] as! String)
        let asOf = Day.iso(stats["asOf"] as! String)
        func run(endingOn day: Day) -> Int { var n = 0; while shown.contains(day - n) { n += 1 }; return n }

        for row in stats["weeks"] as! [[String: Any]] {
            let week = Week(start: Day.iso(row["start"] as! String))
            let end = min(week.end, asOf)
            let showedUp = row["showedUp"] as! Int, days = row["days"] as! Int
            let (r, texts) = Self.cover(context, week)
            let numbers = r.cover.numbers
            let text = texts.map(\.text).joined(separator: "\n")
            let label = "\(example.file) \(week.start)"

            // Showed up, of the days there were.
            #expect(days == Self.days(week.start, end).filter { $0 >= firstDay }.count, "\(label)")
            if showedUp > 0 {
                #expect(numbers.first?.value == "\(showedUp)/\(days)", "\(label)")
                #expect(text.contains("\(showedUp)/\(days)"), "\(label)")
            }
            // The run on the week's last day (or the day before, when that day has nothing yet).
            let streak = shown.contains(end) ? run(endingOn: end) : run(endingOn: end - 1)
            if streak > 0 {
                #expect(numbers.contains { $0.value == String(streak) && $0.label.contains(streak == 1 ? "day in a row" : "days in a row") }, "\(label): \(numbers)")
            } else if let last = shown.filter({ $0 <= end }).max() {
                #expect(numbers.contains { $0.value == context.localizer.dayMonth(last) }, "\(label): \(numbers)")
            }
            let comebacksToDate = comebacks.filter { $0 <= end }.count
            #expect(numbers.contains { $0.label.contains("comeback") } == (comebacksToDate > 0), "\(label)")
            if comebacksToDate > 0 { #expect(numbers.contains { $0.value == String(comebacksToDate) && $0.label.contains("comeback") }) }
            // A score made mostly by planned rest days is not a headline: the tile gives the week's check-ins.
            if let score = discipline[end.iso] as? Int, score > 0, !context.figures.discipline(on: end).mostlyRest {
                #expect(numbers.contains { $0.value == String(score) && $0.label == "Discipline Score" }, "\(label)")
            }

            // The sentence's numbers are the tiles' and the week's.
            let sentence = r.cover.encouragement
            if let n = Self.number(before: " days in a row", in: sentence) {
                let inWeek = Self.days(week.start, end).filter { shown.contains($0) }.map { run(endingOn: $0) }
                #expect(n == inWeek.max(), "\(label): \(sentence)")
            }
            if sentence.contains("every day") || sentence.contains("all seven days") { #expect(showedUp == days, "\(label)") }
            if let n = Self.number(before: " days this week", in: sentence) { #expect(n == showedUp, "\(label)") }

            // The table: a row a day that holds something; days before the records and after as-of are said so,
            // and a day with nothing logged has no row at all (what happened, never what did not).
            let rowDays = week.days.filter { day in day < firstDay || day > asOf || shown.contains(day) || r.days.contains { $0.contains(day) } }
            #expect(r.cover.dayRows.count == rowDays.count, "\(label)")
            for (day, row) in zip(rowDays, r.cover.dayRows) {
                if day < firstDay { #expect(row.summary == "Before you started" && row.anchor == nil, "\(label) \(day)") }
                else if day > asOf { #expect(row.summary == "Still ahead" && row.anchor == nil, "\(label) \(day)") }
                else { #expect(row.anchor != nil, "\(label) \(day)") }
            }
        }
    }

    static func days(_ first: Day, _ last: Day) -> [Day] { first <= last ? (0...(last - first)).map { first + $0 } : [] }

    /// The whole number right before `suffix` in `text`, if any.
    static func number(before suffix: String, in text: String) -> Int? {
        guard let r = text.range(of: suffix) else { return nil }
        return Int(String(text[..<r.lowerBound].reversed().prefix { $0.isNumber }.reversed()))
    }

    // MARK: - No grades on any cover

    /// What a cover must never say: a zero count, "x of" counting nothing, tallies of what was skipped, a
    /// score "down N", and a count with the wrong plural.
    static let forbidden: [(name: String, pattern: String)] = [
        ("a zero count", #"(?<![\d.,:])0 (days?|of|dager|dag|av|comebacks?|check-ins?|innsjekking(er)?|ganger)\b"#),
        ("a 0/7 tile", #"(?<![\d.,])0/\d"#),
        ("a tally of what was skipped", #"\bskipped\b|hoppet over"#),
        ("a score down N", #"(?<!wrote )\bdown \d|(?<!skrev )\bned \d"#),
        ("one with a plural", #"(?<![\d.,])1 (days|comebacks|check-ins|evenings|sessions|dager|kvelder|innsjekkinger|økter)\b"#),
    ]

    static func violations(_ texts: [String]) -> [String] {
        var found: [String] = []
        for text in texts {
            for (name, pattern) in forbidden where text.range(of: pattern, options: .regularExpression) != nil {
                found.append("\(name): \(text)")
            }
        }
        return found
    }

    @Test func theWordListCatchesWhatItShould() {
        for bad in ["0 days in a row", "Care action 0 of 7 evenings", "0/7", "4 done, 2 partly, 7 skipped", "down 32 from last week",
                    "ned 32 fra forrige uke", "1 days in a row", "1 comebacks", "Showed up 1 of 1 days", "0 ganger du kom tilbake"] {
            #expect(!Self.violations([bad]).isEmpty, "\(bad)")
        }
        for good in ["10 of 12 check-ins in 14 days", "1 of 1 day so far", "5/7", "up 9 from last week", "20 days in a row",
                     "3 planned rest days this week", "1 day in a row"] {
            #expect(Self.violations([good]).isEmpty, "\(good)")
        }
    }

    @Test(arguments: examples)
    func noCoverOfTheExamplesGrades(example: Example) throws {
        for locale in ["en-US", "nb-NO"] {
            let base = try Fixtures.context(example.file, timeZone: example.timeZone, profile: example.profile)
            let context = ReportContext(
                export: base.export, figures: base.figures, localizer: Localizer(language: Language(localeIdentifier: locale)),
                localeIdentifier: locale)
            let weeks = WeekJob.allWeeks(context)
            for week in weeks + [weeks.last!.next] {
                let found = Self.violations(Self.cover(context, week).texts.map(\.text))
                #expect(found.isEmpty, "\(example.file) \(locale) \(week.start): \(found)")
            }
        }
    }

    @Test(arguments: [(10, 1), (10, 7), (30, 2), (75, 3)])
    func noCoverOfASampleGrades(days: Int, seed: UInt64) throws {
        for locale in ["en-US", "nb-NO"] {
            let json = SampleExport(days: days, seed: seed, localeIdentifier: locale).json()
            let export = try TestExports.read(json)
            let figures = Figures(export: export, options: FigureOptions(weekStart: WeekStart.forLocale(locale)))
            let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: Language(localeIdentifier: locale)),
                                        localeIdentifier: locale)
            for week in WeekJob.allWeeks(context) {
                let found = Self.violations(Self.cover(context, week).texts.map(\.text))
                #expect(found.isEmpty, "sample \(days) \(seed) \(locale) \(week.start): \(found)")
            }
        }
    }

    /// Text on a printed cover is 7 pt or more, the heatmap's and the rings' labels included.
    @Test(arguments: [Paper.a4, Paper.letter])
    func coverTextPrintsAtSevenPointsOrMore(paper: Paper) throws {
        let context = try Fixtures.context("sample-export.json")
        for week in [context.week(.iso(ISOWeek(year: 2026, week: 36))), context.week(.iso(ISOWeek(year: 2026, week: 47)))] {
            let pdf = WeeklyReflectionPDF(context: context, paper: paper, theme: .light)
            let texts = Self.coverTexts(pdf.document(week), pdf.reflection(week))
            let small = texts.filter { $0.points < 6.99 }
            #expect(small.isEmpty, "\(week.start): \(small.map { "\($0.text) \($0.points)" })")
        }
    }

    // MARK: - The cases of the issue

    @Test func aFirstWeekCountsOnlyTheDaysSinceTheRecordsBegan() throws {
        // Mon 16 – Sun 22 Nov; the person began on Thursday the 19th.
        let context = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-19", "2026-11-20", "2026-11-22"])), asOf: "2026-11-22")
        let week = Week(start: .iso("2026-11-16"))
        let (r, texts) = Self.cover(context, week)
        #expect(r.cover.numbers[0].value == "3/4")
        #expect(r.cover.numbers[0].label == "days you showed up since you began")
        #expect(r.cover.dayRows.prefix(3).allSatisfy { $0.summary == "Before you started" && $0.anchor == nil })
        // The 21st holds nothing: no page (docs/words.md).
        #expect(r.days.map(\.day.iso) == ["2026-11-19", "2026-11-20", "2026-11-22"])
        let text = texts.map(\.text)
        #expect(text.contains("3 of 4 days since you began"))
        // The heatmap's range is the days it counts: from the first day with data.
        #expect(text.contains { $0.hasPrefix("November 19–22, 2026") })
        #expect(!text.contains { $0.contains("Still to come") })  // no day in the grid is still to come
        let summary = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer).view(for: SummaryPeriod(week: week))
        #expect(summary.headline.showedUp == "You showed up on 3 of the 4 days since you began.")
        // Begun on the week's last day: "1 of 1 day", and a welcome.
        let last = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-22"])), asOf: "2026-11-22")
        let one = Self.cover(last, week).reflection
        #expect(one.cover.numbers[0].value == "1/1")
        #expect(one.cover.encouragement.hasPrefix("You began this week, and you showed up on your very first day."))
    }

    @Test func aHalfFinishedWeekCountsTheDaysSoFar() throws {
        let entries = Self.entries(["2026-11-12", "2026-11-13", "2026-11-14", "2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18"])
        let context = try Self.context(TestExports.coacher(entries: entries), asOf: "2026-11-18")
        let week = Week(start: .iso("2026-11-16"))
        let (r, texts) = Self.cover(context, week)
        #expect(r.cover.numbers[0].value == "3/3")
        #expect(r.cover.numbers[0].label == "days you showed up so far")
        #expect(r.cover.encouragement == "You have shown up on every day of this week so far.")
        #expect(r.cover.dayRows.suffix(4).allSatisfy { $0.summary == "Still ahead" && $0.anchor == nil })
        #expect(texts.map(\.text).contains("3 of 3 days so far"))
        // The streak tile and the sentence agree: 7 days in a row, and it is the longest run so far.
        #expect(r.cover.numbers[1].value == "7" && r.cover.numbers[1].detail == "your longest run so far")
        // stats: the week counts its three days.
        let stats = StatsText.describe(context)
        #expect(stats.contains("2026-W47  2026-11-16  3/3"))
        // On the week's first day: one of one.
        let monday = try Self.context(TestExports.coacher(entries: entries.prefix(5).map { $0 }), asOf: "2026-11-16")
        let first = Self.cover(monday, week)
        #expect(first.reflection.cover.numbers[0].value == "1/1")
        #expect(first.reflection.cover.numbers[0].label == "you showed up on the first day")
        #expect(first.reflection.cover.encouragement == "You showed up on the first day of this week. A good start.")
        #expect(first.texts.map(\.text).contains("1 of 1 day so far"))
    }

    @Test func aWeekOfRestDaysIsToldAsRest() throws {
        // Two weeks of completed sessions, then a week whose check-ins were all planned rest days.
        var checkIns = (2...15).map { TestExports.checkIn(String(format: "2026-11-%02d", $0), completed: true) }
        checkIns += ["2026-11-16", "2026-11-17", "2026-11-18"].map { #"{"date": "\#($0)", "plannedToTrain": false, "completedTraining": false}"# }
        for language in Language.allCases {
            let context = try Self.context(TestExports.coacher(checkIns: checkIns), asOf: "2026-11-22", language: language)
            let week = Week(start: .iso("2026-11-16"))
            let (r, texts) = Self.cover(context, week)
            let tile = try #require(r.cover.numbers.first { $0.label == context.localizer("chart.trend.title") })
            // 7 completed of 10 check-ins (9–22 Nov): 70, lower than the week before (100); the tile is one short
            // line, the reason is on the score's page (below) and in the cover's sentence.
            #expect(tile.value == "70")
            let detail = try #require(tile.detail)
            #expect(Self.violations([detail]).isEmpty, "\(detail)")
            #expect(detail == (language == .english ? "7 of 10 check-ins in the 14 days up to Sun, Nov 22 were completed sessions"
                                                    : "7 av 10 innsjekkinger de 14 dagene fram til søndag 22. november var gjennomførte økter"))
            // Rest days are rest days in the table and the rings, not "training".
            let rows = r.cover.dayRows.map(\.summary)
            #expect(rows[0...2].allSatisfy { $0 == (language == .english ? "Rest day" : "Hviledag") }, "\(rows)")
            #expect(texts.map(\.text).contains(language == .english ? "3 rest days" : "3 hviledager"))
            #expect(r.cover.encouragement == (language == .english
                ? "You checked in and kept 3 planned rest days this week. Rest is part of training."
                : "Du sjekket inn og tok 3 planlagte hviledager denne uka. Hvile er en del av treningen."))
            // The Discipline Score page says the week's numbers with the reason, never the drop in points.
            let sentence = try #require(r.discipline?.sentence)
            #expect(!sentence.contains(language == .english ? "points lower" : "poeng lavere"))
            // The rest days in the score's check-ins are said plainly: they count, and lower it (docs/words.md).
            #expect(sentence.contains(language == .english
                ? "3 of the 10 were planned rest days. The app counts a rest day as a check-in without a session, so resting as planned lowers the score"
                : "3 av de 10 var planlagte hviledager. Appen teller en hviledag som en innsjekking uten økt, så planlagt hvile trekker scoren ned"), "\(sentence)")
            #expect(!sentence.contains(language == .english ? "counts only completed sessions" : "bare teller gjennomførte økter"))
        }
    }

    @Test func anEmptyExportSaysSoKindly() throws {
        let context = try Self.context(TestExports.coacher(), asOf: "2026-11-22")
        let week = Week(start: .iso("2026-11-16"))
        let (r, texts) = Self.cover(context, week)
        #expect(r.isEmpty && r.cover.numbers.isEmpty)
        #expect(r.cover.encouragement.hasPrefix("Nothing is logged yet"))
        #expect(Self.violations(texts.map(\.text)).isEmpty)
        let options = ChartOptions(context: context, week: week)
        #expect(ChartRenderer.alt(.rings, figures: context.figures, options: options).description
            == "Nothing logged yet. Your first day will show here.")
        #expect(ChartRenderer.alt(.heatmap, figures: context.figures, options: options).description.hasSuffix(
            "Nothing logged yet: each day you show up will fill a square."))
        let trend = try ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .svg)
        let svg = String(decoding: trend, as: UTF8.self)
        #expect(svg.contains("No check-ins yet: the score begins with your first one."))
        #expect(!svg.contains(">–<"))  // no dash drawn large as the value
        let urges = String(decoding: try ChartRenderer.render(kind: .urges, figures: context.figures, options: options, format: .svg), as: UTF8.self)
        #expect(urges.contains("No urge notes in these weeks."))
        #expect(!urges.contains("Stress / emotional"))  // no legend for types not drawn
    }

    @Test func aDuplicateEntryAppearsOnceInThePDFAndTheSummary() throws {
        let entry = #"{"date": "2026-11-18", "morningFocus": {"identity": "keeps promises"}, "endOfDay": {"didCareAction": true, "whatHelped": "a walk"}}"#
        let context = try Self.context(TestExports.coacher(entries: [entry, entry]), asOf: "2026-11-22")
        let week = Week(start: .iso("2026-11-16"))
        let r = Self.cover(context, week).reflection
        #expect(r.days[0].parts.map(\.kind) == [.morning, .evening])
        #expect(r.cover.numbers[0].value == "1/5")
        let view = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer).view(for: SummaryPeriod(week: week))
        #expect(view.care?.days.count == 1)
        #expect(view.care?.days.first?.lines.count == 2)
        let html = try HTMLWriter(templates: Fixtures.templates).html(view)
        #expect(html.components(separatedBy: "What helped: a walk").count == 2)
    }

    @Test func aWeekStillAheadHasOnlyWords() throws {
        let context = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-20", "2026-11-21", "2026-11-22"])), asOf: "2026-11-22")
        let r = Self.cover(context, Week(start: .iso("2026-11-23"))).reflection
        #expect(r.isEmpty && r.cover.numbers.isEmpty)
        #expect(r.cover.encouragement.hasPrefix("This week is still ahead of you."))
    }

    @Test func aWeekBeforeTheRecordsIsNotCalledJustBegun() throws {
        let context = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-20"])), asOf: "2026-11-22")
        let r = Self.cover(context, Week(start: .iso("2026-11-02"))).reflection
        #expect(r.cover.encouragement.hasPrefix("This week came before your records begin."))
        #expect(r.cover.numbers.isEmpty)
    }

    @Test func daysWithNothingLoggedHaveNoPageAndNoRow() throws {
        let context = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-02", "2026-11-20"])), asOf: "2026-11-22")
        let r = Self.cover(context, Week(start: .iso("2026-11-16"))).reflection
        #expect(r.days.map(\.title) == ["Friday, November 20"])
        #expect(r.cover.dayRows.map(\.anchor) == ["day-2026-11-20"])
        // A single day, once, is not "the longest run".
        #expect(!r.cover.numbers.contains { $0.label.contains("longest") })
        let pdf = WeeklyReflectionPDF(context: context, paper: .a4, theme: .light)
        let text = pdf.document(Week(start: .iso("2026-11-16"))).outline.map(\.title)
        #expect(!text.contains { $0.contains("Nov 16") || $0.contains("Nov 21") })
    }

    @Test func theHTMLSummaryHasADarkModeAndASparklineThatIsNotABar() throws {
        let context = try Fixtures.context("sample-export.json")
        let view = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
            .view(for: SummaryPeriod(week: context.week(.iso(ISOWeek(year: 2026, week: 46)))))
        let html = try HTMLWriter(templates: Fixtures.templates).html(view)
        #expect(html.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        #expect(html.contains("@media (prefers-color-scheme:dark)"))
        // The block characters sit in a code span, drawn in a monospace font a little apart.
        let spark = try #require(html.range(of: #"<code>[▁▂▃▄▅▆▇█·]+</code>"#, options: .regularExpression))
        #expect(html[spark].count == 14 + 13)
        #expect(html.contains("code{font-family:\"DejaVu Sans Mono\""))
    }

    // MARK: - Coach, milestones, plurals, words

    @Test func theCoverGathersTheWeekForACoach() throws {
        let entries = [
            #"{"date": "2026-11-16", "morningFocus": {"identity": "keeps promises"}, "endOfDay": {"whatHelped": "a walk"}}"#,
            #"{"date": "2026-11-17", "morningFocus": {"identity": "Keeps promises "}, "endOfDay": {"whatHelped": "tea with Ana"}}"#,
        ]
        let notes = [
            #"{"at": "2026-11-16T21:10:00+01:00", "type": "stress", "chosenAction": "glass of water"}"#,
            #"{"at": "2026-11-17T21:40:00+01:00", "type": "stress", "chosenAction": "Glass of water"}"#,
            #"{"at": "2026-11-18T08:00:00+01:00", "type": "habit", "chosenAction": "short walk"}"#,
        ]
        let context = try Self.context(TestExports.coacher(entries: entries, notes: notes), asOf: "2026-11-22")
        let (r, texts) = Self.cover(context, Week(start: .iso("2026-11-16")))
        let coach = try #require(r.cover.forCoach)
        #expect(coach.ownWords == [
            .init(prompt: "I am someone who …", lines: ["Keeps promises"]),
            .init(prompt: "What helped you feel calm or cared for today?", lines: ["a walk", "tea with Ana"]),
        ])
        #expect(coach.cameUp == [
            "You paused and wrote down 3 urges. Most came in the evening (2 of 3), most often from stress or emotions.",
            "What you chose: glass of water (2 times) and short walk",
        ])
        let text = texts.map(\.text)
        #expect(text.contains("What I want to talk about"))
        #expect(text.contains("“tea with Ana”"))
    }

    @Test func aBadgeAndItsMilestoneAreOneLineInTheirLanguage() throws {
        let days = (3...16).map { String(format: "2026-11-%02d", $0) }
        let json = #"""
        {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00+01:00", "timeZone": "Europe/Oslo",
         "entries": [\#(Self.entries(days).joined(separator: ","))],
         "achievements": [{"name": "14-day streak", "type": "streak", "dateEarned": "2026-11-18T21:30:00+01:00"},
                          {"name": "First week!", "type": "first_week", "dateEarned": "2026-11-19T21:30:00+01:00"}]}
        """#
        let week = Week(start: .iso("2026-11-16"))
        let en = Self.cover(try Self.context(json, asOf: "2026-11-22"), week).reflection
        #expect(en.achievements?.items == ["14-day streak, earned Wed, Nov 18", "Your first week, earned Thu, Nov 19"])
        let nb = Self.cover(try Self.context(json, asOf: "2026-11-22", language: .norwegianBokmal), week).reflection
        #expect(nb.achievements?.title == "Merker og milepæler")
        #expect(nb.achievements?.items == ["14 dager på rad, oppnådd onsdag 18. november", "Den første uka di, oppnådd torsdag 19. november"])
    }

    @Test func countsOfOneAreSingular() throws {
        // One day, one comeback: "1 day in a row", "1 comeback".
        let context = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-10", "2026-11-18"])), asOf: "2026-11-18")
        let (r, texts) = Self.cover(context, Week(start: .iso("2026-11-16")))
        #expect(r.cover.numbers.contains { $0.value == "1" && $0.label == "day in a row, through Wed, Nov 18" })
        #expect(r.cover.numbers.contains { $0.value == "1" && $0.label == "comeback after a break so far" })
        #expect(Self.violations(texts.map(\.text)).isEmpty)
        let first = try Self.context(TestExports.coacher(entries: Self.entries(["2026-11-22"])), asOf: "2026-11-22")
        let heatmap = ChartRenderer.alt(.heatmap, figures: first.figures, options: ChartOptions(context: first, week: Week(start: .iso("2026-11-16"))))
        #expect(heatmap.description.hasSuffix("Showed up 1 of 1 day · current streak 1 day."))
        #expect(ExportSummaryText.describe(first, name: "x.json").contains("(1 day, 1 with something logged)"))
    }

    @Test func wordsOfTheIssue() {
        let en = Localizer(language: .english), nb = Localizer(language: .norwegianBokmal)
        for (key, entry) in LocalizationTable.entries {
            #expect(!entry.en.contains("practis"), "\(key): en-US spells it “practicing”")
            // One form of "uka" throughout (never "uken"), and the app's own words.
            for old in [#"[Tt]rangnotat"#, #"innsjekker\b"#, "comeback", #"\b[Uu]ken\b"#, "Følelsesspising", "Før dataene", "Prestasjoner", "automatikk"] {
                #expect(entry.nb.range(of: old, options: [.regularExpression, .caseInsensitive]) == nil, "\(key): \(entry.nb)")
            }
        }
        #expect(nb("week.urges.title") == "Notater om sug")
        #expect(nb("week.challenge.emotionalEating") == "Trøstespising")
        #expect(nb("chart.legend.future") == "Ikke kommet ennå")
        #expect(nb("chart.legend.outside") == "Før du begynte")
        #expect(nb("week.achievements.title") == "Merker og milepæler")
        #expect(nb("urge.habit") == "Vane / på autopilot")
        #expect(nb("week.discipline.down", 32) == "Det er 32 poeng lavere enn uka før.")
        #expect(nb.plural("week.number.comebacks", 3) == "ganger du har kommet tilbake etter en pause så langt")
        #expect(nb("site.number.comebacks") == "Ganger du kom tilbake etter en pause")
        #expect(en("summary.comebacks.one").contains("practicing"))
    }

    // MARK: - Charts

    @Test func theHeatmapLegendExplainsOnlyWhatIsDrawn() throws {
        let context = try Fixtures.context("sample-export.json")
        // A finished week long before the as-of day: no "As of" cell and no day still to come.
        var options = ChartOptions(context: context, week: context.week(.iso(ISOWeek(year: 2026, week: 46))))
        var svg = String(decoding: try ChartRenderer.render(kind: .heatmap, figures: context.figures, options: options, format: .svg), as: UTF8.self)
        #expect(!svg.contains("As of") && !svg.contains("Still to come"))
        // The current week: both are drawn, so both are explained.
        options.week = context.week(.latest)
        svg = String(decoding: try ChartRenderer.render(kind: .heatmap, figures: context.figures, options: options, format: .svg), as: UTF8.self)
        #expect(svg.contains("As of Nov 22") && svg.contains("Still to come"))
        // A check-in file has one shade: no "Less … More" and no note about what shades mean.
        let checkIns = try Fixtures.context("checkins.json", timeZone: "Europe/Oslo", profile: "profile.json")
        let plain = String(decoding: try ChartRenderer.render(kind: .heatmap, figures: checkIns.figures,
                                                              options: ChartOptions(context: checkIns, week: checkIns.week(.latest)), format: .svg), as: UTF8.self)
        #expect(!plain.contains("Less") && !plain.contains("Shade:") && plain.contains("Checked in"))
    }

    @Test func aScoreOfZeroIsNotALargeZero() throws {
        let checkIns = try Fixtures.context("checkins.json", timeZone: "Europe/Oslo", profile: "profile.json")
        let options = ChartOptions(context: checkIns, week: checkIns.week(.iso(ISOWeek(year: 2026, week: 43))))
        let svg = String(decoding: try ChartRenderer.render(kind: .trend, figures: checkIns.figures, options: options, format: .svg), as: UTF8.self)
        #expect(svg.contains("Checked in") && svg.contains("1 check-in in 14 days") && !svg.contains("No completed session"))
        // One check-in in the 14 days: the line has not begun, so the alt text tells no score, as the sentences
        // beside the chart tell none.
        let alt = ChartRenderer.alt(.trend, figures: checkIns.figures, options: options).description
        #expect(alt.hasSuffix("the line begins once 14 days hold three check-ins.") && !alt.contains("now 0"), "\(alt)")
        // No urge notes: no "0 notes" in the subtitle.
        let urges = String(decoding: try ChartRenderer.render(kind: .urges, figures: checkIns.figures, options: options, format: .svg), as: UTF8.self)
        #expect(!urges.contains("0 notes"))
    }

    @Test func heatmapShadesAreFarApart() {
        for theme in Theme.allCases {
            let heat = theme.palette.heat
            for (a, b) in zip(heat, heat.dropFirst()) {
                #expect(a.contrast(with: b) >= 1.65, "\(theme) \(a.hexString) \(b.hexString): \(a.contrast(with: b))")
            }
        }
    }

    @Test func urgeBarsAreLabelledDirectly() throws {
        let context = try Fixtures.context("sample-export.json")
        let week = context.week(.iso(ISOWeek(year: 2026, week: 47)))
        let svg = String(decoding: try ChartRenderer.render(kind: .urges, figures: context.figures, options: ChartOptions(context: context, week: week), format: .svg), as: UTF8.self)
        let counts = context.figures.figures(for: week).urges
        for (type, n) in counts { #expect(svg.contains(context.localizer("urge." + type.rawValue) + " · \(n)"), "\(type)") }
    }
}
