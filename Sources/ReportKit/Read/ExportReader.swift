import Foundation

/// Reads a Coacher export, or a bare Discipline Coach check-in array, into the model.
///
/// Follows `shared/export-format` exactly: three date spellings, unknown fields ignored, unknown enum
/// values kept as text, duplicate days kept with a warning. Every problem becomes one sentence naming the
/// file, the JSON path and the line:column it sits at (the path is worked out from the tape only then).
public struct ExportReader {
    let tape: JSONTape
    let name: String
    var clock: LocalClock

    /// A value on the tape.
    typealias Node = Int

    /// Reads `bytes` (the whole file); `name` is how errors refer to it.
    public static func read(_ bytes: [UInt8], name: String, options: ReadOptions = ReadOptions()) throws(ReportError) -> Export {
        let tape = try parse(bytes, name: name)
        let root = tape.root
        var reader = ExportReader(tape: tape, name: name, clock: LocalClock(timeZone: .gmt, dayStartSeconds: 0))
        switch tape.kind(root) {
        case .array:
            reader.clock = LocalClock(timeZone: try reader.zone(named: options.timeZone, from: nil), dayStartSeconds: options.dayStartsAtMinutes * 60)
            var export = Export(timeZone: reader.clock.timeZone.identifier)
            export.checkIns = try reader.checkIns(root)
            export.warnings = reader.duplicateWarnings(export.checkIns.map(\.day), what: "check-ins")
            return export
        case .object:
            return try reader.coacherExport(root, options: options)
        default:
            throw reader.error(root, "the file holds \(tape.kindName(root)), but an export is an object with \"format\": \"coacher-export\" or an array of check-ins")
        }
    }

    /// Reads a Discipline Coach `UserProfile` file, the companion of a bare check-in array.
    public static func readProfile(_ bytes: [UInt8], name: String) throws(ReportError) -> Profile {
        let tape = try parse(bytes, name: name)
        let reader = ExportReader(tape: tape, name: name, clock: LocalClock(timeZone: .gmt, dayStartSeconds: 0))
        return try reader.profile(tape.root)
    }

