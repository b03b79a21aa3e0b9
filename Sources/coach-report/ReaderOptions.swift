import ArgumentParser
import ReportKit

// The option groups of the commands that write for a reader (summary, week, reflect, site, email), each declared
// once: what they read, first in their help, and how they write, last; each command's own options stand between.

/// The export and `--health`, with the one way these commands load them: the export on the command's day rules and
/// redaction, then --health's days into it.
struct ReaderInput: ParsableArguments {
    @OptionGroup var input: InputOptions
    @OptionGroup var health: HealthOutputOptions

    /// The context, for a command that lays no text out (summary).
    func load(day: DayOptions, redaction: Redaction) throws -> ReportContext {
        var context = try ReportContext.load(input.request(day: day, redaction: redaction))
        try health.add(to: &context, redaction: redaction)
        return context
    }

    /// The context and the command line's type setter, whose `fonts` another thread makes ready meanwhile (and then
    /// runs `meanwhile`), as `ReportContext.load(_:warming:emojiStyle:typeSetter:meanwhile:)` does.
    func load(
        day: DayOptions, redaction: Redaction, warming fonts: [FontSpec], emojiStyle: FontSpec?, meanwhile: (@Sendable () -> Void)? = nil
    ) throws -> (ReportContext, TypeSetter) {
        var (context, typeSetter) = try ReportContext.load(
            input.request(day: day, redaction: redaction), warming: fonts, emojiStyle: emojiStyle,
            typeSetter: FontHeadStart.typeSetter, meanwhile: meanwhile)
        try health.add(to: &context, redaction: redaction)
        return (context, typeSetter)
    }
}

/// `--templates` and `--redact` (at the command's default), for every command that writes for a reader.
struct ReaderOutput<Default: RedactionDefault>: ParsableArguments {
    @OptionGroup var templates: TemplatesOption
    @OptionGroup var privacy: RedactOptions<Default>

    var redact: Redaction { privacy.redact }
}
