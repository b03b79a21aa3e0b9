extension Story {
    /// Whether the period ended before the as-of day: its run at the end is not "current", nor its longest "so far".
    package func isOver(_ pf: PeriodFigures) -> Bool { !pf.isAhead && pf.last < figures.asOf }

    /// The current streak, dated on the last day of it, which is always a day the person showed up:
    /// "8 days in a row, through Sat, Nov 21". Nil when there is none on the period's last counted day.
    /// The cover's tile, its headline, the summary and the email all say this one.
    package func streak(_ pf: PeriodFigures) -> Statement? {
        guard pf.currentStreak > 0, let last = pf.lastShowedUp else { return nil }
        return statePlural(.streak, pf.currentStreak, of: nil, "story.streak", pf.currentStreak, [words.shortDate(last)])
    }

    /// The longest streak that had begun by the period's end: "13 days".
    package func longestStreak(_ pf: PeriodFigures) -> Statement {
        statePlural(.longestStreak, pf.longestStreak, of: nil, "days", pf.longestStreak)
    }

    /// Comebacks in the period, or nil when there was none.
    package func comebacks(_ pf: PeriodFigures) -> Statement? {
        pf.comebacks > 0 ? statePlural(.comebacks, pf.comebacks, of: nil, "summary.comebacks", pf.comebacks) : nil
    }
}
