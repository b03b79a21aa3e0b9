import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The safety test: every summary rendered by cmark shows each note exactly as typed,
/// and holds no element the templates did not write.
@Suite struct SummaryLiteralTextTests {
    /// Hostile notes, plus a few that only make sense as whole fields.
    static let hostile = MarkdownEscapingTests.hostile + [
        "", "   ", "Ends with two spaces  ", "#hashtag at start", "1) a\n2) b", "  - indented dash",
        "<p>paragraph</p>", "javascript:alert(1)", "a\u{2028}b line separator", "😀" + String(repeating: "ÿ", count: 40),
    ]

    /// Element names the summary templates write, in cmark's HTML (`code`: the sparkline's span).
    static let templateElements: Set<String> = ["h1", "h2", "p", "ul", "li", "strong", "blockquote", "br", "hr", "code"]

    static func render(_ context: ReportContext, words: @escaping (Int) -> String, period: SummaryPeriod) throws -> (markdown: String, html: HTMLText, shown: [String]) {
        let person = PersonText(context.export, words: words)
        // Every day and note listed (`--detail days`), so each note's text is there to check.
        let view = SummaryBuilder(export: person.export, figures: person.figures(like: context.figures), localizer: context.localizer, detail: .days)
            .view(for: period)
        let markdown = try MarkdownWriter(templates: Fixtures.templates).markdown(view)
        return (markdown, HTMLText(try CommonMark.html(markdown)), person.shown)
    }

    static func occurrences(of needle: String, in haystack: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        var count = 0
        var rest = haystack[...]
        while let r = rest.range(of: needle) { count += 1; rest = rest[r.upperBound...] }
        return count
    }

    @Test(arguments: ["sample-export.json", "uke-nb.json"])
    func everyNoteComesOutAsTyped(example: String) throws {
        let context = try Fixtures.context(example)
        let period = SummaryPeriod(from: context.figures.firstDay!, to: context.figures.asOf)!
        let pool = Self.hostile
        let hostile = try Self.render(context, words: { pool[$0 % pool.count] }, period: period)
        // The same export with plain words where a note has any (a blank note is left out either way).
        let benign = try Self.render(
            context, words: { pool[$0 % pool.count].hasContent ? "plain words \($0)" : pool[$0 % pool.count] }, period: period)

        // Each note, as many times as it was written into a shown field.
        var expected: [String: Int] = [:]
        for note in hostile.shown { expected[MarkdownEscapingTests.expectedText(note), default: 0] += 1 }
        for (text, count) in expected where !text.isEmpty {
            #expect(Self.occurrences(of: text, in: hostile.html.text) >= count, "\(text.debugDescription)")
        }
        // Only the template's elements, in the same order as with plain words; notes add only
        // line breaks and paragraphs inside their own quotes.
        #expect(Set(hostile.html.elements).isSubset(of: Self.templateElements), "\(Set(hostile.html.elements))")
        #expect(hostile.html.elements.filter { $0 != "br" && $0 != "p" } == benign.html.elements.filter { $0 != "p" && $0 != "br" })
        #expect(!benign.html.elements.contains("br"))
    }

    @Test func unknownTypesAndStatusesAreText() throws {
        let context = try Fixtures.context("sample-export.json")
        var export = context.export
        let week = context.week(.iso(ISOWeek(year: 2026, week: 46)))
        let u = export.urgeNotes.firstIndex { week.contains($0.at.day) }!
        export.urgeNotes[u].type = UrgeType(rawValue: "<b>new</b> *type*")
        let e = export.entries.firstIndex { week.contains($0.day) && !$0.prepChecks.isEmpty }!
        export.entries[e].prepChecks[0].status = PrepStatus(rawValue: "[later](javascript:x)")
        // Figures of the changed export: the summary's counts come from them.
        let figures = Figures(export: export, options: FigureOptions(weekStart: context.weekStart))
        let view = SummaryBuilder(export: export, figures: figures, localizer: context.localizer).view(for: SummaryPeriod(week: week))
        let html = HTMLText(try CommonMark.html(MarkdownWriter(templates: Fixtures.templates).markdown(view)))
        // A type the format does not know is counted as Other, never shown raw (issue 35).
        #expect(!html.text.contains("<b>new</b>") && !html.text.contains("*type*"))
        #expect(html.text.contains("(" + "[later](javascript:x)" + ")"))
        #expect(Set(html.elements).isSubset(of: Self.templateElements))
    }

    @Test func markdownIsTidyForGit() throws {
        let context = try Fixtures.context("sample-export.json")
        let period = SummaryPeriod(from: context.figures.firstDay!, to: context.figures.asOf)!
        let pool = Self.hostile
        let markdown = try Self.render(context, words: { pool[$0 % pool.count] }, period: period).markdown
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.last != " " && line.last != "\t" && !line.contains("\t"), "\(line)")
        }
        #expect(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"))
        #expect(!markdown.contains("\n\n\n"))
    }
}
