internal import CCairo
internal import CPango

/// Colour emoji in PDF, sharp in print.
///
/// cairo 1.16 writes a colour glyph into a PDF as an image at the page's 72 units per inch, so an emoji in 11-point
/// text becomes 14 × 14 pixels: fine on screen at 100 %, blurry when zoomed or printed. On a PDF page a line that
/// holds colour glyphs is therefore drawn run by run: letters as cairo draws them (still text), and each run of
/// colour glyphs drawn into an image `colorGlyphResolution` times finer, placed back at the same size and place.
/// Lines without colour glyphs, and every PNG, are drawn exactly as before. The layouts carry no attributes
/// (underline, colours, letter spacing), so a run is only its glyphs.
///
/// One per document being drawn: each distinct run is one image, so an emoji used twenty times is one image in the PDF.
package final class ColorGlyphImages {
    package init() {}

    /// Image pixels per page unit for colour glyphs: 4 × 72 = 288 per inch.
    static let colorGlyphResolution = 4.0

    private var images: [ColorGlyphRun: ColorGlyphImage] = [:]

    /// Draws `line` of `layout` with its baseline's left end at the current point.
    func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, of layout: OpaquePointer, on context: CairoContext) {
        let cr = context.cr
        guard context.isPDF, Self.hasColorGlyphs(line) else { return pango_cairo_show_layout_line(cr, line) }
        let text = pango_layout_get_text(layout)
        var originX = 0.0, originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        var x = 0.0
        var node = line.pointee.runs
        while let n = node {
            let run = n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let at = (x: originX + x, y: originY - Double(run.pointee.y_offset) / Double(PANGO_SCALE))
            if Self.isColor(run.pointee.item.pointee.analysis.font) {
                drawAsImage(run, at: at, on: cr)
            } else {
                cairo_move_to(cr, at.x, at.y)
                pango_cairo_show_glyph_item(cr, text, run)
            }
            x += Double(pango_glyph_string_get_width(run.pointee.glyphs)) / Double(PANGO_SCALE)
            node = n.pointee.next
        }
    }

    private static func hasColorGlyphs(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let n = node {
            if isColor(n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee.analysis.font) { return true }
            node = n.pointee.next
        }
        return false
    }

    /// Whether a font draws its glyphs from colour bitmaps (Noto Color Emoji, Apple Color Emoji): the fonts
    /// cairo 1.16 writes as images. (It draws fonts of colour layers as plain vector text.)
    private static func isColor(_ font: UnsafeMutablePointer<PangoFont>?) -> Bool {
        guard let font, let face = hb_font_get_face(pango_font_get_hb_font(font)) else { return false }
        return hb_ot_color_has_png(face) != 0
    }

    /// Places one run of colour glyphs, drawn into a fine image once per document, where the run stands.
    private func drawAsImage(_ run: UnsafeMutablePointer<PangoGlyphItem>, at origin: (x: Double, y: Double), on cr: OpaquePointer) {
        let font = run.pointee.item.pointee.analysis.font
        guard let glyphs = run.pointee.glyphs else { return }
        // Pixels per user unit: the page's own scale here, times the resolution.
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let perUnit = (dx * dx + dy * dy).squareRoot() * Self.colorGlyphResolution
        let key = ColorGlyphRun(font: font, glyphs: glyphs, perUnit: perUnit)
        guard let image = images[key] ?? ColorGlyphImage(font: font, glyphs: glyphs, perUnit: perUnit) else {
            // As cairo would draw it: coarse, but there.
            cairo_move_to(cr, origin.x, origin.y)
            return pango_cairo_show_glyph_string(cr, font, glyphs)
        }
        images[key] = image
        cairo_save(cr)
        cairo_translate(cr, origin.x + image.left / perUnit, origin.y + image.top / perUnit)
        cairo_scale(cr, 1 / perUnit, 1 / perUnit)
        cairo_set_source_surface(cr, image.surface.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// A run of colour glyphs as drawn: its font (held while it is a key), glyphs and their places, and the scale.
struct ColorGlyphRun: Hashable {
    private let font: FontReference
    private let glyphs: [PangoGlyphInfoKey]
    private let perUnit: Double

    init(font: UnsafeMutablePointer<PangoFont>?, glyphs: UnsafeMutablePointer<PangoGlyphString>, perUnit: Double) {
        self.font = FontReference(font)
        let infos = UnsafeBufferPointer(start: glyphs.pointee.glyphs, count: Int(glyphs.pointee.num_glyphs))
        self.glyphs = infos.map { PangoGlyphInfoKey(glyph: $0.glyph, width: $0.geometry.width, x: $0.geometry.x_offset, y: $0.geometry.y_offset) }
        self.perUnit = perUnit
    }

    private struct PangoGlyphInfoKey: Hashable { let glyph: UInt32, width: Int32, x: Int32, y: Int32 }

    /// Keeps the font alive while it is part of a key, so its address is never another font's.
    private final class FontReference: Hashable {
        let font: UnsafeMutablePointer<PangoFont>?
        init(_ font: UnsafeMutablePointer<PangoFont>?) {
            self.font = font
            if let font { g_object_ref(UnsafeMutableRawPointer(font)) }
        }
        deinit { if let font { g_object_unref(UnsafeMutableRawPointer(font)) } }
        static func == (a: FontReference, b: FontReference) -> Bool { a.font == b.font }
        func hash(into hasher: inout Hasher) { hasher.combine(font) }
    }
}

/// A run of colour glyphs drawn at `perUnit` pixels per user unit, with where its pixels start from the run's origin.
final class ColorGlyphImage {
    /// cairo's largest image side; a longer run is drawn as cairo would (see `ColorGlyphImages.drawAsImage`).
    static let maximumSide = 32767.0

    let surface: ImageSurface
    let left: Double
    let top: Double

    /// nil when the image cannot be made.
    init?(font: UnsafeMutablePointer<PangoFont>?, glyphs: UnsafeMutablePointer<PangoGlyphString>, perUnit: Double) {
        var ink = PangoRectangle()
        pango_glyph_string_extents(glyphs, font, &ink, nil)
        let unit = perUnit / Double(PANGO_SCALE)
        left = (Double(ink.x) * unit).rounded(.down) - 1
        top = (Double(ink.y) * unit).rounded(.down) - 1
        // In Double: the sum of two Pango extents can pass Int32.max.
        let right = ((Double(ink.x) + Double(ink.width)) * unit).rounded(.up) + 1
        let bottom = ((Double(ink.y) + Double(ink.height)) * unit).rounded(.up) + 1
        guard right > left, bottom > top, right - left <= ColorGlyphImage.maximumSide, bottom - top <= ColorGlyphImage.maximumSide,
              let surface = try? ImageSurface(pixelWidth: Int(right - left), pixelHeight: Int(bottom - top)) else { return nil }
        self.surface = surface
        let ic = cairo_create(surface.surface)
        defer { cairo_destroy(ic) }
        guard cairo_status(ic) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_translate(ic, -left, -top)
        cairo_scale(ic, perUnit, perUnit)
        cairo_move_to(ic, 0, 0)
        pango_cairo_show_glyph_string(ic, font, glyphs)
        cairo_surface_flush(surface.surface)
        guard cairo_status(ic) == CAIRO_STATUS_SUCCESS else { return nil }
    }
}
