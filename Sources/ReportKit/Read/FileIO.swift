import Foundation

/// The one place coach-report touches files: reading inputs and writing outputs atomically.
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
            guard size <= limit else { throw ReadOptions.tooLarge(path, limit: limit) }
            if let mapped = InputBytes(mapping: fd, length: size) { return mapped }
        }
        return InputBytes(try StandardStreams.read(fd, name: path, limit: limit, sizeHint: size))
    }

    /// Writes `data` to a temporary file beside `path` and renames it into place, so a failure
    /// leaves nothing half-written. `-` writes to standard output.
    public static func write(_ data: Data, to path: String) throws(ReportError) {
        if path == "-" {
            try data.withUnsafeBytes { bytes in Result { () throws(ReportError) in try StandardStreams.writeOutput(bytes) } }.get()
            return
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError(.io, "\(folder.path): the folder cannot be created.")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        // Plain POSIX calls: Foundation's Data.write syncs to disk, which made writing a folder of
        // weekly files several times slower than rendering them.
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw ReportError(.io, "\(path): the file cannot be written.") }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        // rename(2) replaces the destination in one step.
        guard close(fd) == 0, written, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw ReportError(.io, "\(path): the file cannot be written.")
        }
    }

    public static func write(_ text: String, to path: String) throws(ReportError) {
        try write(Data(text.utf8), to: path)
    }
}
