#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Draws a scene with cairo into an image `scale` times its size in points (1, 2 or 3) and returns PNG bytes.
package struct PNGWriter: OutputWriter {
    package var scale: Int

    package init(scale: Int = 2) {
        self.scale = scale
    }

    package func write(_ scene: Drawing) throws -> Data {
        try render(scene).pngData(opaque: coversEveryPixel(scene))
    }

    /// Whether the scene's background is opaque and fills whole pixels: then every pixel of the image is opaque,
    /// whatever is drawn over it.
    func coversEveryPixel(_ scene: Drawing) -> Bool {
        let s = Double(max(1, scale))
        guard let background = scene.background, background.alpha >= 1 else { return false }
        return (scene.width * s).rounded() == scene.width * s && (scene.height * s).rounded() == scene.height * s
    }

    /// The first page of a drawing.
    package func write(_ content: Content) throws(ReportError) -> Data {
        let document = try content.drawing(as: .png)
        guard let page = document.pages.first else { throw ReportError(.usage, "There is no page to draw as PNG.") }
        do { return try write(page) } catch { throw drawingFailed(document.metadata.title, error) }
    }

    /// The decoded pixels, without going through PNG (for tests and previews).
    package func raster(_ scene: Drawing) throws -> RasterImage {
        let surface = try render(scene)
        return RasterImage(width: surface.pixelWidth, height: surface.pixelHeight, rgba: surface.rgba())
    }

    private func render(_ scene: Drawing) throws -> ImageSurface {
        let s = Double(max(1, scale))
        let surface = try ImageSurface(
            pixelWidth: Int((scene.width * s).rounded(.up)), pixelHeight: Int((scene.height * s).rounded(.up)))
        let context = try CairoContext(image: surface)
        context.scale(s)
        let canvas = CairoCanvas(context: context, tags: false)
        try scene.draw(on: canvas)
        try context.check("draw the picture")
        return surface
    }
}

/// Straight-alpha RGBA pixels, row after row.
package struct RasterImage: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package let rgba: [UInt8]

    package init(width: Int, height: Int, rgba: [UInt8]) { self.width = width; self.height = height; self.rgba = rgba }

    /// Decodes PNG bytes with cairo's reader.
    package init(png: Data) throws {
        let surface = try ImageSurface.decodePNG(png)
        self.init(width: surface.pixelWidth, height: surface.pixelHeight, rgba: surface.rgba())
    }

    /// The pixel at (x, y) as (r, g, b, a).
    package func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let o = (y * width + x) * 4
        return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
    }
}
