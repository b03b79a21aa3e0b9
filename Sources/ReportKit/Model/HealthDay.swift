/// One day of Apple Health readings as coach-report keeps them: the day's weight and its steps, either
/// of which may be missing. Nothing else from a health export is kept.
public struct HealthDay: Equatable, Sendable {
    public let date: Day
    /// The day's last weight, in kilograms.
    public let weightKg: Double?
    /// The day's steps, counted once when two devices counted the same walk.
    public let steps: Int?

    public init(date: Day, weightKg: Double?, steps: Int?) {
        self.date = date
        self.weightKg = weightKg
        self.steps = steps
    }
}

/// One `Record` of the two kinds read, as written in export.xml (attribute values unparsed).
public struct HealthRecord: Equatable, Sendable {
    public enum Kind: Sendable { case bodyMass, stepCount }
    public var kind: Kind
    public var sourceName: String
    public var unit: String?
    public var startDate: String?
    public var value: String?
    /// The line of export.xml the record's start tag ends on, for warnings.
    public var line: Int

    public init(kind: Kind, sourceName: String, unit: String?, startDate: String?, value: String?, line: Int) {
        self.kind = kind
        self.sourceName = sourceName
        self.unit = unit
        self.startDate = startDate
        self.value = value
        self.line = line
    }
}

/// A record that was skipped, and why, with its line.
public struct HealthWarning: Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case noDate(String?)
        case unknownUnit(String?)
        case notANumber(String?)
    }
    public let line: Int
    public let kind: HealthRecord.Kind
    public let problem: Problem

    public var description: String {
        let what = kind == .bodyMass ? "a weight" : "a step count"
        func quoted(_ s: String?) -> String { s.map { "“\(ReportError.shown($0))”" } ?? "none" }
        switch problem {
        case .noDate(let s): return "line \(line): \(what) whose startDate is \(quoted(s)), not a date such as 2024-10-25 07:05:11 -0500; skipped."
        case .unknownUnit(let s): return "line \(line): \(what) in the unit \(quoted(s)), which coach-report does not read; skipped."
        case .notANumber(let s): return "line \(line): \(what) whose value is \(quoted(s)), not a number; skipped."
        }
    }
}
