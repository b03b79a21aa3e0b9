/// The statements a reader sees, made once from the figures and the words, and taken by every output: the
/// PDF cover, the summaries, the email, the site, the feed and the charts. No output picks a denominator or
/// a wording of its own, so they can never tell a period two ways.
package struct Story: Sendable {
    package let figures: Figures
    package let words: Localizer

    package init(figures: Figures, localizer: Localizer) {
        self.figures = figures
        words = localizer
    }

    package init(context: ReportContext) { self.init(figures: context.figures, localizer: context.localizer) }

    /// A statement from a key of the table and its values.
    func state(_ fact: Statement.Fact, _ number: Int, of: Int?, _ key: String, _ arguments: [String] = []) -> Statement {
        Statement(fact: fact, number: number, of: of, key: key, arguments: arguments, text: words.sentence(key, arguments))
    }

    /// `key.one` or `key.other` by `count`, the count written for the language as `{0}`.
    func statePlural(_ fact: Statement.Fact, _ number: Int, of: Int?, _ key: String, _ count: Int, _ more: [String] = []) -> Statement {
        state(fact, number, of: of, count == 1 ? "\(key).one" : "\(key).other", [words.number(count)] + more)
    }
}
