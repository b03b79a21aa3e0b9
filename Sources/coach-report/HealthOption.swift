import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportKit

/// `--health FILE`: Apple Health's export.zip (or its export.xml), for weight and steps beside the habits.
struct HealthOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Apple Health's export.zip (or the export.xml in it): weight and steps are read from it, nothing else.",
        valueName: "file"))
    var health: String?

    /// The reading, or nil without --health.
    func read(redaction: Redaction) throws -> HealthInput? {
        // COACH_REPORT_HEALTH_XML=libxml2 reads with libxml2's parser instead of the scanner (for bench/health.sh).
        let parser: HealthExport.Parser = ProcessInfo.processInfo.environment["COACH_REPORT_HEALTH_XML"] == "libxml2" ? .libxml2 : .scanner
        return try health.map { HealthInput(reading: try HealthExport.read($0, parser: parser), redaction: redaction) }
    }
}

/// stats: it holds none of the person's words, so --redact decides only whether weight is shown.
enum WeightShownInFull: RedactionDefault {
    static let level = Redaction.full
    static let reason = "Full by default. stats shows no text you typed; below full it leaves out the weight from --health."
}
