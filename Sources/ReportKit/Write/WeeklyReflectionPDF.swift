#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// The weekly reflection as PDF bytes: content (`WeeklyReflectionBuilder`), pages (`WeeklyReflectionLayout`)
/// and `PDFWriter`, with one `TypeSetter` and one sorted copy of the export for every week it writes.
public struct WeeklyReflectionPDF {
    public let context: ReportContext
    public let style: PageStyle
    let builder: WeeklyReflectionBuilder
    let typeSetter: TypeSetter
    /// What is written beside each PDF (the summary and the charts), when asked for.
    public var companions: WeekCompanions?

    public init(context: ReportContext, paper: Paper, theme: Theme, typeSetter: TypeSetter = TypeSetter()) {
        self.context = context
        style = PageStyle(paper: paper, theme: theme)
        builder = WeeklyReflectionBuilder(context: context)
        self.typeSetter = typeSetter
    }

    /// Reads the export while another thread makes the fonts ready (fontconfig's set-up and Pango's font sets
    /// take a good part of a one-week run), then gives the PDF maker for it. The paper defaults from the locale.
    public static func load(_ request: LoadRequest, paper: Paper?, theme: Theme) throws(ReportError) -> WeeklyReflectionPDF {
        let (context, typeSetter) = try ReportContext.load(request, warming: PageStyle.fonts, emojiStyle: PageStyle.body)
        return WeeklyReflectionPDF(
            context: context, paper: paper ?? Paper.forLocale(context.localeIdentifier), theme: theme, typeSetter: typeSetter)
    }

    /// Renders `weeks` and hands each week's files (the PDF, then its companions) to `write`, on as many
    /// threads as there are processors, each with its own fonts and layouts. Every file has the same bytes
    /// as when written one by one; the first error (in week order) is thrown once all threads are done.
    public func renderAll(_ weeks: [Week], write: @escaping @Sendable (String, Data) throws(ReportError) -> Void) throws(ReportError) {
        let workers = max(1, min(weeks.count, ProcessInfo.processInfo.activeProcessorCount))
        if workers == 1 {
            for week in weeks { for file in try files(week) { try write(file.name, file.data) } }
            return
        }
        let makers = Unchecked([self] + (1..<workers).map { _ in
            var maker = WeeklyReflectionPDF(context: context, paper: style.paper, theme: style.theme)
            maker.companions = companions
            return maker
        })
        let failures = Unchecked(UnsafeMutableBufferPointer<ReportError?>.allocate(capacity: weeks.count))
        failures.value.initialize(repeating: nil)
        defer { failures.value.deallocate() }
        DispatchQueue.concurrentPerform(iterations: workers) { k in
            for i in stride(from: k, to: weeks.count, by: workers) {
                do throws(ReportError) {
                    for file in try makers.value[k].files(weeks[i]) { try write(file.name, file.data) }
                } catch {
                    failures.value[i] = error
                }
            }
        }
        if let first = failures.value.first(where: { $0 != nil }) { throw first! }
    }

    /// The week's PDF (`2026-W47.pdf`) and, when asked for, its companions.
    public func files(_ week: Week) throws(ReportError) -> [(name: String, data: Data)] {
        var files = [(name: Self.fileName(week), data: try render(week))]
        if let companions { files += try companions.files(for: week, typeSetter: typeSetter) }
        return files
    }

    /// Every week with something logged in it (one empty week for an empty export).
    public var allWeeks: [Week] {
        let weeks = context.figures.weeksWithData.map(\.week)
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
