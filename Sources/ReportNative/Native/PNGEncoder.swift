#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CPNGChunks

/// PNG bytes from straight-alpha pixels: the rows compressed by libdeflate (`ZlibDeflate`), the file written around
/// them by libpng (signature, header, IDAT chunks, their CRCs), through a small C function where libpng's
/// longjmp lands (Sources/CPNGChunks).
///
/// Every row is stored unfiltered. Charts and cards are flat colour with antialiased edges, where unfiltered rows
/// compress nearly as well as filtered ones, and trying libpng's five filters on every row was once 70% of a chart
/// at 2×. libpng's own writer compresses with zlib, whose fastest level took 4–7 ms for a chart's 1.9 MB of rows
/// and gave larger files than libdeflate's level 2 (3.5 ms).
enum PNGEncoder {
    /// `pixels` holds `width × height` pixels of RGB (`alpha: false`) or RGBA bytes, row after row.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, alpha: Bool) throws -> Data {
        try pixels.withUnsafeBytes { try encode($0, width: width, height: height, rowStride: width * (alpha ? 4 : 3), alpha: alpha) }
    }

    /// The same from memory whose rows start `rowStride` bytes apart (at least a row's pixels), such as an image
    /// surface's own buffer.
    static func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, alpha: Bool) throws -> Data {
        try PNGLimits.check(width: width, height: height)
        let rowBytes = width * (alpha ? 4 : 3)
        precondition(rowStride >= rowBytes && pixels.count >= rowStride * (height - 1) + rowBytes, "fewer pixels than the image holds")
        return try encode(rows: rows(pixels, rowBytes: rowBytes, height: height, rowStride: rowStride), width: width, height: height, alpha: alpha)
    }

    /// The same from the image data as a PNG stores it before compression (`rows`), at least
    /// `(width × 3 or 4 + 1) × height` bytes; a byte past them is not written.
    static func encode(rows: [UInt8], width: Int, height: Int, alpha: Bool) throws -> Data {
        try PNGLimits.check(width: width, height: height)
        let size = (width * (alpha ? 4 : 3) + 1) * height
        precondition(rows.count >= size, "fewer rows than the image holds")
        let compressed = try rows.withUnsafeBytes { try ZlibDeflate.compress(UnsafeRawBufferPointer(rebasing: $0[..<size])) }
        return try chunks(compressed, width: width, height: height, alpha: alpha)
    }

    /// The image data as a PNG stores it before compression: each row its filter byte (0, none) and its pixels.
    static func rows(_ pixels: UnsafeRawBufferPointer, rowBytes: Int, height: Int, rowStride: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, count in
            for y in 0..<height {
                let row = out.baseAddress! + y * (rowBytes + 1)
                row.pointee = 0
                (row + 1).update(from: pixels.baseAddress!.advanced(by: y * rowStride).assumingMemoryBound(to: UInt8.self), count: rowBytes)
            }
            count = (rowBytes + 1) * height
        }
    }

    /// The file around `compressed` image data, written by libpng.
    static func chunks(_ compressed: [UInt8], width: Int, height: Int, alpha: Bool) throws -> Data {
        let collected = CollectedBytes()
        collected.bytes.reserveCapacity(compressed.count + 128)
        var message = [CChar](repeating: 0, count: 256)
        let status = compressed.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                cr_png_write_chunks(
                    UInt32(width), UInt32(height), alpha ? 1 : 0, data.baseAddress, data.count, PNGLimits.chunk,
                    { context, bytes, count in
                        guard let context, let bytes else { return 1 }
                        Unmanaged<CollectedBytes>.fromOpaque(context).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                        return 0
                    },
                    Unmanaged.passUnretained(collected).toOpaque(), text.baseAddress, text.count)
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError(message: reason.isEmpty ? "libpng could not write the image" : reason)
        }
        return Data(collected.bytes)
    }

    /// The bytes libpng hands over, kept while it writes.
    private final class CollectedBytes {
        var bytes: [UInt8] = []
    }
}

/// What a PNG written here may be.
enum PNGLimits {
    /// libpng's default limit on a side (PNG itself allows 2³¹ − 1).
    static let side: UInt32 = 1_000_000
    /// The most bytes of image data in one IDAT chunk: a few chunks for a card, none of them near PNG's 2³¹ − 1.
    static let chunk = 256 * 1024

    /// An error for an image with no pixels (libpng divides by the row size) or a side libpng refuses.
    static func check(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw PNGError(message: "an image of \(width)×\(height) pixels has nothing to write") }
        guard width <= Int(side), height <= Int(side) else {
            throw PNGError(message: "an image of \(width)×\(height) pixels is larger than a PNG holds")
        }
    }
}

/// A PNG that libpng could not write, with its reason.
struct PNGError: Error, CustomStringConvertible {
    let message: String
    var description: String { "PNG: \(message)" }
}
