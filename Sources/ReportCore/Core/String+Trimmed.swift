// In Core because the figures (a day's choice, `DayCounts`) and the reflection both trim what was typed.
extension String {
    /// Without white space at either end.
    package var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
