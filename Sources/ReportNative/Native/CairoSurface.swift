#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CCairo

/// An ARGB image in memory, drawn at `scale` device pixels per point.
package final class ImageSurface {
    let surface: OpaquePointer
    package let pixelWidth: Int
    package let pixelHeight: Int

    package init(pixelWidth: Int, pixelHeight: Int) throws {
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CairoError(code: -1, message: "no surface", operation: "create an image surface")
        }
        surface = s
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        try CairoError.check(cairo_surface_status(s), "create a \(pixelWidth)×\(pixelHeight) image surface")
    }

    deinit { cairo_surface_destroy(surface) }

    /// The image as PNG bytes: RGB when every pixel is opaque (as cairo writes it), else RGBA. libpng
    /// writes no time stamps, so equal pixels give equal bytes. `opaque` says every pixel is known to be (an opaque
    /// background over the whole image), so they are not looked at twice.
    ///
    /// An opaque image goes straight from cairo's pixels into the rows a PNG stores (a filter byte, then RGB), one
    /// pass and one buffer: a year card is 1.5 million pixels.
    package func pngData(opaque: Bool = false) throws -> Data {
        guard opaque || isOpaque() else {
            return try PNGEncoder.encode(rgba(), width: pixelWidth, height: pixelHeight, alpha: true)
        }
        // Before asking for the pixels: an empty surface has none to give.
        try PNGLimits.check(width: pixelWidth, height: pixelHeight)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { throw CairoError(code: -1, message: "no pixels", operation: "write a PNG") }
        let rowBytes = pixelWidth * 3 + 1
        // One byte more than the rows: each pixel goes out as one word, the bytes of 0xAARRGGBB turned around and
        // shifted, R G B and a fourth byte that the next pixel (or the next row's filter byte) writes over; the
        // last one's lands on that spare byte. Two instructions and a store a pixel, not six and three stores.
        let rows = [UInt8](unsafeUninitializedCapacity: rowBytes * pixelHeight + 1) { out, count in
            for y in 0..<pixelHeight {
                var to = UnsafeMutableRawPointer(out.baseAddress! + y * rowBytes)
                to.storeBytes(of: 0, as: UInt8.self)
                to += 1
                var from = UnsafeRawPointer(base + y * stride)
                for _ in 0..<pixelWidth {
                    to.storeBytes(of: (from.load(as: UInt32.self).byteSwapped >> 8).littleEndian, as: UInt32.self)
                    from += 4
                    to += 3
                }
            }
            count = rowBytes * pixelHeight + 1
        }
        return try PNGEncoder.encode(rows: rows, width: pixelWidth, height: pixelHeight, alpha: false)
    }

    /// Whether no pixel lets the background through.
    private func isOpaque() -> Bool {
        var opaque = true
        forEachRow { row in
            var all: UInt32 = 0xFF00_0000
            for p in row { all &= p }
            if all < 0xFF00_0000 { opaque = false }
        }
        return opaque
    }

    /// Straight-alpha RGBA bytes, row after row. Colours are divided out of cairo's premultiplied pixels with
    /// cairo's own rounding, so a PNG decodes to what cairo would write.
    package func rgba() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixelWidth * pixelHeight * 4) { out, count in
            var o = out.baseAddress!
            forEachRow { row in
                for p in row {
                    let a = p >> 24
                    var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    if a != 255, a != 0 {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                    }
                    o[0] = UInt8(truncatingIfNeeded: r); o[1] = UInt8(truncatingIfNeeded: g); o[2] = UInt8(truncatingIfNeeded: b)
                    o[3] = UInt8(truncatingIfNeeded: a)
                    o += 4
                }
            }
            count = o - out.baseAddress!
        }
    }

    /// `body` of every row of ARGB pixels (native-endian words, as cairo keeps them), top to bottom.
    private func forEachRow(_ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return }
        for y in 0..<pixelHeight {
            UnsafeRawPointer(base + y * stride).withMemoryRebound(to: UInt32.self, capacity: pixelWidth) {
                body(UnsafeBufferPointer(start: $0, count: pixelWidth))
            }
        }
    }

    /// Reads a PNG with cairo's decoder.
    package static func decodePNG(_ data: Data) throws -> ImageSurface {
        let source = DataSource(data)
        let s = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(DataSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let s else { throw CairoError(code: -1, message: "no surface", operation: "read a PNG") }
        let status = cairo_surface_status(s)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(s)
            try CairoError.check(status, "read a PNG")
        }
        return ImageSurface(adopting: s)
    }

    private init(adopting s: OpaquePointer) {
        surface = s
        pixelWidth = Int(cairo_image_surface_get_width(s))
        pixelHeight = Int(cairo_image_surface_get_height(s))
    }
}

/// A PDF written into memory, page by page.
package final class PDFSurface {
    let surface: OpaquePointer
    private let sink: DataSink

    package init(width: Double, height: Double) throws {
        let sink = DataSink()
        self.sink = sink
        guard let s = cairo_pdf_surface_create_for_stream(DataSink.write, Unmanaged.passUnretained(sink).toOpaque(), width, height) else {
            throw CairoError(code: -1, message: "no surface", operation: "create a PDF surface")
        }
        surface = s
        try CairoError.check(cairo_surface_status(s), "create a PDF surface")
    }

    deinit { cairo_surface_destroy(surface) }

    /// The size of the next page; call before drawing on it.
    package func setPageSize(width: Double, height: Double) throws {
        cairo_pdf_surface_set_size(surface, width, height)
        try CairoError.check(cairo_surface_status(surface), "set the PDF page size")
    }

    package enum MetadataField { case title, author, subject, keywords, creator, createDate, modDate }

    package func setMetadata(_ field: MetadataField, _ value: String) throws {
        let key: cairo_pdf_metadata_t
        switch field {
        case .title: key = CAIRO_PDF_METADATA_TITLE
        case .author: key = CAIRO_PDF_METADATA_AUTHOR
        case .subject: key = CAIRO_PDF_METADATA_SUBJECT
        case .keywords: key = CAIRO_PDF_METADATA_KEYWORDS
        case .creator: key = CAIRO_PDF_METADATA_CREATOR
        case .createDate: key = CAIRO_PDF_METADATA_CREATE_DATE
        case .modDate: key = CAIRO_PDF_METADATA_MOD_DATE
        }
        cairo_pdf_surface_set_metadata(surface, key, value)
        try CairoError.check(cairo_surface_status(surface), "set PDF metadata")
    }

    /// Adds a bookmark pointing at a named destination; returns its id for children (0 is the root).
    package func addOutline(parent: Int, title: String, destination: String, open: Bool) throws -> Int {
        let attributes = "dest='\(CairoContext.quoted(destination))'"
        let flags = open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(rawValue: 0)
        let id = cairo_pdf_surface_add_outline(surface, Int32(parent), title, attributes, flags)
        try CairoError.check(cairo_surface_status(surface), "add a PDF outline entry")
        return Int(id)
    }

    /// Ends the document and returns its bytes.
    package func finish() throws -> Data {
        cairo_surface_finish(surface)
        try CairoError.check(cairo_surface_status(surface), "finish the PDF")
        // Taken from the sink, not shared with it: mended in place, a PDF is held once, where a copy made for the
        // mending held it twice (25 MB more at the end of a week with a 30 MiB note; issue 27, finding 4).
        var data = sink.take()
        CairoPDFRepair.removeRepeatedResourceEntries(&data)
        return data
    }
}
