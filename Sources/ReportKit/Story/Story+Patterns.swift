extension Story {
    /// A pattern in words with its counts, and the one gentle line that may follow it: for calmer days with the
    /// habit (fewer urge notes, or more days shown up), what went with them; for more urge notes, that more notes
    /// may mean more noticing, so a habit is never blamed. Never a cause; never weight.
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
        let moreNotes = p.outcome != .showedUpNextDay && !p.withIsLower
        let line = calmer ? words(key + ".gentle") : moreNotes ? words("pattern.moreNotes") : nil
        return (state(.pattern, p.withDays, of: nil, key, arguments), line)
    }
}
