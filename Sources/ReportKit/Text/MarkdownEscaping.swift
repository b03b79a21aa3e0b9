/// Markdown for words the person typed: they come out as text, never as markup.
///
/// Everything that could start a CommonMark (or GitHub) construct is backslash-escaped, so
/// `**not bold**`, `<script>`, `[x](javascript:…)`, `# not a heading` or a line starting with
/// `- `, `>`, `1.` or `+` read exactly as typed on GitHub, in a journal app and through cmark.
///
/// What is kept, and what cannot be: every character between the first and last non-blank
/// character of a line is kept (tabs as `&#9;`, so no hard tab reaches the file). Line breaks
/// become hard breaks (`\` at the end of the line), blank lines between paragraphs a paragraph
/// break. Spaces and tabs at the start and end of a line are dropped: Markdown reads leading
/// ones as indentation and trailing ones as a line break, and summaries never end a line with a space.
/// Control characters other than tab and line breaks, which HTML does not allow, become U+FFFD.
public enum MarkdownEscaping {
    /// The text as inline Markdown for a spot inside a line the template wrote (after a list
    /// marker, inside a sentence). Every line break, and every paragraph break, becomes a hard
    /// break; lines after the first start with `continuation`, the indentation that keeps them
    /// inside the block the text sits in (for a list item, its content column).
    ///
    /// `midLine`: the text lands after other text on its line, so its first line cannot start a
    /// block and needs no block-start escapes (`16. november` stays readable); later lines still do.
    public static func inline(_ text: String, continuation: String = "", midLine: Bool = false) -> String {
        let lines = paragraphs(of: text).flatMap { $0 }
        return lines.enumerated()
            .map { i, line in escapeLine(line, atLineStart: !(midLine && i == 0)) }
            .joined(separator: "\\\n" + continuation)
    }

    /// The text as a block quote whose lines start with `indent + ">"`, paragraphs kept apart
    /// by a `>` line (never a blank line, which would end the quote). Empty text gives "".
    public static func blockQuote(_ text: String, indent: String = "") -> String {
        let prefix = indent + "> "
        return paragraphs(of: text)
            .map { lines in prefix + lines.map { escapeLine($0) }.joined(separator: "\\\n" + prefix) }
            .joined(separator: "\n" + indent + ">\n")
    }

    /// The text split into paragraphs of non-blank lines, each line without leading or trailing
    /// spaces and tabs. Line endings are CommonMark's: `\n`, `\r\n` and `\r`.
    static func paragraphs(of text: String) -> [[Substring.UnicodeScalarView]] {
        var result: [[Substring.UnicodeScalarView]] = []
        var current: [Substring.UnicodeScalarView] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var i = scalars.startIndex
        func endLine(_ end: String.UnicodeScalarView.Index) {
            let line = trimmed(scalars[lineStart..<end])
            if line.isEmpty {
                if !current.isEmpty { result.append(current); current = [] }
            } else {
                current.append(Substring.UnicodeScalarView(line))
            }
        }
        while i < scalars.endIndex {
            let c = scalars[i]
            if c == "\n" || c == "\r" {
                endLine(i)
                var next = scalars.index(after: i)
                if c == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                lineStart = next
                i = next
            } else {
                i = scalars.index(after: i)
            }
        }
        endLine(scalars.endIndex)
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func trimmed(_ s: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
        var start = s.startIndex
        var end = s.endIndex
        while start < end, s[start] == " " || s[start] == "\t" { start = s.index(after: start) }
        while end > start {
            let before = s.index(before: end)
            guard s[before] == " " || s[before] == "\t" else { break }
            end = before
        }
        return s[start..<end]
    }

    /// Escapes one trimmed, non-empty line; block-start rules apply when it may start a line.
    static func escapeLine(_ line: Substring.UnicodeScalarView, atLineStart: Bool = true) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(line)
        let orderedListDelimiter = atLineStart ? orderedListMarkerEnd(scalars) : nil
        for (i, c) in scalars.enumerated() {
            switch c {
            // Inline constructs anywhere in a line: escapes, code, emphasis, links and images,
            // raw HTML and autolinks, GitHub tables and strikethrough.
            case "\\", "`", "*", "_", "[", "]", "<", "|", "~":
                out.append("\\"); out.append(c)
            case "&":
                // Only an `&` that could begin an entity (`&amp;`, `&#38;`) needs it.
                if i + 1 < scalars.count, scalars[i + 1] == "#" || isASCIIAlphanumeric(scalars[i + 1]) {
                    out.append("\\")
                }
                out.append(c)
            // Block starts: headings, block quotes, bullet items, setext underlines, ordered items.
            // (A `where` clause binds to the last pattern only, hence one test for all of them.)
            case "#", ">", "-", "+", "=", ".", ")":
                let startsBlock = atLineStart && i == 0 && c != "." && c != ")"
                if startsBlock || i == orderedListDelimiter {
                    out.append("\\")
                }
                out.append(c)
            case "\t":
                out.append(contentsOf: "&#9;".unicodeScalars)
            default:
                if isControl(c) {
                    out.append("\u{FFFD}")
                } else {
                    out.append(c)
                }
            }
        }
        return String(out)
    }

    /// The index of the `.` or `)` of an ordered-list marker (`1.`, `12)`) that starts the line
    /// and is followed by a space or the line's end; nil when there is none.
    static func orderedListMarkerEnd(_ s: [Unicode.Scalar]) -> Int? {
        var i = 0
        while i < s.count, i < 9, ("0"..."9").contains(s[i]) { i += 1 }
        guard i > 0, i < s.count, s[i] == "." || s[i] == ")" else { return nil }
        return i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" ? i : nil
    }

    static func isASCIIAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    /// C0 and C1 controls and DEL, which HTML forbids (tab and line breaks never get here).
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }
}
