import Foundation

/// A file inside an output folder, reached one folder at a time without following a symbolic link: how
/// `FolderSink` removes a file an earlier run made, and reads one back (a site's list of the files it made).
///
/// A rebuild removes files named in a list that was left in the folder, so the list may have been written by
/// someone else, and a folder on the way may have been swapped for a link since. So:
/// - only a plain relative path is taken: no `/` at the start, no empty, `.` or `..` component;
/// - each folder on the way is opened with `O_NOFOLLOW | O_DIRECTORY` from the one before (`openat`), so a
///   link anywhere in the path is refused, and what is checked is what is then used;
/// - only a regular file is removed or read: a link, FIFO, device or socket is never opened, and `unlinkat`
///   never follows a link, so a file swapped in after the check is at worst a link removed, not its target.
/// The output folder itself is taken as the person named it, as writes take it (it may be a link).
enum InsideFolder {
    /// Removes the regular file at `path` inside `folder`, then each folder on the way that it leaves empty
    /// (not `folder`), so a site with no years left keeps no empty `years/`. Nothing there: nothing to do.
    static func remove(_ path: String, in folder: String) throws(ReportError) {
        let shown = folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
        guard let parts = components(path) else { throw refused(shown, "it is not a plain path inside the folder") }
        guard let chain = try openFolders(parts, in: folder, shown: shown) else { return }
        defer { chain.forEach { close($0) } }
        var info = stat()
        guard fstatat(chain[chain.count - 1], parts[parts.count - 1], &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return }
            throw ReportError(.io, "\(shown): cannot be removed (\(AtomicFile.reason())).")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw refused(shown, "it is \(kind(info.st_mode)), not a file") }
        guard unlinkat(chain[chain.count - 1], parts[parts.count - 1], 0) == 0 || errno == ENOENT else {
            throw ReportError(.io, "\(shown): cannot be removed (\(AtomicFile.reason())).")
        }
        // rmdir fails on a folder that is not empty, and on a link: either ends the walk up.
        for depth in stride(from: chain.count - 1, to: 0, by: -1) {
            if unlinkat(chain[depth - 1], parts[depth - 1], AT_REMOVEDIR) != 0 { break }
        }
    }

    /// The bytes of the regular file at `path` inside `folder`, if it is one, and ours (a list left by another
    /// user in a shared folder is not taken as ours); nil otherwise.
    static func read(_ path: String, in folder: String) -> Data? {
        guard let parts = components(path), let chain = try? openFolders(parts, in: folder, shown: path) else { return nil }
        defer { chain.forEach { close($0) } }
        var info = stat()
        let name = parts[parts.count - 1]
        guard fstatat(chain[chain.count - 1], name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let fd = openat(chain[chain.count - 1], name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// The components of a plain relative path; nil for anything else.
    static func components(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !path.hasPrefix("/"), parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else {
            return nil
        }
        return parts
    }

    /// `folder` and each folder of `parts` but the last, opened in turn; nil when one of them does not exist.
    /// The caller closes them.
    private static func openFolders(_ parts: [String], in folder: String, shown: String) throws(ReportError) -> [Int32]? {
        let root = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else {
            if errno == ENOENT { return nil }
            throw ReportError(.io, "\(folder): the folder cannot be opened (\(AtomicFile.reason())).")
        }
        var chain = [root]
        for part in parts.dropLast() {
            let fd = openat(chain[chain.count - 1], part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if fd >= 0 { chain.append(fd); continue }
            let why = errno
            var info = stat()
            let found = fstatat(chain[chain.count - 1], part, &info, AT_SYMLINK_NOFOLLOW) == 0
            chain.forEach { close($0) }
            if why == ENOENT { return nil }
            if found, (info.st_mode & S_IFMT) != S_IFDIR { throw refused(shown, "\(part) is \(kind(info.st_mode)), not a folder") }
            throw ReportError(.io, "\(shown): cannot be removed (\(String(cString: strerror(why)))).")
        }
        return chain
    }

    private static func refused(_ shown: String, _ why: String) -> ReportError {
        ReportError(.io, "\(shown): not removed: \(why).")
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
