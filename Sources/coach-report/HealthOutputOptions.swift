import ArgumentParser
import ReportKit

/// `--health FILE` and `--weight-unit` for the commands that write for a reader (summary, week, reflect, site,
/// email): the days go into the report, as the outputs may show them at the command's `--redact`.
struct HealthOutputOptions: ParsableArguments {
    @OptionGroup var file: HealthOption

    @Option(name: .long, help: ArgumentHelp(
        "The unit weight from --health is shown in (default: lb for a United States locale, else kg).",
        valueName: "unit"))
    var weightUnit: WeightUnit?

    /// --health, if given: weight shown only at --redact full, in the unit asked for or the locale's.
    var healthFile: HealthFile? { file.file(weightUnit: weightUnit) }
}

extension WeightUnit: ExpressibleByArgument {}
