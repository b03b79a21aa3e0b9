import Foundation

/// Reads a Coacher export, or a bare Discipline Coach check-in array, into the model.
///
/// Follows `shared/export-format` exactly: three date spellings, unknown fields ignored, unknown enum
/// values kept as text, duplicate days kept with a warning. Every problem becomes one sentence naming the
/// file, the JSON path and the line:column it sits at.
public struct ExportReader {
    let bytes: [UInt8]
    let name: String
    var clock: LocalClock

    /// Reads `bytes` (the whole file); `name` is how errors refer to it.
    public static func read(_ bytes: [UInt8], name: String, options: ReadOptions = ReadOptions()) throws(ReportError) -> Export {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let at = SourcePosition(offset: error.offset, in: bytes)
            throw ReportError(.badData, "\(name):\(at): \(error.message).")
        }
        var reader = ExportReader(bytes: bytes, name: name, clock: LocalClock(timeZone: .gmt, dayStartSeconds: options.dayStartsAtMinutes * 60))
        switch root.kind {
        case .array:
            reader.clock = LocalClock(timeZone: try reader.zone(named: options.timeZone, from: nil), dayStartSeconds: options.dayStartsAtMinutes * 60)
            var export = Export(timeZone: reader.clock.timeZone.identifier)
            export.checkIns = try reader.checkIns(root, path: "")
            export.warnings = reader.duplicateWarnings(export.checkIns.map(\.day), what: "check-ins")
            return export
        case .object:
            return try reader.coacherExport(root, options: options)
        default:
            throw reader.error(root, "", "the file holds \(root.kindName), but an export is an object with \"format\": \"coacher-export\" or an array of check-ins")
        }
    }

    /// Reads a Discipline Coach `UserProfile` file, the companion of a bare check-in array.
    public static func readProfile(_ bytes: [UInt8], name: String) throws(ReportError) -> Profile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ReportError(.badData, "\(name):\(SourcePosition(offset: error.offset, in: bytes)): \(error.message).")
        }
        var reader = ExportReader(bytes: bytes, name: name, clock: LocalClock(timeZone: .gmt, dayStartSeconds: 0))
        return try reader.profile(root, path: "")
    }

    // MARK: - Shapes

    private mutating func coacherExport(_ root: JSONValue, options: ReadOptions) throws(ReportError) -> Export {
        guard let format = try string(root, "format", "") else {
            throw error(root, "format", "this is not a Coacher export: the \"format\" field is missing")
        }
        guard format == "coacher-export" else {
            throw error(root["format"]!, "format", "this is not a Coacher export: \"format\" is \(quoted(format)), not \"coacher-export\"")
        }
        guard let versionValue = root["version"] else { throw error(root, "version", "the required field \"version\" is missing") }
        guard case .number(let version) = versionValue.kind, version == version.rounded(), version >= 1 else {
            throw error(versionValue, "version", "\"version\" must be a whole number from 1, but is \(versionValue.kindName)")
        }
        guard version < 2 else {
            throw error(versionValue, "version", "this export is format version \(Int(version)), newer than this coach-report reads (version 1); please update coach-report")
        }
        let zoneName = try string(root, "timeZone", "")
        let zone = try self.zone(named: zoneName ?? options.timeZone, from: zoneName != nil ? root["timeZone"] : nil)
        clock = LocalClock(timeZone: zone, dayStartSeconds: options.dayStartsAtMinutes * 60)
        var export = Export(timeZone: zone.identifier)
        guard let exportedAt = root["exportedAt"] else { throw error(root, "exportedAt", "the required field \"exportedAt\" is missing") }
        export.exportedAt = try instant(exportedAt, "exportedAt")
        export.locale = try string(root, "locale", "")
        if let app = try object(root, "app", "") {
            export.appName = try string(app, "name", "app")
            export.appVersion = try string(app, "version", "app")
        }
        if let p = root["profile"], !p.isNull { export.profile = try profile(p, path: "profile") }
        for (i, e) in try array(root, "entries", "").enumerated() {
            export.entries.append(try entry(e, path: "entries[\(i)]"))
        }
        for (i, n) in try array(root, "cravingNotes", "").enumerated() {
            export.urgeNotes.append(try urgeNote(n, path: "cravingNotes[\(i)]"))
        }
        for (i, a) in try array(root, "achievements", "").enumerated() {
            export.achievements.append(try achievement(a, path: "achievements[\(i)]"))
        }
        for (i, p) in try array(root, "prepItems", "").enumerated() {
            let path = "prepItems[\(i)]"
            try requireObject(p, path)
            var item = PrepItem(title: try requiredString(p, "title", path))
            item.id = try string(p, "id", path)
            item.isDefault = try bool(p, "isDefault", path)
            item.active = try bool(p, "active", path)
            export.prepItems.append(item)
        }
        if let c = root["checkIns"], !c.isNull { export.checkIns = try checkIns(c, path: "checkIns") }
        export.warnings = duplicateWarnings(export.entries.map(\.day), what: "entries")
            + duplicateWarnings(export.checkIns.map(\.day), what: "check-ins")
        return export
    }

    private mutating func checkIns(_ value: JSONValue, path: String) throws(ReportError) -> [CheckIn] {
        guard case .array(let items) = value.kind else {
            throw error(value, path, "expected an array of check-ins, but found \(value.kindName)")
        }
        var result: [CheckIn] = []
        result.reserveCapacity(items.count)
        for (i, c) in items.enumerated() {
            let p = path.isEmpty ? "[\(i)]" : "\(path)[\(i)]"
            try requireObject(c, p)
            var checkIn = CheckIn(
                day: try day(required(c, "date", p), join(p, "date")),
                plannedToTrain: try requiredBool(c, "plannedToTrain", p),
                completedTraining: try requiredBool(c, "completedTraining", p))
            checkIn.id = try string(c, "id", p)
            checkIn.note = try string(c, "note", p)
            result.append(checkIn)
        }
        return result
    }

    private mutating func profile(_ value: JSONValue, path: String) throws(ReportError) -> Profile {
        try requireObject(value, path)
        let name = try string(value, "name", path) ?? ""
        var profile = Profile(name: name.hasContent ? name : "Athlete")
        profile.goal = try string(value, "goal", path)
        profile.daysPerWeek = try int(value, "daysPerWeek", path)
        profile.experience = try string(value, "experience", path)
        return profile
    }

    private mutating func entry(_ value: JSONValue, path: String) throws(ReportError) -> DailyEntry {
        try requireObject(value, path)
        var entry = DailyEntry(day: try day(required(value, "date", path), join(path, "date")))
        entry.id = try string(value, "id", path)
        if let n = try object(value, "nightPrep", path) {
            let p = join(path, "nightPrep")
            var prep = NightPrep()
            prep.stickyNotes = try bool(n, "stickyNotes", p)
            prep.preppedProduce = try bool(n, "preppedProduce", p)
            prep.waterReady = try bool(n, "waterReady", p)
            prep.breakfastPrepped = try bool(n, "breakfastPrepped", p)
            prep.other = try string(n, "other", p)
            entry.nightPrep = prep
        }
        if let m = try object(value, "morningFocus", path) {
            let p = join(path, "morningFocus")
            var f = MorningFocus()
            f.myWhy = try string(m, "myWhy", p)
            f.challenge = try string(m, "challenge", p).map(Challenge.init(rawValue:))
            f.challengeOther = try string(m, "challengeOther", p)
            f.chosenSwap = try string(m, "chosenSwap", p)
            f.commitTo = try string(m, "commitTo", p)
            f.commitFrom = try string(m, "commitFrom", p)
            f.breathingDone = try bool(m, "breathingDone", p)
            f.identity = try string(m, "identity", p)
            f.careAction = try string(m, "careAction", p)
            f.stressResponse = try string(m, "stressResponse", p)
            f.snackBackup = try string(m, "snackBackup", p)
            if let c = m["completedAt"], !c.isNull { f.completedAt = try instant(c, join(p, "completedAt")) }
            entry.morningFocus = f
        }
        if let d = try object(value, "endOfDay", path) {
            let p = join(path, "endOfDay")
            var e = EndOfDay()
            e.followedSwap = try bool(d, "followedSwap", p)
            e.feelAboutIt = try string(d, "feelAboutIt", p)
            e.whatGotInTheWay = try string(d, "whatGotInTheWay", p)
            e.didCareAction = try bool(d, "didCareAction", p)
            e.whatHelped = try string(d, "whatHelped", p)
            e.comfortPull = try string(d, "comfortPull", p)
            e.urgesNoticed = try string(d, "urgesNoticed", p)
            e.smallWinForTomorrow = try string(d, "smallWinForTomorrow", p)
            if let c = d["dayCompletedAt"], !c.isNull { e.dayCompletedAt = try instant(c, join(p, "dayCompletedAt")) }
            entry.endOfDay = e
        }
        for (i, c) in try array(value, "prepChecks", path).enumerated() {
            let p = "\(join(path, "prepChecks"))[\(i)]"
            try requireObject(c, p)
            var check = PrepCheck(title: try requiredString(c, "title", p), status: PrepStatus(rawValue: try requiredString(c, "status", p)))
            check.itemId = try string(c, "itemId", p)
            entry.prepChecks.append(check)
        }
        for (i, v) in try array(value, "voiceNotes", path).enumerated() {
            guard case .string(let s) = v.kind else {
                throw error(v, "\(join(path, "voiceNotes"))[\(i)]", "expected a file name (a string), but found \(v.kindName)")
            }
            entry.voiceNotes.append(s)
        }
        return entry
    }

    private mutating func urgeNote(_ value: JSONValue, path: String) throws(ReportError) -> UrgeNote {
        try requireObject(value, path)
        var note = UrgeNote(
            at: try instant(required(value, "at", path), join(path, "at")),
            type: UrgeType(rawValue: try requiredString(value, "type", path)))
        note.id = try string(value, "id", path)
        note.text = try string(value, "text", path)
        note.chosenAction = try string(value, "chosenAction", path)
        note.keptAudio = try bool(value, "keptAudio", path)
        return note
    }

    private mutating func achievement(_ value: JSONValue, path: String) throws(ReportError) -> Achievement {
        try requireObject(value, path)
        var a = Achievement(
            name: try requiredString(value, "name", path),
            dayEarned: try day(required(value, "dateEarned", path), join(path, "dateEarned")))
        a.id = try string(value, "id", path)
        a.type = try string(value, "type", path)
        a.details = try string(value, "details", path)
        return a
    }

    // MARK: - Dates and zones

    private func zone(named name: String?, from value: JSONValue?) throws(ReportError) -> TimeZone {
        guard let name else { return TimeZone.current }
        if let zone = TimeZone(identifier: name) { return zone }
        let sentence = "\(quoted(name)) is not a time zone coach-report knows; use an IANA name such as Europe/Oslo"
        if let value { throw error(value, "timeZone", sentence) }
        throw ReportError(.usage, "--time-zone: \(sentence).")
    }

    private func dateValue(_ value: JSONValue, _ path: String) throws(ReportError) -> DateValue {
        switch value.kind {
        case .number(let n) where n.isFinite && abs(n) < 1e11:
            return .instant(n + DateValue.referenceDateOffset)
        case .string(let s):
            if let d = DateValue(parsing: s) { return d }
            throw error(value, path, "\(quoted(s)) is not a date; use YYYY-MM-DD, an ISO 8601 date-time such as 2026-11-16T08:30:00+01:00, or seconds since 2001-01-01")
        default:
            throw error(value, path, "expected a date, but found \(value.kindName)")
        }
    }

    /// A day field: a calendar date is that day; an instant is the local day it falls on.
    private mutating func day(_ value: JSONValue, _ path: String) throws(ReportError) -> Day {
        switch try dateValue(value, path) {
        case .day(let d): return d
        case .instant(let s): return clock.day(of: s)
        }
    }

    /// An instant field: a calendar date alone stands for local midnight of that day.
    private mutating func instant(_ value: JSONValue, _ path: String) throws(ReportError) -> Instant {
        switch try dateValue(value, path) {
        case .day(let d): return clock.midnight(of: d)
        case .instant(let s): return clock.instant(s)
        }
    }

    private func duplicateWarnings(_ days: [Day], what: String) -> [String] {
        var seen: [Day: Int] = [:]
        var repeated: [Day] = []
        for d in days {
            seen[d, default: 0] += 1
            if seen[d] == 2 { repeated.append(d) }
        }
        return repeated.sorted().map { "\(name): \(seen[$0]!) \(what) for \($0.iso); all are kept, in file order." }
    }

    // MARK: - Typed field access, with the path for errors

    func error(_ value: JSONValue, _ path: String, _ sentence: String) -> ReportError {
        let at = SourcePosition(offset: value.offset, in: bytes)
        let where_ = path.isEmpty ? "" : " \(path):"
        return ReportError(.badData, "\(name):\(at):\(where_) \(sentence).")
    }

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func quoted(_ s: String) -> String {
        let short = s.count > 60 ? String(s.prefix(57)) + "…" : s
        return "“\(short)”"
    }

    private func requireObject(_ value: JSONValue, _ path: String) throws(ReportError) {
        guard case .object = value.kind else { throw error(value, path, "expected an object, but found \(value.kindName)") }
    }

    private func required(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> JSONValue {
        guard let v = object[key], !v.isNull else {
            throw error(object, join(path, key), "the required field \"\(key)\" is missing")
        }
        return v
    }

    private func string(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> String? {
        guard let v = object[key] else { return nil }
        switch v.kind {
        case .string(let s): return s
        case .null: return nil
        default: throw error(v, join(path, key), "expected text (a string), but found \(v.kindName)")
        }
    }

    private func requiredString(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> String {
        let v = try required(object, key, path)
        guard case .string(let s) = v.kind else { throw error(v, join(path, key), "expected text (a string), but found \(v.kindName)") }
        return s
    }

    private func bool(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> Bool? {
        guard let v = object[key] else { return nil }
        switch v.kind {
        case .bool(let b): return b
        case .null: return nil
        default: throw error(v, join(path, key), "expected true or false, but found \(v.kindName)")
        }
    }

    private func requiredBool(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> Bool {
        let v = try required(object, key, path)
        guard case .bool(let b) = v.kind else { throw error(v, join(path, key), "expected true or false, but found \(v.kindName)") }
        return b
    }

    private func int(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> Int? {
        guard let v = object[key] else { return nil }
        switch v.kind {
        case .number(let n) where n == n.rounded() && abs(n) < 1e9: return Int(n)
        case .null: return nil
        default: throw error(v, join(path, key), "expected a whole number, but found \(v.kindName)")
        }
    }

    private func object(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> JSONValue? {
        guard let v = object[key] else { return nil }
        switch v.kind {
        case .object: return v
        case .null: return nil
        default: throw error(v, join(path, key), "expected an object, but found \(v.kindName)")
        }
    }

    private func array(_ object: JSONValue, _ key: String, _ path: String) throws(ReportError) -> [JSONValue] {
        guard let v = object[key] else { return [] }
        switch v.kind {
        case .array(let items): return items
        case .null: return []
        default: throw error(v, join(path, key), "expected an array, but found \(v.kindName)")
        }
    }
}

extension JSONValue {
    var isNull: Bool { if case .null = kind { return true } else { return false } }
}
