import ArgumentParser
import ReportKit

struct Summary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Write a Markdown summary of a week or a run of days (or the same as an HTML page).",
        discussion: """
            The summary holds the headline figures, care actions, urge notes, the Discipline Score trend and \
            milestones, in the export's language. Without --out it is printed. The wording lives in templates \
            built into coach-report; --templates DIR replaces any of them by file name (summary.md.mustache, \
            summary-care.md.mustache, …).

            With --every-week, --out names a folder and gets one file for every week with something logged \
            in it, named by ISO week (2026-W47.md): a journal that diffs cleanly under git. On a terminal it \
            shows how far it is on standard error (nothing when redirected, or with --quiet).

            Examples:
              coach-report summary export.json --week 2026-W47 --out 2026-W47.md
              coach-report summary export.json --every-week --out journal/
              coach-report summary export.json --from 2026-11-01 --to 2026-11-30 --format html --out november.html
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var privacy: RedactOptions
    @OptionGroup var week: WeekOptions

    @Option(name: .long, help: ArgumentHelp("First day of a run of days (instead of --week).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Last day of the run, included.", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the summary (default: print it).", valueName: "file"))
    var out: String?

    @Option(name: .long, help: "md or html (default: html when --out ends in .html, else md).")
    var format: OutputFormat?

    @Option(name: .long, help: ArgumentHelp("A folder of templates that replace the built-in ones by file name.", valueName: "dir"))
    var templates: String?

    @Flag(name: .long, help: "Write one summary per week into the --out folder.")
    var everyWeek = false

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        if let format, !format.isSummary { throw ValidationError("--format takes md or html, not \(format.fileExtension).") }
        if everyWeek {
            guard out != nil else { throw ValidationError("--every-week needs --out, the folder to write the weeks into.") }
            guard from == nil, to == nil, week.week == "latest" else {
                throw ValidationError("--every-week writes every week; leave out --week, --from and --to.")
            }
        }
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together.") }
        if let from, let to {
            guard let first = Day(iso: from), let last = Day(iso: to) else {
                throw ValidationError("--from and --to take dates such as 2026-11-16.")
            }
            guard first <= last else { throw ValidationError("--to (\(to)) comes before --from (\(from)).") }
            guard week.week == "latest" else { throw ValidationError("Use either --week or --from and --to, not both.") }
        }
    }

    func run() throws {
        try reporting {
            let context = try ReportContext.load(input.request(weekStart: week.weekStart, asOf: week.asOf, redaction: privacy.redact))
            let format = self.format ?? out.flatMap { OutputFormat.from(path: $0) } ?? .markdown
            let settings = WriterSettings(templates: try TemplateLibrary.load(templates))
            if everyWeek, let folder = out {
                let job = SummaryJob.everyWeek(context: context, format: format, settings: settings)
                let progress = quiet.progress(weeks: job.unitCount)
                defer { progress?.finish() }
                try JobRunner(typeSetter: TypeSetter(), sink: FolderSink(folder: folder, createsFolders: true), progress: progress?.handler).run(job)
            } else {
                let job = SummaryJob(context: context, period: period(context), path: out ?? "-", format: format, settings: settings)
                try JobRunner(typeSetter: TypeSetter(), sink: FolderSink(folder: nil)).run(job)
            }
            return context
        }
    }

    /// --from/--to when given, else the --week.
    func period(_ context: ReportContext) -> SummaryPeriod {
        if let from = from.flatMap(Day.init(iso:)), let to = to.flatMap(Day.init(iso:)),
           let period = SummaryPeriod(from: from, to: to, weekStart: context.weekStart) {
            return period
        }
        return SummaryPeriod(week: context.week(week.selection))
    }
}

extension OutputFormat: ExpressibleByArgument {}
