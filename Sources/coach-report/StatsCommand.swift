import ArgumentParser
import ReportKit

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the figures: streaks, weekly completion, urges, the Discipline Score.",
        usage: "coach-report stats [<options>] <file>",
        discussion: """
            With --json, prints a stable JSON document (its shape is in the README).

            Example:
              coach-report stats export.json --as-of 2026-11-22 --week-start monday --json
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var day: DayOptions

    @Flag(name: .long, help: "Write the figures as JSON.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Where to write the figures: a file, or - for standard output.", valueName: "file"))
    var out: String = "-"

    func run() throws {
        try reporting {
            let context = try ReportContext.load(input.request(day: day, keepingWords: false))
            try FolderSink(folder: nil).write(OutputFile(path: out, text: json ? StatsJSON.document(context) : StatsText.describe(context)))
            return context
        }
    }
}
