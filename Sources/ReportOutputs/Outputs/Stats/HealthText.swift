import ReportCore
import ReportNative
/// What `validate --health` and `stats --health` print about the Apple Health days, for a terminal.
package enum HealthText {
    /// validate: what the file held, then every record skipped with its line.
    package static func describe(_ reading: HealthReading, name: String, localizer t: Localizer) -> String {
        var lines: [String] = []
        if let first = reading.days.first, let last = reading.days.last {
            lines.append(t.plural("health.read", reading.days.count, name, first.date.iso, last.date.iso))
        } else {
            lines.append(t("health.read.none", name))
        }
        lines.append(t("health.records", t.number(reading.weightRecords), t.number(reading.stepRecords)))
        if !reading.warnings.isEmpty {
            lines.append(t("health.warnings"))
            lines += reading.warnings.map { "  - \($0)" }
            if reading.warningCount > reading.warnings.count {
                lines.append("  " + t("health.warnings.more", t.number(reading.warningCount - reading.warnings.count)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// stats: the last weeks' last weight (at full redaction only) and average steps.
    package static func weeks(_ health: HealthInput, _ weeks: [Week], localizer t: Localizer) -> String {
        var lines = ["", t(health.showsWeight ? "health.weeks.heading" : "health.weeks.heading.steps")]
        for week in weeks {
            let period = HealthPeriod(days: health.days, from: week.start, through: week.end)
            var parts: [String] = []
            if health.showsWeight, let kg = period.lastWeightKg { parts.append(t("health.week.weight", decimal(kg, t.language))) }
            if let steps = period.averageSteps { parts.append(t("health.week.steps", t.number(steps))) }
            guard !parts.isEmpty else { continue }
            lines.append("  \(week.isoWeek)  \(week.start.iso)  " + parts.joined(separator: " · "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One decimal, with the language's decimal mark.
    static func decimal(_ value: Double, _ language: Language) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10)\(language == .norwegianBokmal ? "," : ".")\(abs(tenths % 10))"
    }
}
