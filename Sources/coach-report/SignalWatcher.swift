import Foundation
import ReportKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM, taken by the command line (the library takes no signal): an interrupted run removes the
/// temporary files the library listed (`TemporaryFiles`) and ends as the signal would have.
enum SignalWatcher {
    /// Blocks SIGINT and SIGTERM in this thread, and so in every thread started from now on, and starts the
    /// thread that waits for them. Call it first, before any other thread exists.
    static func start() {
        var stopping = signalSet([SIGINT, SIGTERM])
        pthread_sigmask(SIG_BLOCK, &stopping, nil)
        let watcher = Thread {
            var set = signalSet([SIGINT, SIGTERM])
            var caught: Int32 = 0
            while sigwait(&set, &caught) != 0 {}
            // Keeps the registry's lock: no other thread makes or renames a temporary file from here on.
            TemporaryFiles.removeAllAndStop()
            // End as the signal would have: its default action, taken by this thread, the one that unblocks it.
            signal(caught, SIG_DFL)
            var only = signalSet([caught])
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(caught)
            _exit(128 + caught)
        }
        watcher.start()
    }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
