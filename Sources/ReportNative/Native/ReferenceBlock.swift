internal import CCairo
internal import CPango

/// A short text laid out once, at `TypeSetter.referenceSize`, that gives its `TextBlock` at every size.
///
/// `LineStream` lays every size out at the reference size and scales the numbers, so a label at 11.5 and at 12.65
/// is the same Pango work: kept here, one layout serves both. Each block it gives is made with the same arithmetic
/// `LineStream` uses (`LaidLine`), so it is the very block measuring at that size gives, and draws the same.
/// Used with the fonts' lock held; freed through it.
final class ReferenceBlock: @unchecked Sendable {
    private let fonts: FontSession
    private let layout: OpaquePointer
    private let lines: [LaidLine]
    /// The layout's height in Pango units (line spacing not included).
    private let height: Int
    /// The layout's logical width in Pango units, when it was laid out without a width.
    private let logicalWidth: Int32

    /// Takes over `layout`'s reference.
    init(fonts: FontSession, layout: OpaquePointer, lines: [LaidLine], height: Int, logicalWidth: Int32) {
        self.fonts = fonts
        self.layout = layout
        self.lines = lines
        self.height = height
        self.logicalWidth = logicalWidth
    }

    deinit {
        fonts.lock.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The block at `font`'s size, `width` wide (nil: as wide as its widest line), its lines spread by `lineSpacing`
    /// as `TypeSetter.measure` spreads them. Called with the fonts' lock held.
    func block(font: FontSpec, width: Double?, lineSpacing: Double?) -> TextBlock {
        let scale = font.size / TypeSetter.referenceSize
        let unit = scale / Double(PANGO_SCALE)
        let leading = LaidLine.leading(lineSpacing, fontSize: font.size)
        var textLines: [TextLine] = []
        var shaped: [ShapedText.Line] = []
        textLines.reserveCapacity(lines.count)
        shaped.reserveCapacity(lines.count)
        for (i, laid) in lines.enumerated() {
            var (line, shapedX) = laid.textLine(unit: unit, leading: leading, index: i)
            line.layoutLine = i
            textLines.append(line)
            shaped.append(ShapedText.Line(line: laid.line, layout: 0, x: shapedX))
        }
        let h = LaidLine.blockHeight(height, unit: unit, lineCount: lines.count, lineSpacing: lineSpacing, fontSize: font.size)
        var block = TextBlock(font: font, lines: textLines, width: width ?? Double(logicalWidth) * unit, height: h)
        // The block's shaped text holds the layout as long as any scene holds the block.
        g_object_ref(UnsafeMutableRawPointer(layout))
        block.shaped = ShapedText(
            fonts: fonts, layouts: [layout], lines: shaped, texts: textLines.map(\.text), xs: textLines.map(\.x), scale: scale)
        return block
    }

    /// Whether this text, laid out without a width at leading alignment, is also what laying it out `pangoWidth` wide
    /// gives: each paragraph already a line narrower than that (so Pango breaks none), read left to right from the
    /// left edge (so no alignment moves it), and of one run (so no item is split where it could not break).
    func fits(within pangoWidth: Int32) -> Bool {
        lines.allSatisfy { laid in
            laid.originX == 0 && !laid.rightToLeft && laid.alignment == PANGO_ALIGN_LEFT && laid.width < pangoWidth
                && g_slist_length(laid.line.pointee.runs) <= 1
        }
    }
}
