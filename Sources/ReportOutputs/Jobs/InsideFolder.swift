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

/// A path inside an opened output folder, reached one folder at a time without following a symbolic link: how
/// `FolderSink` writes a file, reads one back (a file whose bytes may not change, a site's list of the files
/// it made) and removes one an earlier run made. One resolution for all three.
///
/// Someone else may share the folder, and may plant a link or a FIFO where an output goes, or swap a folder on
/// the way for a link, at any time; a rebuild removes files named in a list left in the folder. So:
/// - only a plain relative path is taken: no `/` at the start, no empty, `.` or `..` component;
/// - each folder on the way is opened with `O_NOFOLLOW | O_DIRECTORY` from the one before (`openat`), so a
///   link anywhere in the path is refused, and what is checked is what is then used;
/// - at the last name only a regular file is read, replaced or removed: a link, FIFO, device or socket is
///   never opened (what is opened is opened with `O_NOFOLLOW | O_NONBLOCK` and checked again), and
///   `renameat`/`unlinkat` never follow a link, so a file swapped in after a check is at worst a link
///   replaced or removed, never its target written.
/// The output folder itself is opened once, as the person named it (it may be a link), by `FolderSink`.
enum InsideFolder {
    /// The folders of `parts` but the last, opened in turn from `root`; the caller closes them (not `root`).
    /// A missing one is made when `creating`, else the answer is nil.
    static func openFolders(_ parts: [String], beneath root: Int32, creating: Bool, shown: String, doing: String) throws(ReportError) -> [Int32]? {
        var chain: [Int32] = []
        for part in parts.dropLast() {
            let parent = chain.last ?? root
            var fd = openat(parent, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if fd < 0, errno == ENOENT, creating, mkdirat(parent, part, 0o777) == 0 || errno == EEXIST {
                fd = openat(parent, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if fd >= 0 { chain.append(fd); continue }
            let why = errno
            let found = status(of: part, in: parent)
            chain.forEach { close($0) }
            if why == ENOENT, !creating { return nil }
            if let found, (found.st_mode & S_IFMT) != S_IFDIR {
                throw refused(shown, doing, "\(part) is \(FileDescriptors.kind(found.st_mode)), not a folder")
            }
            throw ReportError(.io, "\(shown): cannot be \(doing) (\(String(cString: strerror(why)))).")
        }
        return chain
    }

    /// The folder at `path` itself (every part a folder) opened from `root` without following a link; the caller
    /// closes it. A missing one is made when `creating`, else the answer is nil.
    static func openFolder(_ parts: [String], beneath root: Int32, creating: Bool, shown: String, doing: String) throws(ReportError) -> Int32? {
        // openFolders opens all but the last part: a last part of "." is never opened, and the chain is the folder.
        guard let chain = try openFolders(parts + ["."], beneath: root, creating: creating, shown: shown, doing: doing) else { return nil }
        guard let last = chain.last else { return nil }
        chain.dropLast().forEach { close($0) }
        return last
    }

    /// The regular files beneath `root`, relative to it, found folder by folder without following a link.
    static func regularFiles(beneath root: Int32) -> [String] {
        var found: [String] = []
        func walk(_ folder: Int32, _ prefix: String) {
            // fdopendir takes the descriptor it is given: walk a copy, so `folder` stays the caller's.
            let copy = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard copy >= 0, let stream = fdopendir(copy) else { return }
            defer { closedir(stream) }
            var names: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name != ".", name != ".." { names.append(name) }
            }
            for name in names.sorted() {
                guard let info = status(of: name, in: folder) else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFREG: found.append(prefix + name)
                case S_IFDIR:
                    let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                    guard inner >= 0 else { continue }
                    walk(inner, prefix + name + "/")
                    close(inner)
                default: continue
                }
            }
        }
        walk(root, "")
        return found
    }

    /// Removes the regular file at `path` beneath `root`, then each folder on the way that it leaves empty
    /// (not `root`), so a site with no years left keeps no empty `years/`. Nothing there: nothing to do.
    static func remove(_ path: String, beneath root: Int32, shown: String) throws(ReportError) {
        guard let parts = components(path) else { throw refused(shown, "removed", "it is not a plain path inside the folder") }
        guard let chain = try openFolders(parts, beneath: root, creating: false, shown: shown, doing: "removed") else { return }
        defer { chain.forEach { close($0) } }
        let folder = chain.last ?? root, name = parts[parts.count - 1]
        guard let info = status(of: name, in: folder) else {
            if errno == ENOENT { return }
            throw ReportError(.io, "\(shown): cannot be removed (\(AtomicFile.reason())).")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw refused(shown, "removed", "it is \(FileDescriptors.kind(info.st_mode)), not a file") }
        guard unlinkat(folder, name, 0) == 0 || errno == ENOENT else {
            throw ReportError(.io, "\(shown): cannot be removed (\(AtomicFile.reason())).")
        }
        // rmdir fails on a folder that is not empty, and on a link: either ends the walk up.
        for depth in stride(from: chain.count - 1, through: 0, by: -1) {
            if unlinkat(depth == 0 ? root : chain[depth - 1], parts[depth], AT_REMOVEDIR) != 0 { break }
        }
    }

    /// The regular file at `path` beneath `root` opened to add at its end (the caller closes it): it must be there
    /// and ours, and a link, FIFO or device there is refused, never opened for writing.
    static func openForAppending(_ path: String, beneath root: Int32, shown: String) throws(ReportError) -> Int32 {
        guard let parts = components(path) else { throw refused(shown, "written", "it is not a plain path inside the folder") }
        guard let chain = try openFolders(parts, beneath: root, creating: false, shown: shown, doing: "written") else {
            throw ReportError(.io, "\(shown): cannot be written (\(String(cString: strerror(ENOENT)))).")
        }
        defer { chain.forEach { close($0) } }
        let folder = chain.last ?? root, name = parts[parts.count - 1]
        if let found = status(of: name, in: folder), (found.st_mode & S_IFMT) != S_IFREG {
            throw refused(shown, "written", "it is \(FileDescriptors.kind(found.st_mode)), not a file")
        }
        let fd = openat(folder, name, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ReportError(.io, "\(shown): cannot be written (\(AtomicFile.reason())).") }
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG, opened.st_uid == geteuid() else {
            close(fd)
            throw refused(shown, "written", "it is not a file of this user's")
        }
        return fd
    }

    /// The bytes of the regular file at `path` beneath `root`, if it is one and ours (a list left by another
    /// user in a shared folder is not taken as ours); nil otherwise.
    static func read(_ path: String, beneath root: Int32) -> Data? {
        guard let parts = components(path),
              let chain = try? openFolders(parts, beneath: root, creating: false, shown: path, doing: "read") else { return nil }
        defer { chain.forEach { close($0) } }
        return regularFile(parts[parts.count - 1], in: chain.last ?? root, ownedOnly: true)
    }

    /// The bytes of `name` in `folder` if it is a regular file (and, with `ownedOnly`, ours); a link, FIFO or
    /// device is never opened, so reading never blocks.
    static func regularFile(_ name: String, in folder: Int32, ownedOnly: Bool) -> Data? {
        guard let info = status(of: name, in: folder), (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG, !ownedOnly || opened.st_uid == geteuid() else { return nil }
        return (try? FileDescriptors.readAll(fd, name: name, limit: Int.max, sizeHint: Int(opened.st_size))).map { Data($0) }
    }

    /// What is at `name` in `folder`, a link itself rather than what it names; nil (with `errno`) for nothing.
    static func status(of name: String, in folder: Int32) -> stat? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The components of a plain relative path; nil for anything else.
    static func components(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !path.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else {
            return nil
        }
        return parts
    }

    static func refused(_ shown: String, _ doing: String, _ why: String) -> ReportError {
        ReportError(.io, "\(shown): not \(doing): \(why).")
    }

}
