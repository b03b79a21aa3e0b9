/// One fact as a reader sees it: its number, what it is counted of, and its words, chosen once by `Story`.
///
/// The words are kept as a key of the localization table and its filled-in values as well as the finished
/// text, so the Markdown summary can escape the table's words and its values each in their own way.
package struct Statement: Sendable, Equatable {
    /// What the statement is about (the agreement test matches statements to `stats --json` by it).
    package enum Fact: String, Sendable, Equatable {
        case showedUp, streak, longestStreak, comebacks, care, training, urges, discipline, earlier, milestone, prep
        /// Apple Health's weight and steps (`--health`).
        case weight, steps
        /// A pattern the counts stand behind (`Patterns`): its number is the days with the habit.
        case pattern
    }

    package let fact: Fact
    /// The number the reader sees.
    package let number: Int
    /// What it is counted of ("5 of 7 days": 7), or nil when it is not counted of anything.
    package let of: Int?
    /// The key of the localization table the words come from, plural form included.
    package let key: String
    /// The values of `{0}`, `{1}` …, already written for the language.
    package let arguments: [String]
    /// The words, filled in (plain text: each output escapes it for its own medium).
    package let text: String
}
