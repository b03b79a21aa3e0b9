import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Summaries of the example exports (`Tests/Fixtures/exports`), compared with golden files a person has read
/// (`UPDATE_GOLDENS=1 swift test --filter SummaryGoldenTests` rewrites those that differ and fails; read the
/// diff, then run again without it).
@Suite struct SummaryGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var example: String
        var timeZone: String? = nil
        var profile: String? = nil
        /// An ISO week, or "FROM..TO".
        var period: String
        var format: OutputFormat
        var golden: String
        var testDescription: String { golden }
    }

    static let cases: [Case] = [
        Case(example: "sample-export.json", period: "2026-W36", format: .markdown, golden: "sample-2026-W36.md"),
        Case(example: "sample-export.json", period: "2026-W46", format: .markdown, golden: "sample-2026-W46.md"),
        Case(example: "sample-export.json", period: "2026-W48", format: .markdown, golden: "sample-2026-W48.md"),
        Case(example: "sample-export.json", period: "2026-10-01..2026-10-31", format: .markdown, golden: "sample-2026-10.md"),
        Case(example: "sample-export.json", period: "2026-W46", format: .html, golden: "sample-2026-W46.html"),
        Case(example: "uke-nb.json", period: "2026-W44", format: .markdown, golden: "uke-nb-2026-W44.md"),
        Case(example: "uke-nb.json", period: "2026-W46", format: .markdown, golden: "uke-nb-2026-W46.md"),
        Case(example: "uke-nb.json", period: "2026-W47", format: .html, golden: "uke-nb-2026-W47.html"),
        Case(example: "checkins.json", timeZone: "Europe/Oslo", profile: "profile.json", period: "2026-W46",
             format: .markdown, golden: "checkins-2026-W46.md"),
    ]

    static func render(_ c: Case) throws -> String {
        let context = try Fixtures.context(c.example, timeZone: c.timeZone, profile: c.profile)
        let period: SummaryPeriod
        if let w = ISOWeek(parsing: c.period) {
            period = SummaryPeriod(week: context.week(.iso(w)))
        } else {
            let ends = c.period.split(separator: ".", omittingEmptySubsequences: true)
            period = SummaryPeriod(from: Day(iso: ends[0])!, to: Day(iso: ends[1])!, weekStart: context.weekStart)!
        }
        return try Fixtures.summary(context, period, format: c.format, templates: Fixtures.templates)
    }

    @Test(arguments: cases)
    func matchesGolden(_ c: Case) throws {
        let text = try Self.render(c)
        #expect(try Fixtures.matchesGolden(text, c.golden), "differs from Tests/Fixtures/summaries/\(c.golden)")
    }

    /// Same input, same bytes: nothing in a summary depends on the clock or on hashing order.
    @Test func renderingIsDeterministic() throws {
        for c in Self.cases { #expect(try Self.render(c) == Self.render(c)) }
    }

    @Test func tidyingLeavesNoBlankAtLineEnds() {
        #expect(MarkdownWriter.tidy("a  \n\t\nb\t\r\n\n\n") == "a\n\nb\n")
        #expect(MarkdownWriter.tidy("x") == "x\n")
        #expect(MarkdownWriter.tidy("") == "\n")
        #expect(MarkdownWriter.tidy("a\n\n") == "a\n")
        #expect(MarkdownWriter.tidy("é 😀 \n") == "é 😀\n")
    }

    @Test func thePageFrameEscapesItsTitleAndLanguage() {
        let page = HTMLDocument(language: "en\"x", title: "<b>Week</b> & \"you\"", body: "<p>x</p>\n").html
        #expect(page.contains("<title>&lt;b&gt;Week&lt;/b&gt; &amp; &quot;you&quot;</title>"))
        #expect(page.contains("<html lang=\"en&quot;x\">"))
        #expect(page.contains("<main>\n<p>x</p>\n</main>"))
    }

    /// The HTML page is the Markdown through cmark, inside the page frame.
    @Test func htmlIsTheMarkdownThroughCmark() throws {
        let md = try Self.render(Case(example: "uke-nb.json", period: "2026-W47", format: .markdown, golden: ""))
        let html = try Self.render(Case(example: "uke-nb.json", period: "2026-W47", format: .html, golden: ""))
        let body = try CommonMark.html(md)
        #expect(html.contains("<main>\n" + body + "</main>"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"nb\">"))
        #expect(html.contains("<title>Uka di, 16.–22. november 2026</title>"))
    }
}
