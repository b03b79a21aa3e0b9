extension Story {
    /// A month in a longer period's month-by-month list: its name, its days shown up, and its care action and
    /// training where they happened: "September: 24 of 30 days · care action on 10 of 12 evenings · trained 3 of 4
    /// planned". A month that lies ahead of the records or of the as-of day is told as the short form tells it.
    package func monthRow(_ name: String, _ pf: PeriodFigures) -> String {
        // A month with no day shown up is a quiet month, not the short form's "a quiet week".
        if pf.showedUp == 0, pf.recordedDays > 0 {
            return words("story.month.row", name, words(pf.isUnderWay ? "story.short.quietSoFar" : "story.month.quiet"))
        }
        let parts = [showedUpShort(pf), careListed(pf), training(pf, withRest: false)].compactMap { $0?.text }
        return words("story.month.row", name, parts.joined(separator: " · "))
    }

    /// The weeks of a year's strip that had a day shown up, of the weeks there were to log: "44 of 53 weeks with
    /// a day shown up".
    package func weeksShownUp(_ weeks: Int, of possible: Int) -> Statement {
        statePlural(.showedUp, weeks, of: possible, "story.weeks.shownUp", possible, [words.number(weeks)])
    }
}
