import Dispatch

/// Reads the lists that come after an export's entries on another thread, while the reader works
/// through the entries.
///
/// A 10-year export is mostly lists, and reading it is most of a one-chart run. The entries come
/// first and are two thirds of the file; meanwhile a second thread walks the file's layout and reads
/// the urge notes, achievements and check-ins behind them, so when the reader gets there, they are
/// ready. The reader stays the one that reads the document: it takes a list from here only when this
/// thread read it without a fault; anything else (an odd layout, a wrong value) it reads itself, and so
/// finds and reports every problem exactly as it would alone.
final class ReadAhead: @unchecked Sendable {
    /// Files smaller than this are read by one thread: a second would cost more than it saves.
    static let smallestFile = 1 << 18

    /// A list read ahead: where its value ends, the list (in an otherwise empty export), its dates.
    struct List {
        let end: Int
        let lists: Export
        let dates: PendingDates
    }

    private let input: InputBytes
    private let name: String
    private let keepsWords: Bool
    private let laidOut = DispatchSemaphore(value: 0)
    /// Signalled once per owned list, in order, whether it was read or not.
    private let listDone = DispatchSemaphore(value: 0)
    // Written by the other thread before it signals `laidOut`; read by the reader after waiting.
    private var owned: [Int] = []
    /// One slot per owned list: written by the other thread before it signals that list's
    /// `listDone`, then read by the reader only.
    private var slots = UnsafeMutableBufferPointer<List?>(start: nil, count: 0)
    // Used by the reader's thread only.
    private var ownedKnown = false
    private var listsWaited = 0

    /// Starts reading ahead in `input`; nil for a small file. The other thread holds `input` until
    /// it is done, so the reader may return (or fail) at any time without waiting for it.
    static func start(_ input: InputBytes, name: String, keepsWords: Bool) -> ReadAhead? {
        guard input.count >= smallestFile else { return nil }
        let ahead = ReadAhead(input, name: name, keepsWords: keepsWords)
        DispatchQueue.global().async { ahead.work() }
        return ahead
    }

    private init(_ input: InputBytes, name: String, keepsWords: Bool) {
        self.input = input
        self.name = name
        self.keepsWords = keepsWords
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The list whose value starts where `s` stands, when it was read ahead; `s` then stands past it.
    func take(_ s: inout JSONScanner) -> List? {
        s.skipWhitespace()
        if !ownedKnown { laidOut.wait(); ownedKnown = true }
        guard let index = owned.firstIndex(of: s.offset) else { return nil }
        while listsWaited <= index {
            listDone.wait()
            listsWaited += 1
        }
        // Handed over, not shared: the reader changes these lists in place later (their dates).
        guard let list = slots[index].take() else { return nil }
        s.jump(to: list.end)
        return list
    }

    // MARK: - The other thread

    private func work() {
        input.withUnsafeBufferPointer { bytes in
            let mine = ownedMembers(bytes)
            slots = .allocate(capacity: mine.count)
            slots.initialize(repeating: nil)
            owned = mine.map(\.value.lowerBound)
            laidOut.signal()
            var failed = false
            for (i, member) in mine.enumerated() {
                // After a list that could not be read the reader reads the rest itself.
                if !failed { slots[i] = read(member, in: bytes) }
                failed = failed || slots[i] == nil
                listDone.signal()
            }
        }
    }

    /// The list members after the entries, each named once (a list named twice is left to the reader).
    private func ownedMembers(_ bytes: UnsafeBufferPointer<UInt8>) -> [ExportLayout.Member] {
        guard let layout = ExportLayout(bytes) else { return [] }
        let probe = JSONScanner(bytes)
        var seen: Set<Int> = []
        var listMembers: [(member: ExportLayout.Member, isEntries: Bool)] = []
        for member in layout.members {
            let key = JSONScanner.Key(plain: member.key)
            guard let which = ExportReader.listNames.firstIndex(where: { probe.key(key, is: $0) }) else { continue }
            guard seen.insert(which).inserted else { return [] }
            listMembers.append((member, probe.key(key, is: "entries")))
        }
        guard let entries = listMembers.first(where: \.isEntries)?.member else { return [] }
        return listMembers.map(\.member).filter { $0.value.lowerBound > entries.value.lowerBound }
    }

    /// Reads one list member's value, nested in the top-level object; nil at any fault.
    private func read(_ member: ExportLayout.Member, in bytes: UnsafeBufferPointer<UInt8>) -> List? {
        var reader = ExportReader(name: name, keepsWords: keepsWords)
        var part = Export(timeZone: "")
        var s = JSONScanner(bytes, at: member.value.lowerBound, depth: 1)
        do throws(JSONScanner.Failure) {
            guard try reader.list(&s, JSONScanner.Key(plain: member.key), into: &part), s.offset == member.value.upperBound else { return nil }
        } catch {
            return nil
        }
        return List(end: member.value.upperBound, lists: part, dates: reader.dates)
    }
}

extension PendingDates {
    /// Adds the dates of a list read ahead (the export's own date is never in one).
    mutating func append(_ part: PendingDates) {
        entries.adopt(part.entries)
        completedAt.adopt(part.completedAt)
        dayCompletedAt.adopt(part.dayCompletedAt)
        urgeNotes.adopt(part.urgeNotes)
        achievements.adopt(part.achievements)
        checkIns.adopt(part.checkIns)
    }
}

extension Array {
    /// Appends `other`, taking its storage when this array is empty instead of copying every element.
    mutating func adopt(_ other: [Element]) {
        if isEmpty { self = other } else { self += other }
    }
}
