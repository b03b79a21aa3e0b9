extension Story {
    /// The Discipline Score on `score.day` as `stats` prints it in one line: "Discipline Score: 70 (7 of 10
    /// check-ins in 14 days)". Nil when the day has no score.
    package func scoreLine(_ score: DisciplineScore) -> Statement? {
        guard let s = score.score else { return nil }
        return state(.discipline, s, of: nil, "stats.discipline", [words.number(s), words.number(score.completed), words.number(score.checkIns)])
    }
}
