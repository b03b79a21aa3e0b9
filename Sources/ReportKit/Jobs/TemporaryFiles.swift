import Foundation

/// The temporary files being written right now, removed if the process is stopped by SIGINT or SIGTERM, so an
/// interrupted run leaves no `.NAME.….tmp` behind.
///
/// A signal handler can only reach process-wide state, so this one registry is global by necessity; it holds
/// nothing that changes an output. Its slots are plain C strings so the handler does only `unlink` and
/// `signal`/`raise`, which are safe there.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    private static let capacity = 64
    nonisolated(unsafe) private static var slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    private let lock = NSLock()
    private var installed = false

    private init() {
        Self.slots.initialize(repeating: nil, count: Self.capacity)
    }

    func add(_ path: String) {
        lock.withLock {
            if !installed {
                installed = true
                for sig in [SIGINT, SIGTERM] { signal(sig, TemporaryFiles.handler) }
            }
            for i in 0..<Self.capacity where Self.slots[i] == nil {
                Self.slots[i] = strdup(path)
                return
            }
        }
    }

    func remove(_ path: String) {
        lock.withLock {
            for i in 0..<Self.capacity {
                if let p = Self.slots[i], strcmp(p, path) == 0 {
                    Self.slots[i] = nil
                    free(p)
                    return
                }
            }
        }
    }

    private static let handler: @convention(c) (Int32) -> Void = { sig in
        for i in 0..<TemporaryFiles.capacity {
            if let p = TemporaryFiles.slots[i] { unlink(p) }
        }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}
