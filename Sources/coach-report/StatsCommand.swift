import ArgumentParser
import ReportKit

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the figures: streaks, weekly completion, urges, the Discipline Score.",
        discussion: """
            With --json, prints a stable JSON document (its shape is in the README).

            Example:
              coach-report stats export.json --as-of 2026-11-22 --week-start monday --json
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var day: DayOptions

    @Flag(name: .long, help: "Print the figures as JSON.")
    var json = false

    @Option(name: .long, help: "Write to this file instead of standard output.")
    var out: String = "-"

    func run() throws {
        try reporting {
            let context = try ReportContext.load(input.request(weekStart: day.weekStart, asOf: day.asOf, keepingWords: false))
            try FolderSink(folder: nil).write(OutputFile(path: out, text: json ? StatsJSON.document(context) : StatsText.describe(context)))
            return context
        }
    }
}
