internal import CPango

/// A line as Pango laid it out, in Pango units at `TypeSetter.referenceSize`: what its `TextLine` is made of at any
/// font size. `LineStream` makes each line through it, and a block measured once (`ReferenceBlock`) gives every size
/// from it, so a block scaled from the reference holds the very numbers a block measured at its size holds.
struct LaidLine {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// The layout (of the stream's) that holds the line.
    let layout: Int
    /// What the line says, trailing spaces trimmed.
    package let text: String
    /// The line's logical extents across (trailing spaces included), and where the layout's left edge is.
    let x: Int32, width: Int32, originX: Int32
    /// Where the trailing spaces begin, when the line ended in some (`pango_layout_line_index_to_x`).
    let trimmedEdge: Int32?
    /// Baseline and logical top from the block's top, and the logical height (line spacing not included).
    let baseline: Int, top: Int, height: Int32
    let rightToLeft: Bool
    /// The alignment the line's window was laid out with (an automatic right-to-left paragraph swaps left and right).
    let alignment: PangoAlignment

    /// The extra leading per line, in points, that `lineSpacing` gives text of `fontSize`: (factor − 1) × the size,
    /// none for a factor of 1 or less or none given. `LineStream` and `ReferenceBlock` both spread lines by it.
    static func leading(_ lineSpacing: Double?, fontSize: Double) -> Double {
        lineSpacing.map { $0 > 1 ? ($0 - 1) * fontSize : 0 } ?? 0
    }

    /// The height of `lineCount` lines whose layout is `pangoHeight` Pango units high, at `unit` points a Pango unit,
    /// each spread as `leading` spreads it.
    static func blockHeight(_ pangoHeight: Int, unit: Double, lineCount: Int, lineSpacing: Double?, fontSize: Double) -> Double {
        var h = Double(pangoHeight) * unit
        if let lineSpacing, lineSpacing > 1 { h += Double(lineCount) * (lineSpacing - 1) * fontSize }
        return h
    }

    /// The line at the size whose Pango unit is `unit` points, its shaped x (trailing spaces included), with
    /// `leading` (points of extra line spacing per line) applied as the line's place `index` down the text gives it.
    func textLine(unit: Double, leading: Double, index: Int) -> (line: TextLine, shapedX: Double) {
        var lineWidth = Double(width) * unit
        var lineX = (Double(x) - Double(originX)) * unit
        let shapedX = lineX
        if let trimmedEdge {
            // A line that ended in spaces is placed by its trimmed width, as the backends draw it.
            let e = Double(trimmedEdge) * unit
            let trimmed = text.isEmpty ? 0 : min(lineWidth, max(0, rightToLeft ? lineWidth - e : e))
            if rightToLeft { lineX += lineWidth - trimmed } else if alignment == PANGO_ALIGN_CENTER { lineX += (lineWidth - trimmed) / 2 }
            else if alignment == PANGO_ALIGN_RIGHT { lineX += lineWidth - trimmed }
            lineWidth = trimmed
        }
        if text.isEmpty { lineWidth = 0 }
        var measured = TextLine(
            text: text, x: lineX, baseline: Double(baseline) * unit, width: lineWidth, rightToLeft: rightToLeft,
            top: Double(top) * unit, height: Double(height) * unit)
        if leading > 0 {
            // Line spacing, as the line's number down the whole text gives it.
            let i = Double(index)
            measured.top += i * leading
            measured.baseline += i * leading + leading / 2
            measured.height += leading
        }
        return (measured, shapedX)
    }
}