    private static func parse(_ bytes: [UInt8], name: String) throws(ReportError) -> JSONTape {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw ReportError(.badData, "\(name):\(SourcePosition(offset: error.offset, in: bytes)): \(error.message).")
        }
    }

    // MARK: - Shapes

    private mutating func coacherExport(_ root: Node, options: ReadOptions) throws(ReportError) -> Export {
        guard let formatNode = tape.member(root, "format") else {
            throw error(root, "this is not a Coacher export: the \"format\" field is missing")
        }
        let format = try requiredString(root, "format")
        guard format == "coacher-export" else {
            throw error(formatNode, "this is not a Coacher export: \"format\" is \(quoted(format)), not \"coacher-export\"")
        }
        let versionNode = try required(root, "version")
        let version = tape.number(versionNode)
        guard tape.kind(versionNode) == .number, version == version.rounded(), version >= 1 else {
            throw error(versionNode, "\"version\" must be a whole number from 1, but is \(tape.kindName(versionNode))")
        }
        guard version < 2 else {
            throw error(versionNode, "this export is format version \(Int(version)), newer than this coach-report reads (version 1); please update coach-report")
        }
        let zoneName = try string(root, "timeZone")
        let zone = try self.zone(named: zoneName ?? options.timeZone, from: zoneName != nil ? tape.member(root, "timeZone") : nil)
        clock = LocalClock(timeZone: zone, dayStartSeconds: options.dayStartsAtMinutes * 60)
        var export = Export(timeZone: zone.identifier)
        export.exportedAt = try instant(required(root, "exportedAt"))
        export.locale = try string(root, "locale")
        if let app = try object(root, "app") {
            export.appName = try string(app, "name")
            export.appVersion = try string(app, "version")
        }
        if let p = try object(root, "profile") { export.profile = try profile(p) }
        for e in try array(root, "entries") { export.entries.append(try entry(e)) }
        for n in try array(root, "cravingNotes") { export.urgeNotes.append(try urgeNote(n)) }
        for a in try array(root, "achievements") { export.achievements.append(try achievement(a)) }
        for p in try array(root, "prepItems") {
            try requireObject(p)
            var item = PrepItem(title: try requiredString(p, "title"))
            item.id = try string(p, "id")
            item.isDefault = try bool(p, "isDefault")
            item.active = try bool(p, "active")
            export.prepItems.append(item)
        }
        if let c = tape.member(root, "checkIns"), tape.kind(c) != .null { export.checkIns = try checkIns(c) }
        export.warnings = duplicateWarnings(export.entries.map(\.day), what: "entries")
            + duplicateWarnings(export.checkIns.map(\.day), what: "check-ins")
        return export
    }

    private mutating func checkIns(_ value: Node) throws(ReportError) -> [CheckIn] {
        guard tape.kind(value) == .array else {
            throw error(value, "expected an array of check-ins, but found \(tape.kindName(value))")
        }
        let items = tape.elements(value)
        var result: [CheckIn] = []
        result.reserveCapacity(items.count)
        for c in items {
            try requireObject(c)
            var checkIn = CheckIn(
                day: try day(required(c, "date")),
                plannedToTrain: try requiredBool(c, "plannedToTrain"),
                completedTraining: try requiredBool(c, "completedTraining"))
            checkIn.id = try string(c, "id")
            checkIn.note = try string(c, "note")
            result.append(checkIn)
        }
        return result
    }

    private func profile(_ value: Node) throws(ReportError) -> Profile {
        try requireObject(value)
        let name = try string(value, "name") ?? ""
        var profile = Profile(name: name.hasContent ? name : "Athlete")
        profile.goal = try string(value, "goal")
        profile.daysPerWeek = try int(value, "daysPerWeek")
        profile.experience = try string(value, "experience")
        return profile
    }

    private mutating func entry(_ value: Node) throws(ReportError) -> DailyEntry {
        try requireObject(value)
        var entry = DailyEntry(day: try day(required(value, "date")))
        entry.id = try string(value, "id")
        if let n = try object(value, "nightPrep") {
            var prep = NightPrep()
            prep.stickyNotes = try bool(n, "stickyNotes")
            prep.preppedProduce = try bool(n, "preppedProduce")
            prep.waterReady = try bool(n, "waterReady")
            prep.breakfastPrepped = try bool(n, "breakfastPrepped")
            prep.other = try string(n, "other")
            entry.nightPrep = prep
        }
        if let m = try object(value, "morningFocus") {
            var f = MorningFocus()
            f.myWhy = try string(m, "myWhy")
            f.challenge = try string(m, "challenge").map(Challenge.init(rawValue:))
            f.challengeOther = try string(m, "challengeOther")
            f.chosenSwap = try string(m, "chosenSwap")
            f.commitTo = try string(m, "commitTo")
            f.commitFrom = try string(m, "commitFrom")
            f.breathingDone = try bool(m, "breathingDone")
            f.identity = try string(m, "identity")
            f.careAction = try string(m, "careAction")
            f.stressResponse = try string(m, "stressResponse")
            f.snackBackup = try string(m, "snackBackup")
            if let c = tape.member(m, "completedAt"), tape.kind(c) != .null { f.completedAt = try instant(c) }
            entry.morningFocus = f
        }
        if let d = try object(value, "endOfDay") {
            var e = EndOfDay()
            e.followedSwap = try bool(d, "followedSwap")
            e.feelAboutIt = try string(d, "feelAboutIt")
            e.whatGotInTheWay = try string(d, "whatGotInTheWay")
            e.didCareAction = try bool(d, "didCareAction")
            e.whatHelped = try string(d, "whatHelped")
            e.comfortPull = try string(d, "comfortPull")
            e.urgesNoticed = try string(d, "urgesNoticed")
            e.smallWinForTomorrow = try string(d, "smallWinForTomorrow")
            if let c = tape.member(d, "dayCompletedAt"), tape.kind(c) != .null { e.dayCompletedAt = try instant(c) }
            entry.endOfDay = e
        }
        for c in try array(value, "prepChecks") {
            try requireObject(c)
            var check = PrepCheck(title: try requiredString(c, "title"), status: PrepStatus(rawValue: try requiredString(c, "status")))
            check.itemId = try string(c, "itemId")
            entry.prepChecks.append(check)
        }
        for v in try array(value, "voiceNotes") {
            guard tape.kind(v) == .string else {
                throw error(v, "expected a file name (a string), but found \(tape.kindName(v))")
            }
            entry.voiceNotes.append(tape.string(v))
        }
        return entry
    }

    private mutating func urgeNote(_ value: Node) throws(ReportError) -> UrgeNote {
        try requireObject(value)
        var note = UrgeNote(at: try instant(required(value, "at")), type: UrgeType(rawValue: try requiredString(value, "type")))
        note.id = try string(value, "id")
        note.text = try string(value, "text")
        note.chosenAction = try string(value, "chosenAction")
        note.keptAudio = try bool(value, "keptAudio")
        return note
    }

    private mutating func achievement(_ value: Node) throws(ReportError) -> Achievement {
        try requireObject(value)
        var a = Achievement(name: try requiredString(value, "name"), dayEarned: try day(required(value, "dateEarned")))
        a.id = try string(value, "id")
        a.type = try string(value, "type")
        a.details = try string(value, "details")
        return a
    }

    // MARK: - Dates and zones

    private func zone(named name: String?, from value: Node?) throws(ReportError) -> TimeZone {
        guard let name else { return TimeZone.current }
        if let zone = TimeZone(identifier: name) { return zone }
        let sentence = "\(quoted(name)) is not a time zone coach-report knows; use an IANA name such as Europe/Oslo"
        if let value { throw error(value, sentence) }
        throw ReportError(.usage, "--time-zone: \(sentence).")
    }

    private func dateValue(_ value: Node) throws(ReportError) -> DateValue {
        switch tape.kind(value) {
        case .number where abs(tape.number(value)) < 1e11:
            return .instant(tape.number(value) + DateValue.referenceDateOffset)
        case .string:
            let s = tape.string(value)
            if let d = DateValue(parsing: s) { return d }
            throw error(value, "\(quoted(s)) is not a date; use YYYY-MM-DD, an ISO 8601 date-time such as 2026-11-16T08:30:00+01:00, or seconds since 2001-01-01")
        default:
            throw error(value, "expected a date, but found \(tape.kindName(value))")
        }
    }

    /// A day field: a calendar date is that day; an instant is the local day it falls on.
    private mutating func day(_ value: Node) throws(ReportError) -> Day {
        switch try dateValue(value) {
        case .day(let d): return d
        case .instant(let s): return clock.day(of: s)
        }
    }

    /// An instant field: a calendar date alone stands for local midnight of that day.
    private mutating func instant(_ value: Node) throws(ReportError) -> Instant {
        switch try dateValue(value) {
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

    // MARK: - Typed field access

    /// One sentence: file, line:column, the JSON path (of `value`, or of its member `key`), what is wrong.
    func error(_ value: Node, member key: StaticString? = nil, _ sentence: String) -> ReportError {
        let at = SourcePosition(offset: tape.offset(value), in: tape.bytes)
        var path = tape.path(to: value)
        if let key { path += path.isEmpty ? key.description : ".\(key)" }
        let where_ = path.isEmpty ? "" : " \(path):"
        return ReportError(.badData, "\(name):\(at):\(where_) \(sentence).")
    }

    private func quoted(_ s: String) -> String {
        let short = s.count > 60 ? String(s.prefix(57)) + "…" : s
        return "“\(short)”"
    }

    private func requireObject(_ value: Node) throws(ReportError) {
        guard tape.kind(value) == .object else { throw error(value, "expected an object, but found \(tape.kindName(value))") }
    }

    /// A member that must be there and not null.
    private func required(_ object: Node, _ key: StaticString) throws(ReportError) -> Node {
        guard let v = tape.member(object, key), tape.kind(v) != .null else {
            throw error(object, member: key, "the required field \"\(key)\" is missing")
        }
        return v
    }

    /// An optional member of one kind: absent or null is nil, any other kind is an error.
    private func optional(_ object: Node, _ key: StaticString, _ kind: JSONTape.Kind, _ expected: String) throws(ReportError) -> Node? {
        guard let v = tape.member(object, key) else { return nil }
        let k = tape.kind(v)
        if k == .null { return nil }
        if k == kind || (kind == .true && k == .false) { return v }
        throw error(v, "expected \(expected), but found \(tape.kindName(v))")
    }

    private func string(_ object: Node, _ key: StaticString) throws(ReportError) -> String? {
        try optional(object, key, .string, "text (a string)").map(tape.string)
    }

    private func requiredString(_ object: Node, _ key: StaticString) throws(ReportError) -> String {
        let v = try required(object, key)
        guard tape.kind(v) == .string else { throw error(v, "expected text (a string), but found \(tape.kindName(v))") }
        return tape.string(v)
    }

    private func bool(_ object: Node, _ key: StaticString) throws(ReportError) -> Bool? {
        try optional(object, key, .true, "true or false").map { tape.kind($0) == .true }
    }

    private func requiredBool(_ object: Node, _ key: StaticString) throws(ReportError) -> Bool {
        let v = try required(object, key)
        let k = tape.kind(v)
        guard k == .true || k == .false else { throw error(v, "expected true or false, but found \(tape.kindName(v))") }
        return k == .true
    }

    private func int(_ object: Node, _ key: StaticString) throws(ReportError) -> Int? {
        guard let v = try optional(object, key, .number, "a whole number") else { return nil }
        let n = tape.number(v)
        guard n == n.rounded(), abs(n) < 1e9 else { throw error(v, "expected a whole number, but found \(n)") }
        return Int(n)
    }

    private func object(_ object: Node, _ key: StaticString) throws(ReportError) -> Node? {
        try optional(object, key, .object, "an object")
    }

    private func array(_ object: Node, _ key: StaticString) throws(ReportError) -> [Node] {
        try optional(object, key, .array, "an array").map(tape.elements) ?? []
    }
}
