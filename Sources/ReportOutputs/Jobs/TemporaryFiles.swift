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

/// The temporary files being written right now, so that a program stopped by SIGINT or SIGTERM can remove them
/// and leave no `.NAME.….tmp` behind. Each `ReportHost` has its own; every `FolderSink` is given one.
///
/// A temporary file is created, and renamed or removed, only while this registry's lock is held, and it is
/// listed before the lock is let go: so at any moment every temporary file on disk is listed. The library takes
/// no signal: the command line's `SignalWatcher` waits for SIGINT and SIGTERM on a thread of its own (not in a
/// handler, which may run in the middle of a thread's work and may not take a lock) and calls
/// `removeAllAndStop` on the command line's host's registry, which removes every one listed and marks the registry
/// stopped before it lets the lock go: from then on no thread makes or renames a temporary file there (each such
/// write fails at once with a sentence, never waits on a lock held for ever); the watcher then ends the process
/// with the signal. No lock is held after any call returns.
package final class TemporaryFiles: @unchecked Sendable {
    package init() {}

    /// A temporary file: its name in a folder the writer holds open (and keeps open while it is listed).
    private struct Entry { let folder: Int32; let name: String }

    private let lock = ThreadLock()
    private var entries: [Int: Entry] = [:]
    private var nextKey = 0
    /// Set by `removeAllAndStop`: no temporary file is made or renamed after it.
    private var stopped = false

    /// Creates a temporary file in `folder` under the name `name` (`O_EXCL | O_NOFOLLOW`: an existing name,
    /// a link included, fails with EEXIST) and lists it; returns its descriptor and the key to `finish` it
    /// with, or the `errno` of the failure.
    func create(_ name: String, in folder: Int32, mode: mode_t) -> Result<(fd: Int32, key: Int), Errno> {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return .failure(Errno(code: ECANCELED)) }
        let fd = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        nextKey += 1
        entries[nextKey] = Entry(folder: folder, name: name)
        return .success((fd, nextKey))
    }

    /// A failed call's `errno`, carried out of the lock.
    struct Errno: Error { let code: Int32 }

    /// Renames temporary file `key` to `target` in its folder, or removes it when `target` is nil or the rename
    /// fails, and takes it off the list. Returns the rename's `errno`, or 0.
    func finish(_ key: Int, renamingTo target: String?) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        // Stopped: the file was removed with the rest, and nothing is renamed into place any more.
        guard !stopped else { return ECANCELED }
        guard let entry = entries.removeValue(forKey: key) else { return 0 }
        var failure: Int32 = 0
        if let target {
            if renameat(entry.folder, entry.name, entry.folder, target) == 0 { return 0 }
            failure = errno
        }
        unlinkat(entry.folder, entry.name, 0)
        return failure
    }

    /// Removes every listed file and stops the registry, so no thread creates or renames a temporary file after:
    /// for the thread of the program that takes SIGINT and SIGTERM (the command line's `SignalWatcher`), just
    /// before it ends the process. Once called, every later write fails at once (ECANCELED); the lock is let go.
    package func removeAllAndStop() {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries.values { unlinkat(entry.folder, entry.name, 0) }
        entries = [:]
        stopped = true
    }
}
