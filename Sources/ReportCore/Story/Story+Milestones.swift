extension Story {
    /// A milestone, in one sentence wherever it is told; `longDate` for a page that lists the latest ones.
    package func milestone(_ m: Milestone, longDate: Bool = false) -> Statement {
        let day = longDate ? words.longDate(m.day) : words.shortDate(m.day)
        switch m.kind {
        case .streak(let n): return state(.milestone, n, of: nil, "summary.milestone.streak", [day, words.plural("days", n)])
        case .fullMorningFocusWeek: return state(.milestone, 7, of: nil, "summary.milestone.fullMorningFocusWeek", [day])
        case .consistencyWeek: return state(.milestone, 5, of: nil, "summary.milestone.consistencyWeek", [day])
        }
    }

    /// The name of a prep item's status, or nil for a skipped one: what was prepared is told, what was not
    /// is never listed or tallied. A newer app's status is kept as it is written.
    package func prepStatus(_ status: PrepStatus) -> String? {
        switch status {
        case .skip: return nil
        case .done, .partly: return words("prep.\(status.rawValue)")
        default: return status.rawValue
        }
    }

    /// What was prepared, as totals: "2 done, 1 partly"; nil when nothing was. Where the titles are withheld
    /// this stands for the list, so no line of "A prep item (…)" adds up to a tally.
    package func prepTotals(done: Int, partly: Int) -> Statement? {
        let parts = [done > 0 ? words("summary.care.prepDone", words.number(done)) : nil,
                     partly > 0 ? words("summary.care.prepPartly", words.number(partly)) : nil].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        let list = parts.joined(separator: ", ")
        return state(.prep, done, of: nil, "story.prep.totals", [list])
    }
}
