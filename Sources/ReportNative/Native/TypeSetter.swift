internal import CCairo
internal import CPango
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore

/// Lays text out with Pango, once, during layout. Each measured `TextBlock` keeps what Pango shaped
/// (`ShapedText`), so backends only place it.
///
/// Create one per thread of work and pass it down. It owns a pangocairo font map and its Pango contexts,
/// set up without hinting so a text measures the same at every scale and in PDF. It may be handed from one
/// thread to another (measuring is guarded by the lock of its fonts), so fonts can be made ready on a
/// second thread while an export is read.
package final class TypeSetter: @unchecked Sendable {
    /// Made on first use: a font map sets fontconfig up (about 8 M instructions), which a job that lays
    /// nothing out (a Markdown summary) should not pay for.
    private let session = Locked<FontSession?>(nil)

    /// The fonts of the host this type setter works for.
    package let configuration: PrivateFontConfig

    var fonts: FontSession {
        session.withLock { session in
            if let session { return session }
            let made = FontSession(configuration: configuration)
            session = made
            return made
        }
    }

    /// The one size Pango lays text out at (see `measure`).
    static let referenceSize = 12.0

    package init(configuration: PrivateFontConfig) { self.configuration = configuration }

    /// Builds the font sets of `fonts` now, so the first page does not wait for them: fontconfig's set-up
    /// and one font set per face cost some milliseconds, which another thread can spend while an export is read.
    ///
    /// `emojiStyle`, for documents that show the person's words, readies the emoji font in that style too: the
    /// first emoji laid out in a style makes Pango measure the emoji font by setting its digits, ten colour
    /// bitmaps decoded (about 4 ms).
    package func warmUp(_ fonts: [FontSpec], emojiStyle: FontSpec? = nil) {
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
    package func measure(
        _ text: String, font: FontSpec, width: Double? = nil, alignment: TextAlignment = .leading, lineSpacing: Double? = nil,
        direction: TextDirection? = nil
    ) -> TextBlock {
        let fonts = self.fonts
        // A site lays the same labels out hundreds of times (weekdays, months, legends and their notes, titles):
        // a block is a value that any scene may hold, so one measured block serves them all. Only short text is
        // kept, wrapped or not (labels and a chart's notes, not the person's paragraphs), at most
        // `measuredLimit` blocks.
        guard text.utf8.count <= Self.measuredLength else {
            return fonts.lock.withLock {
                measureLocked(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts)
            }
        }
        let key = MeasureKey(text: text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction)
        var evicted = Evicted()
        let block = fonts.lock.withLock {
            if let block = measured[key] { return block }
            let block = reference(text, font: font, width: width, alignment: alignment, direction: direction, fonts: fonts, evicted: &evicted)?
                .block(font: font, width: width, lineSpacing: lineSpacing)
                ?? measureLocked(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts)
            if measured.count >= Self.measuredLimit { swap(&evicted.blocks, &measured) }
            measured[key] = block
            return block
        }
        // Dropped outside the lock: freeing shaped text takes the fonts' lock itself.
        evicted = Evicted()
        return block
    }

    /// What a full cache let go, freed once the fonts' lock is released.
    private struct Evicted {
        var blocks: [MeasureKey: TextBlock] = [:]
        var references: [ReferenceKey: ReferenceBlock] = [:]
    }

    /// `text` laid out at the reference size, from `references` or laid out now and kept there: what `measure` scales
    /// to the size asked for. A text wrapped at leading alignment whose lines all fit the width is its unwrapped
    /// layout, so a title measured at several widths is laid out once. nil for a text of more than one window.
    /// Called with the fonts' lock held; what a full cache lets go goes to `evicted`, to be freed after it.
    private func reference(
        _ text: String, font: FontSpec, width: Double?, alignment: TextAlignment, direction: TextDirection?, fonts: FontSession,
        evicted: inout Evicted
    ) -> ReferenceBlock? {
        let pangoWidth = width.map { LineStream.pangoWidth($0, font: font) }
        let key = ReferenceKey(text: text, font: font.atReferenceSize, pangoWidth: pangoWidth, alignment: alignment, direction: direction)
        if let made = references[key] { return made }
        if let pangoWidth, alignment == .leading,
            let unwrapped = reference(text, font: font, width: nil, alignment: alignment, direction: direction, fonts: fonts, evicted: &evicted),
            unwrapped.fits(within: pangoWidth)
        {
            return unwrapped
        }
        let stream = LineStream(
            text, font: font, width: width, alignment: alignment, lineSpacing: nil, direction: direction, fonts: fonts,
            windowBytes: Self.windowBytes, windowParagraphs: TextWindows.paragraphs)
        stream.keepsLaidLines = true
        guard let made = stream.referenceBlock() else { return nil }
        if references.count >= Self.measuredLimit {
            // The measured blocks go too, so none keeps alive a layout the references let go: the layouts kept stay
            // within the limit.
            swap(&evicted.references, &references)
            if evicted.blocks.isEmpty { swap(&evicted.blocks, &measured) }
        }
        references[key] = made
        return made
    }

    private struct MeasureKey: Hashable {
        package var text: String
        var font: FontSpec
        var width: Double?
        var alignment: TextAlignment
        var lineSpacing: Double?
        var direction: TextDirection?
    }

    /// What a layout at the reference size depends on: a text at any size whose width comes to the same Pango width
    /// is the same layout.
    private struct ReferenceKey: Hashable {
        package var text: String
        var font: FontSpec
        var pangoWidth: Int32?
        var alignment: TextAlignment
        var direction: TextDirection?
    }

    /// Blocks measured so far, guarded by the fonts' lock; emptied when full, so memory stays bounded.
    private var measured: [MeasureKey: TextBlock] = [:]
    /// Short texts laid out at the reference size (see `reference`), guarded and bounded as `measured` is, and emptied
    /// with it.
    private var references: [ReferenceKey: ReferenceBlock] = [:]

    /// How many measured blocks and reference layouts are kept (a test checks the bound).
    var keptCounts: (blocks: Int, references: Int) {
        let fonts = self.fonts
        return fonts.lock.withLock { (measured.count, references.count) }
    }
    static let measuredLimit = 2048
    /// The longest text kept, in bytes: a chart's wrapped note in bokmål fits.
    private static let measuredLength = 200

    /// `measure` with windows of at most `windowBytes` and `windowParagraphs` (a test compares small windows with one).
    func measure(
        _ text: String, font: FontSpec, width: Double?, alignment: TextAlignment = .leading, lineSpacing: Double? = nil,
        direction: TextDirection? = nil, windowBytes: Int, windowParagraphs: Int = TextWindows.paragraphs
    ) -> TextBlock {
        let fonts = self.fonts
        return fonts.lock.withLock {
            measureLocked(
                text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts,
                windowBytes: windowBytes, windowParagraphs: windowParagraphs)
        }
    }

    /// Most bytes of text one Pango layout holds (see `TextWindows`): far below what overflows Pango's
    /// 32-bit widths, and small enough that a layout's work stays short. A test may lower it.
    static let windowBytes = 4096

    private func measureLocked(
        _ text: String, font: FontSpec, width: Double?, alignment: TextAlignment, lineSpacing: Double?, direction: TextDirection?,
        fonts: FontSession, windowBytes: Int = TypeSetter.windowBytes, windowParagraphs: Int = TextWindows.paragraphs
    ) -> TextBlock {
        LineStream(
            text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts,
            windowBytes: windowBytes, windowParagraphs: windowParagraphs
        ).finishedBlock()
    }

    /// `text` wrapped at `width` as `measure` lays it out, but measured only as far as its lines are asked for, and
    /// holding only the lines not yet let go: how a page flow places a long paragraph page by page (see `LineStream`).
    package func lines(
        _ text: String, font: FontSpec, width: Double, alignment: TextAlignment = .leading, lineSpacing: Double? = nil,
        direction: TextDirection? = nil
    ) -> LineStream {
        lines(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, windowBytes: Self.windowBytes)
    }

    /// `lines` with windows of at most `windowBytes` and `windowParagraphs` (for tests).
    func lines(
        _ text: String, font: FontSpec, width: Double, alignment: TextAlignment = .leading, lineSpacing: Double? = nil,
        direction: TextDirection? = nil, windowBytes: Int, windowParagraphs: Int = TextWindows.paragraphs
    ) -> LineStream {
        let fonts = self.fonts
        return fonts.lock.withLock {
            LineStream(
                text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction, fonts: fonts,
                windowBytes: windowBytes, windowParagraphs: windowParagraphs)
        }
    }

    /// How one window is laid out: its Pango context (which holds the base direction), whether each paragraph takes
    /// the direction of its first strong letter, and the alignment.
    struct Window {
        var context: OpaquePointer
        var automatic: Bool
        var alignment: PangoAlignment
    }

    /// A line of a laid-out window, with its extents, baseline and y range in Pango units from the window's top.
    typealias WindowLine = (line: UnsafeMutablePointer<PangoLayoutLine>, extents: PangoRectangle, baseline: Int32, top: Int32, bottom: Int32)

    /// Lays out `bytes[range]` as one Pango layout (owned by the caller) and lists its lines.
    static func layOut(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ window: Window, description: OpaquePointer?, width: Int32?
    ) -> (layout: OpaquePointer, lines: [WindowLine], logical: PangoRectangle)? {
        guard let layout = pango_layout_new(window.context) else { return nil }
        pango_layout_set_font_description(layout, description)
        if !window.automatic { pango_layout_set_auto_dir(layout, 0) }
        if let base = bytes.baseAddress, !range.isEmpty {
            base.advanced(by: range.lowerBound).withMemoryRebound(to: CChar.self, capacity: range.count) {
                pango_layout_set_text(layout, $0, Int32(clamping: range.count))
            }
        } else {
            pango_layout_set_text(layout, "", 0)
        }
        if let width {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_alignment(layout, window.alignment)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var lines: [WindowLine] = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &extents)
            // The y ranges of neighbouring lines meet (line spacing included), so a block splits between any two.
            var lineTop: Int32 = 0, lineBottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &lineTop, &lineBottom)
            lines.append((line, extents, pango_layout_iter_get_baseline(iter), lineTop, lineBottom))
        } while pango_layout_iter_next_line(iter) != 0
        return (layout, lines, logical)
    }

    /// The direction of the first strong letter of `bytes[range]` (up to a NUL, if any), neutral without one: what
    /// `pango_find_base_dir` gives, the rule a layout of automatic direction applies to each paragraph. That function
    /// is deprecated since Pango 1.44, which points to fribidi for directions; this asks fribidi (the library Pango
    /// itself links) the same question for each letter, so the answer is the same.
    static func baseDirection(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> PangoDirection {
        // The bytes are a String's, so they are valid UTF-8.
        var letters = bytes[range].prefix { $0 != 0 }.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&letters) {
            case .scalarValue(let letter):
                // fribidi's types are bit masks: FRIBIDI_IS_STRONG and FRIBIDI_IS_RTL, macros Swift does not import.
                let type = fribidi_get_bidi_type(letter.value).rawValue
                guard type & UInt32(FRIBIDI_MASK_STRONG) != 0 else { continue }
                return type & UInt32(FRIBIDI_MASK_RTL) != 0 ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
            case .error: continue
            case .emptyInput: return PANGO_DIRECTION_NEUTRAL
            }
        }
    }

    /// Draws lines that hold no shaped text of their own (a block made or moved by hand): each line's text
    /// shaped again with the block's font and options, its baseline where layout put it.
    package func drawUnshaped(_ block: TextBlock, lines: [TextLine], at origin: Point, on context: CairoContext, images: ColorGlyphImages) {
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

extension FontSpec {
    /// The same family, weight and slant at `TypeSetter.referenceSize`.
    var atReferenceSize: FontSpec {
        var f = self
        f.size = TypeSetter.referenceSize
        return f
    }
}

/// The Pango side of a `TypeSetter`: a font map and its contexts, and the lock every use of them takes.
/// Shaped text holds on to it, so the fonts live as long as any block measured with them.
package final class FontSession: @unchecked Sendable {
    let lock = ThreadLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let measureContext: OpaquePointer
    let rtlContext: OpaquePointer
    let drawContext: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]

    /// The configuration the font map was given; a block shaped here is drawn again with the same.
    package let configuration: PrivateFontConfig

    init(configuration: PrivateFontConfig) {
        self.configuration = configuration
        fontMap = pango_cairo_font_map_new()
        configuration.apply(to: fontMap)
        measureContext = pango_font_map_create_context(fontMap)
        rtlContext = pango_font_map_create_context(fontMap)
        drawContext = pango_font_map_create_context(fontMap)
        for context in [measureContext, rtlContext, drawContext] { FontSession.configure(context) }
        // Strong directions: a sentence of ours (`.leftToRight`) is a left-to-right paragraph even when it starts with
        // Hebrew (Pango's default, weak left to right, lets the first strong letter decide), and a window of a long
        // text (see `TextWindows`) is laid out in the direction of its paragraph.
        pango_context_set_base_dir(measureContext, PANGO_DIRECTION_LTR)
        pango_context_set_base_dir(rtlContext, PANGO_DIRECTION_RTL)
        PangoMetricsLock.install(fontMap: fontMap, context: measureContext, description: description(for: FontSpec(size: TypeSetter.referenceSize)))
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

    /// Called with `lock` held. nil only if Pango could not make a description, which it cannot short of memory;
    /// a layout given none takes its context's font.
    func description(for font: FontSpec) -> OpaquePointer? {
        if let d = descriptions[font] { return d }
        guard let d = pango_font_description_from_string(font.family) else { return nil }
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }
}
