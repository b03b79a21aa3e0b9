import ArgumentParser
import ReportKit

struct Summary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Write a Markdown summary of a week, a month, a quarter, a year or a run of days (or the same as an HTML page).",
        discussion: """
            The summary holds the headline figures, care actions, urge notes, the Discipline Score trend and \
            milestones, in the export's language. It goes to standard output unless --out names a file. The \
            wording lives in templates built into coach-report; --templates DIR replaces any of them by file \
            name (summary.md.mustache, summary-care.md.mustache, …).

            --month, --quarter and --year take a calendar period in the export's time zone (2026-11, 2026-Q4, \
            2026), latest, or all: then --out names a folder that gets one file for every period with something \
            logged (2026-11.md). Such a summary gives the period's numbers and highlights; --detail days \
            also lists every day's care lines and every urge note. A period with nothing logged in it (quiet, before your records begin, or still \
            ahead) is one kind sentence, not an error.

            With --every-week, --out names a folder (made if missing) that gets one file for every week with \
            something logged in it, named by ISO week (2026-W47.md): a journal that diffs cleanly under git. On \
            a terminal it shows how far it is on standard error (nothing when redirected, or with --quiet).

            Examples:
              coach-report summary export.json --week 2026-W47 --out 2026-W47.md
              coach-report summary export.json --every-week --out journal
              coach-report summary export.json --month 2026-11 --out 2026-11.md
              coach-report summary export.json --month all --out months
              coach-report summary export.json --from 2026-11-01 --to 2026-11-30 \\
                --out november.html
            """)

    @OptionGroup var reader: ReaderInput
    @OptionGroup var week: WeekOptions<OneWeek>
    @OptionGroup var calendar: PeriodOptions

    @OptionGroup var range: DayRangeOptions

    @Flag(name: .long, help: "Write one summary per week with something logged into the --out folder.")
    var everyWeek = false

    @Option(name: .long, help: ArgumentHelp(
        "highlights, or days: a month's, quarter's, year's or run of days' summary also lists every day's care lines and every urge note (a week's always does).",
        valueName: "level"))
    var detail: SummaryDetailOption = .highlights

    @Option(name: .long, help: "md or html (default: html when --out ends in .html, else md).")
    var format: SummaryFormatOption?

    @Option(name: .long, help: ArgumentHelp(
        "Where to write the summary: a file, or - for standard output; with --every-week, a folder.", valueName: "file|dir"))
    var out: String = "-"

    @OptionGroup var output: ReaderOutput<KeptByYou>
    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if calendar.choice != nil {
            guard !range.isGiven, week.isLatest, !everyWeek else {
                throw ValidationError("Use one of --week, --month, --quarter, --year, --from/--to and --every-week.")
            }
            if calendar.isAll, out == "-" {
                throw ValidationError("--\(calendar.given[0].kind.rawValue) all needs --out, the folder to write the periods into.")
            }
        }
        if everyWeek {
            guard out != "-" else { throw ValidationError("--every-week needs --out, the folder to write the weeks into.") }
            guard !range.isGiven, week.isLatest else {
                throw ValidationError("--every-week writes every week; leave out --week, --from and --to.")
            }
        }
        if !everyWeek, !calendar.isAll, format == nil, let other = SummaryFormat.otherFormatsExtension(path: out) {
            throw ValidationError("A summary is written as .md or .html, not .\(other).")
        }
        if range.isGiven {
            guard week.isLatest else { throw ValidationError("Use either --week or --from and --to, not both.") }
        }
    }

    func run() throws {
        try reporting {
            let report = try reader.read(day: week.day, redaction: output.redact)
            let format = self.format?.value ?? (SummaryFormat(path: out) ?? .markdown)
            let templates = try output.templates.library()
            if let periods = calendar.periods, case .every = periods {
                try report.writeSummaries(periods, format: format, detail: detail.value, templates: templates, into: ReportFolder(out))
            } else if everyWeek {
                let progress = quiet.progress()
                defer { progress?.finish() }
                try report.writeSummaries(.everyWeek, format: format, templates: templates, into: ReportFolder(out), progress: progress?.handler)
            } else {
                try report.writeSummary(
                    of: period, format: format, detail: detail.value, templates: templates, at: out,
                    in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            }
            return report
        }
    }

    /// --month, --quarter or --year, or --from/--to when given, else the --week.
    var period: ReportPeriod {
        if case .one(let period)? = calendar.periods { return period }
        if let (first, last) = range.days { return .days(first: first, last: last) }
        return .week(week.selection)
    }
}

/// How much a longer period's summary lists, for --detail.
enum SummaryDetailOption: String, CaseIterable, ExpressibleByArgument {
    case highlights, days

    var value: SummaryDetail { self == .days ? .days : .highlights }
}

/// The formats a summary is written in, for --format.
enum SummaryFormatOption: String, CaseIterable, ExpressibleByArgument {
    case md, html

    var value: SummaryFormat { self == .md ? .markdown : .html }
}
