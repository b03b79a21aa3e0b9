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

/// The "What you noticed" block every output shows when a pattern stands (and never when none does): its
/// heading, the window it was counted over, and one line a pattern, strongest first.
package struct Noticed: Sendable, Equatable, Encodable {
    package var title: String
    /// "Over 1 Sep – 22 Nov 2026:".
    package var span: String
    /// A pattern's counts, then its gentle line when it has one.
    package var lines: [String]
}

extension Story {
    /// The block for `patterns` (all of one window), or nil when there are none: no "no patterns" filler.
    package func noticed(_ patterns: [Pattern]) -> Noticed? {
        guard let first = patterns.first else { return nil }
        return Noticed(
            title: words("pattern.noticed.title"),
            span: words("pattern.noticed.span", words.dateRange(first.from, first.to)),
            lines: patterns.map(patternLine))
    }

    /// The email's one line: the block's strongest pattern with its gentle line, after the block's heading.
    package func noticedLine(_ block: Noticed?) -> String? {
        block?.lines.first.map { words("pattern.noticed.line", $0) }
    }

    /// A pattern's counts and its gentle line, as one line.
    package func patternLine(_ p: Pattern) -> String {
        let said = pattern(p)
        return said.counts.text + (said.gentle.map { " " + $0 } ?? "")
    }
}
