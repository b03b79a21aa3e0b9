import ArgumentParser
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
import ReportKit

/// How far a long run is, as one line of standard error rewritten in place ("\r12/520 weeks"), cleared when the
/// run ends. Only on a terminal: redirected to a file or a pipe, or with --quiet, a run that succeeds says
/// nothing, so scripts and logs see errors alone. A run of one unit shows nothing either.
///
/// `@unchecked Sendable`: `shown` is written only by the handler, whose calls the library makes one at a time,
/// and read by `finish`, once the run has returned.
final class ProgressLine: @unchecked Sendable {
    /// What is counted, in the plural ("weeks").
    let things: String
    /// Whether a line has been shown, so `finish` clears it.
    private var shown = false

    private init(things: String) { self.things = things }

    /// A line for a run of `things`, when standard error is a terminal and it is not --quiet; else nil.
    static func forRun(of things: String, quiet: Bool) -> ProgressLine? {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine(things: things)
    }

    /// For the library's runs: shows `done` of `total`, when there is more than one unit to count.
    var handler: ReportProgress {
        { [self] done, total in
            guard total > 1 else { return }
            shown = true
            StandardStreams.writeError("\r\(done)/\(total) \(things)")
        }
    }

    /// Clears the line, if one was shown, so what comes next (the prompt, or an error) starts on a clean one.
    func finish() {
        if shown { StandardStreams.writeError("\r\u{1B}[K") }
    }
}
