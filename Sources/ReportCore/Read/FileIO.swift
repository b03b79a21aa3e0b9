#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads standard input to its end, at most `limit` bytes: passed in by the program that owns the stream (the
/// command line), as the library never reads it itself.
public typealias StandardInputReader = @Sendable (_ limit: Int) throws(ReportError) -> [UInt8]

/// Reading inputs: a file mapped, or standard input through the caller's reader. (Outputs are written by `FolderSink`.)
package enum FileIO {
    /// Reads a whole file, or standard input for `-` when the caller gives a reader for it: a regular file is
    /// mapped, not copied. A file larger than `limit` bytes is refused before it is read (exit 65). With
    /// `regularOnly` (a batch), anything but a regular file is refused at once, never waited on.
    package static func read(
        _ path: String, limit: Int = ReadLimits.defaultMaximumBytes, standardInput: StandardInputReader? = nil, regularOnly: Bool = false
    ) throws(ReportError) -> InputBytes {
        if path == "-" {
            guard let standardInput else { throw ReportError(.usage, "-: standard input is read only by the command line; give the export's bytes instead.") }
            return InputBytes(try standardInput(limit))
        }
        // O_NONBLOCK: opening a FIFO waits for its writer; refusing one must not.
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else {
            let reason = errno
            switch reason {
            case ENOENT: throw ReportError(.io, "\(path): no such file.")
            case EACCES: throw ReportError(.io, "\(path): the file cannot be read (check its permissions).")
            default: throw ReportError(.io, "\(path): the file cannot be opened: \(FileDescriptors.describe(reason)).")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReportError(.io, "\(path): the file cannot be read: \(FileDescriptors.describe(errno)).") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw ReportError(.io, "\(path): is a folder, not a file.") }
        if regularOnly { try requireRegular(info.st_mode, path) }
        let size = Int(info.st_size)
        if (info.st_mode & S_IFMT) == S_IFREG {
            guard size <= limit else { throw ReportError.tooLarge(path, limit: limit) }
            if let mapped = InputBytes(mapping: fd, length: size) { return mapped }
        }
        return InputBytes(try FileDescriptors.readAll(fd, name: path, limit: limit, sizeHint: size))
    }

    /// Refuses what is not a regular file (a FIFO, device or socket), for reads that may not wait on one.
    package static func requireRegular(_ mode: mode_t, _ path: String) throws(ReportError) {
        guard (mode & S_IFMT) != S_IFREG else { return }
        throw ReportError(.io, "\(ReportError.shown(path)): is \(FileDescriptors.kind(mode)), not a regular file; a batch reads only regular files, so that no one's input can hold up the others.")
    }
}
