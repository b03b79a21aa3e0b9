import ArgumentParser
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

/// ArgumentParser's `main()`, with the standard streams made safe first (`prepareStandardStreams`)
/// and every message made safe too: they quote unknown options, bad values and file names as typed.
/// Help and `--version` go to standard output as usual, through the same careful writer.
func runCommandLine(_ root: CoachReport.Type) -> Never {
    keepFreedMemoryForReuse()
    // Before any other thread: SIGINT and SIGTERM are taken by one thread that removes the temporary files.
    SignalWatcher.start()
    prepareStandardStreams()
    FontHeadStart.begin()
    let names = root.configuration.subcommands.compactMap { $0.configuration.commandName }
    if let refusal = NearestCommand.refusal(CommandLine.arguments, commands: names) { fail(refusal, status: 64, isUsage: true) }
    do {
        var command = try root.parseAsRoot()
        try command.run()
        end(EXIT_SUCCESS)
    } catch let error as ReportError {
        // Standard output's reader went away (`| head -c1`): ended quietly, as SIGPIPE would, without the signal.
        if error.kind == .readerGone { end(EXIT_SUCCESS) }
        fail(error.message, status: error.exitStatus, isUsage: error.kind == .usage)
    } catch {
        let code = root.exitCode(for: error)
        if code == .validationFailure, case let message = root.message(for: error), !message.isEmpty {
            fail(ShortQuotes.shortened(message, singleQuoted: true), status: code.rawValue, isUsage: true)
        }
        let text = root.fullMessage(for: error)
        if !text.isEmpty {
            let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { ReportError.shown(ShortQuotes.shortened(String($0), singleQuoted: code != .success)) }.joined(separator: "\n") + "\n"
            if code == .success {
                do throws(ReportError) { try StandardStreams.writeOutput(safe) } catch {
                    if error.kind == .readerGone { end(EXIT_SUCCESS) }
                    fail(error.message, status: error.exitStatus, isUsage: false)
                }
            } else {
                StandardStreams.writeError(safe)
            }
        }
        end(code.rawValue)
    }
}

/// Ends the process with `status`, once the fonts' head start has ended (`FontHeadStart.finish`).
func end(_ status: Int32) -> Never {
    FontHeadStart.finish()
    exit(status)
}

/// Runs a command's body and ends the process; a `ReportError` goes on to `runCommandLine`, which says it.
///
/// On success the process ends at once, still holding what the body returns (what it read): freeing
/// a 10-year export object by object takes longer than drawing a chart from it, and the system takes
/// the memory back in one step (compilers end the same way).
func reporting<Kept>(_ body: () throws -> Kept) throws -> Never {
    let kept = try body()
    withExtendedLifetime(kept) { end(EXIT_SUCCESS) }
}

/// Says an error on standard error and ends with `status`. Every error is one sentence after
/// `coach-report: `; a usage error (64), whether argument-parser or coach-report found it, is followed by
/// the one line saying which --help to read, so both read the same.
func fail(_ message: String, status: Int32, isUsage: Bool) -> Never {
    var sentence = trimmingBlanks(message)
    if let last = sentence.last, !".!?…".contains(last) { sentence += "." }
    var text = "coach-report: \(ReportError.shown(ShortQuotes.shortened(sentence)))\n"
    if isUsage { text += "See 'coach-report\(commandNamed(in: CommandLine.arguments).map { " " + $0 } ?? "") --help'.\n" }
    StandardStreams.writeError(text)
    end(status)
}

/// `text` without the white space and line breaks at its ends (Unicode's White_Space: blanks, tabs, newlines).
func trimmingBlanks(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
          let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    return String(scalars[first...last])
}

/// The subcommand the arguments name (the first that is one), for the help a usage error points to.
func commandNamed(in arguments: [String]) -> String? {
    let names = CoachReport.configuration.subcommands.compactMap { $0.configuration.commandName }
    return arguments.dropFirst().first { names.contains($0) }
}

/// A note on standard error that is not an error (the run goes on), such as an option's new name.
func printNote(_ message: String) {
    StandardStreams.writeError("coach-report: \(ReportError.shown(ShortQuotes.shortened(message)))\n")
}
