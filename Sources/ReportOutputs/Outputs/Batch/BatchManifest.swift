#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore

/// A batch manifest: JSON Lines, one person a line, read and checked whole before anything is made, so a mistake
/// on line 40 stops the batch at once (exit 64, naming the line) rather than after 39 people.
///
/// `{"id": "client-042", "export": "exports/042.json", "outputs": ["week"]}` plus, optionally, `profile`, `health`,
/// `locale`, `timeZone`, `week`, `redact` and `email` (`from`, `to`, `cc`). Paths are taken against the manifest's
/// folder unless absolute. Blank lines are skipped.
package enum BatchManifest {
    static let keys: Set<String> = ["id", "export", "outputs", "profile", "health", "locale", "timeZone", "week", "redact", "email"]
    static let emailKeys: Set<String> = ["from", "to", "cc"]

    /// The people of the manifest `bytes`, whose relative paths are taken against `folder`; a usage error naming
    /// the first line that is wrong.
    package static func read(_ bytes: Data, folder: String) throws(ReportError) -> [BatchPerson] {
        var people: [BatchPerson] = []
        var lines: [String: Int] = [:]
        for (index, text) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            guard text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
            let person: BatchPerson
            do {
                person = try parse(Data(text), line: line, folder: folder)
            } catch let problem as BatchManifestProblem {
                throw ReportError(.usage, "manifest line \(line): \(problem.text).")
            } catch {
                throw ReportError(.usage, "manifest line \(line): not a JSON object.")
            }
            if let first = lines[person.id] {
                throw ReportError(.usage, "manifest line \(line): the id \(person.id) is already on line \(first); each person needs an id of their own.")
            }
            lines[person.id] = line
            people.append(person)
        }
        return people
    }

    /// Whether `id` can name a folder safely on any system: 1–100 letters, digits, `-`, `_` and `.`, starting
    /// with a letter or digit (so no `.`, `..` or hidden folder, no `/`, no space).
    package static func isSafeID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard (1...100).contains(bytes.count), let first = bytes.first, isAlphanumeric(first) else { return false }
        return bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }

    static func parse(_ text: Data, line: Int, folder: String) throws -> BatchPerson {
        guard let object = try BatchJSON.object(text) else {
            throw BatchManifestProblem("not a JSON object")
        }
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw BatchManifestProblem("\(ReportError.shown(unknown)) is not a key coach-report knows; a line takes \(keys.sorted().joined(separator: ", "))")
        }
        let id = try string(object, "id", required: true)!
        guard isSafeID(id) else {
            throw BatchManifestProblem("the id \(ReportError.shown(id)) is not a safe folder name: use 1–100 letters, digits, -, _ and ., starting with a letter or digit")
        }
        let export = try string(object, "export", required: true)!
        guard let names = object["outputs"] as? [Any], !names.isEmpty else {
            throw BatchManifestProblem("outputs must be a list of one or more of week, week:pdf, summary, email, site, chart:<kind>.<ext>")
        }
        var outputs: [BatchOutput] = []
        for name in names {
            guard let name = name as? String else { throw BatchManifestProblem("outputs must be a list of names such as \"week\"") }
            let output = try BatchOutput.parse(name).get()
            if !outputs.contains(output) { outputs.append(output) }
        }
        if outputs.contains(.week), outputs.contains(.weekPDF) {
            throw BatchManifestProblem("week and week:pdf both go into week/; ask for one (week holds the PDF too)")
        }
        let locale = try string(object, "locale")
        if let locale, Language(exactly: locale) == nil {
            throw BatchManifestProblem("locale takes en-US or nb-NO; \(ReportError.shown(locale)) is not one coach-report writes in yet")
        }
        let timeZone = try string(object, "timeZone")
        if let timeZone, ZoneRules(identifier: timeZone) == nil {
            throw BatchManifestProblem("timeZone \(ReportError.shown(timeZone)) is not a time zone coach-report knows; use an IANA name such as Europe/Oslo\(ZoneRules.missingDatabaseNote)")
        }
        let week = try string(object, "week") ?? "latest"
        guard WeekSelection(parsing: week) != nil else {
            throw BatchManifestProblem("week takes an ISO week such as 2026-W47, a date such as 2026-11-16, latest or complete")
        }
        let redactText = try string(object, "redact")
        let redact = redactText.flatMap(Redaction.init(rawValue:))
        if let redactText, redact == nil { throw BatchManifestProblem("redact takes full, summary or counts, not \(ReportError.shown(redactText))") }
        let email = try mail(object["email"])
        if outputs.contains(.email), email == nil {
            throw BatchManifestProblem("the email output needs \"email\": {\"from\": …, \"to\": [ … ]}")
        }
        return BatchPerson(
            line: line, id: id, export: resolve(export, against: folder), outputs: outputs,
            profile: try string(object, "profile").map { resolve($0, against: folder) }, locale: locale, timeZone: timeZone,
            week: week, redact: redact, email: email, health: try string(object, "health").map { resolve($0, against: folder) })
    }

    static func string(_ object: [String: Any], _ key: String, required: Bool = false) throws -> String? {
        guard let value = object[key] else {
            if required { throw BatchManifestProblem("\(key) is missing") }
            return nil
        }
        guard let text = value as? String, !text.isEmpty else { throw BatchManifestProblem("\(key) must be a text, not empty") }
        return text
    }

    static func mail(_ value: Any?) throws -> BatchMail? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else { throw BatchManifestProblem("email must be an object with from, to and cc") }
        if let unknown = object.keys.sorted().first(where: { !emailKeys.contains($0) }) {
            throw BatchManifestProblem("email: \(ReportError.shown(unknown)) is not a key coach-report knows; email takes from, to and cc")
        }
        guard let from = object["from"] as? String else { throw BatchManifestProblem("email needs from, one address") }
        let to = try addresses(object["to"], "to"), cc = try addresses(object["cc"], "cc")
        guard !to.isEmpty else { throw BatchManifestProblem("email needs to, one address or a list of them") }
        let named = [("from", from)] + to.map { ("to", $0) } + cc.map { ("cc", $0) }
        for (key, address) in named {
            do throws(MailAddress.Problem) { _ = try MailAddress(parsing: address) } catch {
                throw BatchManifestProblem("email \(key) \(ReportError.shown(address)) is not an email address: \(error.description)")
            }
        }
        return BatchMail(from: from, to: to, cc: cc)
    }

    /// One address or a list of them; none when absent.
    static func addresses(_ value: Any?, _ key: String) throws -> [String] {
        switch value {
        case nil: return []
        case let one as String: return [one]
        case let many as [Any]:
            return try many.map {
                guard let text = $0 as? String else { throw BatchManifestProblem("email \(key) must be addresses as text") }
                return text
            }
        default: throw BatchManifestProblem("email \(key) must be an address or a list of them")
        }
    }

    static func resolve(_ path: String, against folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty || folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }
}
