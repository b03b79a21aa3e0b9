#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// The entry point for charts: figures in, the bytes of a PNG, SVG or PDF out.
///
/// The CLI's `chart` command and the weekly PDF pages call this; the layout happens once (text measured
/// with one `TypeSetter`) and the writer for the format only places it.
package enum ChartRenderer {
    /// The chart as a scene, to embed in a page (`scene.asGroup(at:)`) or to write.
    package static func scene(_ kind: ChartKind, figures: Figures, options: ChartOptions, typeSetter: TypeSetter) -> Drawing {
        kind.chart(figures, options).scene(typeSetter)
    }

    /// Whether the chart laid out for a phone's column (`options.phone()`) is its wide layout with larger labels,
    /// so that one drawing serves every screen (see `StreakHeatmap.phoneLayoutMatches`); the others lay a phone's
    /// column out differently (rings stacked, bars with their labels above).
    package static func phoneLayoutMatches(_ kind: ChartKind, figures: Figures, options: ChartOptions, typeSetter: TypeSetter) -> Bool {
        guard kind == .heatmap else { return false }
        return StreakHeatmap(figures: figures, options: options).phoneLayoutMatches(StreakHeatmap(figures: figures, options: options.phone()), typeSetter)
    }

    /// The alt text sentence of a chart, without drawing it.
    package static func alt(_ kind: ChartKind, figures: Figures, options: ChartOptions) -> AltText {
        kind.chart(figures, options).alt()
    }

    /// The fonts every chart uses, to make ready before drawing (`ReportHost.fontWarmUp(for:typeSetters:)`).
    package static let fonts = [ChartType.title, ChartType.subtitle, ChartType.label, ChartType.small, ChartType.value]

    /// The chart as a one-page document, titled and described by its alt text, dated by the day it stands on
    /// (not by when it was drawn) and named by its kind (the ids of its SVG), ready for any writer of the format table.
    package static func document(_ kind: ChartKind, figures: Figures, options: ChartOptions, typeSetter: TypeSetter) -> PagedDocument {
        let scene = scene(kind, figures: figures, options: options, typeSetter: typeSetter)
        let metadata = DocumentMetadata(
            title: scene.alt.title, author: options.author ?? options.localizer("chart.author.unnamed"),
            subject: scene.alt.description, creationDate: TimeStamp.iso8601(figures.asOf))
        return PagedDocument(pages: [scene], metadata: metadata, name: kind.rawValue)
    }

    /// The chart written in `format` (PNG at `scale` 1, 2 or 3), through the format table. Text formats are a usage error.
    package static func render(
        kind: ChartKind, figures: Figures, options: ChartOptions, format: OutputFormat, scale: Int = 2,
        svg: SVGOptions = SVGOptions(), typeSetter: TypeSetter
    ) throws(ReportError) -> Data {
        guard format.isPicture else {
            throw ReportError.notWritten("A chart", as: [.png, .svg, .pdf], not: format)
        }
        let document = document(kind, figures: figures, options: options, typeSetter: typeSetter)
        return try format.writer(WriterSettings(scale: scale, svg: svg)).write(.document(document))
    }
}
