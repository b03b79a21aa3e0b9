#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportNative

/// A PDF written a page at a time: each page is drawn when it is added and can be let go, so a document of
/// thousands of pages holds one page's scene (and the bytes written so far). `PDFWriter` writes a whole
/// `PagedDocument` through it; the weekly reflection adds its pages as they are laid out.
final class PDFPageWriter {
    private let surface: PDFSurface
    /// Both let go before the surface is finished.
    private var context: CairoContext?
    private var canvas: CairoCanvas?
    private var pageCount = 0

    /// A PDF whose first page is `width` × `height` (the paper; later pages set their own size).
    init(metadata m: DocumentMetadata, width: Double, height: Double) throws {
        surface = try PDFSurface(width: width, height: height)
        try surface.setMetadata(.title, m.title)
        if let v = m.author { try surface.setMetadata(.author, v) }
        if let v = m.subject { try surface.setMetadata(.subject, v) }
        if let v = m.keywords { try surface.setMetadata(.keywords, v) }
        try surface.setMetadata(.creator, m.creator)
        // cairo stamps the wall clock when no date is given, so there is always one.
        let created = m.creationDate ?? DocumentMetadata.undated
        try surface.setMetadata(.createDate, created)
        try surface.setMetadata(.modDate, m.modificationDate ?? created)
        let context = try CairoContext(pdf: surface)
        self.context = context
        canvas = CairoCanvas(context: context, tags: true)
    }

    /// Draws `page` as the next page.
    ///
    /// cairo 1.16 writes a broken file when links exist but no structure tree does, or when the first page's size
    /// is set again after creation; and it drops what was recorded before an opaque fill of the whole page (the
    /// background). Hence one "Document" element around all pages, opened after the first background, and page
    /// sizes set from the second page on.
    func add(_ page: Drawing) throws {
        guard let context, let canvas else { return }
        if pageCount > 0 { try surface.setPageSize(width: page.width, height: page.height) }
        try page.drawBackground(on: canvas)
        if pageCount == 0 { context.beginStructure("Document") }
        try Drawing.draw(page.items, on: canvas)
        context.showPage()
        try context.check("draw a PDF page")
        pageCount += 1
    }

    /// Closes the document with its bookmarks and gives its bytes.
    func finish(outline: [OutlineEntry]) throws -> Data {
        if let context {
            if pageCount > 0 { context.endStructure("Document") }
            try context.check("close the PDF structure")
        }
        // The context is gone before the surface is finished.
        canvas = nil
        context = nil
        try addOutline(outline, parent: 0)
        return try surface.finish()
    }

    private func addOutline(_ entries: [OutlineEntry], parent: Int) throws {
        for entry in entries {
            let id = try surface.addOutline(parent: parent, title: entry.title, destination: entry.destination, open: entry.open)
            try addOutline(entry.children, parent: id)
        }
    }
}
