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

/// `--out DIR` (the current folder by default) with `ReaderOutput` and `--quiet`: how `week` and `reflect`, which
/// write a run of files into a folder for the person themselves, write.
struct FolderOutput: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var out: String = "."

    @OptionGroup var output: ReaderOutput<KeptByYou>
    @OptionGroup var quiet: QuietOption

    var redact: Redaction { output.redact }
    var sink: FolderSink { FolderSink(folder: out, createsFolders: true, temporaryFiles: .commandLine) }

    /// The PDFs' companions (summary, charts) as the templates make them; nil when only the PDF is written.
    func companions(pdfOnly: Bool) throws -> WriterSettings? { pdfOnly ? nil : WriterSettings(templates: try output.templates.library()) }

    /// The weeks --week names, each written as `week` writes it (`reflect --week` too), with a progress line.
    func writeWeeks(
        _ week: WeekOptions<OneWeekOrAll>, context: ReportContext, look: PDFLook, companions: WriterSettings?, typeSetter: TypeSetter
    ) throws {
        let weeks = week.isAll ? WeekJob.allWeeks(context) : [context.week(week.selection)]
        let progress = quiet.progress(weeks: weeks.count)
        defer { progress?.finish() }
        try JobRunner(typeSetter: typeSetter, sink: sink, progress: progress?.handler).run(WeekJob(
            context: context, weeks: weeks, paper: look.paper, theme: look.theme, companions: companions, typeSetter: typeSetter))
    }
}
