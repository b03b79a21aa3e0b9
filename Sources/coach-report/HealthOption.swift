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

    /// The file to read, or nil without --health; `redaction` nil: the output's own.
    func file(redaction: Redaction? = nil, weightUnit: WeightUnit? = nil) -> HealthFile? {
        // COACH_REPORT_HEALTH_XML=libxml2 reads with libxml2's parser instead of the scanner (for bench/health.sh).
        let libxml2 = ProcessInfo.processInfo.environment["COACH_REPORT_HEALTH_XML"] == "libxml2"
        return health.map { HealthFile(path: $0, weightUnit: weightUnit, redaction: redaction, readsWithLibxml2: libxml2) }
    }
}

/// stats: it holds none of the person's words, so --redact decides only whether weight is shown.
enum WeightShownInFull: RedactionDefault {
    static let level = Redaction.full
    static let reason = "Full by default. stats shows no text you typed; below full it leaves out the weight from --health."
}
