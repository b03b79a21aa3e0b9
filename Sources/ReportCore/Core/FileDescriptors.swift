#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// read(2) and write(2) by a name no method shadows (files that read and write a descriptor themselves use them too).
#if canImport(Glibc)
import Glibc
package let systemRead = Glibc.read
package let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
package let systemRead = Darwin.read
package let systemWrite = Darwin.write
#endif

/// Whole reads and writes on a descriptor the caller owns, with write(2) and read(2).
///
/// Foundation's `FileHandle` ends the process with a trap on any write error, so a full disk, a closed pipe or
/// a closed descriptor would crash the program using the library. Here a failure is a `ReportError` naming the
/// reason. The library never touches the standard streams itself: the command line owns them and passes their
/// descriptors here (`Sources/coach-report/StandardStreams.swift`).
public enum FileDescriptors {
    /// Writes all of `bytes` to `fd`, called `name` in messages ("standard output"). A broken pipe (with SIGPIPE
    /// ignored) is `.readerGone`; any other failure is an I/O error naming its reason, such as "No space left on device".
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String) throws(ReportError) {
        if let reason = write(bytes, to: fd) {
            if reason == EPIPE { throw ReportError(.readerGone, "\(name) cannot be written: its reader went away.") }
            throw ReportError(.io, "\(name) cannot be written: \(describe(reason)).")
        }
    }

    /// Writes `bytes` to `fd` and ignores a failure: for a descriptor where there is nowhere left to say it.
    public static func writeIgnoringFailure(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        _ = write(bytes, to: fd)
    }

    /// Reads `fd` to its end, at most `limit` bytes: for pipes, devices and files that cannot be
    /// mapped. More than `limit` is bad data (exit 65), as an export that large cannot be one.
    public static func readAll(_ fd: Int32, name: String, limit: Int, sizeHint: Int) throws(ReportError) -> [UInt8] {
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
    /// What a file of `mode` is, for a sentence: "a symbolic link", "a FIFO", "a folder".
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The system's words for an errno, such as "Bad file descriptor".
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
