import Foundation
import Testing
@testable import ReportKit

/// "What you noticed" (issue 36): the block of patterns in the weekly PDF, the summaries, the site, the email and
/// the period reflections, only when a pattern stands, in Story's words.
@Suite struct NoticedTests {
    static let planted = Fixtures.root.appendingPathComponent("patterns/planted-night-prep.json").path

    /// The planted export (a Night Prep pattern over its 84 days up to 2026-11-22), read as the CLI reads it.
    static func context(_ locale: String, asOf: Day? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(path: planted, locale: locale, asOf: asOf))
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
}
