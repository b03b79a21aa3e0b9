import ReportCore
import ReportRender
/// One line of a batch manifest, checked: a person, their export and what to make from it.
package struct BatchPerson: Sendable {
    /// The manifest line it came from (1 for the first), for messages.
    package let line: Int
    /// The person's folder name beneath the batch's output folder: a safe folder name (`BatchManifest.isSafeID`).
    package let id: String
    /// The export, its path taken against the manifest's folder.
    package let export: String
    package let outputs: [BatchOutput]
    package let profile: String?
    package let locale: String?
    package let timeZone: String?
    /// The week, as `--week` takes it (`latest`, `complete`, `2026-W47`, a date); `latest` when not given.
    package let week: String
    /// nil: each output's command's default.
    package let redact: Redaction?
    package let email: BatchMail?
    /// Apple Health's export.zip (or export.xml) named on the line, read as `--health` reads it.
    package let health: String?

    var weekSelection: WeekSelection { WeekSelection(parsing: week) ?? .latest }

    /// Every choice that changes what is made, in one stable text (with the paths as the line named them resolved):
    /// part of what a person's record compares.
    var optionsText: String {
        var fields: [(String, JSONWriter.Value)] = [
            ("id", .string(id)), ("export", .string(export)), ("outputs", .array(outputs.map { .string($0.name) })),
            ("week", .string(week)),
        ]
        if let profile { fields.append(("profile", .string(profile))) }
        if let locale { fields.append(("locale", .string(locale))) }
        if let timeZone { fields.append(("timeZone", .string(timeZone))) }
        if let redact { fields.append(("redact", .string(redact.rawValue))) }
        if let health { fields.append(("health", .string(health))) }
        if let email {
            fields.append(("email", .object([
                ("from", .string(email.from)), ("to", .array(email.to.map { .string($0) })), ("cc", .array(email.cc.map { .string($0) })),
            ])))
        }
        return JSONWriter.line(.object(fields))
    }
}

/// Who a person's email is from and to, as the manifest wrote the addresses (each checked).
package struct BatchMail: Sendable {
    package let from: String
    package let to: [String]
    package let cc: [String]
}

/// Why a manifest line is refused: one sentence, without the line number (the manifest adds it).
struct BatchManifestProblem: Error {
    package let text: String
    init(_ text: String) { self.text = text }
}
