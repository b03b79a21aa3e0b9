import ReportCore
import ReportNative
import ReportRender
/// Summaries of periods, as Markdown or HTML: one to a named file, or one per week named by its ISO week
/// (`2026-W47.md`), a journal folder that diffs week by week under git.
package struct SummaryJob: Job {
    package let builder: SummaryBuilder
    package let outputs: [(period: SummaryPeriod, path: String)]
    package let format: OutputFormat
    package let settings: WriterSettings

    /// One summary of `period`, written to `path`.
    package init(
        context: ReportContext, period: SummaryPeriod, path: String, format: OutputFormat, settings: WriterSettings, detail: SummaryDetail = .highlights
    ) {
        self.init(context: context, outputs: [(period, path)], format: format, settings: settings, detail: detail)
    }

    /// One summary per week with something logged in it.
    package static func everyWeek(context: ReportContext, format: OutputFormat, settings: WriterSettings) -> SummaryJob {
        let outputs = context.figures.weeksWithData.map { w in
            (SummaryPeriod(week: w.week), "\(w.week.isoWeek).\(format.fileExtension)")
        }
        return SummaryJob(context: context, outputs: outputs, format: format, settings: settings)
    }

    /// One summary per calendar month, quarter or year with something logged in it, named `2026-11.md`,
    /// `2026-Q4.md`, `2026.md`.
    package static func everyPeriod(
        _ kind: CalendarPeriod.Kind, context: ReportContext, format: OutputFormat, settings: WriterSettings, detail: SummaryDetail = .highlights
    ) -> SummaryJob {
        let outputs = context.figures.periodsWithData(kind).map { p in (SummaryPeriod(p), "\(p).\(format.fileExtension)") }
        return SummaryJob(context: context, outputs: outputs, format: format, settings: settings, detail: detail)
    }

    init(
        context: ReportContext, outputs: [(period: SummaryPeriod, path: String)], format: OutputFormat, settings: WriterSettings,
        detail: SummaryDetail = .highlights
    ) {
        builder = SummaryBuilder(
            export: context.export, figures: context.figures, localizer: context.localizer, health: context.health, detail: detail)
        self.outputs = outputs
        self.format = format
        self.settings = settings
    }

    package var unitCount: Int { outputs.count }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        guard format.isSummary else { throw ReportError.notWritten("A summary", as: [.markdown, .html], not: format) }
        let (period, path) = outputs[index]
        return [OutputFile(path: path, bytes: try format.writer(settings).write(.summary(builder.view(for: period))))]
    }
}
