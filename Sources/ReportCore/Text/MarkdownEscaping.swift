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
package enum MarkdownEscaping {
    /// The text as inline Markdown for a spot inside a line the template wrote (after a list
    /// marker, inside a sentence). Every line break, and every paragraph break, becomes a hard
    /// break; lines after the first start with `continuation`, the indentation that keeps them
    /// inside the block the text sits in (for a list item, its content column).
    ///
    /// `midLine`: the text lands after other text on its line, so its first line cannot start a
    /// block and needs no block-start escapes (`16. november` stays readable); later lines still do.
    package static func inline(_ text: String, continuation: String = "", midLine: Bool = false) -> String {
        needsNoEscaping(text, midLine: midLine) ? text : escapedInline(text, continuation: continuation, midLine: midLine)
    }

    /// `inline` the long way, line by line, for text the quick check could not pass.
    static func escapedInline(_ text: String, continuation: String, midLine: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 8)
            var first = true
            for paragraph in paragraphRanges(bytes) {
                for line in paragraph {
                    if !first {
                        out.append(contentsOf: [0x5C, 0x0A])  // `\` + newline: a hard break
                        out.append(contentsOf: continuation.utf8)
                    }
                    escapeLine(bytes[line], atLineStart: !(midLine && first), into: &out)
                    first = false
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The text as a block quote whose lines start with `indent + ">"`, paragraphs kept apart
    /// by a `>` line (never a blank line, which would end the quote). Empty text gives "".
    package static func blockQuote(_ text: String, indent: String = "") -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for (p, paragraph) in paragraphRanges(bytes).enumerated() {
                if p > 0 {
                    out.append(0x0A)
                    out.append(contentsOf: indent.utf8)
                    out.append(contentsOf: [0x3E, 0x0A])  // ">" line between paragraphs
                }
                for (l, line) in paragraph.enumerated() {
                    if l > 0 { out.append(contentsOf: [0x5C, 0x0A]) }
                    out.append(contentsOf: indent.utf8)
                    out.append(contentsOf: [0x3E, 0x20])  // "> "
                    escapeLine(bytes[line], atLineStart: true, into: &out)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    // MARK: - A piece at a time (`LongText`)

    /// About how many bytes a piece of escaped text holds before it is handed on.
    static let pieceSize = 1 << 16

    /// `blockQuote(text, indent:)`, handed to `emit` a piece at a time: a long text is escaped into its file with
    /// no whole copy of it, and its lines are walked rather than listed (a list of a 30 MiB note's million lines
    /// was 20 MB more).
    package static func blockQuote(_ text: String, indent: String, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in withoutActuallyEscaping(emit) { emit in
            var out = Pieces(emit)
            forEachLine(bytes) { line, opensParagraph, first in
                if opensParagraph {
                    if !first {
                        out.bytes.append(0x0A)
                        out.bytes.append(contentsOf: indent.utf8)
                        out.bytes.append(contentsOf: [0x3E, 0x0A])  // ">" line between paragraphs
                    }
                } else {
                    out.bytes.append(contentsOf: [0x5C, 0x0A])
                }
                out.bytes.append(contentsOf: indent.utf8)
                out.bytes.append(contentsOf: [0x3E, 0x20])  // "> "
                out.escape(bytes[line], atLineStart: true)
            }
            out.flush()
        } }
    }

    /// `inline(text, continuation:midLine:)`, handed to `emit` a piece at a time.
    package static func inline(_ text: String, continuation: String, midLine: Bool, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        let unchanged = needsNoEscaping(text, midLine: midLine)
        text.withUTF8 { bytes in
            if unchanged {
                var start = 0
                while start < bytes.count {
                    let end = min(bytes.count, start + pieceSize)
                    emit(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
                return
            }
            withoutActuallyEscaping(emit) { emit in
                var out = Pieces(emit)
                forEachLine(bytes) { line, _, first in
                    if !first {
                        out.bytes.append(contentsOf: [0x5C, 0x0A])  // `\` + newline: a hard break
                        out.bytes.append(contentsOf: continuation.utf8)
                    }
                    out.escape(bytes[line], atLineStart: !(midLine && first))
                }
                out.flush()
            }
        }
    }

    /// Escaped bytes gathered up to about `pieceSize`, then handed on.
    struct Pieces {
        var bytes: [UInt8] = []
        let emit: (UnsafeBufferPointer<UInt8>) -> Void

        init(_ emit: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            self.emit = emit
            bytes.reserveCapacity(pieceSize + 64)
        }

        /// Escapes one line a window at a time, handing on each full piece.
        mutating func escape(_ line: Slice<UnsafeBufferPointer<UInt8>>, atLineStart: Bool) {
            var i = line.startIndex
            while i < line.endIndex {
                i = MarkdownEscaping.escapeLine(line, atLineStart: atLineStart, from: i, to: min(line.endIndex, i + pieceSize), into: &bytes)
                if bytes.count >= pieceSize { flush() }
            }
        }

        mutating func flush() {
            guard !bytes.isEmpty else { return }
            bytes.withUnsafeBufferPointer(emit)
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// The lines `paragraphRanges` lists, one at a time: each trimmed, non-blank line, whether it opens a
    /// paragraph, and whether it is the first.
    static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, _ opensParagraph: Bool, _ first: Bool) -> Void) {
        var lineStart = 0
        var i = 0
        var seen = false, inParagraph = false
        func endLine(_ end: Int) {
            var a = lineStart, b = end
            while a < b, bytes[a] == 0x20 || bytes[a] == 0x09 { a += 1 }
            while b > a, bytes[b - 1] == 0x20 || bytes[b - 1] == 0x09 { b -= 1 }
            if a == b {
                inParagraph = false
            } else {
                body(a..<b, !inParagraph, !seen)
                seen = true
                inParagraph = true
            }
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D {
                endLine(i)
                i += (c == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) ? 2 : 1
                lineStart = i
            } else {
                i += 1
            }
        }
        endLine(bytes.count)
    }

    /// The text's paragraphs as lists of lines, each without leading or trailing spaces and tabs
    /// (what a reader sees of it, before escaping).
    static func paragraphs(of text: String) -> [[String]] {
        var text = text
        return text.withUTF8 { bytes in
            paragraphRanges(bytes).map { $0.map { String(decoding: bytes[$0], as: UTF8.self) } }
        }
    }

    // Everything below works on UTF-8 bytes: every character Markdown treats specially is ASCII,
    // and an ASCII byte never occurs inside a multi-byte character.

    /// Paragraphs of non-blank lines, as ranges of the bytes without the line's leading and trailing
    /// spaces and tabs. Line endings are CommonMark's: `\n`, `\r\n` and `\r`.
    static func paragraphRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [[Range<Int>]] {
        var result: [[Range<Int>]] = []
        forEachLine(bytes) { range, opensParagraph, _ in
            if opensParagraph { result.append([]) }
            result[result.count - 1].append(range)
        }
        return result
    }

    /// Escapes one trimmed, non-empty line; block-start rules apply when it may start a line.
    static func escapeLine(_ line: Slice<UnsafeBufferPointer<UInt8>>, atLineStart: Bool, into out: inout [UInt8]) {
        _ = escapeLine(line, atLineStart: atLineStart, from: line.startIndex, to: line.endIndex, into: &out)
    }

    /// Escapes the line's bytes from `from` up to `to` (one past, when a character's two bytes straddle it), looking
    /// beyond `to` where a rule looks ahead, so a line escaped a window at a time comes out as it would whole.
    /// Returns where it stopped.
    static func escapeLine(_ line: Slice<UnsafeBufferPointer<UInt8>>, atLineStart: Bool, from: Int, to: Int, into out: inout [UInt8]) -> Int {
        let start = line.startIndex, end = line.endIndex
        let orderedListDelimiter = atLineStart ? orderedListMarkerEnd(line) : nil
        var i = from
        while i < to {
            let c = line[i]
            switch c {
            // Inline constructs anywhere in a line: escapes, code, emphasis, links and images,
            // raw HTML and autolinks, GitHub tables and strikethrough.
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                out.append(0x5C); out.append(c)
            case UInt8(ascii: "&"):
                // Only an `&` that could begin an entity (`&amp;`, `&#38;`) needs it.
                if i + 1 < end, line[i + 1] == UInt8(ascii: "#") || isASCIIAlphanumeric(line[i + 1]) { out.append(0x5C) }
                out.append(c)
            // Block starts: headings, block quotes, bullet items, setext underlines, ordered items.
            case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="):
                if atLineStart && i == start { out.append(0x5C) }
                out.append(c)
            case UInt8(ascii: ":"):
                // `https://…` typed as text: GitHub would make it a link and linters flag a bare URL;
                // `https\://…` reads the same and is only text everywhere.
                if i + 2 < end, line[i + 1] == UInt8(ascii: "/"), line[i + 2] == UInt8(ascii: "/") { out.append(0x5C) }
                out.append(c)
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                if i == orderedListDelimiter { out.append(0x5C) }
                out.append(c)
            case 0x09:
                out.append(contentsOf: Array("&#9;".utf8))
            case 0xC2 where i + 1 < end && (0x80...0x9F).contains(line[i + 1]):
                // A C1 control character (U+0080–U+009F).
                out.append(contentsOf: replacementCharacter)
                i += 1
            default:
                if c < 0x20 || c == 0x7F { out.append(contentsOf: replacementCharacter) } else { out.append(c) }
            }
            i += 1
        }
        return i
    }

    /// True for one line of plain words that comes out of escaping unchanged (most of what people
    /// type, and every number), so it can skip the work. `midLine` as for `inline`: there the first
    /// line cannot start a block, so a number or a `#` at its start needs nothing either.
    static func needsNoEscaping(_ text: String, midLine: Bool = false) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last, first != 0x20, last != 0x20 else { return false }
        if !midLine {
            if blockStartBytes.contains(first) { return false }
            // Digits start an ordered-list marker only when a `.` or `)` follows them (`12.`); "12" or "12 days" stays.
            if (0x30...0x39).contains(first), let after = utf8.first(where: { !(0x30...0x39).contains($0) }),
               after == UInt8(ascii: ".") || after == UInt8(ascii: ")") {
                return false
            }
        }
        var text = text  // withUTF8 needs a variable; a native string is read in place
        return text.withUTF8 { bytes in
            for i in bytes.indices where unsafeBytes[Int(bytes[i])] {
                // A `:` needs its escape only before `//` (`https://`); a clock's "8:30" needs none.
                let bareURL = i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "/") && bytes[i + 2] == UInt8(ascii: "/")
                if bytes[i] != UInt8(ascii: ":") || bareURL { return false }
            }
            return true
        }
    }

    /// Bytes that may need escaping (or trimming, or replacing) wherever they are.
    static let unsafeBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for b in 0..<0x20 { table[b] = true }
        for b: UInt8 in [0x7F, 0xC2] { table[Int(b)] = true }
        for b in "\\`*_[]<|~&:".utf8 { table[Int(b)] = true }
        return table
    }()

    /// Bytes that need escaping or trimming at the start of a line.
    static let blockStartBytes: Set<UInt8> = Set("#>-+= ".utf8)

    /// U+FFFD in UTF-8, for control characters HTML does not allow.
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The index of the `.` or `)` of an ordered-list marker (`1.`, `12)`) that starts the line
    /// and is followed by a space or the line's end; nil when there is none.
    static func orderedListMarkerEnd(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var i = line.startIndex
        while i < line.endIndex, i - line.startIndex < 9, (0x30...0x39).contains(line[i]) { i += 1 }
        guard i > line.startIndex, i < line.endIndex, line[i] == UInt8(ascii: ".") || line[i] == UInt8(ascii: ")") else {
            return nil
        }
        return i + 1 == line.endIndex || line[i + 1] == 0x20 || line[i + 1] == 0x09 ? i : nil
    }

    static func isASCIIAlphanumeric(_ c: UInt8) -> Bool {
        (0x61...0x7A).contains(c) || (0x41...0x5A).contains(c) || (0x30...0x39).contains(c)
    }

    /// C0 and C1 controls and DEL, which HTML forbids (tab and line breaks never reach the output as such).
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value)
    }
}
