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
}
