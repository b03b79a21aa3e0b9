import Foundation

/// Reading inputs: a file mapped, or standard input. (Outputs are written by `FolderSink`.)
public enum FileIO {
    /// Reads a whole file, or standard input for `-`: a regular file is mapped, not copied. A file
    /// larger than `limit` bytes is refused before it is read (exit 65).
    public static func read(_ path: String, limit: Int = ReadLimits.defaultMaximumBytes) throws(ReportError) -> InputBytes {
        if path == "-" {
            return InputBytes(try StandardStreams.readInput(limit: limit))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno
            switch reason {
            case ENOENT: throw ReportError(.io, "\(path): no such file.")
            case EACCES: throw ReportError(.io, "\(path): the file cannot be read (check its permissions).")
            default: throw ReportError(.io, "\(path): the file cannot be opened: \(StandardStreams.describe(reason)).")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReportError(.io, "\(path): the file cannot be read: \(StandardStreams.describe(errno)).") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw ReportError(.io, "\(path): is a folder, not a file.") }
        let size = Int(info.st_size)
        if (info.st_mode & S_IFMT) == S_IFREG {
            guard size <= limit else { throw ReportError.tooLarge(path, limit: limit) }
            if let mapped = InputBytes(mapping: fd, length: size) { return mapped }
        }
        return InputBytes(try StandardStreams.read(fd, name: path, limit: limit, sizeHint: size))
    }
}
