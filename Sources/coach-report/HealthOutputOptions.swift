import ArgumentParser
import ReportKit

/// `--health FILE` and `--weight-unit` for the commands that write for a reader (summary, week, reflect, site,
/// email): the days go into the context, as the outputs may show them at the command's `--redact`.
struct HealthOutputOptions: ParsableArguments {
    @OptionGroup var file: HealthOption

    @Option(name: .long, help: ArgumentHelp(
        "The unit weight from --health is shown in (default: lb for a United States locale, else kg).",
        valueName: "unit"))
    var weightUnit: WeightUnit?

    /// Reads --health, if given, into `context`: weight only at --redact full, in the unit asked for or the locale's.
    func add(to context: inout ReportContext, redaction: Redaction) throws {
        guard let input = try file.read(redaction: redaction) else { return }
        context.health = HealthShown(
            days: input.reading.days, redaction: redaction,
            weightUnit: weightUnit ?? WeightUnit.forLocale(context.localeIdentifier))
    }
}

extension WeightUnit: ExpressibleByArgument {}
