import PropertyBased
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The person's words come out literally: escaped Markdown, rendered by cmark, shows exactly the typed text.
@Suite struct MarkdownEscapingTests {
    /// Notes that try every construct a Markdown reader might act on.
    static let hostile: [String] = [
        "**not bold**", "__not bold either__", "*not em* _nor this_",
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<!-- a comment -->",
        "[x](javascript:alert(1))", "![img](data:image/png;base64,AAAA)", "<https://example.com>",
        "[ref]: https://example.com", "[^1] a footnote",
        "# not a heading", "###### six", "Title\n=====", "Title\n---",
        "- not a list", "+ nor this", "* nor this", "> not a quote", ">> deeper",
        "1. not ordered", "12) nor this", "1.5 kg is fine", "2026. A year.",
        "`code` and ``double``", "```\nfenced\n```", "~~~\nfenced\n~~~", "~~struck~~",
        "| a | b |\n|---|---|\n| 1 | 2 |", "- [ ] not a task",
        "trailing spaces   \nnext line", "trailing backslash\\\nnext line", "ends with a backslash \\",
        "&amp; &lt;b&gt; &#65; &#x41; &copy;", "Tom & Jerry; a&b",
        "first paragraph\n\nsecond paragraph\n\n\n\nthird", "line one\r\nline two\rline three",
        "    indented code?", "\tTabbed\tinside",
        "***", "___", "- - -", "* * *",
        "emoji 🧘‍♀️👩🏽‍🍳 💪 and flags 🇳🇴", "עברית: שלום עולם", "العربية: مرحبا بالعالم",
        "mixed: hello שלום 123", "combining: e\u{301} *\u{301}not em*\u{301}",
        "<div>\n**block html**\n</div>", "a\\*b \\# c", "back\\slash \\\\ twice",
        "{{mustache}} {{{triple}}} {{#section}}{{/section}}", "{0} {1} placeholder-looking",
        "https://example.com/bare", "www.example.com", "ftp://x.org http://y.org mailto:x@example.com",
        "control\u{1}char and DEL\u{7F}", "NBSP\u{A0}inside",
    ]

    /// The text a reader sees for a note: trimmed lines, blank lines dropped, tabs kept.
    static func expectedText(_ note: String) -> String {
        MarkdownEscaping.paragraphs(of: note).flatMap { $0 }.map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.map { MarkdownEscaping.isControl($0) && $0 != "\t" ? "\u{FFFD}" : $0 }))
        }.joined(separator: "\n")
    }

    @Test(arguments: hostile)
    func inlineTextRendersLiterally(note: String) throws {
        let markdown = "- **Label**: " + MarkdownEscaping.inline(note, continuation: "  ") + "\n"
        let html = HTMLText(try CommonMark.html(markdown))
        #expect(html.text == "\nLabel: " + Self.expectedText(note) + "\n\n", "\(markdown)")
        #expect(Set(html.elements).isSubset(of: ["ul", "li", "strong", "br"]), "\(markdown)")
        #expect(html.elements.filter { $0 == "li" }.count == 1)
    }

    @Test(arguments: hostile)
    func quotedTextRendersLiterally(note: String) throws {
        let markdown = "- Note\n\n" + MarkdownEscaping.blockQuote(note, indent: "  ") + "\n"
        let html = HTMLText(try CommonMark.html(markdown))
        let paragraphs = MarkdownEscaping.paragraphs(of: note).count
        #expect(html.text.contains(Self.expectedText(note)), "\(markdown)")
        #expect(Set(html.elements).isSubset(of: ["ul", "li", "p", "blockquote", "br"]), "\(markdown)")
        #expect(html.elements.filter { $0 == "blockquote" }.count == 1)
        #expect(html.elements.filter { $0 == "p" }.count == 1 + paragraphs)
    }

    @Test func noLineEndsInABlank() {
        for note in Self.hostile {
            for line in (MarkdownEscaping.inline(note, continuation: "  ") + "\n" + MarkdownEscaping.blockQuote(note)).split(separator: "\n") {
                #expect(line.last != " " && line.last != "\t", "\(note)")
            }
        }
    }

    @Test func plainWordsStayReadable() {
        #expect(MarkdownEscaping.inline("Stressful call with the bank, wanted something sweet.") == "Stressful call with the bank, wanted something sweet.")
        #expect(MarkdownEscaping.inline("Tom & Jerry - 1.5 kg (ok)!") == "Tom & Jerry - 1.5 kg (ok)!")
        #expect(MarkdownEscaping.inline("- a\n1. b") == "\\- a\\\n1\\. b")
        #expect(MarkdownEscaping.blockQuote("one\n\ntwo", indent: "  ") == "  > one\n  >\n  > two")
        #expect(MarkdownEscaping.blockQuote("  \n \n") == "")
        // A typed address stays text: no bare URL for GitHub to link or a linter to flag.
        #expect(MarkdownEscaping.inline("see https://x.org and ftp://y.org at 15:00") == "see https\\://x.org and ftp\\://y.org at 15:00")
    }

    /// Any printable ASCII soup, in any container, renders as exactly its text.
    @Test func asciiSoupRendersLiterally() async {
        let soup = Gen.character(in: " "..."~").string(of: 1...24).array(of: 1...4)
        await propertyCheck(count: 400, input: soup) { lines in
            let note = lines.joined(separator: "\n")
            let expected = Self.expectedText(note)
            let inline = HTMLText(try CommonMark.html("- " + MarkdownEscaping.inline(note, continuation: "  ") + "\n"))
            #expect(inline.text == "\n" + expected + "\n\n")
            #expect(Set(inline.elements).isSubset(of: ["ul", "li", "br"]))
            let quote = HTMLText(try CommonMark.html(MarkdownEscaping.blockQuote(note) + "\n"))
            #expect(expected.isEmpty ? quote.elements.isEmpty : quote.text.contains(expected))
            #expect(Set(quote.elements).isSubset(of: ["p", "blockquote", "br"]))
        }
    }
}
