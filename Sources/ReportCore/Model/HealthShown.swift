/// Apple Health's days as the outputs may show them: weight only at `--redact full` (it is private health
/// data), in the unit asked for. Made once, beside the export, so every output leaves the same out.
package struct HealthShown: Sendable {
    /// The days, in date order; below `full` they hold only steps (a day with only a weight is left out).
    package let days: [HealthDay]
    package let showsWeight: Bool
    package let weightUnit: WeightUnit

    package init(days: [HealthDay], redaction: Redaction, weightUnit: WeightUnit) {
        self.days = HealthShown.redacted(days, redaction)
        showsWeight = redaction == .full
        self.weightUnit = weightUnit
    }

    /// The days as an output at `redaction` may see them: the one place weight is taken out.
    package static func redacted(_ days: [HealthDay], _ redaction: Redaction) -> [HealthDay] {
        guard redaction != .full else { return days }
        return days.compactMap { d in d.steps.map { HealthDay(date: d.date, weightKg: nil, steps: $0) } }
    }

    /// The days of `first...last`.
    package func days(from first: Day, through last: Day) -> ArraySlice<HealthDay> {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid].date < first { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < days.count, days[end].date <= last { end += 1 }
        return days[low..<end]
    }
}
