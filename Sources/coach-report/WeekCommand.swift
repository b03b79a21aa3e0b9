import ArgumentParser
import ReportKit

struct WeekReflection: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "Write the weekly reflection PDF: the cover, every day, urge notes, the Discipline Score and milestones.",
        discussion: """
            Writes 2026-W47.pdf into the --out folder (by default the current folder; made if missing), named \
            by the ISO week whatever day the week starts on, and beside it the week's Markdown summary \
            (2026-W47.md) and its charts as SVG (2026-W47-rings.svg, …) unless --pdf-only. --week all writes \
            every week that has something logged in it, and on a terminal shows how far it is on standard \
            error (nothing when redirected, or with --quiet).

            Examples:
              coach-report week export.json --week 2026-W47 --out reflections
              coach-report week export.json --week all --paper a4 --theme dark
            """)

    @OptionGroup var reader: ReaderInput
    @OptionGroup var week: WeekOptions<OneWeekOrAll>
    @OptionGroup var page: PaperOption
    @OptionGroup var look: ThemeOption

    @Flag(name: .long, help: "Write only the PDF, without the summary and chart files beside it.")
    var pdfOnly = false

    @Option(name: .long, help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var out: String = "."

    @OptionGroup var output: ReaderOutput<KeptByYou>
    @OptionGroup var quiet: QuietOption

    func run() throws {
        try reporting {
            let (context, fonts) = try reader.load(day: week.day, redaction: output.redact, warming: WeekJob.fonts, emojiStyle: WeekJob.emojiStyle)
            let weeks = week.isAll ? WeekJob.allWeeks(context) : [context.week(week.selection)]
            let companions = pdfOnly ? nil : WriterSettings(templates: try output.templates.library())
            let progress = quiet.progress(weeks: weeks.count)
            defer { progress?.finish() }
            try JobRunner(typeSetter: fonts, sink: FolderSink(folder: out, createsFolders: true), progress: progress?.handler).run(WeekJob(
                context: context, weeks: weeks, paper: page.paper, theme: look.theme, companions: companions, typeSetter: fonts))
            return context
        }
    }
}
