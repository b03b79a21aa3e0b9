import ReportCore
import ReportNative
import ReportRender
/// The `health` members of `stats --json`: the days, and each week's figures. Weight is in them only
/// when the caller passes days that still hold it (`HealthReading.redacted`).
enum HealthJSON {
    /// `{"days": [{"date": …, "weightKg": …, "steps": …}, …]}`; `weightKg` is left out when weights are.
    static func days(_ days: [HealthDay], withWeight: Bool) -> JSONWriter.Value {
        .object([("days", .array(days.map { d in
            var members: [(String, JSONWriter.Value)] = [("date", .string(d.date.iso))]
            if withWeight { members.append(("weightKg", kilograms(d.weightKg))) }
            members.append(("steps", d.steps.map { .int($0) } ?? .null))
            return .object(members)
        }))])
    }

    /// A week's `weightKg` (its last) and `averageSteps` (over its days with steps).
    static func week(_ week: Week, _ days: [HealthDay], withWeight: Bool) -> [(String, JSONWriter.Value)] {
        let period = HealthPeriod(days: days, from: week.start, through: week.end)
        var members: [(String, JSONWriter.Value)] = []
        if withWeight { members.append(("weightKg", kilograms(period.lastWeightKg))) }
        members.append(("averageSteps", period.averageSteps.map { .int($0) } ?? .null))
        return members
    }

    /// Kilograms to two decimals: what a scale shows, and the same on every platform.
    static func kilograms(_ kg: Double?) -> JSONWriter.Value {
        kg.map { .double(($0 * 100).rounded() / 100) } ?? .null
    }
}

/// `--health` as `stats` and `validate` take it: the reading, and how much of it may be shown.
package struct HealthInput: Sendable {
    package let reading: HealthReading
    package let redaction: Redaction

    package init(reading: HealthReading, redaction: Redaction) {
        self.reading = reading
        self.redaction = redaction
        days = reading.redacted(redaction)
    }

    /// The days as they may be shown.
    let days: [HealthDay]
    var showsWeight: Bool { redaction == .full }
}
