import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// "What you noticed" (issue 36): the block of patterns in the weekly PDF, the summaries, the site, the email and
/// the period reflections, only when a pattern stands, in Story's words.
@Suite struct NoticedTests {
    static let planted = Fixtures.root.appendingPathComponent("patterns/planted-night-prep.json").path

    /// The planted export (a Night Prep pattern over its 84 days up to 2026-11-22), read as the CLI reads it.
    static func context(_ locale: String, asOf: Day? = nil, weekStart: WeekStart? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(path: planted, locale: locale, weekStart: weekStart, asOf: asOf))
    }

    /// The week of the planted export's last day.
    static func lastWeek(_ context: ReportContext) -> Week { context.figures.week(holding: context.figures.asOf) }

    @Test(arguments: ["en-US", "nb-NO"])
    func weeklyPDFAndSummaryShowTheBlock(locale: String) throws {
        let context = try Self.context(locale)
        let week = Self.lastWeek(context)
        let story = Story(context: context)
        let block = try #require(story.noticed(context.patterns()))
        #expect(block.lines.count == 1)
        let pdf = WeeklyReflectionPDF(context: context, paper: .a4, theme: .light)
        let scene = StoryOutputs.sceneText(pdf.document(week))
        let markdown = try Fixtures.summary(context, SummaryPeriod(week: week), format: .markdown, templates: Fixtures.templates)
        let html = HTMLText(try Fixtures.summary(context, SummaryPeriod(week: week), format: .html, templates: Fixtures.templates)).text
        for (name, text) in [("pdf", scene), ("markdown", markdown), ("html", html)] {
            #expect(text.contains(block.title), "\(name)")
            #expect(text.contains(block.span), "\(name)")
        }
        // The PDF's lines are wrapped; its words, joined, are the sentence.
        #expect(scene.replacingOccurrences(of: "\n", with: " ").contains(block.lines[0]))
        #expect(markdown.contains("- " + block.lines[0]))
        #expect(html.contains(block.lines[0]))
    }

    /// Too few days to say anything: no block and no filler line anywhere.
    @Test(arguments: ["en-US", "nb-NO"])
    func noPatternNoBlock(locale: String) throws {
        let context = try Self.context(locale, asOf: Day.iso("2026-09-10"))
        #expect(context.patterns().isEmpty)
        let week = Self.lastWeek(context)
        let title = context.localizer("pattern.noticed.title")
        let scene = StoryOutputs.sceneText(WeeklyReflectionPDF(context: context, paper: .a4, theme: .light).document(week))
        let markdown = try Fixtures.summary(context, SummaryPeriod(week: week), format: .markdown, templates: Fixtures.templates)
        #expect(!scene.contains(title))
        #expect(!markdown.contains(title))
    }

    /// A month, quarter, year or range of 28 days or more tells its own days' patterns, in its PDF and its summary;
    /// a shorter run of days tells none.
    @Test(arguments: ["en-US", "nb-NO"])
    func periodsOfTwentyEightDaysOrMore(locale: String) throws {
        let context = try Self.context(locale)
        let story = Story(context: context)
        let pdf = PeriodReflectionPDF(context: context, paper: .a4, theme: .light)
        let october = SummaryPeriod(CalendarPeriod(.month, holding: Day.iso("2026-10-15")))
        let block = try #require(story.noticed(context.patterns(first: october.first, last: october.last, isWeek: false)))
        #expect(block.lines[0].contains(context.localizer.number(31 - 17)))  // 14 days after a Night Prep in October
        let scene = StoryOutputs.sceneText(pdf.document(october, name: "2026-10", typeSetter: TypeSetter())).replacingOccurrences(of: "\n", with: " ")
        #expect(scene.contains(block.title) && scene.contains(block.span) && scene.contains(block.lines[0]))
        let markdown = try Fixtures.summary(context, october, format: .markdown, templates: Fixtures.templates)
        #expect(markdown.contains("- " + block.lines[0]))

        let short = try #require(SummaryPeriod(from: Day.iso("2026-10-01"), to: Day.iso("2026-10-27")))
        #expect(context.patterns(first: short.first, last: short.last, isWeek: false).isEmpty)
        let shortScene = StoryOutputs.sceneText(pdf.document(short, name: "2026-10-01--2026-10-27", typeSetter: TypeSetter()))
        #expect(!shortScene.contains(block.title))
        #expect(!(try Fixtures.summary(context, short, format: .markdown, templates: Fixtures.templates)).contains(block.title))
    }

    /// The agreement test: for the planted export, in both languages, `stats` (text and JSON), the weekly PDF, the
    /// Markdown and HTML summaries, the site's overview and both bodies of the email tell the same pattern with the
    /// same counts, in the same words, in both languages and at every week start (issue 35).
    @Test(arguments: ["en-US", "nb-NO"], WeekStart.allCases)
    func everyOutputTellsTheSamePattern(locale: String, weekStart: WeekStart) throws {
        let context = try Self.context(locale, weekStart: weekStart)
        let week = Self.lastWeek(context)
        let found = context.patterns()
        let pattern = try #require(found.first)
        #expect(found.count == 1 && pattern.id == "nightPrep-urges" && pattern.withIsLower)
        let sentence = Story(context: context).patternLine(pattern)
        let t = context.localizer
        // The counts, as a reader sees them, in the one sentence.
        for n in [pattern.withDays, pattern.withCount, pattern.withoutDays, pattern.withoutCount] {
            #expect(sentence.contains(t.number(n)))
        }
        let json = try #require((try StoryOutputs.stats(context))["patterns"] as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json[0]["id"] as? String == pattern.id)
        #expect(json[0]["withDays"] as? Int == pattern.withDays && json[0]["withCount"] as? Int == pattern.withCount)
        #expect(json[0]["withoutDays"] as? Int == pattern.withoutDays && json[0]["withoutCount"] as? Int == pattern.withoutCount)

        let texts = try StoryOutputs.texts(context, week, site: try StoryOutputs.site(context, overview: true))
        let shown: [(String, String)] = [
            ("stats", StatsText.patterns(context)),
            ("pdf", texts["pdf.scene"].replacingOccurrences(of: "\n", with: " ")),
            ("markdown", texts["markdown"]), ("html", texts["html"]), ("site.index", texts["site.index"]),
            ("email.text", texts["email.text"].replacingOccurrences(of: "\n", with: " ")), ("email.html", texts["email.html"]),
        ]
        for (name, text) in shown {
            #expect(text.contains(sentence), "\(locale) \(weekStart) \(name) does not say: \(sentence)")
        }
        // The email's one line, and only one: the heading's words before the sentence.
        #expect(texts["email.text"].components(separatedBy: t("pattern.noticed.title")).count == 2)
    }
}
