extension Story {
    /// The email's subject: who, which week of which year, and the week's showing up, from the same statement
    /// as the rings and the site ("Sam · week 47, 2026: showed up 5 of 7 days"). Without a name, no name part.
    package func subject(_ week: Week, name: String?) -> String {
        let pf = figures.period(from: week.start, to: week.end)
        let short = showedUpShort(pf)
        let what = short.number > 0 ? words("story.subject.showedUp", short.text) : short.text
        let iso = week.isoWeek
        if let name { return words("story.subject.named", name, iso.week, iso.year, what) }
        return words("story.subject", "", iso.week, iso.year, what)
    }

    /// The feed's line for a week: its dates and its showing up, the summary's own sentence.
    package func feedEntry(_ week: Week) -> String {
        let pf = figures.period(from: week.start, to: week.end)
        return words("story.feed.entry", showedUp(pf).text, words.dateRange(week.start, week.end))
    }
}
