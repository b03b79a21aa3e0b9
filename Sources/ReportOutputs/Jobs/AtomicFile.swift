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
import ReportCore

/// Writes one output file so that a reader, or a crash, sees the old file or the new one, never half of one,
/// and so that nobody else's file can be hit by the write.
///
/// - The file is written in a folder already opened (`InsideFolder`), by its name there: the bytes go to a new
///   temporary file beside the target, with an unguessable name, created with `O_EXCL | O_NOFOLLOW` in that
///   folder (`openat`), so a link planted in a shared folder cannot redirect the write; then `renameat` puts it
///   in place in one step, in the same folder.
/// - Only a regular file, or nothing, is replaced. A symbolic link, FIFO, device or socket where the output goes
///   is refused with a sentence: it is not the file coach-report made, it may be someone else's way to redirect
///   the write, and replacing it would take away what someone put there; it is never written through.
///   The one exception is a single file the person names themselves (`--out /dev/null`, `--out pipe`): a
///   device or FIFO is written directly, opened so that it never blocks (a FIFO with no reader is refused).
/// - An existing file keeps its permission bits (a private 0600 file stays private); a new one follows the umask.
/// - A file whose bytes would not change is left alone, so rebuilding a folder touches only what changed (a file
///   made as it is written, `StreamedBytes`, is always written: it is not held whole to compare).
/// - No `fsync`: every output can be made again from the export, and a flush per file made a folder of
///   weekly files several times slower to write.
enum AtomicFile {
    /// Writes `body` (bytes, or bytes made as they are written) to the file `name` in the opened folder `folder`;
    /// `shown` is its path in messages.
    /// `temporaryTag` names the temporary files tried in turn (a test gives names it has planted links at).
    /// `temporaryFiles` lists the temporary file while it exists.
    static func write(
        _ body: OutputFile.Body, named name: String, in folder: Int32, shown: String, temporaryFiles: TemporaryFiles,
        temporaryTag: () -> String = { String(UInt64.random(in: 0...UInt64.max), radix: 36) }
    ) throws(ReportError) {
        let existing = InsideFolder.status(of: name, in: folder)
        if let existing {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw ReportError(.io, "\(shown): is a folder, not a file.")
            default:
                throw InsideFolder.refused(shown, "written", "it is \(FileDescriptors.kind(existing.st_mode)), not a file (remove it, and run again)")
            }
            if case .bytes(let data) = body, Int(existing.st_size) == data.count,
               InsideFolder.regularFile(name, in: folder, ownedOnly: false) == data { return }
        }
        var created = temporaryFiles.create(".\(name).\(temporaryTag()).tmp", in: folder, mode: existing == nil ? 0o666 : 0o600)
        for _ in 1..<8 {
            guard case .failure(let failure) = created, failure.code == EEXIST else { break }
            created = temporaryFiles.create(".\(name).\(temporaryTag()).tmp", in: folder, mode: existing == nil ? 0o666 : 0o600)
        }
        let fd: Int32, key: Int
        switch created {
        case .success(let made): (fd, key) = made
        case .failure(let failure) where failure.code == ECANCELED: throw stopping(shown)
        case .failure(let failure): throw ReportError(.io, "\(shown): the file cannot be written (\(String(cString: strerror(failure.code)))).")
        }
        var failure: String?
        if let existing, fchmod(fd, existing.st_mode & 0o7777) != 0 { failure = reason() }
        if failure == nil, let why = writeAll(body, to: fd) { failure = why }
        if close(fd) != 0, failure == nil { failure = reason() }
        let renamed = temporaryFiles.finish(key, renamingTo: failure == nil ? name : nil)
        if failure == nil, renamed == ECANCELED { throw stopping(shown) }
        if failure == nil, renamed != 0 { failure = String(cString: strerror(renamed)) }
        if let failure { throw ReportError(.io, "\(shown): the file cannot be written (\(failure)).") }
    }

    /// Writes a single file the person named (`--out report.json`): its folder is taken as named, the file in
    /// it as `write(_:named:in:shown:)` takes it, except that a device or FIFO there is written directly.
    static func write(
        _ body: OutputFile.Body, toFileNamed path: String, temporaryFiles: TemporaryFiles,
        temporaryTag: () -> String = { String(UInt64.random(in: 0...UInt64.max), radix: 36) }
    ) throws(ReportError) {
        guard !path.isEmpty else { throw ReportError(.usage, "The output path is empty; name a file to write.") }
        let cut = path.lastIndex(of: "/")
        let folderPath = cut.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = cut.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            if errno == ENOENT { throw ReportError(.io, "\(path): the folder \(folderPath) does not exist.") }
            throw ReportError(.io, "\(path): the file cannot be written (\(reason())).")
        }
        defer { close(folder) }
        if name.isEmpty || name == "." || name == ".." { throw ReportError(.io, "\(path): is a folder, not a file.") }
        if let existing = InsideFolder.status(of: name, in: folder) {
            switch existing.st_mode & S_IFMT {
            case S_IFIFO, S_IFCHR, S_IFBLK, S_IFSOCK: return try writeDirectly(body, to: name, in: folder, shown: path)
            default: break
            }
        }
        try write(body, named: name, in: folder, shown: path, temporaryFiles: temporaryFiles, temporaryTag: temporaryTag)
    }

    /// Writes into what is there (a device or a pipe), without replacing it. It is opened with `O_NONBLOCK`,
    /// so a FIFO nobody reads is refused (ENXIO) instead of waiting for ever; then the writes block as usual.
    private static func writeDirectly(_ body: OutputFile.Body, to name: String, in folder: Int32, shown: String) throws(ReportError) {
        let fd = openat(folder, name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENXIO { throw InsideFolder.refused(shown, "written", "it is a FIFO or socket with no reader") }
            throw ReportError(.io, "\(shown): cannot be written (\(reason())).")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let why = writeAll(body, to: fd)
        close(fd)
        if let why { throw ReportError(.io, "\(shown): cannot be written (\(why)).") }
    }

    /// Writes the body to `fd`; the system's words for what went wrong, or nil.
    static func writeAll(_ body: OutputFile.Body, to fd: Int32) -> String? {
        switch body {
        case .bytes(let data):
            return writeAll(data, to: fd) ? nil : reason()
        case .streamed(let streamed):
            do {
                try streamed.write { (piece) throws(ReportError) in
                    guard writeAll(piece, to: fd) else { throw ReportError(.io, reason()) }
                }
                return nil
            } catch {
                return error.message
            }
        }
    }

    static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// The system's words for the last error ("No space left on device").
    /// A write refused because the program is stopping (`TemporaryFiles.removeAllAndStop`).
    static func stopping(_ shown: String) -> ReportError {
        ReportError(.io, "\(shown): not written, as the program is stopping (its temporary files are removed).")
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}
