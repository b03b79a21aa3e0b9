internal import CCairo
internal import CPango

/// Colour emoji in PDF, sharp in print.
///
/// cairo 1.16 writes a colour glyph into a PDF as an image at the page's 72 units per inch, so an emoji in 11-point
/// text becomes 14 × 14 pixels: fine on screen at 100 %, blurry when zoomed or printed. On a PDF page a line that
/// holds colour glyphs is therefore drawn run by run: letters as cairo draws them (still text), and each run of
/// colour glyphs drawn into an image `colorGlyphResolution` times finer, placed back at the same size and place.
/// Lines without colour glyphs, and every PNG, are drawn exactly as before.
extension TypeSetter {
    /// Image pixels per page unit for colour glyphs: 4 × 72 = 288 per inch.
    static let colorGlyphResolution = 4.0

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

    /// Whether a font draws in colour (bitmaps such as Noto Color Emoji's, or colour layers).
    private static func isColor(_ font: UnsafeMutablePointer<PangoFont>?) -> Bool {
        guard let font, let face = hb_font_get_face(pango_font_get_hb_font(font)) else { return false }
        return hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
    }

    /// Draws one run of colour glyphs into a fine image and places the image where the run stands.
    private func drawAsImage(_ run: UnsafeMutablePointer<PangoGlyphItem>, at origin: (x: Double, y: Double), on cr: OpaquePointer) {
        var ink = PangoRectangle()
        pango_glyph_string_extents(run.pointee.glyphs, run.pointee.item.pointee.analysis.font, &ink, nil)
        // Pixels per user unit: the page's own scale here, times the resolution.
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let perUnit = (dx * dx + dy * dy).squareRoot() * Self.colorGlyphResolution
        let unit = 1 / Double(PANGO_SCALE)
        let left = (Double(ink.x) * unit * perUnit).rounded(.down) - 1
        let top = (Double(ink.y) * unit * perUnit).rounded(.down) - 1
        let right = (Double(ink.x + ink.width) * unit * perUnit).rounded(.up) + 1
        let bottom = (Double(ink.y + ink.height) * unit * perUnit).rounded(.up) + 1
        guard right > left, bottom > top, let image = try? ImageSurface(pixelWidth: Int(right - left), pixelHeight: Int(bottom - top)),
              let ic = cairo_create(image.surface) else {
            // As cairo would draw it: coarse, but there.
            cairo_move_to(cr, origin.x, origin.y)
            return pango_cairo_show_glyph_string(cr, run.pointee.item.pointee.analysis.font, run.pointee.glyphs)
        }
        defer { cairo_destroy(ic) }
        cairo_translate(ic, -left, -top)
        cairo_scale(ic, perUnit, perUnit)
        cairo_move_to(ic, 0, 0)
        pango_cairo_show_glyph_string(ic, run.pointee.item.pointee.analysis.font, run.pointee.glyphs)
        cairo_surface_flush(image.surface)

        cairo_save(cr)
        cairo_translate(cr, origin.x + left / perUnit, origin.y + top / perUnit)
        cairo_scale(cr, 1 / perUnit, 1 / perUnit)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
