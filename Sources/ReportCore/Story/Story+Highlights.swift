/// A longer period's highlights in the person's own words: the answer they gave most often, matched after
/// setting case and punctuation aside, so "A walk." and "a walk" are one answer, and shown as they wrote it most
/// often, as the plan card ranks and shows answers (`rankedByMatchKey`). Only an answer given at least twice is a
/// highlight; a tie goes to the answer given first.
extension Story {
    /// The care action chosen most often.
    package func careChosenMost(_ answers: [String]) -> Statement? { mostOften(answers, .care, "story.highlight.care") }

    /// The evening's "what helped" answer given most often.
    package func helpedMost(_ answers: [String]) -> Statement? { mostOften(answers, .care, "story.highlight.helped") }

    /// The response to an urge chosen most often.
    package func responseChosenMost(_ answers: [String]) -> Statement? { mostOften(answers, .urges, "story.highlight.response") }

    func mostOften(_ answers: [String], _ fact: Statement.Fact, _ key: String) -> Statement? {
        guard let best = answers.rankedByMatchKey().first, best.count >= 2 else { return nil }
        // Only the plural form: a highlight is an answer given at least twice.
        return state(fact, best.count, of: nil, key + ".other", [words.number(best.count), best.text])
    }
}
