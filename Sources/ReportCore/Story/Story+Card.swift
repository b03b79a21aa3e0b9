extension Story {
    /// The one warm sentence of a year-in-review card: what the year was, never what it was not. A year with no
    /// days to log says why, as the cover does; a quiet year invites a first day; a year the person began in
    /// says when they began; a year with comebacks tells that coming back is the habit; any other year, that
    /// they kept showing up.
    package func cardSentence(_ pf: PeriodFigures) -> Statement {
        // A year ahead, or before the records began, is told as everywhere else.
        if pf.recordedDays == 0 { return showedUp(pf) }
        if pf.showedUp == 0 { return state(.showedUp, 0, of: pf.recordedDays, "card.sentence.quiet") }
        if let began = pf.recordsBegin, pf.daysBeforeRecords > 0 {
            return state(.showedUp, pf.showedUp, of: pf.recordedDays, "card.sentence.began", [words.monthName(began.month)])
        }
        if pf.comebacks > 0 { return state(.comebacks, pf.comebacks, of: nil, "card.sentence.comebacks") }
        return state(.showedUp, pf.showedUp, of: pf.recordedDays, "card.sentence.steady")
    }
}
