extension Localizer {
    /// A whole number as the language writes it: 1,000 and more grouped by thousands ("3,101" in English,
    /// "3 101" with a no-break space in bokmål, so the number never breaks across lines). The one place a
    /// count becomes text for a reader; years and day numbers are not counts and stay as they are.
    package func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        guard digits.count > 3 else { return n < 0 ? "-" + digits : digits }
        let separator = language == .norwegianBokmal ? "\u{00A0}" : ","
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
        }
        return (n < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
    }
}
