import ArgumentParser
import ReportKit

struct WeekReflection: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "Write the weekly reflection PDF: the cover, every day, urge notes, the Discipline Score and milestones.",
        discussion: """
            Writes DIR/2026-W47.pdf (making DIR if needed), named by the ISO week whatever day the week starts on, and beside it the \
            week's Markdown summary (2026-W47.md) and its charts as SVG (2026-W47-rings.svg, …) unless \
            --pdf-only. --week all writes every week that has something logged in it, and on a terminal shows \
            how far it is on standard error (nothing when redirected, or with --quiet). The paper \
            is US Letter for en-US and en-CA, A4 elsewhere, unless --paper says otherwise.

            Examples:
              coach-report week export.json --week 2026-W47 --out reflections
              coach-report week export.json --week all --paper a4 --theme dark
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var privacy: RedactOptions

    @Option(name: .long, help: ArgumentHelp("The week: an ISO week (2026-W47), any date in it, latest or all.", valueName: "week"))
    var week: String = "latest"

    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("The folder to write into (default: the current folder).", valueName: "dir"))
    var out: String?

    @Option(name: .long, help: "a4 or letter (default: from the locale).")
    var paper: Paper?

    @Option(name: .long, help: "light or dark.")
    var theme: Theme = .light

    @Flag(name: .long, help: "Write only the PDF, without the summary and chart files beside it.")
    var pdfOnly = false

    @OptionGroup var quiet: QuietOption

    @Option(name: .long, help: ArgumentHelp("A folder of templates replacing the built-in ones by file name, for the summary.", valueName: "dir"))
    var templates: String?

    func validate() throws {
        guard week.lowercased() == "all" || WeekSelection(parsing: week) != nil else {
            throw ValidationError(weekProblem(week, orElse: "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, latest or all."))
        }
    }

    func run() throws {
        try reporting {
            let (context, fonts) = try ReportContext.load(
                input.request(weekStart: day.weekStart, asOf: day.asOf, redaction: privacy.redact), warming: WeekJob.fonts, emojiStyle: WeekJob.emojiStyle)
            let weeks = week.lowercased() == "all" ? WeekJob.allWeeks(context) : [context.week(WeekSelection(parsing: week)!)]
            let companions = pdfOnly ? nil : WriterSettings(templates: try TemplateLibrary.load(templates))
            let progress = quiet.progress(weeks: weeks.count)
            defer { progress?.finish() }
            try JobRunner(typeSetter: fonts, sink: FolderSink(folder: out ?? ".", createsFolders: true), progress: progress?.handler).run(WeekJob(
                context: context, weeks: weeks, paper: paper, theme: theme, companions: companions, typeSetter: fonts))
            return context
        }
    }
}

extension Paper: ExpressibleByArgument {}
