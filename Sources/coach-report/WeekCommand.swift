import ArgumentParser
import ReportKit

struct WeekReflection: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "Write the weekly reflection PDF: the cover, every day, urge notes, the Discipline Score and milestones.",
        discussion: """
            Writes DIR/2026-W47.pdf, named by the ISO week whatever day the week starts on, and beside it the \
            week's Markdown summary (2026-W47.md) and its charts as SVG (2026-W47-rings.svg, …) unless \
            --pdf-only. --week all writes every week that has something logged in it. The paper \
            is US Letter for en-US and en-CA, A4 elsewhere, unless --paper says otherwise.

            Examples:
              coach-report week export.json --week 2026-W47 --out reflections
              coach-report week export.json --week all --paper a4 --theme dark
            """)

    @OptionGroup var input: InputOptions

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

    @Option(name: .long, help: ArgumentHelp("A folder of templates replacing the built-in ones by file name, for the summary.", valueName: "dir"))
    var templates: String?

    func validate() throws {
        guard week.lowercased() == "all" || WeekSelection(parsing: week) != nil else {
            throw ValidationError(weekProblem(week, orElse: "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, latest or all."))
        }
    }

    func run() throws {
        try reporting {
            var pdf = try WeeklyReflectionPDF.load(input.request(weekStart: day.weekStart, asOf: day.asOf), paper: paper, theme: theme)
            if !pdfOnly { pdf.companions = WeekCompanions(context: pdf.context, templates: try TemplateLibrary.load(templates), theme: theme) }
            let weeks = week.lowercased() == "all" ? pdf.allWeeks : [pdf.context.week(WeekSelection(parsing: week)!)]
            let out = self.out ?? "."
            let folder = out.hasSuffix("/") ? out : out + "/"
            try pdf.renderAll(weeks) { name, data throws(ReportError) in try FileIO.write(data, to: folder + name) }
            return pdf
        }
    }
}

extension Paper: ExpressibleByArgument {}
