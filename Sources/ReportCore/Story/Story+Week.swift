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

    /// Training as what happened: "trained 3 times · 2 rest days", never "3 of 4 planned" (a count of the sessions
    /// that did not come); rest days as days of their own (`withRest: false` where a sentence beside it already
    /// tells them). Nil without a check-in that says any of it.
    package func training(_ pf: PeriodFigures, withRest: Bool = true) -> Statement? {
        var parts: [String] = []
        let trained = pf.trainingCompleted > 0
            ? statePlural(.training, pf.trainingCompleted, of: nil, "story.training", pf.trainingCompleted) : nil
        if let trained { parts.append(trained.text) }
        if withRest, pf.restDays > 0 { parts.append(words.plural("story.rest", pf.restDays)) }
        guard !parts.isEmpty else { return nil }
        let text = parts.count == 2 ? words("story.training.parts", parts[0], parts[1]) : parts[0]
        return Statement(
            fact: .training, number: trained?.number ?? 0, of: nil, key: trained?.key ?? "story.rest",
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
    /// completed sessions", or, behind a 0, the check-ins alone ("2 check-ins in the 14 days up to …"), never
    /// "0 of 2" nor "no completed session yet". Nil without a check-in in the window.
    package func completedSessions(_ score: DisciplineScore) -> Statement? {
        guard score.checkIns > 0 else { return nil }
        let day = words.shortDate(score.day)
        if score.completed == 0 {
            return statePlural(.discipline, 0, of: nil, "story.discipline.checkInsOnly", score.checkIns, [day])
        }
        return statePlural(.discipline, score.completed, of: score.checkIns, "story.discipline.completedSessions", score.checkIns, [words.number(score.completed), day])
    }

    /// The planned rest days among the check-ins behind a score, said plainly: the app counts a rest day as a
    /// check-in without a session, so resting as planned lowers the score. Nil when the window holds no rest
    /// day. Said wherever the score's check-ins are told (docs/words.md).
    package func restInScore(_ score: DisciplineScore) -> Statement? {
        guard score.rest > 0, score.checkIns > 0 else { return nil }
        let counted = score.rest == score.checkIns
            ? statePlural(.discipline, score.rest, of: score.checkIns, "story.discipline.restAll", score.rest)
            : statePlural(.discipline, score.rest, of: score.checkIns, "story.discipline.restSome", score.rest, [words.number(score.checkIns)])
        let text = words("story.discipline.restCounted", counted.text)
        return Statement(fact: .discipline, number: score.rest, of: score.checkIns, key: "story.discipline.restCounted", arguments: [counted.text], text: text)
    }

    /// A score in a row of weeks: "Discipline Score 60 (6 of 10 check-ins)"; behind a 0, the check-ins alone
    /// ("4 check-ins"), never a 0 printed beside them. Nil without a check-in in the window.
    package func scoreInRow(_ score: DisciplineScore) -> Statement? {
        guard let s = score.score else { return nil }
        if s == 0 { return statePlural(.discipline, 0, of: nil, "story.discipline.rowCheckIns", score.checkIns) }
        return statePlural(.discipline, s, of: nil, "story.discipline.inRow", score.checkIns, [words.number(score.completed), words.number(s)])
    }

    /// `completedSessions` as a sentence after the score: "Behind it: 7 of 10 check-ins … were completed sessions."
    package func disciplineBehind(_ score: DisciplineScore) -> Statement? {
        guard let sessions = completedSessions(score) else { return nil }
        return Statement(
            fact: .discipline, number: sessions.number, of: sessions.of, key: "story.discipline.behind",
            arguments: [sessions.text], text: words("story.discipline.behind", sessions.text))
    }

    /// A week's row in a list of scores: "Nov 16–22, 2026: 70 (7 of 10 check-ins in the 14 days up to Sun, Nov 22
    /// were completed sessions)"; behind a 0, the check-ins alone with no score ("Nov 16–22, 2026: 4 check-ins in
    /// the 14 days up to Sun, Nov 22"); nil when there is no score on the week's last counted day.
    package func scoreRow(_ label: String, _ score: DisciplineScore) -> Statement? {
        guard let s = score.score, let sessions = completedSessions(score) else { return nil }
        if s == 0 {
            return Statement(fact: .discipline, number: 0, of: nil, key: "story.discipline.rowZero", arguments: [label, sessions.text],
                             text: words("story.discipline.rowZero", label, sessions.text))
        }
        return Statement(
            fact: .discipline, number: s, of: nil, key: "story.discipline.row",
            arguments: [label, words.number(s), sessions.text], text: words("story.discipline.row", label, words.number(s), sessions.text))
    }

    /// A score lower than the one before, told as what the days held ("This week: trained 3 times · 2 rest
    /// days."), never as "N points lower". Nil when the score did not go down or the
    /// week's check-ins say nothing.
    package func lowerScore(_ pf: PeriodFigures) -> Statement? {
        guard let s = pf.discipline.score, let e = pf.disciplineBefore.score, s < e, let training = training(pf) else { return nil }
        let key = pf.length == 7 ? "story.discipline.week" : "story.discipline.period"
        return Statement(
            fact: .training, number: training.number, of: training.of, key: key, arguments: [training.text], text: words(key, training.text))
    }
}
