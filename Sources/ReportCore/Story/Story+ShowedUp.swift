extension Story {
    /// The days shown up, as a sentence: of the days there were to log (the whole period, the days since the
    /// person began, or the days so far), or what happened when there was nothing to count.
    package func showedUp(_ pf: PeriodFigures) -> Statement {
        let n = pf.showedUp, days = pf.recordedDays, count = words.number(pf.showedUp)
        if pf.isAhead { return state(.showedUp, 0, of: 0, "summary.showedUp.ahead") }
        if figures.firstDay == nil { return state(.showedUp, 0, of: 0, "summary.showedUp.nothingYet") }
        if days == 0 { return state(.showedUp, 0, of: 0, "summary.showedUp.before") }
        if n == 0 {
            let key = pf.isUnderWay ? "story.showedUp.quietSoFar" : pf.length == 7 ? "story.showedUp.quiet.week" : "story.showedUp.quiet"
            return state(.showedUp, 0, of: days, key)
        }
        if pf.daysBeforeRecords > 0 { return statePlural(.showedUp, n, of: days, "summary.showedUp.began", days, [count]) }
        if !pf.isUnderWay { return statePlural(.showedUp, n, of: days, "summary.showedUp", days, [count]) }
        if days == 1 { return state(.showedUp, n, of: days, "summary.showedUp.firstDay.yes") }
        return statePlural(.showedUp, n, of: days, "summary.showedUp.soFar", days, [count])
    }

    /// The days shown up, short: "5 of 7 days", "1 of 1 day so far", "3 of 4 days since you began", or
    /// "a quiet week": beside a ring, in a list of weeks, a table, a feed or a subject.
    package func showedUpShort(_ pf: PeriodFigures) -> Statement {
        let n = pf.showedUp, days = pf.recordedDays, count = words.number(pf.showedUp)
        if pf.isAhead { return state(.showedUp, 0, of: 0, "story.short.ahead") }
        if days == 0 { return state(.showedUp, 0, of: 0, "story.short.before") }
        if n == 0 { return state(.showedUp, 0, of: days, pf.isUnderWay ? "story.short.quietSoFar" : "story.short.quiet") }
        if pf.daysBeforeRecords > 0 { return statePlural(.showedUp, n, of: days, "chart.rings.showedUp.began", days, [count]) }
        if days < pf.length { return statePlural(.showedUp, n, of: days, "chart.rings.showedUp.soFar", days, [count]) }
        return statePlural(.showedUp, n, of: days, "story.short.whole", days, [count])
    }

    /// The label under the "5/7" tile of the cover: of the whole week, so far, or since the person began.
    package func showedUpTileLabel(_ pf: PeriodFigures) -> String {
        if pf.daysBeforeRecords > 0 { return words.plural("week.number.showedUp.began", pf.recordedDays) }
        if pf.recordedDays < pf.length { return words.plural("week.number.showedUp.soFar", pf.recordedDays) }
        return words("week.number.showedUp")
    }

    /// The period just before, beside this one: its days shown up of its days there were to log, or, for a
    /// quiet period or a comeback after one, what happened, never "0 of 7". Nil where the records begin, and
    /// where it would tell a decline: beside a period still under way (a partial year beside a whole one) or
    /// beside fewer days shown up (docs/words.md).
    package func earlier(_ pf: PeriodFigures, isWeek: Bool) -> Statement? {
        guard let last = pf.earlier.first, let days = pf.earlierRecordedDays.first else { return nil }
        let kind = isWeek ? "week" : "period"
        let count = words.number(last), length = words.number(pf.length)
        if last == 0 {
            return state(.earlier, 0, of: days, pf.showedUp > 0 ? "story.compare.quiet.\(kind)" : "story.compare.bothQuiet.\(kind)")
        }
        if pf.isUnderWay || (pf.showedUp > 0 && pf.showedUp < last) { return nil }
        if days < pf.length {
            // The period before is where the records begin: of the days since then.
            return statePlural(.earlier, last, of: days, "summary.compare.\(kind).began", days, [count, length])
        }
        if pf.showedUp == 0, !pf.isUnderWay { return state(.earlier, last, of: days, "story.compare.afterQuiet.\(kind)", [count, length]) }
        return state(.earlier, last, of: days, "summary.compare.\(kind)", [count, length])
    }
}
