import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
            let report = try input.read(input.options(day: day, keepingWords: false, health: health.file(redaction: redact.redact)))
            let text = report.stats(format: json ? .json : .text)
            try ReportHost.commandLine.write(Data(text.utf8), to: out, in: .namedFiles(standardOutput: StandardStreams.writeOutput))
            return report
        }
    }
}
