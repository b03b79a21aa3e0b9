import ArgumentParser
import ReportKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The export to read and how to read it: shared by every command that reads one.
struct InputOptions: ParsableArguments {
    @Argument(help: "The export (a Coacher export or a Discipline Coach check-in array); - reads standard input.")
    var file: String

    @Option(name: .long, help: "IANA time zone for files that name none, e.g. Europe/Oslo (default: this machine's).")
    var timeZone: String?

    @Option(name: .long, help: ArgumentHelp("When a new day begins for urge notes and other moments, e.g. 03:00.", valueName: "HH:MM"))
    var dayStartsAt: String = "00:00"

    @Option(name: .long, help: "A Discipline Coach profile file to go with a bare check-in array.")
    var profile: String?

    @Option(name: .long, help: "Language and region of the outputs: en-US or nb-NO (default: the file's).")
    var locale: String?

    @Option(name: .long, help: ArgumentHelp("The largest export to read, in bytes (default: 268435456, 256 MiB).", valueName: "bytes"))
    var maxBytes: Int = ReadLimits.defaultMaximumBytes

    func validate() throws {
        guard DayStart(parsing: dayStartsAt) != nil else {
            throw ValidationError("--day-starts-at takes a time such as 03:00, from 00:00 to 23:59.")
        }
        if let locale, Language(exactly: locale) == nil {
            throw ValidationError("--locale takes en-US or nb-NO (English or Norwegian bokmål); \(ReportError.shown(locale)) is not one coach-report writes in yet.")
        }
        guard maxBytes > 0 else { throw ValidationError("--max-bytes takes a number of bytes from 1.") }
    }

    /// What to load; `weekStart` and `asOf` come from the command's week or day options. Commands
    /// whose outputs show none of the person's words read with `keepingWords: false`; `validate`, whose
    /// output stands on no day, with `requiringDay: false`.
    func request(
        weekStart: WeekStart? = nil, asOf: String? = nil, keepingWords: Bool = true, requiringDay: Bool = true, redaction: Redaction = .full
    ) -> LoadRequest {
        LoadRequest(
            path: file, profilePath: profile,
            read: ReadOptions(
                timeZone: timeZone, dayStartsAtMinutes: DayStart(parsing: dayStartsAt)?.minutes ?? 0, keepsWords: keepingWords,
                maximumBytes: maxBytes),
            locale: locale, weekStart: weekStart, asOf: asOf.flatMap { Day(iso: $0) }, redaction: redaction, requiresDay: requiringDay)
    }
}

/// Which week, and how weeks are cut: shared by every command that works on a week.
struct WeekOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The week: an ISO week (2026-W47), any date in it, or latest.", valueName: "week"))
    var week: String = "latest"

    @Option(name: .long, help: "First day of the week (default: from the locale).")
    var weekStart: WeekStart?

    @Option(name: .long, help: ArgumentHelp("The day figures stand on (default: the day the export was written).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    var selection: WeekSelection { WeekSelection(parsing: week) ?? .latest }

    func validate() throws {
        guard WeekSelection(parsing: week) != nil else {
            throw ValidationError(weekProblem(week, orElse: "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, or latest."))
        }
        if let asOf, Day(iso: asOf) == nil {
            throw ValidationError("--as-of takes a date such as 2026-11-16.")
        }
    }
}

/// Only what a command needs to fix "today" and the week rules, for commands that take no --week.
struct DayOptions: ParsableArguments {
    @Option(name: .long, help: "First day of the week (default: from the locale).")
    var weekStart: WeekStart?

    @Option(name: .long, help: ArgumentHelp("The day figures stand on (default: the day the export was written).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    func validate() throws {
        if let asOf, Day(iso: asOf) == nil {
            throw ValidationError("--as-of takes a date such as 2026-11-16.")
        }
    }
}

extension WeekStart: ExpressibleByArgument {}
extension Redaction: ExpressibleByArgument {}

/// How much of the person's words an output may hold, for commands whose outputs they keep (default: all).
struct RedactOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "full: everything you wrote; summary: no text you typed (figures, charts, urge types and times stay); counts: figures and charts only, no name or goal.",
        valueName: "full|summary|counts"))
    var redact: Redaction = .full
}

/// `HH:MM`, for --day-starts-at.
struct DayStart {
    let minutes: Int
    init?(parsing text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m) else { return nil }
        minutes = h * 60 + m
    }
}

/// The sentence for a `--week` that does not parse: what is wrong when it is nearly right, else `general`.
func weekProblem(_ text: String, orElse general: String) -> String {
    WeekSelection.nearMiss(text).map { "--week \(ReportError.shown(text)): \($0)." } ?? general
}

/// Runs a command's body, turning a ReportError into its sentence on standard error and its exit status.
///
/// On success the process ends at once, still holding what the body returns (what it read): freeing
/// a 10-year export object by object takes longer than drawing a chart from it, and the system takes
/// the memory back in one step (compilers end the same way).
func reporting<Kept>(_ body: () throws -> Kept) throws -> Never {
    let kept: Kept
    do {
        kept = try body()
    } catch let error as ReportError {
        printError(error.message)
        throw ExitCode(error.exitStatus)
    }
    withExtendedLifetime(kept) { exit(EXIT_SUCCESS) }
}

/// Writes an error's sentence on standard error, with anything that could act on a terminal
/// shown escaped (`ReportError.shown`): the sentence quotes file names and values.
func printError(_ message: String) {
    StandardStreams.writeError("coach-report: \(ReportError.shown(message))\n")
}

/// ArgumentParser's `main()`, with the standard streams made safe first (`StandardStreams.prepare`)
/// and its messages made safe too: they quote unknown options and bad values as typed. Help and
/// `--version` go to standard output as usual, through the same careful writer.
func runCommandLine(_ root: CoachReport.Type) -> Never {
    keepFreedMemoryForReuse()
    StandardStreams.prepare()
    do {
        var command = try root.parseAsRoot()
        try command.run()
        exit(EXIT_SUCCESS)
    } catch {
        let code = root.exitCode(for: error)
        let text = root.fullMessage(for: error)
        if !text.isEmpty {
            let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { ReportError.shown(String($0)) }.joined(separator: "\n") + "\n"
            if code == .success {
                do throws(ReportError) { try StandardStreams.writeOutput(safe) } catch {
                    printError(error.message)
                    exit(error.exitStatus)
                }
            } else {
                StandardStreams.writeError(safe)
            }
        }
        exit(code.rawValue)
    }
}
