#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SVGWriter: OutputWriter {
    /// The first page of a drawing.
    public func write(_ content: Content) throws(ReportError) -> Data {
        let document = try content.drawing(as: .svg)
        guard let page = document.pages.first else { throw ReportError(.usage, "There is no page to draw as SVG.") }
        do { return try write(page) } catch { throw drawingFailed(document.metadata.title, error) }
    }
}
