#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Writes scenes as PDF vectors with cairo: one scene as a one-page PDF, or a whole `PagedDocument`
/// with metadata, bookmarks and internal links.
package struct PDFWriter: OutputWriter {
    package init() {}

    package func write(_ content: Content) throws(ReportError) -> Data {
        let document = try content.drawing(as: .pdf)
        do { return try write(document) } catch { throw drawingFailed(document.metadata.title, error) }
    }

    /// A one-page PDF of `scene`, titled with its alt text, dated `date` (ISO 8601; default
    /// `DocumentMetadata.undated`), so equal scenes give equal bytes.
    package func write(_ scene: Drawing, date: String? = nil) throws -> Data {
        try write(PagedDocument(pages: [scene], metadata: DocumentMetadata(title: scene.alt.title, subject: scene.alt.description, creationDate: date)))
    }

    package func write(_ scene: Drawing) throws -> Data { try write(scene, date: nil) }

    package func write(_ document: PagedDocument) throws -> Data {
        let first = document.pages.first
        let pdf = try PDFPageWriter(metadata: document.metadata, width: first?.width ?? 595, height: first?.height ?? 842)
        for page in document.pages { try pdf.add(page) }
        return try pdf.finish(outline: document.outline)
    }
}
