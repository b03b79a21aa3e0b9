extension Story {
    /// A pattern in words with its counts, and the one gentle line that may follow it (only when the days with
    /// the habit were the calmer ones: fewer urges, or more days shown up). Never a cause; never weight.
    package func pattern(_ p: Pattern) -> (counts: Statement, gentle: String?) {
        let key = "pattern.\(p.exposure.rawValue).\(p.outcome.rawValue)"
        func outcome(_ n: Int) -> String {
            switch p.outcome {
            case .urges, .urgesNextDay: n == 0 ? words("pattern.urges.none") : words.plural("pattern.urges", n)
            case .showedUpNextDay: words.number(n)
            }
        }
        var arguments = [words.number(p.withDays), outcome(p.withCount), words.number(p.withoutDays), outcome(p.withoutCount)]
        if let threshold = p.stepsThreshold { arguments.append(words.number(threshold)) }
        let calmer = p.outcome == .showedUpNextDay ? !p.withIsLower && p.withRate > p.withoutRate : p.withIsLower
        return (state(.pattern, p.withDays, of: nil, key, arguments), calmer ? words(key + ".gentle") : nil)
    }
}
