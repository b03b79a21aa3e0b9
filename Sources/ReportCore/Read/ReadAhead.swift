import Dispatch

/// Reads the lists that come after an export's entries on another thread, while the reader works
/// through the entries.
///
/// A 10-year export is mostly lists, and reading it is most of a one-chart run. The entries come
/// first and are two thirds of the file; meanwhile a second thread finds where the lists behind them
/// begin (`ListSearch`) and reads from there to the end: the urge notes, achievements and check-ins,
/// so when the reader gets there, they are ready. The reader stays the one that reads the document:
/// it takes a list from here only where its own reading finds a member of that name whose value
/// starts where this thread's did, and only when this thread read it without a fault; anything else
/// (a wrong guess, an odd layout, a wrong value) it reads itself, and so finds and reports every
/// problem exactly as it would alone. A JSON value reads the same wherever its reading starts, so a
/// list taken from here is the list the reader would have read.
final class ReadAhead: @unchecked Sendable {
    /// Files smaller than this are read by one thread: a second would cost more than it saves.
    static let smallestFile = 1 << 18

    /// A list read ahead: which, where its value starts and ends, the list (in an otherwise empty
    /// export), its dates.
    struct List {
        let name: ExportReader.ListName
        let start: Int
        let end: Int
        let part: Export
        let dates: PendingDates
    }

    /// What the other thread found, in file order.
    private enum Slot {
        case list(List)
        /// A list it could not read, or one already taken.
        case passed(start: Int)
        /// It read no further.
        case end
    }

    /// At most this many lists are read ahead; the reader reads any more itself.
    private static let capacity = 8

    private let input: InputBytes
    private let name: String
    private let keepsWords: Bool
    /// Signalled once per slot written.
    private let published = DispatchSemaphore(value: 0)
    /// Written by the other thread before it signals `published`; then read and changed by the reader only.
    private let slots = UnsafeMutableBufferPointer<Slot>.allocate(capacity: ReadAhead.capacity)
    /// Slots the reader knows are written (used by the reader's thread only).
    private var seen = 0

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
        slots.initialize(repeating: .end)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The list named `key` whose value starts where `s` stands, when it was read ahead; `s` then
    /// stands past it. Waits only until the other thread has read that far.
    func take(_ s: inout JSONScanner, named key: JSONScanner.Key) -> List? {
        guard let name = ExportReader.ListName(key, in: s) else { return nil }
        s.skipWhitespace()
        var i = 0
        while true {
            if i == seen {
                published.wait()
                seen += 1
            }
            switch slots[i] {
            case .end:
                return nil
            case .list(let list) where list.start == s.offset && list.name == name:
                // Handed over, not shared: the reader changes these lists in place later (their dates).
                slots[i] = .passed(start: list.start)
                s.jump(to: list.end)
                return list
            case .list(let list) where list.start > s.offset:
                return nil
            case .passed(let start) where start > s.offset:
                return nil
            default:
                i += 1
            }
        }
    }

    // MARK: - The other thread

    private func work() {
        var written = 0
        func publish(_ slot: Slot) {
            slots[written] = slot
            written += 1
            published.signal()
        }
        input.withUnsafeBufferPointer { bytes in
            let behind = ExportReader.ListName.allCases.filter { $0 != .entries }.map(\.key)
            guard let start = ListSearch.firstMember(of: behind, in: bytes) else { return }
            var s = JSONScanner(bytes, at: start, depth: 1)
            do throws(JSONScanner.Failure) {
                try s.restOfMembers { (s: inout JSONScanner, key) throws(JSONScanner.Failure) in
                    guard let name = ExportReader.ListName(key, in: s), name != .entries else { return try s.skipValue() }
                    // The last slot is for `.end`: with the others full, the reader reads the rest itself.
                    guard written < Self.capacity - 1 else { throw JSONScanner.Failure(message: "no slot left", offset: s.offset) }
                    s.skipWhitespace()
                    let start = s.offset
                    var reader = ExportReader(name: self.name, keepsWords: keepsWords)
                    var part = Export(timeZone: "")
                    do throws(JSONScanner.Failure) {
                        try reader.list(&s, key, into: &part)
                    } catch {
                        publish(.passed(start: start))
                        throw error
                    }
                    publish(.list(List(name: name, start: start, end: s.offset, part: part, dates: reader.dates)))
                }
                try s.finish()
            } catch {
                // The reader reads the rest itself.
            }
        }
        publish(.end)
    }
}
