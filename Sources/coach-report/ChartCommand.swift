import ArgumentParser
import Foundation
import ReportKit

struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart as PNG, SVG or PDF: streak heatmap, completion rings, Discipline Score trend or urge breakdown.",
        discussion: """
            The format follows the extension of --out. PNG is drawn at --scale 1, 2 or 3 (default 2); \
            SVG keeps its text as text, with the chart's alt text in <title> and <desc>; PDF is vectors.

            Examples:
              coach-report chart heatmap export.json --out streak.png --weeks 53
              coach-report chart rings export.json --week 2026-W47 --out week.svg --theme dark
              coach-report chart trend export.json --days 180 --out score.pdf
            """)

    @Argument(help: ArgumentHelp("Which chart: heatmap, rings, trend or urges.", valueName: "chart"))
    var kind: ChartKind

    @OptionGroup var input: InputOptions
    @OptionGroup var privacy: RedactOptions
    @OptionGroup var week: WeekOptions

    @Option(name: .long, help: ArgumentHelp("Where to write the chart: a .png, .svg or .pdf file.", valueName: "file"))
    var out: String

    @Option(name: .long, help: "Weeks in the heatmap and the urge breakdown, 1–53.")
    var weeks: Int = 12

    @Option(name: .long, help: "Days in the Discipline Score trend, 7–3650.")
    var days: Int = 90

    @Option(name: .long, help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 2

    @Option(name: .long, help: "light or dark.")
    var theme: Theme = .light

    func validate() throws {
        guard let format = OutputFormat.from(path: out), format.isPicture else {
            throw ValidationError("--out must end in .png, .svg or .pdf.")
        }
        guard ChartOptions.weekRange.contains(weeks) else { throw ValidationError("--weeks takes a number from 1 to 53.") }
        guard ChartOptions.dayRange.contains(days) else { throw ValidationError("--days takes a number from 7 to 3650.") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale takes 1, 2 or 3.") }
    }

    func run() throws {
        try reporting {
            let (context, fonts) = try ReportContext.load(input.request(weekStart: week.weekStart, asOf: week.asOf, keepingWords: false, redaction: privacy.redact), warming: ChartRenderer.fonts)
            let options = ChartOptions(context: context, week: context.week(week.selection), weeks: weeks, days: days, theme: theme)
            try JobRunner(typeSetter: fonts, sink: FolderSink(folder: nil)).run(ChartJob(
                context: context, kind: kind, options: options, path: out, format: OutputFormat.from(path: out)!,
                settings: WriterSettings(scale: scale)))
            return (context, fonts)
        }
    }
}

extension ChartKind: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
