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
/// nothing, so scripts and logs see errors alone.
struct ProgressLine: Sendable {
    /// What is counted, in the plural ("weeks").
    let things: String

    /// A line for a run of `units` units, when standard error is a terminal, it is not --quiet, and there is more
    /// than one unit to count; else nil.
    static func forRun(of units: Int, things: String, quiet: Bool) -> ProgressLine? {
        guard !quiet, units > 1, isatty(STDERR_FILENO) == 1 else { return nil }
        return ProgressLine(things: things)
    }

    /// For `JobRunner`: shows `done` of `total`.
    var handler: @Sendable (Int, Int) -> Void {
        let things = self.things
        return { done, total in StandardStreams.writeError("\r\(done)/\(total) \(things)") }
    }

    /// Clears the line, so what comes next (the prompt, or an error) starts on a clean one.
    func finish() { StandardStreams.writeError("\r\u{1B}[K") }
}
