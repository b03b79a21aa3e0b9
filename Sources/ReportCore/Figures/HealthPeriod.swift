/// A period's health figures, as `stats` gives them beside each week: the period's last weight and its
/// average steps over the days that have steps (a day without a reading is not counted as zero).
package struct HealthPeriod: Equatable, Sendable {
    package let lastWeightKg: Double?
    package let averageSteps: Int?

    /// The figures of `first...last` from `days` (in date order).
    package init(days: [HealthDay], from first: Day, through last: Day) {
        var low = 0, high = days.count  // the first day on or after `first`
        while low < high {
            let mid = (low + high) / 2
            if days[mid].date < first { low = mid + 1 } else { high = mid }
        }
        var weight: Double?
        var stepTotal = 0, stepDays = 0
        for day in days[low...] {
            guard day.date <= last else { break }
            if let kg = day.weightKg { weight = kg }
            if let n = day.steps { stepTotal += n; stepDays += 1 }
        }
        lastWeightKg = weight
        averageSteps = stepDays > 0 ? Int((Double(stepTotal) / Double(stepDays)).rounded()) : nil
    }
}
