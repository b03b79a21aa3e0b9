extension String {
    /// How many characters of a person's input a message quotes: enough to recognise it, short enough that a
    /// value of hundreds of kilobytes (a template's one line, a pasted `--time-zone`) keeps the message one line.
    package static let excerptLength = 80

    /// The text as a message quotes it: whole when it is at most `limit` characters, else its first `limit` and "…".
    /// Reads no further than it shows, so a long text costs no more than a short one.
    package func excerpt(_ limit: Int = String.excerptLength) -> String {
        var end = startIndex
        for _ in 0..<limit {
            guard end < endIndex else { return self }
            end = index(after: end)
        }
        return end == endIndex ? self : String(self[..<end]) + "…"
    }

    /// The text cut to at most `limit` characters after its last whole word within them (when that keeps more
    /// than half), with "…": how a page quotes a line too long for it.
    package func shortenedAfterWord(_ limit: Int) -> String {
        let cut = excerpt(limit)
        guard cut != self else { return self }
        let head = cut.dropLast()
        guard let space = head.lastIndex(where: { $0 == " " || $0 == "\n" }), head.distance(from: head.startIndex, to: space) > limit / 2 else { return cut }
        return String(head[..<space]).trimmed + "…"
    }
}
