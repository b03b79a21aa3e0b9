import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

/// The fonts of the command a run names, made ready on a second core from the process's first moment, while
/// swift-argument-parser reads the arguments (about 20 M instructions of reflection, 10–20% of a one-chart or
/// one-week run, which has no cheaper plain way): the fonts' set-up no longer waits for the parsing.
///
/// Which command it is comes from a first look at the arguments (the subcommand's name); a guess that turns out
/// wrong (`week --help`, a usage error) only spends a little of the second core. Like the signal watcher and the
/// standard streams, it belongs to the process, so it lives in the command line, once: the host hands the
/// commands that lay text out the fonts it warms, and `finish` is waited for before the process ends, so the
/// process never ends while the other thread is inside Pango or HarfBuzz (whose exit handlers free what it uses).
enum FontHeadStart {
    /// The fonts the named command draws with, which the host makes ready ahead (`ReportHost.fontWarmUp`).
    static func use(forCommandIn arguments: [String]) -> ReportHost.FontUse? {
        switch commandNamed(in: arguments) {
        case "chart": .charts
        case "week", "reflect": .reflections
        case "email": .email
        case "site": .site
        default: nil
        }
    }

    /// Signalled when the warming is over (at once for a command that lays no text out).
    private static let done: DispatchSemaphore = {
        let done = DispatchSemaphore(value: 0)
        // A command that lays no text out (stats, batch, sample…) starts no thread for it.
        guard let use = use(forCommandIn: CommandLine.arguments) else {
            done.signal()
            return done
        }
        // The site makes its pages on every core: the second core's fonts are made ready too, while the export is
        // read (the first core's work then; the second would otherwise begin its pages by setting its fonts up).
        let spare = use == .site && ProcessInfo.processInfo.activeProcessorCount > 1
        let warm = ReportHost.commandLine.fontWarmUp(for: use, typeSetters: spare ? 2 : 1)
        DispatchQueue.global().async {
            warm()
            done.signal()
        }
        return done
    }()

    /// Starts the head start (the first call does; `runCommandLine` makes it before parsing).
    static func begin() { _ = done }

    /// Runs `work` on a second thread once the warming is over (other work for the second core that does not need
    /// the export, such as parsing templates), as the reading goes on; the semaphore is signalled when it is done.
    static func afterWarming(_ work: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            finish()
            work()
            finished.signal()
        }
        return finished
    }

    /// Waits until the warming is over; called before the process ends. Harmless when it has ended already.
    static func finish() {
        done.wait()
        done.signal()
    }
}
