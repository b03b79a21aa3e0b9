#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects the bytes cairo writes to a stream, so writers return `Data` and never touch files.
///
/// cairo hands a weekly PDF over in some 1,400 small writes (each object's words and numbers), and appending each to a
/// `Data` cost about 850 instructions; they go into one growing buffer instead, handed over as `Data` without a copy,
/// so a long PDF is still held once.
final class DataSink {
    private var buffer: UnsafeMutableRawPointer?
    private var capacity = 0
    /// How many bytes are written and not yet taken.
    private(set) var count = 0

    deinit { free(buffer) }

    /// Adds `n` bytes; false when memory ran out.
    package func append(_ bytes: UnsafeRawPointer, count n: Int) -> Bool {
        if n > capacity - count {
            let wanted = max(count + n, capacity * 2, 4096)
            guard let grown = realloc(buffer, wanted) else { return false }
            buffer = grown
            capacity = wanted
        }
        if let buffer { memcpy(buffer + count, bytes, n) }
        count += n
        return true
    }

    /// The bytes written so far, handed over; the sink is empty after.
    func take() -> Data {
        guard let buffer, count > 0 else { return Data() }
        let data = Data(bytesNoCopy: buffer, count: count, deallocator: .free)
        self.buffer = nil
        capacity = 0
        count = 0
        return data
    }

    /// cairo's write callback; the closure pointer is an unretained `DataSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0, !sink.append(bytes, count: Int(length)) { return CAIRO_STATUS_NO_MEMORY }
        return CAIRO_STATUS_SUCCESS
    }
}

/// Hands cairo the bytes of a PNG to read.
final class DataSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
        let n = Int(length)
        guard source.offset + n <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start..<(start + n))
        source.offset += n
        return CAIRO_STATUS_SUCCESS
    }
}
