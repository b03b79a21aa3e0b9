// Added in coach-report's vendored copy (see README.md: What changed); Apache License 2.0, as the package.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex, in place of Foundation's `NSLock`: FoundationEssentials has no lock, and this package uses
/// FoundationEssentials alone where it can (see the vendored README). The registries of content types and of
/// type traits each take one.
final class MutexLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Value>(_ operation: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try operation()
    }
}
