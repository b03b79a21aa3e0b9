#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The weekly reflection as PDF bytes: content (`WeeklyReflectionBuilder`), pages (`WeeklyReflectionLayout`)
/// and `PDFWriter`, with one `TypeSetter` and one sorted copy of the export for every week it writes.
public struct WeeklyReflectionPDF {
    public let context: ReportContext
    public let style: PageStyle
    let builder: WeeklyReflectionBuilder
    let typeSetter: TypeSetter

    public init(context: ReportContext, paper: Paper, theme: Theme) {
        self.context = context
        style = PageStyle(paper: paper, theme: theme)
        builder = WeeklyReflectionBuilder(context: context)
        typeSetter = TypeSetter()
    }

    /// Every week from the first with data to the one holding the export's "now" (one empty week for an empty export).
    public var allWeeks: [Week] {
        let weeks = context.figures.weeks.map(\.week)
        return weeks.isEmpty ? [context.week(.latest)] : weeks
    }

    /// `2026-W47.pdf`: the ISO week names the file whatever day the week starts on.
    public static func fileName(_ week: Week) -> String { "\(week.isoWeek).pdf" }

    public func reflection(_ week: Week) -> WeeklyReflection { builder.reflection(for: week) }

    public func document(_ week: Week) -> Document {
        WeeklyReflectionLayout(
            reflection: reflection(week), figures: context.figures, style: style,
            weekStart: context.weekStart, localizer: context.localizer
        ).document(typeSetter: typeSetter)
    }

    public func render(_ week: Week) throws(ReportError) -> Data {
        // The layouts measured for this week are drawn, then let go before the next week is measured.
        defer { typeSetter.forgetLayouts() }
        do {
            return try PDFWriter(typeSetter: typeSetter).write(document(week))
        } catch let error as CairoError {
            throw ReportError(.io, "The reflection of \(week.isoWeek) could not be drawn: \(error.description).")
        } catch {
            throw ReportError(.io, "The reflection of \(week.isoWeek) could not be drawn: \(error).")
        }
    }
}
