import Dispatch
import Testing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The PNG writer (libdeflate's rows in libpng's chunks): what it writes decodes to the very pixels it was given, in a
/// file any PNG reader takes, the same bytes every time.
@Suite struct PNGEncoderTests {
    /// Pixels from a seed: flat runs (as a chart has) broken by noise (as antialiasing and photos do).
    static func pixels(width: Int, height: Int, channels: Int, stride: Int, seed: UInt64, noise: Bool) -> [UInt8] {
        var state = seed | 1
        var out = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                for c in 0..<channels {
                    let flat = UInt8(truncatingIfNeeded: (x / 7 + y / 5) * 40 + c * 70)
                    out[y * stride + x * channels + c] = noise ? UInt8(truncatingIfNeeded: state >> (8 * UInt64(c) + 24)) : flat
                }
                if channels == 4, !noise { out[y * stride + x * 4 + 3] = 255 }
            }
        }
        return out
    }

    /// The straight-alpha RGBA cairo reads back, in the order `pixels` gives them.
    static func decoded(_ png: Data) throws -> [UInt8] {
        let surface = try ImageSurface.decodePNG(png)
        return surface.rgba()
    }

    @Test(arguments: [(width: 1, height: 1), (width: 3, height: 2), (width: 57, height: 31), (width: 300, height: 200)])
    func anOpaqueImageDecodesToItsPixels(size: (width: Int, height: Int)) throws {
        for padding in [0, 5] {
            let stride = size.width * 3 + padding
            let rgb = Self.pixels(width: size.width, height: size.height, channels: 3, stride: stride, seed: 7, noise: size.width % 2 == 1)
            let png = try rgb.withUnsafeBytes { try PNGEncoder.encode($0, width: size.width, height: size.height, rowStride: stride, alpha: false) }
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let back = try Self.decoded(png)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let i = y * stride + x * 3, o = (y * size.width + x) * 4
                    #expect(Array(back[o..<(o + 3)]) == Array(rgb[i..<(i + 3)]) && back[o + 3] == 255, "pixel \(x),\(y)")
                }
            }
        }
    }

    /// RGBA with every alpha: cairo premultiplies what it reads, so a colour under alpha 0 is not kept, and others
    /// come back as `rgba()` rounds them; the plain check is an image with alpha 255 and 0 only.
    @Test func anImageWithTransparencyKeepsItsAlpha() throws {
        let width = 40, height = 9
        var rgba = Self.pixels(width: width, height: height, channels: 4, stride: width * 4, seed: 3, noise: false)
        for i in stride(from: 3, to: rgba.count, by: 8) { rgba[i] = 0; rgba[i - 3] = 0; rgba[i - 2] = 0; rgba[i - 1] = 0 }
        let png = try PNGEncoder.encode(rgba, width: width, height: height, alpha: true)
        #expect(try Self.decoded(png) == rgba)
        #expect(png[25] == 6, "colour type RGBA")
    }

    /// Image data larger than one chunk holds goes into several IDAT chunks, each with its CRC (cairo checks them).
    @Test func noisyPixelsFillSeveralChunks() throws {
        let width = 400, height = 300
        let rgb = Self.pixels(width: width, height: height, channels: 3, stride: width * 3, seed: 11, noise: true)
        let png = try PNGEncoder.encode(rgb, width: width, height: height, alpha: false)
        #expect(Self.chunkTypes(png).filter { $0 == "IDAT" }.count == 2)
        #expect(Self.chunkTypes(png).first == "IHDR" && Self.chunkTypes(png).last == "IEND")
        let back = try Self.decoded(png)
        #expect(stride(from: 0, to: rgb.count, by: 3).allSatisfy { i in Array(back[(i / 3 * 4)..<(i / 3 * 4 + 3)]) == Array(rgb[i..<(i + 3)]) })
    }

    @Test func theSamePixelsGiveTheSameBytes() throws {
        let rgb = Self.pixels(width: 120, height: 80, channels: 3, stride: 360, seed: 5, noise: false)
        let first = try PNGEncoder.encode(rgb, width: 120, height: 80, alpha: false)
        #expect(try PNGEncoder.encode(rgb, width: 120, height: 80, alpha: false) == first)
    }

    @Test func anEmptyOrHugeImageIsAnErrorNotACrash() throws {
        #expect(throws: PNGError.self) { try PNGEncoder.encode([], width: 0, height: 5, alpha: false) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode([0, 0, 0], width: 1_000_001, height: 1, alpha: false) }
    }

    /// The same rows give the same bytes however many threads compress at once (issue 39: ISA-L, used before, once
    /// chose other matches for the same rows in a batch), and those bytes decode to the rows.
    @Test func theSameRowsGiveTheSameBytesOnEveryThread() throws {
        let rgb = Self.pixels(width: 96, height: 64, channels: 3, stride: 288, seed: 9, noise: true)
        let rows = rgb.withUnsafeBytes { PNGEncoder.rows($0, rowBytes: 288, height: 64, rowStride: 288) }
        let first = try rows.withUnsafeBytes { try ZlibDeflate.compress($0) }
        let others = Locked<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            if let again = try? rows.withUnsafeBytes({ try ZlibDeflate.compress($0) }) { others.withLock { $0.append(again) } }
        }
        #expect(others.withLock { $0.count } == 16)
        #expect(others.withLock { $0.allSatisfy { $0 == first } })
        let back = try Self.decoded(try PNGEncoder.chunks(first, width: 96, height: 64, alpha: false))
        #expect(stride(from: 0, to: rgb.count, by: 3).allSatisfy { i in Array(back[(i / 3 * 4)..<(i / 3 * 4 + 3)]) == Array(rgb[i..<(i + 3)]) })
    }

    static func chunkTypes(_ png: Data) -> [String] {
        let bytes = [UInt8](png)
        var types: [String] = []
        var at = 8
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            types.append(String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self))
            at += 12 + length
        }
        return types
    }
}

