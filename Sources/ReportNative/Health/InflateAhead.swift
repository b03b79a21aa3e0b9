import Dispatch
import ReportCore

/// Runs a reader (inflating the zip) on another thread, a few buffers ahead of the one scanning, so
/// the two take two cores instead of one after the other. The buffers are fixed, so memory stays flat;
/// the reader's thread touches its source alone until `finish` has waited for it.
final class InflateAhead: @unchecked Sendable {
    static let slotCount = 4
    static let slotSize = 1 << 20

    private let read: (UnsafeMutableRawBufferPointer) throws -> Int
    private let slots: [UnsafeMutableRawBufferPointer]
    private var lengths: [Int]
    private var failure: Error?
    private let stopping = Locked(false)
    private let filled = DispatchSemaphore(value: 0)
    /// Made at 0 and signalled once per slot: libdispatch traps when a semaphore is freed below its starting value.
    private let free = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    // The scanner's side (its thread only).
    private var current = 0
    private var offset = 0
    private var available = -1
    private var ended = false

    /// Starts reading with `read` (which fills a buffer and returns how much, 0 at the end) on another thread.
    init(read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int) {
        self.read = read
        slots = (0..<Self.slotCount).map { _ in UnsafeMutableRawBufferPointer.allocate(byteCount: Self.slotSize, alignment: 64) }
        lengths = Array(repeating: 0, count: Self.slotCount)
        for _ in 0..<Self.slotCount { free.signal() }
        DispatchQueue.global().async { self.work() }
    }

    deinit { for slot in slots { slot.deallocate() } }

    private func work() {
        var k = 0
        while true {
            free.wait()
            if stopping.withLock({ $0 }) { break }
            do {
                lengths[k] = try read(slots[k])
            } catch {
                failure = error
                lengths[k] = 0
            }
            let last = lengths[k] == 0
            filled.signal()
            if last { break }
            k = (k + 1) % Self.slotCount
        }
        finished.signal()
    }

    /// The next bytes, copied into `buffer`; 0 at the end. Rethrows what stopped the reader.
    func next(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if ended { return 0 }
        if available < 0 {
            filled.wait()
            available = lengths[current]
            offset = 0
            if available == 0 {
                ended = true
                if let failure { throw failure }
                return 0
            }
        }
        let n = min(buffer.count, available - offset)
        buffer.baseAddress!.copyMemory(from: slots[current].baseAddress! + offset, byteCount: n)
        offset += n
        if offset == available {
            available = -1
            current = (current + 1) % Self.slotCount
            free.signal()
        }
        return n
    }

    /// Stops the reader (when the scan ended early) and waits until its thread has let go of the source.
    func finish() {
        stopping.withLock { $0 = true }
        free.signal()
        finished.wait()
    }
}
