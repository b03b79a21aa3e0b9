extension ReportContext {
    /// The patterns of the `Patterns.windowDays` days up to the as-of day, with the steps of `healthDays` (else of
    /// `health`) when there are any: every output asks here, so they all tell the same patterns.
    package func patterns(health healthDays: [HealthDay]? = nil) -> [Pattern] {
        guard let window = Patterns.window(figures) else { return [] }
        let steps = (healthDays ?? health?.days).map { days in
            Dictionary(days.compactMap { d in d.steps.map { (d.date, $0) } }, uniquingKeysWith: { $1 })
        }
        return Patterns.find(figures, in: window, steps: steps.flatMap { $0.isEmpty ? nil : $0 })
    }
}
