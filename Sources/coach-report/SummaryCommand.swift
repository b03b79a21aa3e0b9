import ArgumentParser
import ReportKit

struct Summary: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a Markdown summary of a week or a run of days (or the same as an HTML page).",
        discussion: """
            The summary holds the headline figures, care actions, urge notes, the Discipline Score trend and \
            milestones, in the export's language. Without --out it is printed. The wording lives in templates \
            built into coach-report; --templates DIR replaces any of them by file name (summary.md.mustache, \
            summary-care.md.mustache, …).

            Examples:
              coach-report summary export.json --week 2026-W47 --out 2026-W47.md
              coach-report summary export.json --from 2026-11-01 --to 2026-11-30 --format html --out november.html
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var week: WeekOptions

    @Option(name: .long, help: ArgumentHelp("First day of a run of days (instead of --week).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("Last day of the run, included.", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(name: .long, help: ArgumentHelp("Where to write the summary (default: print it).", valueName: "file"))
    var out: String?

    @Option(name: .long, help: "md or html (default: html when --out ends in .html, else md).")
    var format: SummaryFormat?

    @Option(name: .long, help: ArgumentHelp("A folder of templates that replace the built-in ones by file name.", valueName: "dir"))
    var templates: String?

    func validate() throws {
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
            let context = try ReportContext.load(input.request(weekStart: week.weekStart, asOf: week.asOf))
            let period = from.flatMap(Day.init(iso:)).flatMap { first in
                to.flatMap(Day.init(iso:)).flatMap { SummaryPeriod(from: first, to: $0, weekStart: context.weekStart) }
            } ?? SummaryPeriod(week: context.week(week.selection))
            let text: String
            do {
                text = try SummaryWriter.summary(
                    export: context.export, figures: context.figures, period: period, localizer: context.localizer,
                    format: format ?? (out.map { $0.hasSuffix(".html") || $0.hasSuffix(".htm") } == true ? .html : .markdown),
                    templates: try TemplateLibrary(overrides: templates))
            } catch let error as TemplateError {
                throw error.reportError
            }
            try FileIO.write(text, to: out ?? "-")
        }
    }
}

extension SummaryFormat: ExpressibleByArgument {}
