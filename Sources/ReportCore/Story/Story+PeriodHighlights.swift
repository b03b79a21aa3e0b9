/// A month's, quarter's or year's highlights, chosen once here so that the period's PDF, its summary, the site's
/// year page and the year card tell the same ones with the same scope (the agreement test holds them to it).
package struct PeriodHighlights: Sendable, Equatable {
    /// The month with the most days shown up, in a period of two months or more.
    package var bestMonth: Statement?
    /// The longest run inside the period, its scope in the words, and "your longest ever" when it is.
    package var longestRun: Statement?
    /// The first day shown up in the year the records begin ("You began on September 2, 2026").
    package var firstEntry: Statement?
    /// The person's own words, at `--redact full` only: the care action chosen most, what helped most, the
    /// response to an urge chosen most (`Story+Highlights`).
    package var care: Statement?
    /// What helped most, in the person's words (`full` only).
    package var helped: Statement?
    /// The response to an urge chosen most, in the person's words (`full` only).
    package var response: Statement?

    /// The highlights drawn from the figures alone, which a card made to be shared may carry.
    package var fromFigures: [Statement] { [bestMonth, longestRun, firstEntry].compactMap { $0 } }
    /// Every highlight, in the order the outputs tell them.
    package var all: [Statement] { fromFigures + [care, helped, response].compactMap { $0 } }

    package init(bestMonth: Statement? = nil, longestRun: Statement? = nil, firstEntry: Statement? = nil, care: Statement? = nil, helped: Statement? = nil, response: Statement? = nil) {
        self.bestMonth = bestMonth
        self.longestRun = longestRun
        self.firstEntry = firstEntry
        self.care = care
        self.helped = helped
        self.response = response
    }
}

extension Story {
    /// What a period is called in its highlights: `year`, `quarter` or `month` when it is that calendar period,
    /// else `days` (a run of days given by its ends).
    package static func scope(first: Day, last: Day) -> String {
        for kind in [CalendarPeriod.Kind.year, .quarter, .month] {
            let p = CalendarPeriod(kind, holding: first)
            if p.start == first, p.end == last { return kind.rawValue }
        }
        return "days"
    }

    /// The highlights of `first` … `last`, from the figures and the export's entries and urge notes up to the
    /// as-of day.
    package func highlights(first: Day, last: Day, export: Export) -> PeriodHighlights {
        highlights(first: first, last: last, entries: export.entries, urgeNotes: export.urgeNotes)
    }

    /// The highlights of `first` … `last`, from `entries` and `urgeNotes` (any order; those of other days left out).
    package func highlights(first: Day, last: Day, entries all: [DailyEntry], urgeNotes: [UrgeNote]) -> PeriodHighlights {
        let pf = figures.period(from: first, to: last)
        var h = PeriodHighlights()
        guard pf.showedUp > 0 else { return h }
        let scope = Story.scope(first: first, last: last)
        h.bestMonth = bestMonth(first: first, last: last)
        h.longestRun = longestRun(pf, scope: scope)
        // Only in the year the records begin: in a later one the first day of the year was January 1 or near it,
        // which told the person nothing.
        if scope == "year", pf.recordsBegin != nil, let day = firstShowedUp(from: first, through: pf.end) {
            h.firstEntry = state(.showedUp, 1, of: nil, "story.highlight.firstEntry", [words.longDate(day)])
        }
        let through = pf.end
        let entries = all.filter { $0.day >= first && $0.day <= through }.stablySorted { $0.day }
        h.care = careChosenMost(entries.compactMap { $0.morningFocus?.careAction.shown })
        h.helped = helpedMost(entries.compactMap { $0.endOfDay?.whatHelped.shown })
        let notes = urgeNotes.filter { $0.at.day >= first && $0.at.day <= through }.stablySorted { $0.at.secondsSince1970 }
        h.response = responseChosenMost(notes.compactMap { $0.chosenAction.shown.map(MiniCoachOptions.shown) })
        return h
    }

    /// The month with the most days shown up (the earlier one on a tie), with how many of its days there were to
    /// log; nil for a period within one month, or when fewer than two of its months had a day shown up.
    func bestMonth(first: Day, last: Day) -> Statement? {
        var best: (month: CalendarPeriod, showed: Int, of: Int)?
        var withDays = 0
        var month = CalendarPeriod(.month, holding: first)
        while month.start <= last {
            let from = max(month.start, first), to = min(month.end, last)
            let showed = figures.showedUpCount(from: from, through: to)
            if showed > 0 { withDays += 1 }
            if showed > (best?.showed ?? 0) { best = (month, showed, figures.recordedDays(from: from, to: to)) }
            month = month.next
        }
        guard let best, withDays >= 2 else { return nil }
        return statePlural(.showedUp, best.showed, of: best.of, "story.highlight.bestMonth", best.of,
                           [words.number(best.showed), words.monthName(best.month.firstMonth)])
    }

    /// The longest run inside the period ("Your longest run this year: 34 days in a row"), a run that began
    /// before it counted from the period's first day (the words say the run lies in the period, and the calendar
    /// beside them shows its days), said in the same sentence to be the longest ever when no run up to the as-of
    /// day was longer (so only a whole run can be); "so far" while the period is under way.
    func longestRun(_ pf: PeriodFigures, scope: String) -> Statement? {
        let n = pf.longestRunInside
        guard n > 0 else { return nil }
        return statePlural(.longestStreak, n, of: nil, "story.highlight.run." + runScope(pf, scope), n)
    }

    /// The scoped label under the card's longest-run number, in the words of `longestRun`.
    package func longestRunLabel(_ pf: PeriodFigures, scope: String) -> String {
        words.plural("story.highlight.runLabel." + runScope(pf, scope), pf.longestRunInside)
    }

    /// The run's scope in its keys: `year`, `yearSoFar` while the year is under way, and `.ever` when it is the
    /// longest up to the as-of day.
    func runScope(_ pf: PeriodFigures, _ scope: String) -> String {
        let soFar = pf.isUnderWay && scope != "days" ? "SoFar" : ""
        return scope + soFar + (pf.longestRunInside >= figures.longestStreak ? ".ever" : "")
    }

    /// The first day shown up from `first` through `last`, if any.
    func firstShowedUp(from first: Day, through last: Day) -> Day? {
        let i = figures.showedUp.partitioningIndex { $0 >= first }
        guard i < figures.showedUp.count, figures.showedUp[i] <= last else { return nil }
        return figures.showedUp[i]
    }
}
