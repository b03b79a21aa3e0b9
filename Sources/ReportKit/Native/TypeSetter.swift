internal import CCairo
internal import CPango

/// Lays text out with Pango, once, during layout; and draws measured lines for the cairo backend.
///
/// Create one per render and pass it down. It owns a pangocairo font map and two Pango contexts (one to
/// measure, one to draw), both set up without hinting so a text measures the same at every scale and in PDF.
public final class TypeSetter {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let measureContext: OpaquePointer
    private let drawContext: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]
    /// Layouts kept from measuring, by `TextBlock.layoutID`, with each line and where it starts: drawing
    /// places these lines as they are instead of shaping every line a second time.
    private var kept: [Int: KeptLayout] = [:]
    private var nextLayoutID = 1
    /// Colour glyph runs drawn as images for the document being drawn (`ColorGlyphs.swift`), so an emoji used
    /// twenty times is one image in the PDF.
    var colorGlyphImages: [ColorGlyphRun: ColorGlyphImage] = [:]

    private struct KeptLayout {
        let layout: OpaquePointer
        /// What was measured: a block is drawn from this layout only if its font and line agree, so a block
        /// measured by another TypeSetter (whose numbers may coincide) is never drawn with the wrong glyphs.
        let font: Font
        let texts: [String]
        let xs: [Double]
        let lines: [UnsafeMutablePointer<PangoLayoutLine>]
        /// The left edge of each line (trailing spaces included) from the block's left edge.
        let lineX: [Double]
        /// The block's size ÷ the reference size the layout was made at.
        let scale: Double
    }

    /// The one size Pango lays text out at (see `measure`).
    static let referenceSize = 12.0

    public init() {
        fontMap = pango_cairo_font_map_new()
        measureContext = pango_font_map_create_context(fontMap)
        drawContext = pango_font_map_create_context(fontMap)
        for context in [measureContext, drawContext] { TypeSetter.configure(context) }
    }

    deinit {
        forgetLayouts()
        for d in descriptions.values { pango_font_description_free(d) }
        g_object_unref(UnsafeMutableRawPointer(measureContext))
        g_object_unref(UnsafeMutableRawPointer(drawContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Lets go of the layouts kept for drawing; blocks measured before are then drawn by shaping each line
    /// anew. Call it when a document is written, before measuring the next.
    public func forgetLayouts() {
        for k in kept.values { g_object_unref(UnsafeMutableRawPointer(k.layout)) }
        kept = [:]
        colorGlyphImages = [:]
    }

    /// Builds the font sets of `fonts` now, so the first page does not wait for them: fontconfig's set-up
    /// and one font set per face cost some milliseconds, which another thread can spend while an export is read.
    ///
    /// `emojiStyle`, for documents that show the person's words, readies the emoji font in that style too: the
    /// first emoji laid out in a style makes Pango measure the emoji font by setting its digits, ten colour
    /// bitmaps decoded (about 4 ms).
    public func warmUp(_ fonts: [Font], emojiStyle: Font? = nil) {
        for font in fonts { _ = measure("Ag ·–…", font: font) }
        if let emojiStyle { _ = measure("🌱", font: emojiStyle) }
        forgetLayouts()
    }

    /// No hinting, no rounding of glyph positions, 72 dpi: one point is one user unit, in every backend.
    private static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    private func description(for font: Font) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_from_string(font.family)!
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }

    /// Lays out `text`: on one line, or wrapped at `width` (words, then characters) and aligned within it.
    /// `lineSpacing` spreads the lines: (factor − 1) × the font size of extra leading per line, half above and
    /// half below (1.2 for body text); nil keeps the font's own. It is applied here rather than with Pango's
    /// line-spacing factor, which in Pango 1.50 sets a line of only emoji onto the line before it.
    ///
    /// `direction` nil lets each paragraph take the direction of its first strong letter (the person's own words:
    /// a Hebrew note reads right to left); `.leftToRight` keeps a sentence of ours in the document's direction
    /// even when it starts with a name or title in Arabic or Hebrew.
    public func measure(
        _ text: String, font: Font, width: Double? = nil, alignment: TextAlignment = .leading, lineSpacing: Double? = nil,
        direction: TextDirection? = nil
    ) -> TextBlock {
        guard let layout = pango_layout_new(measureContext) else { return TextBlock(font: font, lines: [], width: 0, height: 0) }
        // Kept for drawing, unless the context's direction changes for it (which would lay out kept layouts anew).
        let keep = direction != .rightToLeft
        defer { if !keep { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        // Every size is laid out at one reference size and scaled: Pango builds a font set per size, which
        // costs about a millisecond each; without hinting the layout scales exactly.
        let scale = font.size / TypeSetter.referenceSize
        let unit = scale / Double(PANGO_SCALE)
        pango_layout_set_font_description(layout, description(for: font.atReferenceSize))
        if direction != nil { pango_layout_set_auto_dir(layout, 0) }
        if direction == .rightToLeft {
            pango_context_set_base_dir(measureContext, PANGO_DIRECTION_RTL)
            pango_layout_context_changed(layout)
        }
        defer { if direction == .rightToLeft { pango_context_set_base_dir(measureContext, PANGO_DIRECTION_LTR) } }
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32((width / unit).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let originX = width == nil ? Double(logical.x) : 0

        let bytes = Array(text.utf8)
        var lines: [TextLine] = []
        var layoutLines: [UnsafeMutablePointer<PangoLayoutLine>] = []
        var layoutX: [Double] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &extents)
            let baseline = pango_layout_iter_get_baseline(iter)
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            var lineText = ""
            if start >= 0, length > 0, start + length <= bytes.count {
                lineText = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            }
            while let last = lineText.last, last.isWhitespace { lineText.removeLast() }
            let rtl = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            // A line that ended in spaces is placed by its trimmed width, as the backends draw it.
            var lineWidth = Double(extents.width) * unit
            var lineX = (Double(extents.x) - originX) * unit
            layoutLines.append(line)
            layoutX.append(lineX)
            if lineText.utf8.count < length {
                // Where the trailing spaces begin, from the line's own glyphs: no second shaping.
                var edge: Int32 = 0
                pango_layout_line_index_to_x(line, Int32(start + lineText.utf8.count), 0, &edge)
                let e = Double(edge) * unit
                let trimmed = lineText.isEmpty ? 0 : min(lineWidth, max(0, rtl ? lineWidth - e : e))
                if rtl { lineX += lineWidth - trimmed } else if alignment == .center { lineX += (lineWidth - trimmed) / 2 }
                else if alignment == .trailing { lineX += lineWidth - trimmed }
                lineWidth = trimmed
            }
            if lineText.isEmpty { lineWidth = 0 }
            // The y ranges of neighbouring lines meet (line spacing included), so a block splits between any two.
            var lineTop: Int32 = 0, lineBottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &lineTop, &lineBottom)
            lines.append(TextLine(
                text: lineText, x: lineX, baseline: Double(baseline) * unit,
                width: lineWidth, rightToLeft: rtl,
                top: Double(lineTop) * unit, height: Double(lineBottom - lineTop) * unit))
        } while pango_layout_iter_next_line(iter) != 0

        var height = Double(logical.height) * unit
        if let lineSpacing, lineSpacing > 1 {
            let leading = (lineSpacing - 1) * font.size
            for i in lines.indices {
                lines[i].top += Double(i) * leading
                lines[i].baseline += Double(i) * leading + leading / 2
                lines[i].height += leading
            }
            height += Double(lines.count) * leading
        }
        var block = TextBlock(
            font: font, lines: lines,
            width: width ?? Double(logical.width) * unit,
            height: height)
        if keep {
            block.layoutID = nextLayoutID
            for i in block.lines.indices { block.lines[i].layoutLine = i }
            kept[nextLayoutID] = KeptLayout(
                layout: layout, font: font, texts: lines.map(\.text), xs: lines.map(\.x), lines: layoutLines, lineX: layoutX,
                scale: scale)
            nextLayoutID += 1
        }
        return block
    }

    /// Draws each measured line with its baseline where layout put it: the line Pango laid out when this
    /// TypeSetter measured the block, or else the line's text shaped again with the same font and options,
    /// so it fills the width it was measured at.
    func draw(_ block: TextBlock, at origin: Point, color: Color, on context: CairoContext) {
        context.setColor(color)
        let k = block.layoutID.flatMap { kept[$0] }.flatMap { $0.font == block.font ? $0 : nil }
        var updated = false
        for line in block.lines where !line.text.isEmpty {
            if let k, let i = line.layoutLine, i < k.lines.count, k.texts[i] == line.text, abs(k.xs[i] - line.x) < 0.001 {
                context.save()
                context.translate(origin.x + k.lineX[i], origin.y + line.baseline)
                if k.scale != 1 { context.scale(k.scale) }
                context.moveTo(0, 0)
                show(k.lines[i], of: k.layout, on: context)
                context.restore()
                continue
            }
            if !updated { pango_cairo_update_context(context.cr, drawContext); updated = true }
            guard let layout = pango_layout_new(drawContext) else { continue }
            pango_layout_set_font_description(layout, description(for: block.font))
            // The line keeps the direction it was measured in: an LTR line that starts with Hebrew stays LTR.
            pango_layout_set_auto_dir(layout, 0)
            if line.rightToLeft {
                pango_context_set_base_dir(drawContext, PANGO_DIRECTION_RTL)
                pango_layout_context_changed(layout)
            }
            pango_layout_set_text(layout, line.text, -1)
            if let first = pango_layout_get_line_readonly(layout, 0) {
                context.moveTo(origin.x + line.x, origin.y + line.baseline)
                show(first, of: layout, on: context)
            }
            if line.rightToLeft { pango_context_set_base_dir(drawContext, PANGO_DIRECTION_LTR) }
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }
}

extension Font {
    /// The same family, weight and slant at `TypeSetter.referenceSize`.
    var atReferenceSize: Font {
        var f = self
        f.size = TypeSetter.referenceSize
        return f
    }
}
