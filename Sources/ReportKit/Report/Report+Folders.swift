#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender
import ReportOutputs

/// The outputs that are a run of files, written into a ``ReportFolder`` as the commands that make them write them.
extension Report {
    /// The reflection PDFs of `periods` into `folder`, as `coach-report week` and `reflect` write them: each beside
    /// its Markdown summary (a week's also beside its charts as SVG) through `companions`, or alone when it is nil;
    /// a year's beside its year-in-review cards when `yearCards`, which show the Discipline Score when
    /// `cardShowsScore`. `progress` is told as each week is done (a run of weeks shows it; longer periods do not).
    public func writeReflections(
        _ periods: ReportPeriods, companions: ReportTemplates?, yearCards: Bool = true, cardShowsScore: Bool = false,
        into folder: ReportFolder, progress: ReportProgress? = nil
    ) throws(ReportError) {
        let settings = companions.map { WriterSettings(templates: $0.library) }
        let fonts = host.typeSetter()
        let runner = JobRunner(typeSetter: fonts, spare: host.spareTypeSetters(), sink: folder.sink(host), progress: progress)
        let weeks: [Week]
        switch periods {
        case .everyWeek: weeks = WeekJob.allWeeks(context)
        case .one(.week(let week)): weeks = [context.week(week)]
        case .one(let period): return try runner.run(periodJob(reflectionPeriods([period]), settings, yearCards, cardShowsScore))
        case .every(let kind):
            let all = context.figures.periodsWithData(kind)
            return try runner.run(periodJob(reflectionPeriods(all.isEmpty ? [.latest(kind)] : all.map(ReportPeriod.calendar)), settings, yearCards, cardShowsScore))
        }
        try runner.run(WeekJob(context: context, weeks: weeks, paper: options.paper, theme: options.theme, companions: settings, typeSetter: fonts))
    }

    /// The summaries of `periods` into `folder`, a file each, named by the period (`2026-W47.md`, `2026-11.md`,
    /// `2026-09-01--2026-10-12.md`), as `coach-report summary --every-week` and `--month all` write them;
    /// `progress` is told as each is done.
    public func writeSummaries(
        _ periods: ReportPeriods, format: SummaryFormat = .markdown, detail: SummaryDetail = .highlights, templates: ReportTemplates? = nil,
        into folder: ReportFolder, progress: ReportProgress? = nil
    ) throws(ReportError) {
        let settings = WriterSettings(templates: try ReportTemplates.library(templates))
        let job: SummaryJob
        switch periods {
        case .everyWeek: job = SummaryJob.everyWeek(context: context, format: format.output, settings: settings)
        case .every(let kind): job = SummaryJob.everyPeriod(kind, context: context, format: format.output, settings: settings, detail: detail)
        case .one(let period):
            let name = reflectionPeriods([period]).first?.name ?? context.week(.latest).isoWeek.description
            job = SummaryJob(
                context: context, period: summaryPeriod(period), path: name + "." + format.output.fileExtension, format: format.output,
                settings: settings, detail: detail)
        }
        try JobRunner(typeSetter: host.typeSetter(), sink: folder.sink(host), progress: progress).run(job)
    }

    /// The card of the person's plan for when an urge comes, as `coach-report card plan` draws it: a phone's lock
    /// screen as PNG or SVG, or a wallet card as PDF.
    public func planCard(format: PictureFormat) throws(ReportError) -> Data {
        try run(PlanCardJob(context: context, path: "card", format: format.output, theme: options.theme), path: "card")
    }

    /// The figures as `coach-report stats` prints them: text, or the stable JSON document of `docs/figures.md`;
    /// with `options.health`, its weeks and patterns too.
    public func stats(format: StatsFormat = .text) -> String {
        if format == .json { return StatsJSON.document(context, health: health) }
        var text = StatsText.describe(context)
        if let health {
            text += HealthText.weeks(health, context.figures.weeks.suffix(8).map(\.week), localizer: context.localizer)
        }
        return text + StatsText.patterns(context, health: health)
    }

    /// What the export holds, as `coach-report validate` says it (the days covered, how many entries, urge notes,
    /// check-ins and achievements, then every warning), the export called `name`; and what `options.health` holds.
    public func contentsDescription(name: String) -> String {
        var text = ExportSummaryText.describe(context, name: ReportError.shown(name))
        if let reading = health?.reading {
            text += HealthText.describe(reading, name: ReportError.shown(reading.name), localizer: context.localizer)
        }
        return text
    }

    /// Each reflection period with its file name; a week names none (it is a week's reflection).
    private func reflectionPeriods(_ periods: [ReportPeriod]) -> [(period: SummaryPeriod, name: String)] {
        periods.compactMap { period in
            if let calendar = calendarPeriod(period) { return (SummaryPeriod(calendar), calendar.description) }
            if case .days(let first, let last) = period, let days = SummaryPeriod(from: first, to: last) {
                return (days, PeriodJob.name(from: first, to: last))
            }
            return nil
        }
    }

    private func periodJob(
        _ periods: [(period: SummaryPeriod, name: String)], _ settings: WriterSettings?, _ cards: Bool, _ score: Bool
    ) -> PeriodJob {
        PeriodJob(
            context: context, periods: periods, paper: options.paper, theme: options.theme, companions: settings, writesCards: cards,
            cardScore: score)
    }
}

/// How ``Report/stats(format:)`` writes the figures.
public enum StatsFormat: Sendable, CaseIterable {
    /// Lines for a person to read.
    case text
    /// The stable JSON document (`docs/figures.md` holds its shape).
    case json
}
