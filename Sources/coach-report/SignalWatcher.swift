#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM, taken by the command line (the library takes no signal): an interrupted run removes the
/// temporary files the command line's host listed (`ReportHost.commandLine`) and ends as the signal would have.
enum SignalWatcher {
    /// Blocks SIGINT and SIGTERM in this thread, and so in every thread started from now on, and starts the
    /// thread that waits for them. Call it first, before any other thread exists.
    static func start() {
        var stopping = signalSet([SIGINT, SIGTERM])
        pthread_sigmask(SIG_BLOCK, &stopping, nil)
        // A thread of its own, made with pthreads (Foundation's Thread is not in FoundationEssentials).
        #if canImport(Glibc)
        var watcher = pthread_t()
        #else
        var watcher: pthread_t?
        #endif
        guard pthread_create(&watcher, nil, { _ in SignalWatcher.waitAndEnd() }, nil) == 0 else { return }
        #if canImport(Glibc)
        pthread_detach(watcher)
        #else
        if let watcher { pthread_detach(watcher) }
        #endif
    }

    /// Waits for SIGINT or SIGTERM, removes the temporary files and ends the process as the signal would have:
    /// it never returns (its type is the one pthread_create asks for).
    private static func waitAndEnd() -> UnsafeMutableRawPointer? {
        var set = signalSet([SIGINT, SIGTERM])
        var caught: Int32 = 0
        while sigwait(&set, &caught) != 0 {}
        // Stops the registry: a write another thread begins from here on fails with a sentence instead of making
        // or renaming a temporary file; no lock stays taken.
        ReportHost.commandLine.removeTemporaryFilesAndStop()
        // End as the signal would have: its default action, taken by this thread, the one that unblocks it.
        signal(caught, SIG_DFL)
        var only = signalSet([caught])
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(caught)
        _exit(128 + caught)
    }

    private static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
