/// A font request: a family list (Pango falls back per character, e.g. to Noto Color Emoji), size, weight, slant.
package struct FontSpec: Hashable, Sendable {
    package enum Weight: Int, Sendable {
        case regular = 400, medium = 500, semibold = 600, bold = 700
    }
    /// Comma-separated families, first choice first.
    package var family: String
    /// Size in points (= pixels at scale 1).
    package var size: Double
    package var weight: Weight
    package var italic: Bool

    package init(family: String = FontSpec.defaultFamily, size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }

    package static let defaultFamily = "DejaVu Sans"

    /// The same font, `factor` times the size.
    package func scaled(_ factor: Double) -> FontSpec {
        factor == 1 ? self : FontSpec(family: family, size: size * factor, weight: weight, italic: italic)
    }
}

package enum TextAlignment: Sendable {
    case leading, center, trailing
}

/// The base direction of a paragraph.
package enum TextDirection: Sendable {
    case leftToRight, rightToLeft
}

/// One line of measured text: what it says and where it sits inside its block.
package struct TextLine: Hashable, Sendable {
    package var text: String
    /// Left edge of the line, from the block's left edge.
    package var x: Double
    /// Baseline, from the block's top edge.
    package var baseline: Double
    package var width: Double
    /// The line reads right to left (Arabic, Hebrew).
    package var rightToLeft: Bool
    /// The line's logical box (its share of the block's height, line spacing included), from the block's top edge:
    /// what a page flow needs to break a block between two lines.
    package var top: Double
    package var height: Double
    /// The line's place in the Pango layout that measured it (see `TextBlock.shaped`).
    package var layoutLine: Int?
    package init(text: String, x: Double, baseline: Double, width: Double, rightToLeft: Bool = false, top: Double? = nil, height: Double? = nil) {
        self.text = text; self.x = x; self.baseline = baseline; self.width = width; self.rightToLeft = rightToLeft
        self.top = top ?? baseline; self.height = height ?? 0
    }

    /// The bottom of the line's logical box.
    package var bottom: Double { top + height }
}

/// Text as Pango laid it out once: lines with positions and the block's size. Backends only place it.
package struct TextBlock: Hashable, Sendable {
    package var font: FontSpec
    package var lines: [TextLine]
    package var width: Double
    package var height: Double
    /// What Pango shaped when the block was measured, so the cairo backend draws those very lines; the SVG
    /// backend places the lines' text. The block holds it, and with it the scene: no outside cache to keep or
    /// free. Not part of equality.
    package var shaped: (any ShapedLines)?
    package init(font: FontSpec, lines: [TextLine], width: Double, height: Double) {
        self.font = font; self.lines = lines; self.width = width; self.height = height
    }

    package static func == (a: TextBlock, b: TextBlock) -> Bool {
        a.font == b.font && a.lines == b.lines && a.width == b.width && a.height == b.height
    }

    package func hash(into h: inout Hasher) {
        h.combine(font); h.combine(lines); h.combine(width); h.combine(height)
    }

    /// The first line's baseline from the top: to put text on a baseline, place it at `y - ascent`.
    package var ascent: Double { lines.first?.baseline ?? 0 }

    /// The whole text, lines joined by spaces.
    package var text: String { lines.map(\.text).joined(separator: " ") }

    /// Lines `range` as a block of their own, moved up so the first of them starts at the top:
    /// how a paragraph continues on the next page, each line exactly where Pango put it.
    package func lines(_ range: Range<Int>) -> TextBlock {
        let part = Array(lines[range])
        guard let first = part.first, let last = part.last else { return TextBlock(font: font, lines: [], width: width, height: 0) }
        let shift = first.top
        let moved = part.map { line in
            var l = line
            l.top -= shift
            l.baseline -= shift
            return l
        }
        var block = TextBlock(font: font, lines: moved, width: width, height: last.bottom - shift)
        block.shaped = shaped
        return block
    }

    /// How many of the first lines end within `height` from the block's top.
    package func lineCount(fitting height: Double) -> Int { lineCount(from: 0, fitting: height) }

    /// How many lines from line `start` on end within `height` from the top of line `start`: how much of a
    /// paragraph's rest fits on a page, without copying the rest.
    package func lineCount(from start: Int, fitting height: Double) -> Int {
        guard start < lines.count else { return 0 }
        let shift = lines[start].top
        var n = start
        while n < lines.count, lines[n].top - shift + lines[n].height <= height + 0.01 { n += 1 }
        return n - start
    }
}

/// What a text shaper kept of a block it measured, so the backend that shaped it can draw those very lines
/// (`ShapedText`, Pango's). Opaque to the scene: other backends place the lines' text.
package protocol ShapedLines: AnyObject, Sendable {}
