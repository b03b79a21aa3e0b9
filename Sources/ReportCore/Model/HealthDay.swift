/// One day of Apple Health readings as coach-report keeps them: the day's weight and its steps, either
/// of which may be missing. Nothing else from a health export is kept.
package struct HealthDay: Equatable, Sendable {
    package let date: Day
    /// The day's last weight, in kilograms.
    package let weightKg: Double?
    /// The day's steps, counted once when two devices counted the same walk.
    package let steps: Int?

    package init(date: Day, weightKg: Double?, steps: Int?) {
        self.date = date
        self.weightKg = weightKg
        self.steps = steps
    }
}

/// One `Record` of the two kinds read, as written in export.xml (attribute values unparsed).
package struct HealthRecord: Equatable, Sendable {
    package enum Kind: Sendable { case bodyMass, stepCount }
    package var kind: Kind
    package var sourceName: String
    package var unit: String?
    package var startDate: String?
    package var value: String?
    /// The line of export.xml the record's start tag ends on, for warnings.
    package var line: Int

    package init(kind: Kind, sourceName: String, unit: String?, startDate: String?, value: String?, line: Int) {
        self.kind = kind
        self.sourceName = sourceName
        self.unit = unit
        self.startDate = startDate
        self.value = value
        self.line = line
    }
}

/// A record that was skipped, and why, with its line.
package struct HealthWarning: Equatable, Sendable, CustomStringConvertible {
    package enum Problem: Equatable, Sendable {
        case noDate(String?)
        case unknownUnit(String?)
        case notANumber(String?)
        /// A date outside `HealthDayRules.years`.
        case dateOutOfRange(String)
        /// A weight that is not above 0 and at most `HealthDayRules.mostKilograms`, or a step count below 0 or
        /// above `HealthDayRules.mostStepsADay`.
        case outOfRange(String)
        /// Steps that would take their source's day past `HealthDayRules.mostStepsADay`.
        case dayTooFull(String)
    }
    package let line: Int
    package let kind: HealthRecord.Kind
    package let problem: Problem

    package var description: String {
        let what = kind == .bodyMass ? "a weight" : "a step count"
        func quoted(_ s: String?) -> String { s.map { "“\(ReportError.shown($0))”" } ?? "none" }
        switch problem {
        case .noDate(let s): return "line \(line): \(what) whose startDate is \(quoted(s)), not a date such as 2024-10-25 07:05:11 -0500; skipped."
        case .unknownUnit(let s): return "line \(line): \(what) in the unit \(quoted(s)), which coach-report does not read; skipped."
        case .notANumber(let s): return "line \(line): \(what) whose value is \(quoted(s)), not a number; skipped."
        case .dateOutOfRange(let s):
            return "line \(line): \(what) dated \(quoted(s)), outside the years \(HealthDayRules.years.lowerBound)–\(HealthDayRules.years.upperBound); skipped."
        case .outOfRange(let s):
            let range = kind == .bodyMass
                ? "above 0 and at most \(Int(HealthDayRules.mostKilograms)) kg"
                : "from 0 to \(Int(HealthDayRules.mostStepsADay))"
            return "line \(line): \(what) of \(quoted(s)), outside what a person records (\(range)); skipped."
        case .dayTooFull(let s):
            return "line \(line): a step count of \(quoted(s)) that would take its source's day past \(Int(HealthDayRules.mostStepsADay)) steps; skipped."
        }
    }
}
