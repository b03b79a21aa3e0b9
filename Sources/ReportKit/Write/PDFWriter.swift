#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes scenes as PDF vectors with cairo: one scene as a one-page PDF, or a whole `Document`
/// with metadata, bookmarks and internal links.
public struct PDFWriter: OutputWriter {
    public init() {}

    public func write(_ content: Content) throws(ReportError) -> Data {
        let document = try content.drawing(as: .pdf)
        do { return try write(document) } catch { throw drawingFailed(document.metadata.title, error) }
    }

    /// A one-page PDF of `scene`, titled with its alt text, dated `date` (ISO 8601; default
    /// `DocumentMetadata.undated`), so equal scenes give equal bytes.
    public func write(_ scene: Scene, date: String? = nil) throws -> Data {
        try write(Document(pages: [scene], metadata: DocumentMetadata(title: scene.alt.title, subject: scene.alt.description, creationDate: date)))
    }

    public func write(_ scene: Scene) throws -> Data { try write(scene, date: nil) }

    public func write(_ document: Document) throws -> Data {
        let first = document.pages.first
        let surface = try PDFSurface(width: first?.width ?? 595, height: first?.height ?? 842)
        let m = document.metadata
        try surface.setMetadata(.title, m.title)
        if let v = m.author { try surface.setMetadata(.author, v) }
        if let v = m.subject { try surface.setMetadata(.subject, v) }
        if let v = m.keywords { try surface.setMetadata(.keywords, v) }
        try surface.setMetadata(.creator, m.creator)
        // cairo stamps the wall clock when no date is given, so there is always one.
        let created = m.creationDate ?? DocumentMetadata.undated
        try surface.setMetadata(.createDate, created)
        try surface.setMetadata(.modDate, m.modificationDate ?? created)

        // Scoped so the context is gone before the surface is finished.
        try {
            let context = try CairoContext(pdf: surface)
            let canvas = CairoCanvas(context: context, tags: true)
            // cairo 1.16 writes a broken file when links exist but no structure tree does, or when the
            // first page's size is set again after creation; and it drops what was recorded before an opaque
            // fill of the whole page (the background). Hence one "Document" element around all pages, opened
            // after the first background, and page sizes set from the second page on.
            for (index, page) in document.pages.enumerated() {
                if index > 0 { try surface.setPageSize(width: page.width, height: page.height) }
                try page.drawBackground(on: canvas)
                if index == 0 { context.beginStructure("Document") }
                try Scene.draw(page.items, on: canvas)
                context.showPage()
                try context.check("draw a PDF page")
            }
            if !document.pages.isEmpty { context.endStructure("Document") }
            try context.check("close the PDF structure")
        }()
        try addOutline(document.outline, parent: 0, to: surface)
        return try surface.finish()
    }

    private func addOutline(_ entries: [OutlineEntry], parent: Int, to surface: PDFSurface) throws {
        for entry in entries {
            let id = try surface.addOutline(parent: parent, title: entry.title, destination: entry.destination, open: entry.open)
            try addOutline(entry.children, parent: id, to: surface)
        }
    }
}
