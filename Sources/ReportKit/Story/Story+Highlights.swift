/// A longer period's highlights in the person's own words: the answer they gave most often, matched after
/// setting case and punctuation aside, so "A walk." and "a walk" are one answer. Only an answer given at least
/// twice is a highlight; a tie goes to the answer given first.
extension Story {
    /// The care action chosen most often.
    package func careChosenMost(_ answers: [String]) -> Statement? { mostOften(answers, .care, "story.highlight.care") }

    /// The evening's "what helped" answer given most often.
    package func helpedMost(_ answers: [String]) -> Statement? { mostOften(answers, .care, "story.highlight.helped") }

    /// The response to an urge chosen most often.
    package func responseChosenMost(_ answers: [String]) -> Statement? { mostOften(answers, .urges, "story.highlight.response") }

    func mostOften(_ answers: [String], _ fact: Statement.Fact, _ key: String) -> Statement? {
        var counts: [String: (count: Int, first: Int, shown: String)] = [:]
        for (i, answer) in answers.enumerated() {
            let key = Self.matchKey(answer)
            guard !key.isEmpty else { continue }
            let shown = answer.trimmingScalars(where: \.isBlankOrNewline)
            counts[key, default: (0, i, shown)].count += 1
        }
        guard let best = counts.values.max(by: { ($0.count, -$0.first) < ($1.count, -$1.first) }), best.count >= 2 else { return nil }
        // Only the plural form: a highlight is an answer given at least twice.
        return state(fact, best.count, of: nil, key + ".other", [words.number(best.count), best.shown])
    }

    /// An answer with case, punctuation and runs of spaces set aside.
    static func matchKey(_ text: String) -> String {
        let kept = text.lowercased().unicodeScalars.map { s in
            s.properties.isAlphabetic || s.properties.numericType != nil ? Character(s) : " "
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }
}
