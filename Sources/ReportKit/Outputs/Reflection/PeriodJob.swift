/// The reflections of months, quarters, years or a run of days (`2026-11.pdf`, `2026-Q4.pdf`, `2026.pdf`,
/// `2026-09-01--2026-10-12.pdf`) and, unless left out, each one's Markdown summary beside it, as `WeekJob` does
/// for weeks.
public struct PeriodJob: Job {
    public let periods: [(period: SummaryPeriod, name: String)]
    let pdf: PeriodReflectionPDF
    /// The summary builder and the writers' settings for the summaries; nil for the PDF alone.
    let companions: (summaries: SummaryBuilder, settings: WriterSettings)?

    public init(context: ReportContext, periods: [(period: SummaryPeriod, name: String)], paper: Paper?, theme: Theme, companions settings: WriterSettings?) {
        self.periods = periods
        pdf = PeriodReflectionPDF(context: context, paper: paper ?? Paper.forLocale(context.localeIdentifier), theme: theme)
        companions = settings.map { (SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer, health: context.health), $0) }
    }

    /// The name of a run of days: its first and last day, `2026-09-01--2026-10-12`.
    public static func name(from first: Day, to last: Day) -> String { first.iso + "--" + last.iso }

    public var unitCount: Int { periods.count }

    public func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let (period, name) = periods[index]
        var files = [OutputFile(path: name + ".pdf", bytes: try pdf.render(period, name: name, typeSetter: typeSetter))]
        if let (summaries, settings) = companions {
            files.append(OutputFile(path: name + ".md", bytes: try OutputFormat.markdown.writer(settings).write(.summary(summaries.view(for: period)))))
        }
        return files
    }
}
