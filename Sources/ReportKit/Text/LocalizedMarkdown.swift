/// A piece of a Markdown sentence: our own words, to be escaped, or Markdown that is escaped already.
enum MarkdownPiece {
    /// Plain text (a date, a number, a word from the table); escaped where it lands.
    case text(String)
    /// Markdown made by `MarkdownEscaping` (the person's words) or by another `markdown(…)` call.
    case markdown(String)
}

extension Localizer {
    /// A sentence of the table as Markdown: its words escaped, then `{0}`, `{1}` … replaced by
    /// `pieces` in one pass (so a `{1}` the person typed is never filled in).
    func markdown(_ key: String, _ pieces: MarkdownPiece...) -> String {
        markdown(pattern: self(key), pieces)
    }

    /// `key.one` or `key.other` by `count`, with the count as `{0}` and `pieces` from `{1}` on.
    func markdownPlural(_ key: String, _ count: Int, _ pieces: MarkdownPiece...) -> String {
        markdown(pattern: self(count == 1 ? "\(key).one" : "\(key).other"), [.text(String(count))] + pieces)
    }

    private func markdown(pattern: String, _ pieces: [MarkdownPiece]) -> String {
        let escaped = MarkdownEscaping.inline(pattern)
        var out = ""
        var rest = Substring(escaped)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                  let n = Int(rest[afterOpen..<close]), n >= 0, n < pieces.count
            else {
                out += "{"
                rest = rest[afterOpen...]
                continue
            }
            switch pieces[n] {
            case .markdown(let m): out += m
            case .text(let t): out += MarkdownEscaping.inline(t, midLine: open != escaped.startIndex)
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A number with one decimal in the language's style ("5.3", "5,3"); whole numbers without decimals.
    func decimal(tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let t = abs(tenths)
        return t % 10 == 0 ? sign + String(t / 10) : sign + String(t / 10) + self("decimal.separator") + String(t % 10)
    }

    /// A time of day: "1:20 PM" in English, "13.20" in bokmål.
    func clockTime(minuteOfDay: Int) -> String {
        let h = minuteOfDay / 60, m = minuteOfDay % 60
        let mm = m < 10 ? "0\(m)" : "\(m)"
        switch language {
        case .english:
            let h12 = h % 12 == 0 ? 12 : h % 12
            return self("time.12h", h12, mm, self(h < 12 ? "time.am" : "time.pm"))
        case .norwegianBokmal:
            return self("time.24h", h < 10 ? "0\(h)" : "\(h)", mm)
        }
    }
}
