/// What `--health FILE` gives the commands: the days, and the records skipped with their lines.
public struct HealthReading: Sendable {
    /// The file as named on the command line.
    public let name: String
    public let days: [HealthDay]
    public let warnings: [HealthWarning]
    /// All records skipped, of which `warnings` holds the first `HealthDayRules.keptWarnings`.
    public let warningCount: Int
    public let weightRecords: Int
    public let stepRecords: Int

    public init(name: String, rules: HealthDayRules) {
        self.name = name
        days = rules.days()
        warnings = rules.warnings
        warningCount = rules.warningCount
        weightRecords = rules.weightRecords
        stepRecords = rules.stepRecords
    }

    /// The reading as an output may show it at `redaction`: weight only at `.full`; elsewhere the days
    /// keep only their steps, and a day with only a weight is left out.
    public func redacted(_ redaction: Redaction) -> [HealthDay] {
        HealthShown.redacted(days, redaction)
    }
}
