#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `coach-report week` writes beside each week's PDF: the week's Markdown summary and its charts
/// as SVG, named after the week (`2026-W47.md`, `2026-W47-rings.svg`, …), so the folder holds the week
/// in every form a person might paste, keep or send.
public struct WeekCompanions {
    let context: ReportContext
    let summaries: SummaryWriter
    /// Built once per export: it indexes the export by day.
    let builder: SummaryBuilder
    let theme: Theme

    public init(context: ReportContext, templates: TemplateLibrary, theme: Theme) {
        self.context = context
        summaries = SummaryWriter(templates: templates)
        builder = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
        self.theme = theme
    }

    /// The charts that have something to show for this export: the trend only with check-ins,
    /// the urge breakdown only with urge notes.
    var charts: [ChartKind] {
        var kinds: [ChartKind] = [.rings, .heatmap]
        if !context.export.urgeNotes.isEmpty { kinds.append(.urges) }
        if !context.export.checkIns.isEmpty { kinds.append(.trend) }
        return kinds
    }

    /// File names and contents for `week`, laid out with `typeSetter` (one per thread).
    public func files(for week: Week, typeSetter: TypeSetter) throws(ReportError) -> [(name: String, data: Data)] {
        let base = week.isoWeek.description
        var files: [(name: String, data: Data)] = []
        do {
            let markdown = try summaries.markdown(builder.view(for: SummaryPeriod(week: week)))
            files.append(("\(base).md", Data(markdown.utf8)))
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "The summary of \(week.isoWeek) could not be written: \(error).")
        }
        let options = ChartOptions(context: context, week: week, theme: theme)
        for kind in charts {
            let scene = ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: typeSetter)
            do {
                files.append(("\(base)-\(kind.rawValue).svg", try SVGWriter().write(scene)))
            } catch {
                throw ReportError(.io, "The \(kind.rawValue) chart of \(week.isoWeek) could not be written: \(error).")
            }
        }
        return files
    }
}
