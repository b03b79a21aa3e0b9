import ReportCore
import ReportNative
import ReportRender
/// The weekly reflection PDFs of some weeks (`2026-W47.pdf`) and, unless left out, each week's companions beside
/// it: the week's Markdown summary (`2026-W47.md`) and its charts as SVG (`2026-W47-rings.svg`, …, with --health also
/// `2026-W47-weight.svg` and `2026-W47-steps.svg`), so the folder
/// holds the week in every form a person might paste, keep or send.
package struct WeekJob: Job {
    package let weeks: [Week]
    let pdf: WeeklyReflectionPDF
    /// The summary builder and the writers' settings for the companions; nil for the PDF alone.
    let companions: (summaries: SummaryBuilder, settings: WriterSettings)?
    let theme: Theme

    package init(context: ReportContext, weeks: [Week], paper: Paper?, theme: Theme, companions settings: WriterSettings?, typeSetter: TypeSetter) {
        self.weeks = weeks
        pdf = WeeklyReflectionPDF(
            context: context, paper: paper ?? Paper.forLocale(context.localeIdentifier), theme: theme, typeSetter: typeSetter)
        companions = settings.map { (SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer, health: context.health), $0) }
        self.theme = theme
    }

    /// The fonts the pages use, and the style emoji appear in, to make ready while the export is read.
    package static let fonts = PageStyle.fonts
    package static let emojiStyle = PageStyle.body

    /// Every week with something logged in it (one empty week for an empty export).
    package static func allWeeks(_ context: ReportContext) -> [Week] {
        let weeks = context.figures.weeksWithData.map(\.week)
        return weeks.isEmpty ? [context.week(.latest)] : weeks
    }

    package var unitCount: Int { weeks.count }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        var files: [OutputFile] = []
        try eachFile(unit: index, typeSetter: typeSetter) { files.append($0) }
        return files
    }

    /// The PDF, then each companion, each let go once handed on: a week of a very long note holds its PDF or its
    /// Markdown, never both.
    package func eachFile(unit index: Int, typeSetter: TypeSetter, _ write: (OutputFile) throws(ReportError) -> Void) throws(ReportError) {
        let week = weeks[index]
        let base = week.isoWeek.description
        try write(OutputFile(path: base + ".pdf", bytes: try pdf.withFonts(typeSetter).render(week)))
        guard let (summaries, settings) = companions else { return }
        let context = pdf.context
        let markdown = OutputFormat.markdown.writer(settings)
        try write(OutputFile(path: base + ".md", bytes: try markdown.write(.summary(summaries.view(for: SummaryPeriod(week: week))))))
        let options = ChartOptions(context: context, week: week, theme: theme)
        let svg = OutputFormat.svg.writer(settings)
        for kind in ChartKind.shown(context) {
            let document = ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
            try write(OutputFile(path: "\(base)-\(kind.rawValue).svg", bytes: try svg.write(.document(document))))
        }
        // With --health, the Body page's charts too (2026-W47-weight.svg, 2026-W47-steps.svg).
        if let health = context.health {
            let last = Story(context: context).bodyLastDay(week.start, week.end)
            for kind in BodyChartKind.shown(health, from: week.start, through: last) {
                let document = ChartRenderer.bodyDocument(kind, health: health, from: week.start, through: last, options: options, typeSetter: typeSetter)
                try write(OutputFile(path: "\(base)-\(kind.rawValue).svg", bytes: try svg.write(.document(document))))
            }
        }
    }
}
