import ArgumentParser
import ReportKit

// The option groups of the commands that write for a reader (summary, week, reflect, site, email), each declared
// once: what they read, first in their help, and how they write, last; each command's own options stand between.

/// The export and `--health`, with the one way these commands read them: the export on the command's day rules and
/// redaction, then --health's days into it.
struct ReaderInput: ParsableArguments {
    @OptionGroup var input: InputOptions
    @OptionGroup var health: HealthOutputOptions

    /// The report, read on the command's day rules and redaction with --health's days in it; its PDFs on `paper`
    /// in `theme`.
    func read(day: DayOptions, redaction: Redaction, paper: Paper? = nil, theme: Theme = .light) throws(ReportError) -> Report {
        var options = input.options(day: day, redaction: redaction, health: health.healthFile)
        options.paper = paper
        options.theme = theme
        return try input.read(options)
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
    var folder: ReportFolder { ReportFolder(out) }

    /// The PDFs' companions (summary, charts) as the templates make them; nil when only the PDF is written.
    func companions(pdfOnly: Bool) throws(ReportError) -> ReportTemplates? { pdfOnly ? nil : try output.templates.library() }

    /// The weeks --week names, each written as `week` writes it (`reflect --week` too), with a progress line.
    func writeWeeks(_ week: WeekOptions<OneWeekOrAll>, report: Report, companions: ReportTemplates?) throws(ReportError) {
        let progress = quiet.progress()
        defer { progress?.finish() }
        try report.writeReflections(
            week.isAll ? .everyWeek : .one(.week(week.selection)), companions: companions, into: folder, progress: progress?.handler)
    }
}
