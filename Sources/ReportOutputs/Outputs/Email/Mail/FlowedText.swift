/// Plain text as `format=flowed` (RFC 3676): each paragraph wrapped at 72 columns, every line but its last
/// ending in a space (a soft break a mail program joins again to fit its window), hard breaks with no
/// trailing space, and lines that start with a space, `>` or `From ` space-stuffed so they are read as written.
///
/// A word longer than a line is kept whole; the quoted-printable encoding of the part keeps the message's
/// own lines short whatever the length of the text's.
enum FlowedText {
    static let width = 72

    /// `text`'s lines (each a paragraph) wrapped; lines separated by `\n`.
    static func wrap(_ text: String) -> String {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(paragraph)
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            out += wrapParagraph(Array(line))
        }
        return out.joined(separator: "\n")
    }

    private static func wrapParagraph(_ chars: [Character]) -> [String] {
        guard chars.count > width else { return [stuffed(String(chars))] }
        var lines: [String] = []
        var start = 0
        while chars.count - start > width {
            // The last space that keeps the line (the space included) within the width, after some text.
            var cut: Int? = nil
            var i = start + width - 1
            while i > start {
                if chars[i] == " ", chars[i - 1] != " " { cut = i; break }
                i -= 1
            }
            if cut == nil {
                // A word longer than the line: break after it.
                var j = start + width
                while j < chars.count, chars[j] != " " { j += 1 }
                guard j < chars.count else { break }
                cut = j
            }
            var end = cut!
            while end + 1 < chars.count, chars[end + 1] == " " { end += 1 }  // the spaces stay on this line
            guard end + 1 < chars.count else { break }
            lines.append(stuffed(String(chars[start...end])))
            start = end + 1
        }
        lines.append(stuffed(String(chars[start...])))
        return lines
    }

    /// A line a reader could take for quoting or stuffing gets one more space in front (RFC 3676 §4.4).
    private static func stuffed(_ line: String) -> String {
        line.hasPrefix(" ") || line.hasPrefix(">") || line.hasPrefix("From ") ? " " + line : line
    }
}
