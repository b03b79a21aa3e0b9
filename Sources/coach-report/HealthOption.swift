import ArgumentParser
import ReportKit

/// `--health FILE`: Apple Health's export.zip (or its export.xml), for weight and steps beside the habits.
struct HealthOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Apple Health's export.zip (or the export.xml in it): weight and steps are read from it, nothing else.",
        valueName: "file"))
    var health: String?

    /// The reading, or nil without --health.
    func read(redaction: Redaction) throws -> HealthInput? {
        try health.map { HealthInput(reading: try HealthExport.read($0), redaction: redaction) }
    }
}
