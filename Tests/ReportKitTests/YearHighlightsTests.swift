import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 37: a year told as a story. The year card, the year PDF, the year summary and the site's year page say
/// the same highlights with the same scope; the PDF's weeks are a strip, not 53 rows; its own words are spread
/// over the year.
@Suite struct YearHighlightsTests {
    /// A sample of `days` ending on the sample's last day (2026-11-22), read at `redaction`, in `locale`.
    static func sample(days: Int, locale: String = "en-US", redaction: Redaction = .full) throws -> ReportContext {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("year-highlights-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(SampleExport(days: days, seed: 3, localeIdentifier: locale).json().utf8).write(to: file)
        return try ReportContext.load(LoadRequest(path: file.path, redaction: redaction))
    }

    static func flat(_ text: String) -> String { StoryAgreementTests.flat(text) }

    /// 800 days: a first year begun in September 2024, the whole of 2025 and 2026 under way; in English and
    /// bokmål (Sunday and Monday weeks), at `full`, where the person's own words are among the highlights.
    @Test(arguments: ["en-US", "nb-NO"])
    func theCardThePDFTheSummaryAndTheSiteTellTheSameHighlights(locale: String) throws {
        let context = try Self.sample(days: 800, locale: locale)
        let story = Story(context: context)
        let words = context.localizer
        let site = try StoryOutputs.site(context)
        let pdf = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
        var checked = 0
        for year in [2024, 2025, 2026] {
            let period = CalendarPeriod(.year, holding: Day(year: year, month: 6, day: 1)!)
            let name = "\(locale) \(year)"
            let h = story.highlights(first: period.start, last: period.end, export: context.export)
            let pf = context.figures.period(from: period.start, to: period.end)
            // The run is the year's ("so far" while it is under way), in the key and in the words; "ever" only
            // where no run was longer.
            let run = try #require(h.longestRun, "\(name)")
            #expect(run.key.hasPrefix(year == 2026 ? "story.highlight.run.yearSoFar." : "story.highlight.run.year."), "\(name): \(run.key)")
            #expect(run.number == pf.longestRunInside)
            #expect(run.key.contains(".ever.") == (pf.longestRunInside >= context.figures.longestStreak), "\(name)")
            #expect(h.bestMonth != nil, "\(name)")
            // "You began on …" only in the year the records begin (2024), never "your first day of the year: January 1".
            #expect((h.firstEntry != nil) == (year == 2024), "\(name)")
            #expect(h.care != nil && h.response != nil, "\(name): the sample's own words are there at full")

            let page = Self.flat(HTMLText(try #require(site["years/\(year).html"], "\(name)")).text)
            let cover = Self.flat(StoryOutputs.sceneText(pdf.document(SummaryPeriod(period), name: period.description, typeSetter: TypeSetter())))
            let summary = Self.flat(try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates))
            let card = YearCard.drawing(context: context, year: period, theme: .light, showsScore: false, size: .story, typeSetter: TypeSetter())
            for statement in h.all {
                let text = Self.flat(statement.text)
                #expect(cover.contains(text), "\(name) PDF: \(text)")
                #expect(page.contains(text), "\(name) site: \(text)")
                // The summary's Markdown escapes what the person typed; its figures' highlights read as they are.
                if h.fromFigures.contains(statement) { #expect(summary.contains(text), "\(name) summary: \(text)") }
            }
            for statement in h.fromFigures { #expect(card.alt.description.contains(Self.flat(statement.text)), "\(name) card: \(statement.text)") }
            // The card's number and its label carry the same run and the same scope as the sentence.
            let label = words.plural("story.highlight.runLabel.year" + (year == 2026 ? "SoFar" : "") + (run.key.contains(".ever.") ? ".ever" : ""), run.number)
            #expect(card.alt.description.contains(words.number(run.number) + " " + label), "\(name) card: \(card.alt.description)")
            // Nothing the person typed on the card, though the highlights hold it.
            for typed in [h.care, h.helped, h.response].compactMap({ $0?.arguments.last }) {
                #expect(!card.alt.description.contains(typed), "\(name) card holds “\(typed)”")
            }
            checked += 1
        }
        #expect(checked == 3)
    }

    /// Issue 37 (read37 item 1): "your longest run this year/month" is a run of the period's own days. A run of
    /// 42 days from 10 Dec 2024 to 20 Jan 2025 gives 2025 and its January 20 (the days from January 1), not 42;
    /// a run of 15 from 20 June to 4 July gives June 11 and July 4. None of them is the longest ever (42).
    @Test func theLongestRunOfAPeriodIsCutAtItsEnds() throws {
        let d = { (m: Int, day: Int, y: Int) in Day(year: y, month: m, day: day)! }
        var export = Export(timeZone: "UTC")
        export.exportedAt = nil
        let runs = [(d(12, 10, 2024), 42), (d(6, 20, 2025), 15), (d(9, 1, 2025), 5)]
        for (start, length) in runs {
            for i in 0..<length {
                var entry = DailyEntry(day: start + i)
                var m = MorningFocus()
                m.breathingDone = true
                entry.morningFocus = m
                export.entries.append(entry)
            }
        }
        let figures = Figures(export: export, options: FigureOptions(asOf: d(12, 31, 2025), weekStart: .monday))
        let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
        let story = Story(context: context)
        #expect(figures.longestStreak == 42)
        for (kind, day, n) in [(CalendarPeriod.Kind.year, d(6, 1, 2025), 20), (.month, d(1, 5, 2025), 20), (.quarter, d(2, 1, 2025), 20),
                               (.month, d(6, 5, 2025), 11), (.month, d(7, 5, 2025), 4), (.month, d(12, 5, 2024), 22)] {
            let period = CalendarPeriod(kind, holding: day)
            let run = try #require(story.highlights(first: period.start, last: period.end, export: export).longestRun, "\(period)")
            #expect(run.number == n, "\(period): \(run.text)")
            #expect(!run.key.contains(".ever."), "\(period): \(run.text)")
        }
        // The year's card and summary carry the year's own 20.
        let year = CalendarPeriod(.year, holding: d(6, 1, 2025))
        let card = YearCard.drawing(context: context, year: year, theme: .light, showsScore: false, size: .post, typeSetter: TypeSetter())
        #expect(card.alt.description.contains("20 days in a row, your longest run this year"), "\(card.alt.description)")
        #expect(!card.alt.description.contains("42"), "\(card.alt.description)")
        let summary = Self.flat(try Fixtures.summary(context, SummaryPeriod(year), format: .markdown, templates: Fixtures.templates))
        #expect(summary.contains("Your longest run this year: 20 days in a row."), "\(summary)")
    }

    /// Issue 37 (read37 item 3): a year's summary tells its score within the year: its last week row stands on
    /// Dec 31 with the score said for Dec 31 (not on a Saturday in January of the next year), and the day it
    /// compares with, Dec 31 of the year before, is given with its year (not "Wed, Dec 31 … since Tue, Dec 31").
    @Test(arguments: ["en-US", "nb-NO"])
    func aYearsScoreStaysInTheYear(locale: String) throws {
        let context = try Self.sample(days: 800, locale: locale, redaction: .summary)
        let words = context.localizer
        let figures = context.figures
        let year = CalendarPeriod(.year, holding: Day(year: 2025, month: 6, day: 1)!)
        let summary = try Fixtures.summary(context, SummaryPeriod(year), format: .markdown, templates: Fixtures.templates)
        let heading = words("summary.discipline.heading")
        let section = try #require(summary.components(separatedBy: "## " + heading).dropFirst().first?.components(separatedBy: "\n## ").first)
        #expect(!section.contains("2026"), "\(locale): \(section)")
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("- ") }
        let score = try #require(figures.discipline(on: year.end).score)
        let lastRow = words.dateRange(figures.weekStart.start(of: year.end), year.end) + ": " + words.number(score)
        #expect(rows.last?.hasPrefix("- " + lastRow) == true, "\(locale): \(rows.last ?? "")")
        #expect(!section.contains(words.shortDate(year.start - 1)), "\(locale): \(section)")
        if let before = figures.discipline(on: year.start - 1).score, before <= score {
            #expect(section.contains(words.longDate(year.start - 1)), "\(locale): \(section)")
        }
    }

    /// Issue 37 (read37 item 6): a summary of a year that is over tells its run at the year's end, not "Current
    /// streak" / "Nå" / "so far" read eleven months later, and no "a new streak starts the next day you show up";
    /// the year still under way keeps them.
    @Test(arguments: ["en-US", "nb-NO"])
    func aPeriodThatIsOverIsToldAtItsEnd(locale: String) throws {
        let context = try Self.sample(days: 800, locale: locale, redaction: .summary)
        let words = context.localizer
        let now = words("story.summary.streak", "", "").prefix(3)
        for year in [2024, 2025, 2026] {
            let period = CalendarPeriod(.year, holding: Day(year: year, month: 6, day: 1)!)
            let summary = try Fixtures.summary(context, SummaryPeriod(period), format: .markdown, templates: Fixtures.templates)
            let headline = summary.components(separatedBy: "\n## ").dropFirst().first ?? ""
            let over = year < 2026
            #expect(headline.contains(now) == !over, "\(locale) \(year): \(headline)")
            #expect(headline.contains(locale == "en-US" ? "so far" : "så langt") == !over, "\(locale) \(year): \(headline)")
            #expect(!over || !headline.contains(locale == "en-US" ? "A new streak" : "En ny rekke"), "\(locale) \(year): \(headline)")
            #expect(headline.contains(locale == "en-US" ? "period's end" : "slutten av perioden") == over, "\(locale) \(year): \(headline)")
        }
    }

    /// The longest run says "also your longest ever" only when it is, and then in the same sentence.
    @Test func theLongestEverIsSaidInTheSameSentence() throws {
        let context = try Self.sample(days: 800)
        let story = Story(context: context)
        let runs = [2024, 2025, 2026].map { year in
            let period = CalendarPeriod(.year, holding: Day(year: year, month: 6, day: 1)!)
            return story.highlights(first: period.start, last: period.end, export: context.export).longestRun!
        }
        #expect(runs.filter { $0.key.contains(".ever.") }.count >= 1)
        for run in runs where run.key.contains(".ever.") {
            #expect(run.number == context.figures.longestStreak)
            #expect(run.text.hasSuffix("also your longest ever."), "\(run.text)")
        }
    }

    /// The year's weeks are one strip: no "N of 7 days" row in the year's PDF, and it runs to fewer pages than a
    /// row a week took (five pages of which two and a half were rows).
    @Test func theYearsWeeksAreAStripNotRows() throws {
        let context = try Self.sample(days: 800, redaction: .summary)
        let period = SummaryPeriod(CalendarPeriod(.year, holding: .iso("2025-06-01")))
        let pdf = PeriodReflectionPDF(context: context, paper: .letter, theme: .light)
        let document = pdf.document(period, name: "2025", typeSetter: TypeSetter())
        let text = StoryOutputs.sceneText(document)
        #expect(!text.contains("of 7 days"))
        #expect(text.contains("Week by week") && text.contains("Month by month") && text.contains("Highlights"))
        #expect(document.pages.count <= 4, "\(document.pages.count) pages")
        // A quarter keeps its rows: thirteen weeks are a short list.
        let quarter = pdf.document(SummaryPeriod(CalendarPeriod(.quarter, holding: .iso("2025-06-01"))), name: "2025-Q2", typeSetter: TypeSetter())
        #expect(StoryOutputs.sceneText(quarter).contains("of 7 days"))
    }

    /// "In your own words" over a year: one line a month (the month's latest not quoted before), in the order
    /// of the days; a month quotes its most recent lines first.
    @Test func ownWordsAreSpreadOverTheYear() {
        // Three lines a month, most recent first as the PDF gathers them; March repeats February's.
        var lines: [(day: Day, prompt: String, text: String)] = []
        for month in (1...12).reversed() {
            for day in [20, 10, 1] {
                let text = month == 3 && day == 20 ? "line 2-20" : "line \(month)-\(day)"
                lines.append((Day(year: 2025, month: month, day: day)!, "p", text))
            }
        }
        let year = PeriodReflectionPDF.spread(lines, months: 12)
        #expect(year.count == 12)
        #expect(year.map(\.day) == year.map(\.day).sorted())
        #expect(Set(year.map { $0.day.month }).count == 12)
        #expect(year.first?.text == "line 1-20" && year.last?.text == "line 12-20")
        // March's latest repeats February's quoted line, so March gives its next one.
        #expect(year[2].text == "line 3-10")
        let month = PeriodReflectionPDF.spread(Array(lines.prefix(3)), months: 1)
        #expect(month.map(\.text) == ["line 12-20", "line 12-10", "line 12-1"])
    }

    /// A quarter's cover holds its highlights and its months, not half a page of white: its text reaches past
    /// the middle of the page.
    @Test(arguments: [Paper.a4, .letter])
    func aQuartersCoverIsNotHalfEmpty(paper: Paper) throws {
        let context = try Self.sample(days: 800, redaction: .summary)
        let pdf = PeriodReflectionPDF(context: context, paper: paper, theme: .light)
        for quarter in ["2025-06-01", "2025-11-01"] {
            let period = SummaryPeriod(CalendarPeriod(.quarter, holding: .iso(quarter)))
            let cover = pdf.document(period, name: "Q", typeSetter: TypeSetter()).pages[0]
            var lowest = 0.0
            func walk(_ items: [SceneItem], dy: Double) {
                for item in items {
                    switch item {
                    case .text(let t): lowest = max(lowest, dy + t.origin.y + t.block.height)
                    case .group(let g): walk(g.items, dy: dy + g.translate.y)
                    default: break
                    }
                }
            }
            walk(cover.items, dy: 0)
            #expect(lowest > paper.height * 0.6, "\(quarter): the cover's text ends at \(Int(lowest)) of \(Int(paper.height))")
        }
    }
}
