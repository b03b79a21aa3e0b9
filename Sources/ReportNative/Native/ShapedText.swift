internal import CCairo
internal import CPango
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text as Pango shaped it while measuring, kept inside the `TextBlock` that was measured, so drawing places
/// the very lines Pango laid out instead of shaping them again.
///
/// A block owns its shaped text: a scene can be kept, drawn by any backend, on any thread, twice in one
/// document, and its Pango layout is freed with the last scene that holds it. Every use goes through the
/// lock of the fonts it was shaped with (Pango's fonts are not safe to share between threads unguarded).
package final class ShapedText: ShapedLines, @unchecked Sendable {
    /// A line Pango laid out: the layout (of `layouts`) that holds it, and its left edge (trailing spaces
    /// included) from the block's left edge.
    struct Line {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let layout: Int
        let x: Double
    }

    package let fonts: FontSession
    /// One layout for a short text; a long one is laid out a window at a time (see `TextWindows`).
    private let layouts: [OpaquePointer]
    private let lines: [Line]
    /// What each line says and where it starts: a line is drawn from this layout only if the block still
    /// holds it there (a block built or moved by hand is drawn by shaping its text anew).
    private let texts: [String]
    private let xs: [Double]
    /// The block's size ÷ the reference size the layout was made at.
    private let scale: Double

    init(fonts: FontSession, layouts: [OpaquePointer], lines: [Line], texts: [String], xs: [Double], scale: Double) {
        self.fonts = fonts
        self.layouts = layouts
        self.lines = lines
        self.texts = texts
        self.xs = xs
        self.scale = scale
    }

    /// How many Pango layouts it holds: a page of a long text holds those of its own lines only (a test pins it).
    var layoutCount: Int { layouts.count }

    deinit {
        fonts.lock.withLock { for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) } }
    }

    /// Whether line `i` of this layout is `line` as measured.
    package func holds(_ line: TextLine) -> Bool {
        guard let i = line.layoutLine, i < lines.count else { return false }
        return texts[i] == line.text && abs(xs[i] - line.x) < 0.001
    }

    /// Draws `line` (which `holds`) with the block's top-left corner at `origin`.
    package func draw(_ line: TextLine, at origin: Point, on context: CairoContext, images: ColorGlyphImages) {
        guard let i = line.layoutLine, i < lines.count else { return }
        let shaped = lines[i]
        fonts.lock.withLock {
            context.save()
            context.translate(origin.x + shaped.x, origin.y + line.baseline)
            if scale != 1 { context.scale(scale) }
            context.moveTo(0, 0)
            images.show(shaped.line, of: layouts[shaped.layout], on: context)
            context.restore()
        }
    }
}
