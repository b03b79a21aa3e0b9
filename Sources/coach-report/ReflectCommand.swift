import ArgumentParser
import ReportKit

struct Reflect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reflect",
        abstract: "Write the reflection PDF of a week, a month, a quarter, a year or a run of days.",
        discussion: """
            --week does exactly what the week command does (2026-W47.pdf with its summary and charts). --month, \
            --quarter and --year take a calendar period in the export's time zone (2026-11, 2026-Q4, 2026), \
            latest or all (every one with something logged); --from and --to a run of days. Each writes \
            2026-11.pdf, 2026-Q4.pdf, 2026.pdf or 2026-09-01--2026-10-12.pdf into the --out folder (by default \
            the current folder; made if missing), and beside it its Markdown summary unless --pdf-only: a cover \
            with the period's own numbers and highlights (a quarter's and a year's with a line a month), its \
            calendar marked as the heatmap marks days, a row a week (for a year, one strip with a bar a week), and \
            lines for what you want to talk about. A period with nothing logged in it is one kind page. A year also \
            gets its year-in-review cards beside it unless --pdf-only (2026-card.png, 1080×1350 pixels, and \
            2026-card-story.png, 1080×1920, the size of a story, each with its .svg): the year in days from the \
            month you began, days shown up, the year's longest run, comebacks and one sentence, with nothing you \
            typed and no Discipline Score unless --card-score.

            Examples:
              coach-report reflect export.json --month 2026-11 --out reflections
              coach-report reflect export.json --year all --paper a4 --theme dark
              coach-report reflect export.json --from 2026-09-01 --to 2026-10-12
            """)

    @OptionGroup var reader: ReaderInput
    @OptionGroup var week: WeekOptions<OneWeekOrAll>
    @OptionGroup var calendar: PeriodOptions

    @OptionGroup var range: DayRangeOptions

    @OptionGroup var look: PDFLook

    @Flag(name: .long, help: "Write only the PDF, without the summary (for a week the chart files, for a year the card) beside it.")
    var pdfOnly = false

    @Flag(name: .long, help: "Show the Discipline Score on a year's card (left off by default, as the card is made to be shared).")
    var cardScore = false

    @OptionGroup var output: FolderOutput

    func validate() throws {
        let chosen = [calendar.choice != nil, range.isGiven, !week.isLatest].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("Use one of --week, --month, --quarter, --year and --from/--to.") }
        // Only a year has a card: the flag alone would say nothing and do nothing.
        if cardScore, calendar.year == nil || pdfOnly {
            throw ValidationError("--card-score puts the Discipline Score on a year's card: give it with --year, and without --pdf-only.")
        }
    }

    func run() throws {
        try reporting {
            let report = try reader.read(day: week.day, redaction: output.redact, paper: look.paper, theme: look.theme)
            let companions = try output.companions(pdfOnly: pdfOnly)
            guard let periods else {
                // A week: exactly what `week` writes.
                try output.writeWeeks(week, report: report, companions: companions)
                return report
            }
            try report.writeReflections(periods, companions: companions, yearCards: !pdfOnly, cardShowsScore: cardScore, into: output.folder)
            return report
        }
    }

    /// The periods asked for by --month, --quarter, --year or --from/--to; nil for a week.
    var periods: ReportPeriods? {
        if let periods = calendar.periods { return periods }
        if let (first, last) = range.days { return .one(.days(first: first, last: last)) }
        return nil
    }
}
