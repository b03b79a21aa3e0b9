/// A piece of a Markdown sentence: our own words, to be escaped, or Markdown that is escaped already.
package enum MarkdownPiece {
    /// Plain text (a date, a number, a word from the table); escaped where it lands.
    case text(String)
    /// Markdown made by `MarkdownEscaping` (the person's words) or by another `markdown(…)` call.
    case markdown(String)

    /// The piece as it is, for a plain-text rendering of the same sentence.
    package var raw: String {
        switch self {
        case .text(let t), .markdown(let t): return t
        }
    }
}

extension Localizer {
    /// A sentence of the table as Markdown: its words escaped, then `{0}`, `{1}` … replaced by
    /// `pieces` in one pass (so a `{1}` the person typed is never filled in).
    package func markdown(_ key: String, _ pieces: MarkdownPiece...) -> String {
        markdown(key, pieces)
    }

    package func markdown(_ key: String, _ pieces: [MarkdownPiece]) -> String {
        markdown(escaped: escapedMessage(key), pieces)
    }

    /// `key.one` or `key.other` by `count`, with the count as `{0}` and `pieces` from `{1}` on.
    func markdownPlural(_ key: String, _ count: Int, _ pieces: MarkdownPiece...) -> String {
        markdown(escaped: escapedMessage(count == 1 ? "\(key).one" : "\(key).other"), [.text(number(count))] + pieces)
    }

    /// The table's sentence for `key` escaped for Markdown (`MessageTables.markdown`).
    func escapedMessage(_ key: String) -> MessagePattern {
        MessageTables.markdown(language)[key] ?? MessagePattern(MarkdownEscaping.inline(pattern(key)))
    }

    private func markdown(escaped: MessagePattern, _ pieces: [MarkdownPiece]) -> String {
        escaped.fill(count: pieces.count) { n, offset in
            switch pieces[n] {
            case .markdown(let m): return m
            case .text(let t): return MarkdownEscaping.inline(t, midLine: offset > 0)
            }
        }
    }

    /// A time of day: "1:20 PM" in English, "13.20" in bokmål.
    package func clockTime(minuteOfDay: Int) -> String {
        let h = minuteOfDay / 60, m = minuteOfDay % 60
        let mm = m < 10 ? "0\(m)" : "\(m)"
        switch language {
        case .english:
            let h12 = h % 12 == 0 ? 12 : h % 12
            return sentence("time.12h", [String(h12), mm, pattern(h < 12 ? "time.am" : "time.pm")])
        case .norwegianBokmal:
            return sentence("time.24h", [h < 10 ? "0\(h)" : "\(h)", mm])
        }
    }
}
