internal import CCairo
internal import CPango
import Foundation

/// Lays text out with Pango, once, during layout. Each measured `TextBlock` keeps what Pango shaped
/// (`ShapedText`), so backends only place it.
///
/// Create one per thread of work and pass it down. It owns a pangocairo font map and its Pango contexts,
/// set up without hinting so a text measures the same at every scale and in PDF. It may be handed from one
/// thread to another (measuring is guarded by the lock of its fonts), so fonts can be made ready on a
/// second thread while an export is read.
public final class TypeSetter: @unchecked Sendable {
    /// Made on first use: a font map sets fontconfig up (about 8 M instructions), which a job that lays
    /// nothing out (a Markdown summary) should not pay for.
    private var session: FontSession?
    private let sessionLock = NSLock()

    var fonts: FontSession {
        sessionLock.withLock {
            if let session { return session }
            let made = FontSession()
            session = made
            return made
        }
    }

    /// The one size Pango lays text out at (see `measure`).
    static let referenceSize = 12.0

    public init() {}

    /// Builds the font sets of `fonts` now, so the first page does not wait for them: fontconfig's set-up
    /// and one font set per face cost some milliseconds, which another thread can spend while an export is read.
    ///
    /// `emojiStyle`, for documents that show the person's words, readies the emoji font in that style too: the
    /// first emoji laid out in a style makes Pango measure the emoji font by setting its digits, ten colour
    /// bitmaps decoded (about 4 ms).
    public func warmUp(_ fonts: [Font], emojiStyle: Font? = nil) {
        for font in fonts { _ = measure("Ag ·–…", font: font) }
        if let emojiStyle { _ = measure("🌱", font: emojiStyle) }
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
        let fonts = self.fonts
        // A site lays the same labels out hundreds of times (weekdays, months, legends, titles): a block is a
        // value that any scene may hold, so one measured block serves them all. Only short, unwrapped text is
        // kept (labels, not the person's paragraphs), at most `measuredLimit` blocks.
        guard width == nil, text.utf8.count <= 80 else {
            return fonts.lock.withLock {
                measureLocked(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts)
            }
        }
        let key = MeasureKey(text: text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction)
        var evicted: [MeasureKey: TextBlock] = [:]
        let block = fonts.lock.withLock {
            if let block = measured[key] { return block }
            let block = measureLocked(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts)
            // Dropped outside the lock: freeing shaped text takes the fonts' lock itself.
            if measured.count >= Self.measuredLimit { swap(&evicted, &measured) }
            measured[key] = block
            return block
        }
        evicted.removeAll()
        return block
    }

    private struct MeasureKey: Hashable {
        var text: String
        var font: Font
        var width: Double?
        var alignment: TextAlignment
        var lineSpacing: Double?
        var direction: TextDirection?
    }

    /// Blocks measured so far, guarded by the fonts' lock; emptied when full, so memory stays bounded.
    private var measured: [MeasureKey: TextBlock] = [:]
    private static let measuredLimit = 2048

    private func measureLocked(
        _ text: String, font: Font, width: Double?, alignment: TextAlignment, lineSpacing: Double?, direction: TextDirection?,
        fonts: FontSession
    ) -> TextBlock {
        // Right-to-left paragraphs have a context of their own, so no layout's context ever changes after it is shaped.
        let context = direction == .rightToLeft ? fonts.rtlContext : fonts.measureContext
        guard let layout = pango_layout_new(context) else { return TextBlock(font: font, lines: [], width: 0, height: 0) }
        // Every size is laid out at one reference size and scaled: Pango builds a font set per size, which
        // costs about a millisecond each; without hinting the layout scales exactly.
        let scale = font.size / TypeSetter.referenceSize
        let unit = scale / Double(PANGO_SCALE)
        pango_layout_set_font_description(layout, fonts.description(for: font.atReferenceSize))
        if direction != nil { pango_layout_set_auto_dir(layout, 0) }
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
        for i in block.lines.indices { block.lines[i].layoutLine = i }
        block.shaped = ShapedText(
            fonts: fonts, layout: layout, lines: layoutLines, texts: lines.map(\.text), xs: lines.map(\.x), lineX: layoutX,
            scale: scale)
        return block
    }

    /// Draws lines that hold no shaped text of their own (a block made or moved by hand): each line's text
    /// shaped again with the block's font and options, its baseline where layout put it.
    func drawUnshaped(_ block: TextBlock, lines: [TextLine], at origin: Point, on context: CairoContext, images: ColorGlyphImages) {
        let fonts = self.fonts
        fonts.lock.withLock {
            drawUnshapedLocked(block, lines: lines, at: origin, on: context, images: images, fonts: fonts)
        }
    }

    private func drawUnshapedLocked(
        _ block: TextBlock, lines: [TextLine], at origin: Point, on context: CairoContext, images: ColorGlyphImages, fonts: FontSession
    ) {
        let drawContext = fonts.drawContext
        pango_cairo_update_context(context.cr, drawContext)
        for line in lines where !line.text.isEmpty {
            guard let layout = pango_layout_new(drawContext) else { continue }
            pango_layout_set_font_description(layout, fonts.description(for: block.font))
            // The line keeps the direction it was measured in: an LTR line that starts with Hebrew stays LTR.
            pango_layout_set_auto_dir(layout, 0)
            if line.rightToLeft {
                pango_context_set_base_dir(drawContext, PANGO_DIRECTION_RTL)
                pango_layout_context_changed(layout)
            }
            pango_layout_set_text(layout, line.text, -1)
            if let first = pango_layout_get_line_readonly(layout, 0) {
                context.moveTo(origin.x + line.x, origin.y + line.baseline)
                images.show(first, of: layout, on: context)
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

/// The Pango side of a `TypeSetter`: a font map and its contexts, and the lock every use of them takes.
/// Shaped text holds on to it, so the fonts live as long as any block measured with them.
final class FontSession: @unchecked Sendable {
    let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let measureContext: OpaquePointer
    let rtlContext: OpaquePointer
    let drawContext: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]

    init() {
        fontMap = pango_cairo_font_map_new()
        measureContext = pango_font_map_create_context(fontMap)
        rtlContext = pango_font_map_create_context(fontMap)
        drawContext = pango_font_map_create_context(fontMap)
        for context in [measureContext, rtlContext, drawContext] { FontSession.configure(context) }
        pango_context_set_base_dir(rtlContext, PANGO_DIRECTION_RTL)
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        for context in [measureContext, rtlContext, drawContext] { g_object_unref(UnsafeMutableRawPointer(context)) }
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// No hinting, no rounding of glyph positions, 72 dpi: one point is one user unit, in every backend.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Called with `lock` held.
    func description(for font: Font) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_from_string(font.family)!
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }
}
