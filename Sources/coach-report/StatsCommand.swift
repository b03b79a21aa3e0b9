import ArgumentParser
import ReportKit

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the figures: streaks, weekly completion, urges, the Discipline Score.",
        usage: "coach-report stats [<options>] <file>",
        discussion: """
            With --json, prints a stable JSON document (its shape is in docs/figures.md).

            Example:
              coach-report stats export.json --as-of 2026-11-22 --week-start monday --json
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var day: DayOptions
    @OptionGroup var health: HealthOption
    @OptionGroup var redact: RedactOptions<WeightShownInFull>

    @Flag(name: .long, help: "Write the figures as JSON.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Where to write the figures: a file, or - for standard output.", valueName: "file"))
    var out: String = "-"

    func run() throws {
        try reporting {
            let context = try ReportContext.load(input.request(day: day, keepingWords: false))
            let health = try health.read(redaction: redact.redact)
            var text = json ? StatsJSON.document(context, health: health) : StatsText.describe(context)
            if !json, let health {
                text += HealthText.weeks(health, context.figures.weeks.suffix(8).map(\.week), localizer: context.localizer)
            }
            if !json { text += StatsText.patterns(context, health: health) }
            try FolderSink(folder: nil, standardOutput: StandardStreams.writeOutput, temporaryFiles: .commandLine).write(OutputFile(path: out, text: text))
            return context
        }
    }
}
