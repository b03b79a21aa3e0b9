#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams, which the command line owns (the library never touches them): written and
/// read through `FileDescriptors`, so a full disk (`> /dev/full`), a closed stdout (`>&-`) or a closed stdin
/// (`<&-`) is a `ReportError` naming the reason, never a trap. What the process does about signals and closed
/// descriptors, and how it ends, is in `StandardStreamSetup.swift` and `CommandLineErrors.swift`.
enum StandardStreams {
    /// Writes to standard output. A broken pipe (with SIGPIPE ignored) is `.readerGone`.
    @Sendable static func writeOutput(_ data: Data) throws(ReportError) {
        try data.withUnsafeBytes { buffer in
            Result { () throws(ReportError) in try FileDescriptors.writeAll(buffer, to: STDOUT_FILENO, name: "standard output") }
        }.get()
    }

    static func writeOutput(_ text: String) throws(ReportError) {
        try writeOutput(Data(text.utf8))
    }

    /// Writes to standard error. A failure is ignored: there is nowhere left to say it.
    static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { FileDescriptors.writeIgnoringFailure(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Reads standard input to its end, refusing more than `limit` bytes (`ReadOptions.maximumBytes`).
    @Sendable static func readInput(limit: Int) throws(ReportError) -> [UInt8] {
        try FileDescriptors.readAll(STDIN_FILENO, name: "standard input", limit: limit, sizeHint: 0)
    }

    /// The system's words for an errno, such as "Bad file descriptor".
    static func describe(_ code: Int32) -> String { FileDescriptors.describe(code) }
}
