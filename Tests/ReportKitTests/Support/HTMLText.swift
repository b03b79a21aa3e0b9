/// Reads cmark's HTML back as a reader would: which elements it holds and what text it shows.
///
/// cmark writes a small, regular HTML (tags, `<!-- … -->` for omitted raw HTML, and the four
/// escapes `&amp;` `&lt;` `&gt;` `&quot;` in text), so a scanner suffices here; it is test code only.
struct HTMLText {
    /// Element names in document order (`p`, `li`, `br` …); a comment counts as `!--`.
    var elements: [String] = []
    /// The text with tags removed and character references decoded; block ends and `<br />` leave their newline.
    var text = ""

    init(_ html: String) {
        var s = Substring(html)
        while let open = s.firstIndex(of: "<") {
            text += HTMLText.unescape(s[..<open])
            s = s[open...]
            if s.hasPrefix("<!--") {
                elements.append("!--")
                guard let end = s.range(of: "-->") else { s = ""; break }
                s = s[end.upperBound...]
                continue
            }
            guard let close = s.firstIndex(of: ">") else { s = ""; break }
            let tag = s[s.index(after: open)..<close]
            if !tag.hasPrefix("/") {
                elements.append(String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased())
            }
            s = s[s.index(after: close)...]
        }
        text += HTMLText.unescape(s)
    }

    static func unescape(_ s: Substring) -> String {
        guard s.contains("&") else { return String(s) }
        var out = ""
        var rest = s
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semi = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semi) <= 10 else {
                out += "&"; rest = rest.dropFirst(); continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semi]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
            if let v = named[String(name)] {
                out += v
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let n = UInt32(name.dropFirst(2), radix: 16), let u = Unicode.Scalar(n) {
                out.unicodeScalars.append(u)
            } else if name.hasPrefix("#"), let n = UInt32(name.dropFirst()), let u = Unicode.Scalar(n) {
                out.unicodeScalars.append(u)
            } else {
                out += "&"; rest = rest.dropFirst(); continue
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
