extension Story {
    /// A week's row in a period's reflection, its Discipline Score on `score.day` with the check-ins behind it in
    /// brief, after the row's own words (`row`): "Nov 16–22, 2026: showed up on 5 of 7 days · Discipline Score 70
    /// (7 of 10 check-ins)"; behind a 0, the check-ins alone, never "0 of 2". Nil when the day has no score.
    package func weekRowScore(_ row: String, _ score: DisciplineScore) -> Statement? {
        guard let s = score.score else { return nil }
        if s == 0 { return statePlural(.discipline, 0, of: nil, "period.weeks.scoreZero", score.checkIns, [row]) }
        return state(
            .discipline, s, of: nil, "period.weeks.score", [row, words.number(s), words.number(score.completed), words.number(score.checkIns)])
    }

    /// The Discipline Score on `score.day` as `stats` prints it in one line: "Discipline Score: 70 (7 of 10
    /// check-ins in 14 days)". Nil when the day has no score.
    package func scoreLine(_ score: DisciplineScore) -> Statement? {
        guard let s = score.score else { return nil }
        return state(.discipline, s, of: nil, "stats.discipline", [words.number(s), words.number(score.completed), words.number(score.checkIns)])
    }
}
