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
    @OptionGroup var look: PDFLook

    @Flag(name: .long, help: "Write only the PDF, without the summary and chart files beside it.")
    var pdfOnly = false

    @OptionGroup var output: FolderOutput

    func run() throws {
        try reporting {
            let report = try reader.read(day: week.day, redaction: output.redact, paper: look.paper, theme: look.theme)
            try output.writeWeeks(week, report: report, companions: try output.companions(pdfOnly: pdfOnly))
            return report
        }
    }
}
