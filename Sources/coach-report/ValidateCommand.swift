import ArgumentParser
import ReportKit

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check an export and say what it holds.",
        usage: "coach-report validate [<options>] <file>",
        discussion: """
            Prints the days covered and how many entries, urge notes, check-ins and achievements the file holds, \
            then every warning. Exits 65 with one sentence naming the file, the JSON path and line:column when \
            the file is not a valid export.

            Examples:
              coach-report validate export.json
              coach-report validate checkins.json --time-zone Europe/Oslo \\
                --profile profile.json
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var health: HealthOption

    func run() throws {
        try reporting {
            let report = try input.read(input.options(keepingWords: false, requiringDay: false, health: health.file(redaction: .full)))
            try StandardStreams.writeOutput(report.contentsDescription(name: input.file))
            return report
        }
    }
}
