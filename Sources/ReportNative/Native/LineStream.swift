internal import CCairo
internal import CPango
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A text measured a window at a time (see `TextWindows`), as far as it is asked for: `TypeSetter.measure` runs
/// it to the end for a whole `TextBlock`, and a page flow reads a long paragraph's lines from it page by page
/// (`TypeSetter.lines`), letting each page's lines and Pango layouts go once they are placed.
///
/// Kept whole, a text's measured lines and layouts take about seventy times its length (a 30 MiB note took 2 GB);
/// read this way, a text of any length holds a page or two of them.
package final class LineStream: @unchecked Sendable {
    private let fonts: FontSession
    package let font: FontSpec
    private let width: Double?
    private let lineSpacing: Double?
    private let direction: TextDirection?
    private let scale: Double
    private let unit: Double
    /// The text, its UTF-8 contiguous: windows are cut from its own bytes, not from a copy (a 30 MiB note is 30 MiB
    /// less this way).
    private let text: String
    private let aligned: PangoAlignment
    private let description: OpaquePointer?
    private let pangoWidth: Int32?
    private let windowBytes: Int
    private let windowParagraphs: Int

    /// The lines measured and not yet let go: line `firstLine + i` is `lines[i]`, drawn from
    /// `shapedLines[i]`, whose layout is `layouts[layout - firstLayout]`.
    private(set) var lines: [TextLine] = []
    private(set) var shapedLines: [ShapedText.Line] = []
    private(set) var layouts: [OpaquePointer] = []
    package private(set) var firstLine = 0
    private var firstLayout = 0
    private(set) var blockWidth: Double
    /// The whole text's height in Pango units (line spacing not included), once the last window is laid out.
    private var height = 0
    /// The layout's logical width in Pango units, for a text laid out without a width.
    private var logicalWidth: Int32 = 0
    /// Whether each line is kept as Pango laid it out too (`laidLines`), for `referenceBlock`.
    var keepsLaidLines = false
    private var laidLines: [LaidLine] = []
    private(set) var isFinished = false

    /// How many lines are measured, those let go included: the whole text's once `line` has found its end.
    package var measuredCount: Int { firstLine + lines.count }

    // Where the next window starts, in the text (bytes) and down the block (Pango units).
    private var position = 0
    private var top = 0
    // The last line kept, laid out again at the head of a window that starts inside its paragraph, so the
    // bidirectional algorithm sees the letters before the window as it does in the whole paragraph.
    private var previousLine: (start: Int, top: Int)?
    // The direction of the paragraph a window starts in when it starts inside one (the direction of its lines),
    // or of the paragraph before, which a paragraph without a strong letter takes (Pango's rule for automatic
    // direction); at first the document's.
    private var carried = PANGO_DIRECTION_LTR
    private var knownParagraphEnd = -1

    /// Called with the fonts' lock held.
    init(
        _ text: String, font: FontSpec, width: Double?, alignment: TextAlignment, lineSpacing: Double?, direction: TextDirection?,
        fonts: FontSession, windowBytes: Int, windowParagraphs: Int
    ) {
        self.fonts = fonts
        self.font = font
        self.width = width
        self.lineSpacing = lineSpacing
        self.direction = direction
        self.windowBytes = windowBytes
        self.windowParagraphs = windowParagraphs
        // Every size is laid out at one reference size and scaled: Pango builds a font set per size, which
        // costs about a millisecond each; without hinting the layout scales exactly.
        scale = font.size / TypeSetter.referenceSize
        unit = scale / Double(PANGO_SCALE)
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        switch alignment {
        case .leading: aligned = PANGO_ALIGN_LEFT
        case .center: aligned = PANGO_ALIGN_CENTER
        case .trailing: aligned = PANGO_ALIGN_RIGHT
        }
        description = fonts.description(for: font.atReferenceSize)
        pangoWidth = width.map { LineStream.pangoWidth($0, font: font) }
        blockWidth = width ?? 0
    }

    /// `width` (points, at `font`'s size) in Pango units at the reference size: the width a layout is given.
    static func pangoWidth(_ width: Double, font: FontSpec) -> Int32 {
        Int32((width / (font.size / TypeSetter.referenceSize / Double(PANGO_SCALE))).rounded())
    }

    deinit {
        guard !layouts.isEmpty else { return }
        fonts.lock.withLock { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
    }

    /// Line `index` (from the text's first line), measuring windows until it is there; nil past the last line.
    /// Lines before the first not let go (`forget`) are not asked for.
    package func line(_ index: Int) -> TextLine? {
        precondition(index >= firstLine, "a line the stream has let go")
        while index >= firstLine + lines.count, !isFinished {
            fonts.lock.withLock { step() }
        }
        return index < firstLine + lines.count ? lines[index - firstLine] : nil
    }

    /// The whole text's height (as `TextBlock.height`), measuring to the end: for a text known to be short.
    package var finishedHeight: Double {
        while !isFinished { fonts.lock.withLock { step() } }
        return heightSoFar
    }

    /// The height of what is measured: the whole block's once finished.
    var heightSoFar: Double {
        LaidLine.blockHeight(height, unit: unit, lineCount: firstLine + lines.count, lineSpacing: lineSpacing, fontSize: font.size)
    }

    /// Lines `range` (measured, not let go) as a block of their own, moved up so the first starts at the top, holding
    /// the layouts they were shaped in: what `TextBlock.lines(_:)` gives of a whole block.
    package func block(_ range: Range<Int>) -> TextBlock {
        let local = (range.lowerBound - firstLine)..<(range.upperBound - firstLine)
        guard let first = lines[local].first, let last = lines[local].last else { return TextBlock(font: font, lines: [], width: blockWidth, height: 0) }
        let shift = first.top
        let lowestLayout = shapedLines[local.lowerBound].layout
        var moved: [TextLine] = []
        var shaped: [ShapedText.Line] = []
        moved.reserveCapacity(local.count)
        shaped.reserveCapacity(local.count)
        for i in local {
            var l = lines[i]
            l.top -= shift
            l.baseline -= shift
            l.layoutLine = moved.count
            moved.append(l)
            let s = shapedLines[i]
            shaped.append(ShapedText.Line(line: s.line, layout: s.layout - lowestLayout, x: s.x))
        }
        let held = Array(layouts[(lowestLayout - firstLayout)...(shapedLines[local.upperBound - 1].layout - firstLayout)])
        fonts.lock.withLock { for layout in held { g_object_ref(UnsafeMutableRawPointer(layout)) } }
        var block = TextBlock(font: font, lines: moved, width: blockWidth, height: last.bottom - shift)
        block.shaped = ShapedText(fonts: fonts, layouts: held, lines: shaped, texts: moved.map(\.text), xs: moved.map(\.x), scale: scale)
        return block
    }

    /// Lets the lines before `index` go, and the layouts no line still kept is drawn from.
    package func forget(before index: Int) {
        let n = min(max(index - firstLine, 0), lines.count)
        guard n > 0 else { return }
        lines.removeFirst(n)
        shapedLines.removeFirst(n)
        firstLine += n
        // Lines yet to come are laid out in new windows: with none kept, no layout is needed.
        let keepFrom = shapedLines.first?.layout ?? (firstLayout + layouts.count)
        let drop = keepFrom - firstLayout
        guard drop > 0 else { return }
        let dropped = layouts[..<drop]
        fonts.lock.withLock { for layout in dropped { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        layouts.removeFirst(drop)
        firstLayout = keepFrom
    }

    /// Hands every line and layout over as one block (`TypeSetter.measure`); called with the fonts' lock held,
    /// the stream run to its end and nothing let go.
    func finishedBlock() -> TextBlock {
        while !isFinished { step() }
        var block = TextBlock(font: font, lines: lines, width: blockWidth, height: heightSoFar)
        for i in block.lines.indices { block.lines[i].layoutLine = i }
        block.shaped = ShapedText(fonts: fonts, layouts: layouts, lines: shapedLines, texts: lines.map(\.text), xs: lines.map(\.x), scale: scale)
        layouts = []
        return block
    }

    /// Hands the text's one layout over as a block of any size (see `ReferenceBlock`); called with the fonts' lock
    /// held and `keepsLaidLines` set before the first line. nil for a text laid out in more than one window (its
    /// layouts then freed).
    func referenceBlock() -> ReferenceBlock? {
        while !isFinished { step() }
        guard firstLine == 0, layouts.count == 1, laidLines.count == lines.count else {
            // Freed here, the lock being held: the stream's deinit would take it again.
            for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts = []
            return nil
        }
        let made = ReferenceBlock(fonts: fonts, layout: layouts[0], lines: laidLines, height: height, logicalWidth: logicalWidth)
        layouts = []
        return made
    }

    /// Lays out the next window and keeps its lines; called with the fonts' lock held.
    private func step() {
        guard !isFinished else { return }
        // Always there: the text was made contiguous.
        _ = text.utf8.withContiguousStorageIfAvailable { step(TextWindows(bytes: $0)) }
    }

    private func step(_ windows: TextWindows) {
        let bytes = windows.bytes
        var end = width == nil ? bytes.count : windows.end(from: position, limit: max(windowBytes, 16), paragraphs: max(windowParagraphs, 1))
        var window = TypeSetter.Window(context: direction == .rightToLeft ? fonts.rtlContext : fonts.measureContext,
                                       automatic: direction == nil, alignment: aligned)
        var head = position
        if direction == nil, width != nil {
            // A window that starts inside a paragraph, or in a paragraph without a strong letter after a
            // right-to-left one, is laid out in that paragraph's direction, up to its end.
            let atStart = windows.startsParagraph(position)
            var forced = !atStart
            if atStart, carried != PANGO_DIRECTION_LTR {
                knownParagraphEnd = windows.paragraphEnd(from: position)
                forced = TypeSetter.baseDirection(bytes, position..<knownParagraphEnd) == PANGO_DIRECTION_NEUTRAL
            }
            if forced {
                if knownParagraphEnd <= position { knownParagraphEnd = windows.paragraphEnd(from: position) }
                end = min(end, knownParagraphEnd)
                window.automatic = false
                if carried == PANGO_DIRECTION_RTL {
                    window.context = fonts.rtlContext
                    // What Pango does to a right-to-left paragraph of a layout whose direction is automatic.
                    if aligned == PANGO_ALIGN_LEFT { window.alignment = PANGO_ALIGN_RIGHT }
                    else if aligned == PANGO_ALIGN_RIGHT { window.alignment = PANGO_ALIGN_LEFT }
                }
            }
        }
        if width != nil, !windows.startsParagraph(position), let previousLine { head = previousLine.start }

        guard var laid = TypeSetter.layOut(bytes, head..<end, window, description: description, width: pangoWidth) else { isFinished = true; return }
        // The lines of the window from `position` on; the line laid out again must end where the window was meant to start.
        var first = laid.lines.firstIndex { head + Int($0.line.pointee.start_index) >= position } ?? laid.lines.count
        if head < position, first == laid.lines.count || head + Int(laid.lines[first].line.pointee.start_index) != position {
            g_object_unref(UnsafeMutableRawPointer(laid.layout))
            guard let again = TypeSetter.layOut(bytes, position..<end, window, description: description, width: pangoWidth) else { isFinished = true; return }
            laid = again
            head = position
            first = 0
        }
        layouts.append(laid.layout)
        let layoutIndex = firstLayout + layouts.count - 1
        // The first line kept stands where the window was meant to start.
        let offset = first < laid.lines.count ? top - Int(laid.lines[first].top) : top
        let originX = width == nil ? laid.logical.x : 0
        if width == nil {
            logicalWidth = laid.logical.width
            blockWidth = Double(logicalWidth) * unit
        }
        let leading = LaidLine.leading(lineSpacing, fontSize: font.size)

        // The last line of a window that stops short of the end of the text may have been cut short: it is laid out
        // again as the start of the next window (a window of one line is kept whole).
        var leftOut: TypeSetter.WindowLine?
        if end < bytes.count, laid.lines.count - first >= 2, let last = laid.lines.last { leftOut = last }
        for index in first..<(laid.lines.count - (leftOut == nil ? 0 : 1)) {
            let (line, extents, baseline, lineTop, lineBottom) = laid.lines[index]
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            var lineText = ""
            if start >= 0, length > 0, head + start + length <= end {
                lineText = String(decoding: bytes[(head + start)..<(head + start + length)], as: UTF8.self)
            }
            while let last = lineText.last, last.isWhitespace { lineText.removeLast() }
            let rtl = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            var edge: Int32?
            if lineText.utf8.count < length {
                // Where the trailing spaces begin, from the line's own glyphs: no second shaping.
                var x: Int32 = 0
                pango_layout_line_index_to_x(line, Int32(start + lineText.utf8.count), 0, &x)
                edge = x
            }
            let laidLine = LaidLine(
                line: line, layout: layoutIndex, text: lineText, x: extents.x, width: extents.width, originX: originX, trimmedEdge: edge,
                baseline: offset + Int(baseline), top: offset + Int(lineTop), height: lineBottom - lineTop, rightToLeft: rtl,
                alignment: window.alignment)
            let (measured, shapedX) = laidLine.textLine(unit: unit, leading: leading, index: firstLine + lines.count)
            shapedLines.append(ShapedText.Line(line: line, layout: layoutIndex, x: shapedX))
            if keepsLaidLines { laidLines.append(laidLine) }
            lines.append(measured)
            previousLine = (head + start, offset + Int(lineTop))
        }
        if end >= bytes.count {
            height = offset + Int(laid.logical.height)
            isFinished = true
            return
        }
        if let leftOut {
            // The next window starts where the line left out started, as far down as it stood.
            carried = PangoDirection(rawValue: leftOut.line.pointee.resolved_dir)
            top = offset + Int(leftOut.top)
            position = head + Int(leftOut.line.pointee.start_index)
        } else {
            if let last = laid.lines.last { carried = PangoDirection(rawValue: last.line.pointee.resolved_dir) }
            top = offset + Int(laid.logical.height)
            position = end
            previousLine = nil
        }
    }
}
