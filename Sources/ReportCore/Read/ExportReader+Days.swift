/// What the reader checks once every date is a day: the span of the days and how many items a day
/// holds (`ReadLimits`), and the warnings about days named twice.
///
/// Every figure is counted day by day from the first day to the last, so the span bounds the time
/// and memory of every output; a day's items are each drawn in the weekly PDF. Both are checked on
/// the model, after one pass over the file; only when one fails is the file walked again, to find
/// where the date in question stands for the sentence.
extension ExportReader {
    /// One date field: a member of an item of a list, or the export's `exportedAt` (no list).
    struct DateField {
        var list: ListName?
        var index = 0
        var member: StaticString = "exportedAt"
    }

    /// Checks the days of `export` and gives the warnings about duplicate days. `bareArray`: the
    /// file is a check-in array, whose items stand at the top level.
    func checkDays(_ export: Export, bareArray: Bool, in bytes: UnsafeBufferPointer<UInt8>) throws(JSONScanner.Failure) -> [String] {
        // By index, not `map`: an item copied per step retains each of its strings.
        func days<Item>(_ items: [Item], _ day: (borrowing Item) -> Day) -> [Day] {
            var days: [Day] = []
            days.reserveCapacity(items.count)
            for i in items.indices { days.append(day(items[i])) }
            return days
        }
        let lists: [(ListName, [Day])] = [
            (.entries, days(export.entries) { $0.day }),
            (.cravingNotes, days(export.urgeNotes) { $0.at.day }),
            (.achievements, days(export.achievements) { $0.dayEarned }),
            (.checkIns, days(export.checkIns) { $0.day }),
        ]
        var warnings: [String] = []
        var first: (day: Day, field: DateField)?
        var last: (day: Day, field: DateField)?
        func extend(_ day: Day, _ field: DateField) {
            if first == nil || day < first!.day { first = (day, field) }
            if last == nil || day > last!.day { last = (day, field) }
        }
        if let exported = export.exportedAt?.day { extend(exported, DateField()) }
        for (list, days) in lists where !days.isEmpty {
            // Sorted runs, not a dictionary: exports list their days in order, so this is one cheap pass.
            let sorted = zip(days, days.dropFirst()).allSatisfy { $0 <= $1 } ? days : days.sorted()
            var i = 0
            while i < sorted.count {
                var j = i + 1
                while j < sorted.count, sorted[j] == sorted[i] { j += 1 }
                if j - i > ReadLimits.maximumPerDay {
                    // The first item over the limit, in file order.
                    let over = days.indices.filter { days[$0] == sorted[i] }[ReadLimits.maximumPerDay]
                    throw failure(
                        "the file holds \(j - i) \(list.noun) on \(sorted[i].iso); coach-report reads at most \(ReadLimits.maximumPerDay) a day",
                        at: DateField(list: list, index: over, member: list.dateMember), bareArray: bareArray, in: bytes)
                }
                if j - i > 1, list == .entries || list == .checkIns {
                    warnings.append("\(name): \(j - i) \(list.noun) for \(sorted[i].iso); all are kept, in file order.")
                }
                i = j
            }
            extend(sorted[0], DateField(list: list, index: days.firstIndex(of: sorted[0]) ?? 0, member: list.dateMember))
            extend(sorted[sorted.count - 1], DateField(list: list, index: days.firstIndex(of: sorted[sorted.count - 1]) ?? 0, member: list.dateMember))
        }
        if let first, let last, last.day - first.day > ReadLimits.maximumSpanDays {
            let years = Int(Double(last.day - first.day) / 365.2425)
            throw failure(
                "\(last.day.iso) is \(years) years after the first date in the file (\(first.day.iso), at \(Self.path(of: first.field, bareArray: bareArray))); coach-report reads exports that span at most 150 years",
                at: last.field, bareArray: bareArray, in: bytes)
        }
        return warnings
    }

    /// A failure about the date at `field`, placed where it stands in the file.
    private func failure(_ message: String, at field: DateField, bareArray: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> JSONScanner.Failure {
        JSONScanner.Failure(message: message, offset: Self.offset(of: field, bareArray: bareArray, in: bytes) ?? 0, path: Self.path(of: field, bareArray: bareArray))
    }

    /// `cravingNotes[12].at`, `[3].date` in a check-in array, or `exportedAt`.
    static func path(of field: DateField, bareArray: Bool) -> String {
        guard let list = field.list else { return "exportedAt" }
        return (bareArray ? "" : list.key.description) + "[\(field.index)].\(field.member)"
    }

    /// Where the value of `field` starts, found by a skipping walk. Where a name is given twice the
    /// last one counts, as when reading.
    private static func offset(of field: DateField, bareArray: Bool, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        func item(_ s: inout JSONScanner) throws(JSONScanner.Failure) {
            try s.elements { (s: inout JSONScanner, index) throws(JSONScanner.Failure) in
                guard index == field.index, try s.kindOfNext() == .object else { return try s.skipValue() }
                try s.members { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                    if s.key(key, is: field.member) { s.skipWhitespace(); found = s.offset }
                    try s.skipValue()
                }
            }
        }
        var s = JSONScanner(bytes)
        do throws(JSONScanner.Failure) {
            if bareArray { try item(&s); return found }
            try s.members { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                if let list = field.list, s.key(key, is: list.key), try s.kindOfNext() == .array {
                    found = nil
                    try item(&s)
                } else if field.list == nil, s.key(key, is: "exportedAt") {
                    s.skipWhitespace()
                    found = s.offset
                    try s.skipValue()
                } else {
                    try s.skipValue()
                }
            }
        } catch {
            // The reader read the whole file, so this does not happen; the sentence then names no place.
        }
        return found
    }
}

extension ExportReader.ListName {
    /// What a sentence calls the items of the list.
    var noun: String {
        switch self {
        case .entries: "entries"
        case .cravingNotes: "urge notes"
        case .achievements: "achievements"
        case .checkIns: "check-ins"
        }
    }

    /// The member that holds an item's day.
    var dateMember: StaticString {
        switch self {
        case .entries, .checkIns: "date"
        case .cravingNotes: "at"
        case .achievements: "dateEarned"
        }
    }
}
