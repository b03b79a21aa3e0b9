extension Story {
    /// The care action, of the evenings that answered, or nil when it did not happen (a zero is a grade).
    package func care(_ pf: PeriodFigures) -> Statement? {
        guard pf.careActionDays > 0 else { return nil }
        return statePlural(.care, pf.careActionDays, of: pf.careAnsweredDays, "summary.care.answered", pf.careAnsweredDays, [words.number(pf.careActionDays)])
    }

    /// The care action short, beside its ring and in its table: "4 of 6 evenings".
    package func careShort(_ pf: PeriodFigures) -> Statement? {
        guard pf.careActionDays > 0 else { return nil }
        return statePlural(.care, pf.careActionDays, of: pf.careAnsweredDays, "chart.rings.care.value", pf.careAnsweredDays, [words.number(pf.careActionDays)])
    }

    /// The care action in a list of what a week held (the rings' alt text): "care action on 4 of 6 evenings".
    package func careListed(_ pf: PeriodFigures) -> Statement? {
        guard pf.careActionDays > 0 else { return nil }
        return statePlural(.care, pf.careActionDays, of: pf.careAnsweredDays, "chart.rings.alt.care", pf.careAnsweredDays, [words.number(pf.careActionDays)])
    }

    /// The days shown up in the heatmap's window, with the streak running now when there is one: "Showed up 5 of
    /// 6 days · current streak 2 days".
    package func showedUpInWindow(_ showed: Int, of possible: Int, streak: Int) -> Statement {
        if streak > 0 {
            return statePlural(.showedUp, showed, of: possible, "chart.heatmap.summary", possible, [words.number(showed), words.plural("days", streak)])
        }
        return statePlural(.showedUp, showed, of: possible, "chart.heatmap.summary.noStreak", possible, [words.number(showed)])
    }

    /// Training as the week's own numbers: "trained 3 of 3 planned; 2 rest days", sessions trained without
    /// a plan as "trained twice", rest days as days of their own (`withRest: false` where a sentence beside it
    /// already tells them). Nil without a check-in that says any of it.
    package func training(_ pf: PeriodFigures, withRest: Bool = true) -> Statement? {
        var parts: [String] = []
        let trained: Statement?
        if pf.trainingPlanned > 0, pf.plannedCompleted > 0 {
            trained = statePlural(.training, pf.plannedCompleted, of: pf.trainingPlanned, "story.training", pf.trainingPlanned, [words.number(pf.plannedCompleted)])
        } else if pf.trainingCompleted > 0 {
            trained = statePlural(.training, pf.trainingCompleted, of: nil, "story.training.unplanned", pf.trainingCompleted)
        } else {
            trained = nil
        }
        if let trained { parts.append(trained.text) }
        if withRest, pf.restDays > 0 { parts.append(words.plural("story.rest", pf.restDays)) }
        guard !parts.isEmpty else { return nil }
        let text = parts.count == 2 ? words("story.training.parts", parts[0], parts[1]) : parts[0]
        return Statement(
            fact: .training, number: trained?.number ?? 0, of: trained?.of, key: trained?.key ?? "story.rest",
            arguments: trained?.arguments ?? [words.number(pf.restDays)], text: text)
    }

    /// The urge notes written in the period: "You paused and wrote down 5 urges."
    package func urges(_ pf: PeriodFigures) -> Statement {
        statePlural(.urges, pf.urgeCount, of: nil, "summary.urges.count", pf.urgeCount)
    }

    /// The Discipline Score on the period's last counted day, as a number, or nil when there is none.
    package func discipline(_ pf: PeriodFigures) -> Statement? {
        guard let score = pf.discipline.score else { return nil }
        return state(.discipline, score, of: nil, "summary.discipline.now", [words.shortDate(pf.end), words.number(score)])
    }

    /// What stands behind the score on `score.day`, in the one wording every output uses (the summary, the PDF's
    /// page and cover tile, the trend chart, the site): "7 of 10 check-ins in the 14 days up to Sun, Nov 22 were
    /// completed sessions", or, behind a 0, the check-ins alone ("2 check-ins in the 14 days up to …, with no
    /// completed session yet"), never "0 of 2". Nil without a check-in in the window.
    package func completedSessions(_ score: DisciplineScore) -> Statement? {
        guard score.checkIns > 0 else { return nil }
        let day = words.shortDate(score.day)
        if score.completed == 0 {
            return statePlural(.discipline, 0, of: nil, "story.discipline.checkInsOnly", score.checkIns, [day])
        }
        return statePlural(.discipline, score.completed, of: score.checkIns, "story.discipline.completedSessions", score.checkIns, [words.number(score.completed), day])
    }

    /// `completedSessions` as a sentence after the score: "Behind it: 7 of 10 check-ins … were completed sessions."
    package func disciplineBehind(_ score: DisciplineScore) -> Statement? {
        guard let sessions = completedSessions(score) else { return nil }
        return Statement(
            fact: .discipline, number: sessions.number, of: sessions.of, key: "story.discipline.behind",
            arguments: [sessions.text], text: words("story.discipline.behind", sessions.text))
    }

    /// A week's row in a list of scores: "Nov 16–22, 2026: 70 (7 of 10 check-ins in the 14 days up to Sun, Nov 22
    /// were completed sessions)"; nil when there is no score on the week's last counted day.
    package func scoreRow(_ label: String, _ score: DisciplineScore) -> Statement? {
        guard let s = score.score, let sessions = completedSessions(score) else { return nil }
        return Statement(
            fact: .discipline, number: s, of: nil, key: "story.discipline.row",
            arguments: [label, words.number(s), sessions.text], text: words("story.discipline.row", label, words.number(s), sessions.text))
    }

    /// A score lower than the one before, told as the week's numbers ("The week in numbers: trained 3 of 3
    /// planned; 2 rest days."), never as "N points lower". Nil when the score did not go down or the
    /// week's check-ins say nothing.
    package func lowerScore(_ pf: PeriodFigures) -> Statement? {
        guard let s = pf.discipline.score, let e = pf.disciplineBefore.score, s < e, let training = training(pf) else { return nil }
        let key = pf.length == 7 ? "story.discipline.week" : "story.discipline.period"
        return Statement(
            fact: .training, number: training.number, of: training.of, key: key, arguments: [training.text], text: words(key, training.text))
    }
}