/// A picture whose background covers every pixel is written without looking for transparency first; what is
/// written is still every pixel as drawn, and a picture with a fractional edge is looked at as before.
@Suite struct PNGWriterOpacityTests {
    static func drawing(width: Double, background: RGBA?) -> Drawing {
        Drawing(width: width, height: 40, background: background, items: [
            .shape(PaintedPath(.circle(center: Point(20, 20), radius: 13), fill: RGBA(red: 0.1, green: 0.4, blue: 0.8, alpha: 0.5))),
        ])
    }

    @Test func anOpaqueBackgroundOfWholePixelsIsKnownToCoverThem() throws {
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(PNGWriter(scale: 2).coversEveryPixel(Self.drawing(width: 60, background: white)))
        #expect(PNGWriter(scale: 2).coversEveryPixel(Self.drawing(width: 60.5, background: white)))
        #expect(!PNGWriter(scale: 1).coversEveryPixel(Self.drawing(width: 60.5, background: white)))
        #expect(!PNGWriter(scale: 2).coversEveryPixel(Self.drawing(width: 60, background: nil)))
        #expect(!PNGWriter(scale: 2).coversEveryPixel(Self.drawing(width: 60, background: RGBA(red: 1, green: 1, blue: 1, alpha: 0.9))))
    }

    @Test(arguments: [60.0, 60.5])
    func theWrittenPixelsAreTheDrawnOnes(width: Double) throws {
        for background in [RGBA(red: 1, green: 1, blue: 1), RGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5)] {
            let writer = PNGWriter(scale: 1)
            let scene = Self.drawing(width: width, background: background)
            let png = try writer.write(scene)
            #expect(try RasterImage(png: png) == writer.raster(scene))
            #expect(png[25] == (background.alpha == 1 && width == 60 ? 2 : 6), "RGB when every pixel is opaque, else RGBA")
        }
    }
}
