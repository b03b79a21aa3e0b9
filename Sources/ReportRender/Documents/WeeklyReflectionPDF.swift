#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// The weekly reflection of any week as a `PagedDocument` and as PDF bytes: content (`WeeklyReflectionBuilder`), pages
/// (`WeeklyReflectionLayout`) and the PDF writer, with one `TypeSetter` and one sorted copy of the export for
/// every week it makes. Pure: no files, no threads (`WeekJob` plans the files and the threads).
package struct WeeklyReflectionPDF: Sendable {
    package let context: ReportContext
    package let style: PageStyle
    package let builder: WeeklyReflectionBuilder
    var typeSetter: TypeSetter

    package init(context: ReportContext, paper: Paper, theme: Theme, typeSetter: TypeSetter) {
        self.context = context
        style = PageStyle(paper: paper, theme: theme)
        builder = WeeklyReflectionBuilder(context: context)
        self.typeSetter = typeSetter
    }

    /// The same maker with fonts of its own, for another thread.
    package func withFonts(_ typeSetter: TypeSetter) -> WeeklyReflectionPDF {
        var maker = self
        maker.typeSetter = typeSetter
        return maker
    }

    package func reflection(_ week: Week) -> WeeklyReflection { builder.reflection(for: week) }

    package func document(_ week: Week) -> PagedDocument { layout(week).document(typeSetter: typeSetter) }

    func layout(_ week: Week) -> WeeklyReflectionLayout {
        var layout = WeeklyReflectionLayout(
            reflection: reflection(week), figures: context.figures, style: style,
            weekStart: context.weekStart, localizer: context.localizer)
        layout.health = context.health
        return layout
    }

    /// The week's PDF, each page drawn as soon as it is laid out (see `WeeklyReflectionLayout.pages`): the same
    /// bytes as writing `document(week)`, without holding every page.
    package func render(_ week: Week) throws(ReportError) -> Data {
        let layout = layout(week)
        let metadata = layout.reflection.metadata
        do {
            let pdf = try PDFPageWriter(metadata: metadata, width: style.paper.width, height: style.paper.height)
            var failure: (any Error)?
            let outline = layout.pages(typeSetter: typeSetter) { page in
                guard failure == nil else { return }
                do { try pdf.add(page) } catch { failure = error }
            }
            if let failure { throw failure }
            return try pdf.finish(outline: outline)
        } catch {
            throw drawingFailed(metadata.title, error)
        }
    }
}
