import Foundation

/// Writes one output file so that a reader, or a crash, sees the old file or the new one, never half of one,
/// and so that nobody else's file can be hit by the write.
///
/// - The bytes go to a new temporary file beside the target, with an unguessable name, created with
///   `O_EXCL | O_NOFOLLOW`, so a link planted in a shared folder cannot redirect the write; then `rename(2)`
///   puts it in place in one step.
/// - An existing file keeps its permission bits (a private 0600 file stays private); a new one follows the umask.
/// - A device, FIFO or socket (`/dev/null`, a pipe) is written directly: it is not replaced by a file.
///   A symbolic link is followed: the file it points at is written, the link stays.
/// - A file whose bytes would not change is left alone, so rebuilding a folder touches only what changed.
/// - No `fsync`: every output can be made again from the export, and a flush per file made a folder of
///   weekly files several times slower to write.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String, createFolders: Bool = false) throws(ReportError) {
        try write(data, to: path, createFolders: createFolders, temporaryTag: { String(UInt64.random(in: 0...UInt64.max), radix: 36) })
    }

    /// `temporaryTag` names the temporary files tried in turn (a test gives names it has planted links at).
    static func write(_ data: Data, to path: String, createFolders: Bool, temporaryTag: () -> String) throws(ReportError) {
        guard !path.isEmpty else { throw ReportError(.usage, "The output path is empty; name a file to write.") }
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            // Follow the link to what it names, so the link itself stays.
            guard let resolved = realpath(path, nil) else {
                throw ReportError(.io, "\(path): the link points at a file that cannot be reached (\(reason())).")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let exists = stat(target, &info) == 0
        if exists {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw ReportError(.io, "\(path): is a folder, not a file.")
            default: return try writeDirectly(data, to: target, shownAs: path)
            }
            if Int(info.st_size) == data.count, sameBytes(data, at: target) { return }
        }
        let folder = (target as NSString).deletingLastPathComponent
        if createFolders, !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ReportError(.io, "\(folder): the folder cannot be created.")
            }
        }
        let name = (target as NSString).lastPathComponent
        var fd: Int32 = -1
        var temporary = ""
        for _ in 0..<8 {
            let tag = temporaryTag()
            temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(tag).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, exists ? 0o600 : 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            if errno == ENOENT, !folder.isEmpty { throw ReportError(.io, "\(path): the folder \(folder) does not exist.") }
            throw ReportError(.io, "\(path): the file cannot be written (\(reason())).")
        }
        TemporaryFiles.shared.add(temporary)
        defer { TemporaryFiles.shared.remove(temporary) }
        var failure: String?
        if exists, fchmod(fd, info.st_mode & 0o7777) != 0 { failure = reason() }
        if failure == nil, !writeAll(data, to: fd) { failure = reason() }
        if close(fd) != 0, failure == nil { failure = reason() }
        if failure == nil, rename(temporary, target) != 0 { failure = reason() }
        if let failure {
            unlink(temporary)
            throw ReportError(.io, "\(path): the file cannot be written (\(failure)).")
        }
    }

    /// Writes into what is there (a device or a pipe), without replacing it.
    private static func writeDirectly(_ data: Data, to target: String, shownAs path: String) throws(ReportError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ReportError(.io, "\(path): cannot be written (\(reason())).") }
        let ok = writeAll(data, to: fd)
        let why = reason()
        close(fd)
        guard ok else { throw ReportError(.io, "\(path): cannot be written (\(why)).") }
    }

    /// Whether the file at `path` holds exactly `data`.
    private static func sameBytes(_ data: Data, at path: String) -> Bool {
        guard let existing = FileManager.default.contents(atPath: path) else { return false }
        return existing == data
    }

    static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    /// The system's words for the last error ("No space left on device").
    static func reason() -> String { String(cString: strerror(errno)) }
}
