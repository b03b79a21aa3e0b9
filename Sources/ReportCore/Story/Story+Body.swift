extension Story {
    /// The period's weight and steps as the Body page, the site and the email tell them: the range of the
    /// weight readings and the last one (only when weight may be shown), and the average steps over the days
    /// that have them. Never a change between two readings, never a target: the range and the line say enough.
    package func body(_ health: HealthShown, from first: Day, through last: Day) -> [Statement] {
        let days = health.days(from: first, through: bodyLastDay(first, last))
        var statements: [Statement] = []
        let weights = health.showsWeight ? days.compactMap { d in d.weightKg.map { (d.date, $0) } } : []
        if let low = weights.map(\.1).min(), let high = weights.map(\.1).max(), let (lastDay, lastKg) = weights.last {
            let unit = health.weightUnit
            let tenths = Int((unit.value(lastKg) * 10).rounded())
            if weights.count == 1 {
                statements.append(state(.weight, tenths, of: nil, "body.weight.single", [words.weight(lastKg, unit)]))
            } else {
                statements.append(state(.weight, tenths, of: nil, "body.weight.range", [words.weightRange(low, high, unit)]))
                statements.append(state(.weight, tenths, of: nil, "body.weight.last", [words.weight(lastKg, unit), words.shortDate(lastDay)]))
            }
        }
        let steps = days.compactMap(\.steps)
        if !steps.isEmpty {
            let average = Int((Double(steps.reduce(0, +)) / Double(steps.count)).rounded())
            statements.append(statePlural(.steps, average, of: nil, "body.steps", steps.count, [words.number(average)]))
        }
        return statements
    }

    /// The last day weight and steps are told and drawn for: the period's, or the as-of day in a period still under
    /// way (a health export made later than the Coacher export may hold days the habits do not have yet).
    package func bodyLastDay(_ first: Day, _ last: Day) -> Day { max(first, min(last, figures.asOf)) }
}
