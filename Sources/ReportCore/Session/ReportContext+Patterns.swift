extension ReportContext {
    /// The patterns of the `Patterns.windowDays` days up to the as-of day, with the steps of `healthDays` (else of
    /// `health`) when there are any: every output asks here or through `Patterns.window`, so they all tell the
    /// same patterns.
    package func patterns(health healthDays: [HealthDay]? = nil) -> [Pattern] {
        guard let window = Patterns.window(figures) else { return [] }
        return patterns(in: window, health: healthDays)
    }

    /// The patterns an output of `first...last` tells (`Patterns.window(_:first:last:isWeek:)`): a week's, the 84
    /// days up to its end; a period's of 28 days or more, its own days.
    package func patterns(first: Day, last: Day, isWeek: Bool, health healthDays: [HealthDay]? = nil) -> [Pattern] {
        guard let window = Patterns.window(figures, first: first, last: last, isWeek: isWeek) else { return [] }
        return patterns(in: window, health: healthDays)
    }

    /// The patterns of `window`, with steps from `healthDays` (else `health`) when there are any.
    package func patterns(in window: ClosedRange<Day>, health healthDays: [HealthDay]? = nil) -> [Pattern] {
        Patterns.find(figures, in: window, steps: Patterns.steps(healthDays ?? health?.days))
    }
}
