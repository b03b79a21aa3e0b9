import ReportCore
import ReportNative
import ReportRender
/// The reflections of months, quarters, years or a run of days (`2026-11.pdf`, `2026-Q4.pdf`, `2026.pdf`,
/// `2026-09-01--2026-10-12.pdf`) and, unless left out, each one's Markdown summary beside it, as `WeekJob` does
/// for weeks; a year's also with its year-in-review cards (`2026-card.png` and `.svg`, and the story-size
/// `2026-card-story.png` and `.svg`).
package struct PeriodJob: Job {
    package let periods: [(period: SummaryPeriod, name: String)]
    let pdf: PeriodReflectionPDF
    /// The summary builder and the writers' settings for the summaries; nil for the PDF alone.
    let companions: (summaries: SummaryBuilder, settings: WriterSettings)?
    /// Whether a year's card is written beside its PDF, and whether it shows the Discipline Score.
    let cards: (written: Bool, showsScore: Bool)

    package init(
        context: ReportContext, periods: [(period: SummaryPeriod, name: String)], paper: Paper?, theme: Theme, companions settings: WriterSettings?,
        writesCards: Bool = false, cardScore: Bool = false
    ) {
        self.periods = periods
        cards = (writesCards, cardScore)
        pdf = PeriodReflectionPDF(context: context, paper: paper ?? Paper.forLocale(context.localeIdentifier), theme: theme)
        companions = settings.map { (SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer, health: context.health), $0) }
    }

    /// The name of a run of days: its first and last day, `2026-09-01--2026-10-12`.
    package static func name(from first: Day, to last: Day) -> String { first.iso + "--" + last.iso }

    package var unitCount: Int { periods.count }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let (period, name) = periods[index]
        var files = [OutputFile(path: name + ".pdf", bytes: try pdf.render(period, name: name, typeSetter: typeSetter))]
        if let (summaries, settings) = companions {
            files.append(OutputFile(path: name + ".md", bytes: try OutputFormat.markdown.writer(settings).write(.summary(summaries.view(for: period)))))
        }
        if cards.written, let year = period.calendar, year.kind == .year {
            // The post-size card and, beside it, the story-size one (1080×1920).
            for size in YearCard.Size.allCases {
                let card = YearCard.document(
                    context: pdf.context, year: year, theme: pdf.style.theme, showsScore: cards.showsScore, size: size, typeSetter: typeSetter)
                let name = YearCard.name(year, size: size)
                files.append(OutputFile(path: name + ".png", bytes: try YearCard.png(card)))
                files.append(OutputFile(path: name + ".svg", bytes: try OutputFormat.svg.writer(companions?.settings ?? WriterSettings()).write(.document(card))))
            }
        }
        return files
    }
}
