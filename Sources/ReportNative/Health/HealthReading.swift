import ReportCore
/// What `--health FILE` gives the commands: the days, and the records skipped with their lines.
package struct HealthReading: Sendable {
    /// The file as named on the command line.
    package let name: String
    package let days: [HealthDay]
    package let warnings: [HealthWarning]
    /// All records skipped, of which `warnings` holds the first `HealthDayRules.keptWarnings`.
    package let warningCount: Int
    package let weightRecords: Int
    package let stepRecords: Int

    package init(name: String, rules: HealthDayRules) {
        self.name = name
        days = rules.days()
        warnings = rules.warnings
        warningCount = rules.warningCount
        weightRecords = rules.weightRecords
        stepRecords = rules.stepRecords
    }

    /// The reading as an output may show it at `redaction`: weight only at `.full`; elsewhere the days
    /// keep only their steps, and a day with only a weight is left out.
    package func redacted(_ redaction: Redaction) -> [HealthDay] {
        HealthShown.redacted(days, redaction)
    }
}
