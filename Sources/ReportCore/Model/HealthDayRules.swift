/// The rules that turn Apple Health records into days (docs/health.md), applied one record at a time
/// so that no record is kept: per day, the last weight by `startDate` (ties: the later in the file), and
/// per source the sum of the step counts, of which the largest is the day's.
package struct HealthDayRules: Sendable {
    /// The units a weight may be written in, and their size in kilograms.
    package static let kilogramsPer: [String: Double] = ["kg": 1, "lb": 0.45359237, "st": 6.35029318]
    /// The most warnings kept with their lines; the rest are only counted.
    package static let keptWarnings = 200
    /// The heaviest weight read, in kilograms: above the heaviest person ever weighed, so a larger value is a slip
    /// of the unit or the keyboard (docs/health.md).
    package static let mostKilograms = 650.0
    /// The most steps one source may count in a day, and so in one record: more than twice a day-long
    /// ultramarathon's, and small enough that no sum of them can overflow.
    package static let mostStepsADay = 200_000.0
    /// The years a record's date may fall in: the Health app writes none before 1900, and none far ahead.
    package static let years = 1900...2199

    private var weights: [Day: (instant: Int, order: Int, kg: Double)] = [:]
    private var steps: [Day: [String: Double]] = [:]
    private var order = 0
    package private(set) var warnings: [HealthWarning] = []
    package private(set) var warningCount = 0
    /// How many weight and step records were used.
    package private(set) var weightRecords = 0
    package private(set) var stepRecords = 0

    package init() {}

    package mutating func add(_ record: HealthRecord) {
        order += 1
        guard let date = record.startDate, let stamp = HealthStamp(date) else {
            return warn(record, .noDate(record.startDate))
        }
        guard Self.years.contains(stamp.year) else { return warn(record, .dateOutOfRange(date)) }
        guard let text = record.value, let value = Double(text), value.isFinite else {
            return warn(record, .notANumber(record.value))
        }
        switch record.kind {
        case .bodyMass:
            guard let unit = record.unit, let size = Self.kilogramsPer[unit] else { return warn(record, .unknownUnit(record.unit)) }
            let kilograms = value * size
            guard kilograms > 0, kilograms <= Self.mostKilograms else { return warn(record, .outOfRange(text)) }
            weightRecords += 1
            if let old = weights[stamp.day], (old.instant, old.order) > (stamp.instant, order) { return }
            weights[stamp.day] = (stamp.instant, order, kilograms)
        case .stepCount:
            guard record.unit == "count" else { return warn(record, .unknownUnit(record.unit)) }
            guard value >= 0, value <= Self.mostStepsADay else { return warn(record, .outOfRange(text)) }
            // Added in place, one look-up: a record that would overfill the day leaves the sum as it was (and makes no
            // entry, as it can overfill only a sum that is there already).
            guard Self.add(value, to: &steps[stamp.day, default: [:]][record.sourceName, default: 0]) else {
                return warn(record, .dayTooFull(text))
            }
            stepRecords += 1
        }
    }

    /// Adds `value` to a day's steps when the sum stays within `mostStepsADay`; false, and nothing added, otherwise.
    private static func add(_ value: Double, to sum: inout Double) -> Bool {
        guard sum + value <= mostStepsADay else { return false }
        sum += value
        return true
    }

    private mutating func warn(_ record: HealthRecord, _ problem: HealthWarning.Problem) {
        warningCount += 1
        if warnings.count < Self.keptWarnings { warnings.append(HealthWarning(line: record.line, kind: record.kind, problem: problem)) }
    }

    /// The days with any reading, in date order.
    package func days() -> [HealthDay] {
        Set(weights.keys).union(steps.keys).sorted().map { day in
            HealthDay(date: day, weightKg: weights[day]?.kg, steps: steps[day].flatMap { $0.values.max() }.map { Int($0.rounded()) })
        }
    }
}
