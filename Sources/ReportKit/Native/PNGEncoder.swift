#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CPNG

/// PNG bytes from straight-alpha pixels, written by libpng (the encoder cairo itself uses).
///
/// cairo's own PNG writer leaves libpng to try all five row filters on every row and compress at the
/// default level: for a chart at 2× that was 70% of the whole run. Charts are flat colour with
/// antialiased edges, where unfiltered rows compress nearly as well, so this asks libpng's simplified
/// writer for its fast mode (no filters, zlib level 3): about four times faster, with files from 18%
/// smaller to 30% larger than cairo's (1% larger over the examples' charts).
/// The simplified writer reports errors as values, so no longjmp crosses Swift code.
enum PNGEncoder {
    /// `pixels` holds `width × height` pixels of RGB (`alpha: false`) or RGBA bytes, row after row.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, alpha: Bool) throws -> Data {
        try pixels.withUnsafeBytes { try encode($0, width: width, height: height, rowStride: width * (alpha ? 4 : 3), alpha: alpha) }
    }

    /// The same from memory whose rows start `rowStride` bytes apart (at least a row's pixels), such as an image
    /// surface's own buffer.
    static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, alpha: Bool) throws -> Data {
        // libpng divides by the row size, so an empty image is turned away here, as cairo's writer did.
        guard width > 0, height > 0 else { throw PNGError(message: "an image of \(width)×\(height) pixels has nothing to write") }
        precondition(rowStride >= width * (alpha ? 4 : 3) && pixels.count >= rowStride * (height - 1) + width * (alpha ? 4 : 3),
                     "fewer pixels than the image holds")
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        // PNG_FORMAT_RGB and PNG_FORMAT_RGBA, spelled by their flags (Swift does not import the combined macros).
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | (alpha ? PNG_FORMAT_FLAG_ALPHA : 0))
        image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
        let rowBytes = width * (alpha ? 4 : 3)
        // Room for the worst case (stored blocks), so one pass is enough; a larger need is asked for again.
        let raw = (rowBytes + 1) * height
        var capacity = raw + raw / 64 + 4096
        for _ in 0..<2 {
            var size = png_alloc_size_t(capacity)
            var ok: Int32 = 0
            // Room that is not zeroed first: only the pages libpng writes are ever touched.
            let out = [UInt8](unsafeUninitializedCapacity: capacity) { memory, count in
                // For 8-bit channels the stride libpng takes, counted in channels, is the stride in bytes.
                ok = png_image_write_to_memory(&image, memory.baseAddress, &size, 0, pixels.baseAddress, png_int_32(rowStride), nil)
                count = ok != 0 ? Int(size) : 0
            }
            if ok != 0 { return Data(out) }
            // Not enough room: libpng says how much it needs.
            guard Int(size) > capacity else { break }
            capacity = Int(size)
            png_image_free(&image)
            image.warning_or_error = 0
        }
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        png_image_free(&image)
        throw PNGError(message: message.isEmpty ? "libpng could not write the image" : message)
    }
}

/// A PNG that libpng could not write, with its reason.
struct PNGError: Error, CustomStringConvertible {
    let message: String
    var description: String { "PNG: \(message)" }
}
