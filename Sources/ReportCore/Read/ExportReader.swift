#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Coacher export, or a bare Discipline Coach check-in array, into the model.
///
/// Follows `shared/export-format` exactly: three date spellings, unknown fields ignored (but still
/// checked as JSON), unknown enum values kept as text, duplicate days kept with a warning. Every
/// problem becomes one sentence naming the file, the line:column and the JSON path.
///
/// One pass maps JSON straight into the model. Dates are kept as read until the end, because the
/// file's `timeZone` may come after the entries.
package struct ExportReader {
    let name: String
    /// Whether answers keep their words (`ReadOptions.keepsWords`).
    private let keepsWords: Bool
    /// Dates in file order, resolved into days once the time zone is known.
    var dates = PendingDates()

    init(name: String, keepsWords: Bool = true) {
        // Warnings print it, on a terminal too.
        self.name = ReportError.shown(name)
        self.keepsWords = keepsWords
    }

    /// Reads `bytes` (the whole file); `name` is how errors refer to it.
    package static func read(_ bytes: InputBytes, name: String, options: ReadOptions = ReadOptions()) throws(ReportError) -> Export {
        try read(bytes, name: name, options: options, readingAhead: true)
    }

    /// `readingAhead: false` reads with this thread alone (tests compare the two).
    static func read(_ bytes: InputBytes, name: String, options: ReadOptions, readingAhead: Bool) throws(ReportError) -> Export {
        guard bytes.count <= options.maximumBytes else { throw ReportError.tooLarge(name, limit: options.maximumBytes) }
        let ahead = readingAhead ? ReadAhead.start(bytes, name: name, keepsWords: options.keepsWords) : nil
        return try bytes.withUnsafeBufferPointer { (buffer) throws(ReportError) in
            try scan(buffer, name: name, keepsWords: options.keepsWords) { (reader: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in
                try reader.document(&s, options: options, ahead: ahead)
            }
        }
    }

    package static func read(_ bytes: [UInt8], name: String, options: ReadOptions = ReadOptions()) throws(ReportError) -> Export {
        try read(InputBytes(bytes), name: name, options: options)
    }

    /// Reads a Discipline Coach `UserProfile` file, the companion of a bare check-in array.
    package static func readProfile(_ bytes: InputBytes, name: String) throws(ReportError) -> Profile {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ReportError) in
            try scan(buffer, name: name) { (reader: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in
                let profile = try reader.profile(&s)
                try s.finish()
                return profile
            }
        }
    }

    private static func scan<T>(_ bytes: UnsafeBufferPointer<UInt8>, name: String, keepsWords: Bool = true, _ body: (inout ExportReader, inout JSONScanner) throws(JSONScanner.Failure) -> T) throws(ReportError) -> T {
        var reader = ExportReader(name: name, keepsWords: keepsWords)
        var scanner = JSONScanner(bytes)
        do throws(JSONScanner.Failure) {
            return try body(&reader, &scanner)
        } catch var f {
            // What the file says it is comes first: a newer version's fields are not this version's mistakes.
            if let header = headerFailure(bytes) { f = header }
            // A broken file is reported as broken, even where a value earlier on is also of the wrong kind.
            else if f.path != nil, let syntax = syntaxFailure(bytes) { f = syntax }
            // A syntax error names where it stands too.
            else if f.path == nil { f.path = scanner.pathOfSyntaxError }
            if f.kind != .badData { throw ReportError(f.kind, "\(f.message).") }
            let at = SourcePosition(offset: f.offset, in: bytes)
            let path = f.path.map { $0.isEmpty ? "" : " \($0):" } ?? ""
            throw ReportError(.badData, "\(ReportError.shown(name)):\(at):\(path) \(f.message).")
        }
    }

    /// The first syntax error of the whole document, if it has one.
    private static func syntaxFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONScanner.Failure? {
        var scanner = JSONScanner(bytes)
        do throws(JSONScanner.Failure) {
            try scanner.skipValue()
            try scanner.finish()
            return nil
        } catch var error {
            error.path = scanner.pathOfSyntaxError
            return error
        }
    }

    /// When reading failed: what the top-level `format` and `version` say is wrong with the file, if
    /// anything, found by a skipping scan that stops at the first syntax error. An export of a newer
    /// version (or another format) is reported as that, wherever its `version` stands, rather than as
    /// the first field this version does not know. Only run on failure, so reading stays one pass.
    private static func headerFailure(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONScanner.Failure? {
        var s = JSONScanner(bytes)
        var format: (text: String, at: Int)?
        var version: (value: Double, text: String, at: Int)?
        do throws(JSONScanner.Failure) {
            guard try s.kindOfNext() == .object else { return nil }
            try s.members { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                s.skipWhitespace()
                let at = s.offset
                if s.key(key, is: "format"), format == nil, try s.kindOfNext() == .string {
                    format = (try s.string(), at)
                } else if s.key(key, is: "version"), version == nil, try s.kindOfNext() == .number {
                    version = (try s.number(), s.source(at..<s.offset), at)
                } else {
                    try s.skipValue()
                }
                // Both found: the rest of the file cannot change what they say.
                if format != nil, version != nil { throw JSONScanner.Failure(message: "", offset: 0) }
            }
        } catch {
            // A syntax error, or both found: judge what was seen.
        }
        if let format, let wrong = formatFailure(format.text, at: format.at) { return wrong }
        if let version { return versionFailure(version.value, text: version.text, at: version.at) }
        return nil
    }

    /// Why a `format` that is there is not a Coacher export's; nil when it is.
    private static func formatFailure(_ format: String, at: Int) -> JSONScanner.Failure? {
        guard format != "coacher-export" else { return nil }
        return JSONScanner.Failure(message: "this is not a Coacher export: \"format\" is \(Self.quoted(format)), not \"coacher-export\"", offset: at, path: "format")
    }

    /// Why a `version` (the number, as the file spells it) is not one this coach-report reads; nil
    /// for version 1. Any number is judged without converting it to an integer, so 1e999 or 2^64
    /// get their sentence too.
    private static func versionFailure(_ version: Double, text: String, at: Int) -> JSONScanner.Failure? {
        guard version == version.rounded(), version >= 1 else {
            return JSONScanner.Failure(message: "\"version\" must be a whole number from 1", offset: at, path: "version")
        }
        guard version >= 2 else { return nil }
        let shown = version < 1e15 ? String(Int(version)) : (text.count > 24 ? String(text.prefix(21)) + "…" : text)
        return JSONScanner.Failure(message: "this export is format version \(shown), newer than this coach-report reads (version 1); please update coach-report", offset: at, path: "version")
    }

    // MARK: - Shapes

    /// Reads the whole document, taking the lists after the entries from `ahead` where it read them.
    private mutating func document(_ s: inout JSONScanner, options: ReadOptions, ahead: ReadAhead?) throws(JSONScanner.Failure) -> Export {
        let start = s.offset
        var export = Export(timeZone: "")
        var zoneName: String?
        var zoneAt = 0
        let bareArray = try s.kindOfNext() == .array
        switch try s.kindOfNext() {
        case .array:
            export.checkIns = try checkIns(&s)
        case .object:
            var format: String?, formatAt = 0
            var version: Double?, versionText = "", versionAt = 0
            var exportedAt = false
            var passedEntries = false
            try s.members { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                if s.key(key, is: "format") {
                    s.skipWhitespace(); formatAt = s.offset
                    format = try Self.optionalString(&s)
                } else if s.key(key, is: "version") {
                    s.skipWhitespace(); versionAt = s.offset
                    guard try s.kindOfNext() == .number else { throw s.failure("\"version\" must be a whole number from 1") }
                    version = try s.number()
                    versionText = s.source(versionAt..<s.offset)
                } else if s.key(key, is: "exportedAt") {
                    dates.exportedAt = try Self.dateValue(&s)
                    exportedAt = true
                } else if s.key(key, is: "timeZone") {
                    s.skipWhitespace(); zoneAt = s.offset
                    zoneName = try Self.optionalString(&s)
                } else if s.key(key, is: "locale") {
                    export.locale = try Self.optionalString(&s)
                } else if s.key(key, is: "app") {
                    try Self.optionalObject(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                        if s.key(key, is: "name") { export.appName = try Self.optionalString(&s) }
                        else if s.key(key, is: "version") { export.appVersion = try Self.optionalString(&s) }
                        else { try s.skipValue() }
                    }
                } else if s.key(key, is: "profile") {
                    if try s.kindOfNext() == .null { try s.null() } else { export.profile = try profile(&s) }
                } else if s.key(key, is: "prepItems") {
                    export.prepItems = try array(&s) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.prepItem(&s) }
                } else if let ahead, passedEntries || !s.key(key, is: "entries"), let list = ahead.take(&s, named: key) {
                    // Before the entries too: an export that starts with its urge notes would otherwise read them on
                    // both threads at once, every note held twice (a note of 30 MiB, 30 MiB more). The entries
                    // themselves are never read ahead, so the reader does not wait for the other thread there.
                    place(list, into: &export)
                } else if let name = try list(&s, key, into: &export) {
                    if name == .entries { passedEntries = true }
                } else {
                    try s.skipValue()
                }
            }
            guard let format else { throw s.failure("this is not a Coacher export: the \"format\" field is missing", at: start, member: "format") }
            if let wrong = Self.formatFailure(format, at: formatAt) { throw wrong }
            guard let version else { throw s.failure("the required field \"version\" is missing", at: start, member: "version") }
            if let wrong = Self.versionFailure(version, text: versionText, at: versionAt) { throw wrong }
            guard exportedAt else { throw s.failure("the required field \"exportedAt\" is missing", at: start, member: "exportedAt") }
        default:
            throw s.failure("the file holds \(try s.kindName()), but an export is an object with \"format\": \"coacher-export\" or an array of check-ins")
        }
        try s.finish()

        let zone: ZoneRules
        if let zoneName {
            guard let z = ZoneRules(identifier: zoneName) else {
                throw JSONScanner.Failure(message: "\(Self.quoted(zoneName)) is not a time zone coach-report knows; use an IANA name such as Europe/Oslo\(ZoneRules.missingDatabaseNote)", offset: zoneAt, path: "timeZone")
            }
            zone = z
        } else if let name = options.timeZone {
            guard let z = ZoneRules(identifier: name) else {
                throw JSONScanner.Failure(message: "--time-zone: \(Self.quoted(name)) is not a time zone coach-report knows; use an IANA name such as Europe/Oslo\(ZoneRules.missingDatabaseNote)", offset: 0, kind: .usage)
            }
            zone = z
        } else {
            zone = ZoneRules.fallback(options.machineTimeZone)
        }
        export.timeZone = zone.identifier
        var clock = LocalClock(timeZone: zone, dayStartSeconds: options.dayStartsAtMinutes * 60)
        dates.resolve(into: &export, clock: &clock)
        export.warnings = try checkDays(export, bareArray: bareArray, in: s.document)
        if zoneName == nil, options.timeZone == nil {
            export.warnings.append("\(name) names no time zone, so days are counted in this machine's (\(zone.identifier)); name the person's with --time-zone, such as --time-zone Europe/Oslo.")
        }
        return export
    }

    /// The export's long lists: the members `list(_:_:into:)` reads, and `ReadAhead` may read first.
    enum ListName: CaseIterable {
        case entries, cravingNotes, achievements, checkIns

        var key: StaticString {
            switch self {
            case .entries: "entries"
            case .cravingNotes: "cravingNotes"
            case .achievements: "achievements"
            case .checkIns: "checkIns"
            }
        }

        /// The list a member name names, if any.
        init?(_ key: JSONScanner.Key, in s: JSONScanner) {
            guard let name = Self.allCases.first(where: { s.key(key, is: $0.key) }) else { return nil }
            self = name
        }
    }

    /// Reads the value of `key` when it names one of the export's long lists into `export`, and says
    /// which; nil for any other member. `ReadAhead` uses it too.
    @discardableResult
    mutating func list(_ s: inout JSONScanner, _ key: JSONScanner.Key, into export: inout Export) throws(JSONScanner.Failure) -> ListName? {
        guard let name = ListName(key, in: s) else { return nil }
        // A list named again replaces the one before, and so do its dates.
        switch name {
        case .entries:
            (dates.entries, dates.completedAt, dates.dayCompletedAt) = ([], [], [])
            export.entries = try array(&s, long: true) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.entry(&s) }
        case .cravingNotes:
            dates.urgeNotes = []
            export.urgeNotes = try array(&s, long: true) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.urgeNote(&s) }
        case .achievements:
            dates.achievements = []
            export.achievements = try array(&s, long: true) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.achievement(&s) }
        case .checkIns:
            dates.checkIns = []
            export.checkIns = []
            if try s.kindOfNext() == .null { try s.null() } else { export.checkIns = try checkIns(&s) }
        }
        return name
    }

    /// Puts a list read ahead where `list(_:_:into:)` would have put it: it replaces any list of that
    /// name before it, with its dates.
    private mutating func place(_ list: ReadAhead.List, into export: inout Export) {
        let part = list.part, read = list.dates
        switch list.name {
        case .entries:
            export.entries = part.entries
            (dates.entries, dates.completedAt, dates.dayCompletedAt) = (read.entries, read.completedAt, read.dayCompletedAt)
        case .cravingNotes: (export.urgeNotes, dates.urgeNotes) = (part.urgeNotes, read.urgeNotes)
        case .achievements: (export.achievements, dates.achievements) = (part.achievements, read.achievements)
        case .checkIns: (export.checkIns, dates.checkIns) = (part.checkIns, read.checkIns)
        }
    }

    /// Reads an array whose elements `element` maps; null reads as empty. A `long` array (the
    /// export's own lists) reserves room for its likely length after its first element.
    private mutating func array<T>(_ s: inout JSONScanner, long: Bool = false, _ element: (inout ExportReader, inout JSONScanner) throws(JSONScanner.Failure) -> T) throws(JSONScanner.Failure) -> [T] {
        switch try s.kindOfNext() {
        case .null: try s.null(); return []
        case .array: break
        default: throw s.failure("expected an array, but found \(try s.kindName())")
        }
        var result: [T] = []
        let start = s.offset
        try s.elements { (s: inout JSONScanner, index) throws(JSONScanner.Failure) in
            result.append(try element(&self, &s))
            if long, index == 0 {
                result.reserveCapacity(Self.likelyCount(firstTook: s.offset - start, left: s.bytesLeft, stride: MemoryLayout<T>.stride))
            }
        }
        return result
    }

    /// How many elements an array may hold, judged by the bytes its first one took: an overestimate
    /// (the rest of the file), so a long array is never copied as it grows. Room reserved beyond what
    /// is used is not touched, but it is asked for, so it is kept to 16 MB; a longer list grows as usual.
    private static func likelyCount(firstTook: Int, left: Int, stride: Int) -> Int {
        min(left / max(firstTook, 16) + 1, (1 << 24) / max(stride, 1))
    }

    private mutating func checkIns(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> [CheckIn] {
        guard try s.kindOfNext() == .array else { throw s.failure("expected an array of check-ins, but found \(try s.kindName())") }
        return try array(&s, long: true) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.checkIn(&s) }
    }

    private mutating func checkIn(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> CheckIn {
        var c = CheckIn(day: Day(number: 0), plannedToTrain: false, completedTraining: false)
        var date = false, planned = false, completed = false
        let index = dates.checkIns.count
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "date") { date = try Self.pendingDay(&s, into: &dates.checkIns, index: index) }
            else if s.key(key, is: "plannedToTrain") { c.plannedToTrain = try Self.requiredBool(&s); planned = true }
            else if s.key(key, is: "completedTraining") { c.completedTraining = try Self.requiredBool(&s); completed = true }
            else if s.key(key, is: "id") { c.id = try Self.words(&s, keep) }
            else if s.key(key, is: "note") { c.note = try Self.words(&s, keep) }
            else { try s.skipValue() }
        } required: { (s, at) throws(JSONScanner.Failure) in
            try Self.require(s, date, "date", at)
            try Self.require(s, planned, "plannedToTrain", at)
            try Self.require(s, completed, "completedTraining", at)
        }
        return c
    }

    private mutating func profile(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Profile {
        var p = Profile(name: "")
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "name") { p.name = try Self.optionalString(&s) ?? "" }
            else if s.key(key, is: "goal") { p.goal = try Self.optionalString(&s) }
            else if s.key(key, is: "daysPerWeek") { p.daysPerWeek = try Self.optionalInt(&s) }
            else if s.key(key, is: "experience") { p.experience = try Self.optionalString(&s) }
            else { try s.skipValue() }
        }
        if !p.name.hasContent { p.name = "Athlete" }
        return p
    }

    private mutating func entry(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> DailyEntry {
        var e = DailyEntry(day: Day(number: 0))
        var date = false
        let index = dates.entries.count
        dates.completedAt.append(nil)
        dates.dayCompletedAt.append(nil)
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "date") { date = try Self.pendingDay(&s, into: &dates.entries, index: index) }
            else if s.key(key, is: "id") { e.id = try Self.words(&s, keep) }
            else if s.key(key, is: "nightPrep") { e.nightPrep = try nightPrep(&s) }
            else if s.key(key, is: "morningFocus") { e.morningFocus = try morningFocus(&s, index) }
            else if s.key(key, is: "endOfDay") { e.endOfDay = try endOfDay(&s, index) }
            else if s.key(key, is: "prepChecks") {
                e.prepChecks = try array(&s) { (r: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in try r.prepCheck(&s) }
            } else if s.key(key, is: "voiceNotes") {
                e.voiceNotes = try array(&s) { (_: inout ExportReader, s: inout JSONScanner) throws(JSONScanner.Failure) in
                    guard try s.kindOfNext() == .string else { throw s.failure("expected a file name (a string), but found \(try s.kindName())") }
                    return try Self.words(&s, keep) ?? ""
                }
            } else { try s.skipValue() }
        } required: { (s, at) throws(JSONScanner.Failure) in
            try Self.require(s, date, "date", at)
        }
        return e
    }

    private mutating func nightPrep(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> NightPrep? {
        guard try Self.optionalObjectFollows(&s) else { return nil }
        var n = NightPrep()
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "stickyNotes") { n.stickyNotes = try Self.optionalBool(&s) }
            else if s.key(key, is: "preppedProduce") { n.preppedProduce = try Self.optionalBool(&s) }
            else if s.key(key, is: "waterReady") { n.waterReady = try Self.optionalBool(&s) }
            else if s.key(key, is: "breakfastPrepped") { n.breakfastPrepped = try Self.optionalBool(&s) }
            else if s.key(key, is: "other") { n.other = try Self.words(&s, keep) }
            else { try s.skipValue() }
        }
        return n
    }

    private mutating func morningFocus(_ s: inout JSONScanner, _ index: Int) throws(JSONScanner.Failure) -> MorningFocus? {
        guard try Self.optionalObjectFollows(&s) else { return nil }
        var m = MorningFocus()
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "breathingDone") { m.breathingDone = try Self.optionalBool(&s) }
            else if s.key(key, is: "identity") { m.identity = try Self.words(&s, keep) }
            else if s.key(key, is: "careAction") { m.careAction = try Self.words(&s, keep) }
            else if s.key(key, is: "stressResponse") { m.stressResponse = try Self.words(&s, keep) }
            else if s.key(key, is: "snackBackup") { m.snackBackup = try Self.words(&s, keep) }
            else if s.key(key, is: "completedAt") { try Self.pendingInstant(&s, into: &dates.completedAt, index: index) }
            else if s.key(key, is: "myWhy") { m.myWhy = try Self.words(&s, keep) }
            else if s.key(key, is: "challenge") { m.challenge = try Self.optionalString(&s).map(Challenge.init(rawValue:)) }
            else if s.key(key, is: "challengeOther") { m.challengeOther = try Self.words(&s, keep) }
            else if s.key(key, is: "chosenSwap") { m.chosenSwap = try Self.words(&s, keep) }
            else if s.key(key, is: "commitTo") { m.commitTo = try Self.words(&s, keep) }
            else if s.key(key, is: "commitFrom") { m.commitFrom = try Self.words(&s, keep) }
            else { try s.skipValue() }
        }
        return m
    }

    private mutating func endOfDay(_ s: inout JSONScanner, _ index: Int) throws(JSONScanner.Failure) -> EndOfDay? {
        guard try Self.optionalObjectFollows(&s) else { return nil }
        var d = EndOfDay()
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "didCareAction") { d.didCareAction = try Self.optionalBool(&s) }
            else if s.key(key, is: "whatHelped") { d.whatHelped = try Self.words(&s, keep) }
            else if s.key(key, is: "comfortPull") { d.comfortPull = try Self.words(&s, keep) }
            else if s.key(key, is: "urgesNoticed") { d.urgesNoticed = try Self.words(&s, keep) }
            else if s.key(key, is: "smallWinForTomorrow") { d.smallWinForTomorrow = try Self.words(&s, keep) }
            else if s.key(key, is: "dayCompletedAt") { try Self.pendingInstant(&s, into: &dates.dayCompletedAt, index: index) }
            else if s.key(key, is: "followedSwap") { d.followedSwap = try Self.optionalBool(&s) }
            else if s.key(key, is: "feelAboutIt") { d.feelAboutIt = try Self.words(&s, keep) }
            else if s.key(key, is: "whatGotInTheWay") { d.whatGotInTheWay = try Self.words(&s, keep) }
            else { try s.skipValue() }
        }
        return d
    }

    private mutating func prepCheck(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> PrepCheck {
        var title: String?, status: String?, itemId: String?
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "title") { title = try Self.words(&s, keep) }
            else if s.key(key, is: "status") { status = try Self.optionalString(&s) }
            else if s.key(key, is: "itemId") { itemId = try Self.words(&s, keep) }
            else { try s.skipValue() }
        } required: { (s, at) throws(JSONScanner.Failure) in
            try Self.require(s, title != nil, "title", at)
            try Self.require(s, status != nil, "status", at)
        }
        return PrepCheck(itemId: itemId, title: title!, status: PrepStatus(rawValue: status!))
    }

    private mutating func urgeNote(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> UrgeNote {
        var n = UrgeNote(at: Instant(secondsSince1970: 0, utcOffset: 0, day: Day(number: 0), minuteOfDay: 0), type: .other)
        var at = false, type = false
        let index = dates.urgeNotes.count
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "at") { at = try Self.pendingDay(&s, into: &dates.urgeNotes, index: index) }
            else if s.key(key, is: "type") {
                if let t = try Self.optionalString(&s) { n.type = UrgeType(rawValue: t); type = true }
            } else if s.key(key, is: "text") { n.text = try Self.words(&s, keep) }
            else if s.key(key, is: "chosenAction") { n.chosenAction = try Self.words(&s, keep) }
            else if s.key(key, is: "keptAudio") { n.keptAudio = try Self.optionalBool(&s) }
            else if s.key(key, is: "id") { n.id = try Self.words(&s, keep) }
            else { try s.skipValue() }
        } required: { (s, start) throws(JSONScanner.Failure) in
            try Self.require(s, at, "at", start)
            try Self.require(s, type, "type", start)
        }
        return n
    }

    private mutating func achievement(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Achievement {
        var a = Achievement(name: "", dayEarned: Day(number: 0))
        var name = false, earned = false
        let index = dates.achievements.count
        let keep = keepsWords
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "name") { if let n = try Self.optionalString(&s) { a.name = n; name = true } }
            else if s.key(key, is: "dateEarned") { earned = try Self.pendingDay(&s, into: &dates.achievements, index: index) }
            else if s.key(key, is: "type") { a.type = try Self.optionalString(&s) }
            else if s.key(key, is: "details") { a.details = try Self.words(&s, keep) }
            else if s.key(key, is: "id") { a.id = try Self.words(&s, keep) }
            else { try s.skipValue() }
        } required: { (s, start) throws(JSONScanner.Failure) in
            try Self.require(s, name, "name", start)
            try Self.require(s, earned, "dateEarned", start)
        }
        return a
    }

    private mutating func prepItem(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> PrepItem {
        var item = PrepItem(title: "")
        var title = false
        try Self.object(&s) { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
            if s.key(key, is: "title") { if let t = try Self.optionalString(&s) { item.title = t; title = true } }
            else if s.key(key, is: "id") { item.id = try Self.optionalString(&s) }
            else if s.key(key, is: "isDefault") { item.isDefault = try Self.optionalBool(&s) }
            else if s.key(key, is: "active") { item.active = try Self.optionalBool(&s) }
            else { try s.skipValue() }
        } required: { (s, start) throws(JSONScanner.Failure) in
            try Self.require(s, title, "title", start)
        }
        return item
    }

    // MARK: - Objects and required fields

    /// Reads the object that comes next, member by member; then checks what it must hold.
    /// Static, so a closure that changes the reader does not make the compiler copy it per object.
    private static func object(
        _ s: inout JSONScanner,
        _ member: (inout JSONScanner, JSONScanner.Key) throws(JSONScanner.Failure) -> Void,
        required: (JSONScanner, Int) throws(JSONScanner.Failure) -> Void = { (_, _) throws(JSONScanner.Failure) in }
    ) throws(JSONScanner.Failure) {
        guard try s.kindOfNext() == .object else { throw s.failure("expected an object, but found \(try s.kindName())") }
        let start = s.offset
        try s.members(member)
        try required(s, start)
    }

    /// Whether an object follows (true) or a null (consumed, false); anything else is an error.
    private static func optionalObjectFollows(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Bool {
        switch try s.kindOfNext() {
        case .object: return true
        case .null: try s.null(); return false
        default: throw s.failure("expected an object, but found \(try s.kindName())")
        }
    }

    private static func require(_ s: JSONScanner, _ present: Bool, _ key: StaticString, _ objectStart: Int) throws(JSONScanner.Failure) {
        if !present { throw s.failure("the required field \"\(key)\" is missing", at: objectStart, member: key) }
    }

    // MARK: - Scalars

    private static func optionalString(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> String? {
        switch try s.kindOfNext() {
        case .string: return try s.string()
        case .null: try s.null(); return nil
        default: throw s.failure("expected text (a string), but found \(try s.kindName())")
        }
    }

    /// Text the person wrote in entries, urge notes, check-ins and achievements, and those items' ids:
    /// kept as read, or, when words are not kept, only whether it holds anything
    /// (`ReadOptions.wordsNotKept` or ""). Checked the same either way.
    private static func words(_ s: inout JSONScanner, _ keep: Bool) throws(JSONScanner.Failure) -> String? {
        guard !keep, try s.kindOfNext() == .string else { return try optionalString(&s) }
        return try s.stringHasContent() ? ReadOptions.wordsNotKept : ""
    }

    private static func optionalBool(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Bool? {
        switch try s.kindOfNext() {
        case .bool: return try s.bool()
        case .null: try s.null(); return nil
        default: throw s.failure("expected true or false, but found \(try s.kindName())")
        }
    }

    private static func requiredBool(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Bool {
        guard try s.kindOfNext() == .bool else { throw s.failure("expected true or false, but found \(try s.kindName())") }
        return try s.bool()
    }

    private static func optionalInt(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> Int? {
        switch try s.kindOfNext() {
        case .number:
            let at = s.offset
            let n = try s.number()
            guard n == n.rounded(), abs(n) < 1e9 else { throw s.failure("expected a whole number", at: at) }
            return Int(n)
        case .null: try s.null(); return nil
        default: throw s.failure("expected a whole number, but found \(try s.kindName())")
        }
    }

    private static func optionalObject(_ s: inout JSONScanner, _ member: (inout JSONScanner, JSONScanner.Key) throws(JSONScanner.Failure) -> Void) throws(JSONScanner.Failure) {
        switch try s.kindOfNext() {
        case .object: try s.members(member)
        case .null: try s.null()
        default: throw s.failure("expected an object, but found \(try s.kindName())")
        }
    }

    // MARK: - Dates

    /// A date in any of the three spellings; the time zone turns it into a day later.
    private static func dateValue(_ s: inout JSONScanner) throws(JSONScanner.Failure) -> DateValue {
        s.skipWhitespace()
        let at = s.offset
        switch try s.kindOfNext() {
        case .number:
            let n = try s.number()
            let date = DateValue.instant(n + DateValue.referenceDateOffset)
            guard date.isReadable else {
                throw s.failure("\(Self.quoted(s.source(at..<s.offset))) seconds from 2001-01-01 is outside \(DateValue.readableDates)", at: at)
            }
            return date
        case .string:
            let text: String
            if let raw = try s.stringBytes() {
                if let d = DateValue(bytes: raw) {
                    if d.isReadable { return d }
                    throw s.failure("\(Self.quoted(String(decoding: raw, as: UTF8.self))) is outside \(DateValue.readableDates)", at: at)
                }
                text = String(decoding: raw, as: UTF8.self)
            } else {
                text = try s.string()
                if let d = DateValue(parsing: text) {
                    if d.isReadable { return d }
                    throw s.failure("\(Self.quoted(text)) is outside \(DateValue.readableDates)", at: at)
                }
            }
            throw s.failure("\(Self.quoted(text)) is not a date; use YYYY-MM-DD, an ISO 8601 date-time such as 2026-11-16T08:30:00+01:00, or seconds since 2001-01-01", at: at)
        default:
            throw s.failure("expected a date, but found \(try s.kindName())", at: at)
        }
    }

    /// A required date field of item `index` (null counts as missing): whether it was there.
    private static func pendingDay(_ s: inout JSONScanner, into list: inout [DateValue], index: Int) throws(JSONScanner.Failure) -> Bool {
        if try s.kindOfNext() == .null { try s.null(); return false }
        let d = try dateValue(&s)
        if list.count == index { list.append(d) } else { list[index] = d }
        return true
    }

    /// An optional instant field of entry `index`.
    private static func pendingInstant(_ s: inout JSONScanner, into list: inout [DateValue?], index: Int) throws(JSONScanner.Failure) {
        if try s.kindOfNext() == .null { try s.null(); return }
        list[index] = try dateValue(&s)
    }

    // MARK: - Helpers

    /// A value from the file as a sentence quotes it: cut short, with control and direction
    /// characters written as `\u{…}` (`ReportError.shown`).
    static func quoted(_ s: String) -> String {
        let short = s.count > 60 ? String(s.prefix(57)) + "…" : s
        return "“\(ReportError.shown(short))”"
    }
}
