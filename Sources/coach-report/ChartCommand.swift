import ArgumentParser
import ReportKit

struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chart",
        abstract: "Draw a chart as PNG, SVG or PDF: streak heatmap, completion rings, Discipline Score trend or urge breakdown.",
        discussion: """
            The format follows the extension of --out (.png, .svg or .pdf); --out - writes to standard \
            output and then needs --format. PNG is drawn at --scale 1, 2 or 3; SVG keeps its text as \
            text, with the chart's alt text in <title> and <desc>; PDF is vectors.

            Examples:
              coach-report chart heatmap export.json --weeks 53 --out streak.png
              coach-report chart rings export.json --week 2026-W47 --out week.svg
              coach-report chart trend export.json --trend-days 180 --out score.pdf
              coach-report chart urges export.json --out - --format svg > urges.svg
            """)

    @Argument(help: ArgumentHelp("Which chart to draw.", valueName: "chart"))
    var kind: ChartKind

    @OptionGroup var input: InputOptions
    @OptionGroup var week: WeekOptions<OneWeek>

    @Option(name: .long, help: "Weeks in the heatmap and the urge breakdown, 1–53.")
    var weeks: Int = 12

    @Option(name: .customLong("trend-days"), help: ArgumentHelp("Days in the Discipline Score trend, 7–3650 (default: 90).", valueName: "days"))
    var trendDays: Int?

    /// The old name of --trend-days, kept hidden for one release.
    @Option(name: .customLong("days"), help: .hidden)
    var oldTrendDays: Int?

    @Option(name: .long, help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 2

    @OptionGroup var look: ThemeOption

    @Option(name: .long, help: ArgumentHelp("Where to write the chart: a .png, .svg or .pdf file, or - for standard output (with --format).", valueName: "file"))
    var out: String

    @Option(name: .long, help: "The format when --out is - (with a file, the extension decides).")
    var format: ChartFormat?

    @OptionGroup var privacy: RedactOptions<KeptByYou>

    var days: Int { trendDays ?? oldTrendDays ?? 90 }

    /// What --out and --format ask for, or the sentence saying why they cannot be drawn.
    var outputFormat: Result<PictureFormat, ValidationError> {
        if out == "-" {
            guard let format else { return .failure(ValidationError("--out - needs --format png, svg or pdf, as there is no extension to follow.")) }
            return .success(format.picture)
        }
        guard let fromPath = PictureFormat(path: out) else {
            return .failure(ValidationError("--out must end in .png, .svg or .pdf."))
        }
        if let format, format.picture != fromPath {
            return .failure(ValidationError("--format \(format.rawValue) and --out \(out) disagree; leave out --format, as the extension decides."))
        }
        return .success(fromPath)
    }

    func validate() throws {
        _ = try outputFormat.get()
        guard Report.chartWeeks.contains(weeks) else { throw ValidationError("--weeks takes a number from 1 to 53.") }
        guard trendDays == nil || oldTrendDays == nil else { throw ValidationError("--days is the old name of --trend-days; give --trend-days alone.") }
        guard Report.chartDays.contains(days) else {
            throw ValidationError("--\(trendDays == nil && oldTrendDays != nil ? "days" : "trend-days") takes a number from 7 to 3650.")
        }
        guard (1...3).contains(scale) else { throw ValidationError("--scale takes 1, 2 or 3.") }
    }

    func run() throws {
        if oldTrendDays != nil { printNote("--days is now --trend-days; the old name goes in the next release.") }
        try reporting {
            var options = input.options(day: week.day, keepingWords: false, redaction: privacy.redact)
            options.theme = look.theme
            let report = try input.read(options)
            let picture = try outputFormat.get()
            let chart = try report.chart(kind, format: picture, week: week.selection, weeks: weeks, days: days, scale: scale)
            try ReportHost.commandLine.write(chart, to: out, in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            return report
        }
    }
}

/// The formats a chart is drawn in, for --format.
enum ChartFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg, pdf

    /// The picture format of that name, read as --out's extension is.
    var picture: PictureFormat { PictureFormat(path: "chart." + rawValue)! }
}

extension ChartKind: ExpressibleByArgument {}
