import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

/// The export to read and how to read it: shared by every command that reads one.
struct InputOptions: ParsableArguments {
    @Argument(help: "The export (a Coacher export or a Discipline Coach check-in array); - reads standard input.")
    var file: String

    @Option(name: .long, help: ArgumentHelp(
        "The IANA time zone to count days in, e.g. Europe/Oslo, for files that name none (default: this machine's); a file that names another zone is refused.",
        valueName: "zone"))
    var timeZone: String?

    @Option(name: .long, help: ArgumentHelp("When a new day begins for urge notes and other moments, e.g. 03:00.", valueName: "HH:MM"))
    var dayStartsAt: String = "00:00"

    @Option(name: .long, help: ArgumentHelp("A Discipline Coach profile to go with a bare check-in array.", valueName: "file"))
    var profile: String?

    @Option(name: .long, help: "Language and region of the outputs: en-US or nb-NO (default: the file's, else en-US).")
    var locale: String?

    @Option(name: .long, help: ArgumentHelp("The largest export to read, in bytes (268435456 is 256 MiB).", valueName: "bytes"))
    var maxBytes: Int = ReportOptions.defaultMaximumBytes

    func validate() throws {
        // Checked here, not when reading: a file that names its own zone never looks at --time-zone.
        if let timeZone, !ReportOptions.knowsTimeZone(timeZone) {
            throw ValidationError("--time-zone: “\(ReportError.excerpt(timeZone))” is not a time zone coach-report knows; use an IANA name such as Europe/Oslo\(ReportOptions.missingZoneDatabaseNote).")
        }
        guard DayStart(parsing: dayStartsAt) != nil else {
            throw ValidationError("--day-starts-at takes a time such as 03:00, from 00:00 to 23:59.")
        }
        if let locale, !ReportOptions.writesIn(locale: locale) {
            throw ValidationError("--locale takes en-US or nb-NO (English or Norwegian bokmål); \(ReportError.shown(ReportError.excerpt(locale))) is not one coach-report writes in yet.")
        }
        guard maxBytes > 0 else { throw ValidationError("--max-bytes takes a number of bytes from 1.") }
    }

    /// How to read the export; `day` gives the week rules and "today" for commands that stand on a day. Commands
    /// whose outputs show none of the person's words read with `keepingWords: false`; `validate`, whose output
    /// stands on no day, with `requiringDay: false`.
    func options(
        day: DayOptions? = nil, keepingWords: Bool = true, requiringDay: Bool = true, redaction: Redaction = .full, health: HealthFile? = nil
    ) -> ReportOptions {
        ReportOptions(
            locale: locale, timeZone: timeZone, weekStart: day?.weekStart, asOf: day?.asOf.flatMap { Day(iso: $0) },
            dayStartsAtMinutes: DayStart(parsing: dayStartsAt)?.minutes ?? 0, redaction: redaction, maximumBytes: maxBytes,
            machineTimeZone: MachineZone.identifier, keepsWords: keepingWords, requiresDay: requiringDay, health: health)
    }

    /// Reads the export (`-`: standard input) with `options`, for the command line's host.
    func read(_ options: ReportOptions) throws(ReportError) -> Report {
        try Report(reading: file, profile: profile, options: options, host: .commandLine, standardInput: StandardStreams.readInput)
    }
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

