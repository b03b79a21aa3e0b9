extension Story {
    /// The email's subject: who, which week of which year, and one thing that happened: the days shown up,
    /// never counted of the week ("Sam · week 47, 2026: showed up on 5 days"), as a coach's inbox lists it
    /// beside other people's weeks. A week with nothing to count says where it stands ("a quiet week").
    /// Without a name, no name part.
    package func subject(_ week: Week, name: String?) -> String {
        let pf = figures.period(from: week.start, to: week.end)
        let what = subjectShowedUp(pf).text
        let iso = week.isoWeek
        if let name { return words("story.subject.named", name, iso.week, iso.year, what) }
        return words("story.subject", "", iso.week, iso.year, what)
    }

    /// The subject's part about the week: the days shown up, without what they are counted of.
    package func subjectShowedUp(_ pf: PeriodFigures) -> Statement {
        guard pf.showedUp > 0 else { return showedUpShort(pf) }
        return statePlural(.showedUp, pf.showedUp, of: nil, "story.subject.showedUp", pf.showedUp)
    }

    /// The feed's line for a week: its dates and its showing up, the summary's own sentence.
    package func feedEntry(_ week: Week) -> String {
        let pf = figures.period(from: week.start, to: week.end)
        return words("story.feed.entry", showedUp(pf).text, words.dateRange(week.start, week.end))
    }
}
