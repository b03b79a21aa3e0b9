#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore

extension SVGWriter: OutputWriter {
    /// The first page of a drawing, its ids under the drawing's name (`heatmap-title`) unless a prefix was given.
    package func write(_ content: Content) throws(ReportError) -> Data {
        let document = try content.drawing(as: .svg)
        guard let page = document.pages.first else { throw ReportError(.usage, "There is no page to draw as SVG.") }
        var writer = self
        if writer.options.idPrefix.isEmpty, let name = document.name { writer.options.idPrefix = name + "-" }
        do { return try writer.write(page) } catch { throw drawingFailed(document.metadata.title, error) }
    }
}
