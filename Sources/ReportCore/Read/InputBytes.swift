#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The whole of an input file, read-only, as the reader scans it.
///
/// A regular file is mapped from the page cache (and the mapping filled in one call), so a
/// multi-megabyte export costs no copy and no page fault per 4 KiB page; on the shared VMs we run on,
/// those faults cost more than parsing the file. Pipes and other streams are read into memory.
/// A file another program cuts short or rewrites in place while it is mapped can stop the process
/// (SIGBUS) or show the reader two versions, as with any tool that maps its input; exports are
/// written once by the app and then only read.
package final class InputBytes: @unchecked Sendable {
    private let base: UnsafeRawPointer?
    package let count: Int
    private let mappedLength: Int
    private let heap: [UInt8]

    /// Bytes already in memory (tests, standard input).
    package init(_ bytes: [UInt8]) {
        heap = bytes
        base = nil
        count = bytes.count
        mappedLength = 0
    }

    /// Maps `length` bytes of the open file `fd`; nil when the file cannot be mapped.
    init?(mapping fd: Int32, length: Int) {
        guard length > 0 else { return nil }
        var flags = MAP_PRIVATE
        #if os(Linux)
        flags |= MAP_POPULATE
        #endif
        guard let address = mmap(nil, length, PROT_READ, flags, fd, 0), address != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(address)
        count = length
        mappedLength = length
        heap = []
    }

    deinit {
        if let base, mappedLength > 0 { munmap(UnsafeMutableRawPointer(mutating: base), mappedLength) }
    }

    /// Calls `body` with the bytes; the pointer is valid only inside `body`.
    package func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        if let base {
            return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
        }
        return try heap.withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(buffer) }
    }
}
