#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex: what `NSLock` was, without full Foundation (FoundationEssentials has no lock), so the binary
/// need not link Foundation's internationalization and ICU. `Locked` wraps it for a value; `TemporaryFiles` and
/// the fonts take it alone.
///
/// Not the standard library's `Mutex` (module Synchronization): it needs macOS 15, and the package supports
/// macOS 13.
package final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// `recursive`: the thread that holds the lock may take it again (and must release it as often), for a lock
    /// taken around a call that may call back into itself (Pango's font metrics, see `PangoMetricsLock`).
    package init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        guard recursive else {
            pthread_mutex_init(mutex, nil)
            return
        }
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, run while no other thread holds the lock.
    package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
