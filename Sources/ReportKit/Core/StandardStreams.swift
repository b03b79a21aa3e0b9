import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The process's standard streams, written with write(2) and read with read(2).
///
/// Foundation's `FileHandle` ends the process with a trap on any write error, so a full disk
/// (`> /dev/full`), a closed stdout (`>&-`) or a closed stdin (`<&-`) crashed every command. Here a
/// failure is a `ReportError` naming the reason: exit 74, or `.readerGone` for a reader that went away.
/// What the process does about signals and closed descriptors, and how it ends, is the CLI's
/// (`Sources/coach-report/StandardStreamSetup.swift`).
public enum StandardStreams {
    /// Writes to standard output. A broken pipe (with SIGPIPE ignored) is `.readerGone`; any other failure is
    /// an I/O error naming its reason, such as "No space left on device".
    public static func writeOutput(_ bytes: UnsafeRawBufferPointer) throws(ReportError) {
        try writeOutput(bytes, to: STDOUT_FILENO)
    }

    /// `writeOutput` to `fd`, which stands for standard output (a test's pipe).
    static func writeOutput(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws(ReportError) {
        if let reason = write(bytes, to: fd) {
            if reason == EPIPE { throw ReportError(.readerGone, "standard output cannot be written: its reader went away.") }
            throw ReportError(.io, "standard output cannot be written: \(describe(reason)).")
        }
    }

    public static func writeOutput(_ data: Data) throws(ReportError) {
        try data.withUnsafeBytes { buffer in Result { () throws(ReportError) in try writeOutput(buffer) } }.get()
    }

    public static func writeOutput(_ text: String) throws(ReportError) {
        var text = text
        try text.withUTF8 { buffer in Result { () throws(ReportError) in try writeOutput(UnsafeRawBufferPointer(buffer)) } }.get()
    }

    /// Writes to standard error. A failure is ignored: there is nowhere left to say it.
    public static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Reads standard input to its end, refusing more than `limit` bytes (`ReadOptions.maximumBytes`).
    public static func readInput(limit: Int) throws(ReportError) -> [UInt8] {
        try read(STDIN_FILENO, name: "standard input", limit: limit, sizeHint: 0)
    }

    /// Reads `fd` to its end, at most `limit` bytes: for pipes, devices and files that cannot be
    /// mapped. More than `limit` is bad data (exit 65), as an export that large cannot be one.
    static func read(_ fd: Int32, name: String, limit: Int, sizeHint: Int) throws(ReportError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(sizeHint, 0), limit) + 1)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, chunk) }
            if got < 0 {
                if errno == EINTR { continue }
                throw ReportError(.io, "\(name) cannot be read: \(describe(errno)).")
            }
            if got == 0 { return bytes }
            guard bytes.count + got <= limit else { throw ReportError.tooLarge(name, limit: limit) }
            bytes.append(contentsOf: buffer[0..<got])
        }
    }

    /// Writes all of `bytes` to `fd`, going on after an interruption: nil when done, else the errno.
    private static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard var next = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let n = systemWrite(fd, next, left)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            next += n
            left -= n
        }
        return nil
    }

    /// The system's words for an errno, such as "Bad file descriptor".
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
