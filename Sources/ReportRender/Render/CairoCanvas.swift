import ReportNative
/// The cairo backend: draws a scene through the Native wrappers (image surfaces for PNG, PDF surfaces for PDF).
final class CairoCanvas: Canvas {
    private let context: CairoContext
    /// PNG has no links or destinations; PDF does.
    private let tags: Bool
    /// Colour emoji drawn as images, once each for the document.
    private let images = ColorGlyphImages()
    /// Shapes the lines of blocks that carry no shaped text (made or moved by hand), with the fonts of the block's
    /// other lines, else of the first block drawn that had shaped text; made when first needed.
    private var unshaped: TypeSetter?

    init(context: CairoContext, tags: Bool) {
        self.context = context; self.tags = tags
    }

    func beginGroup(translate: Point, scale: Double, clip: VectorPath?) throws {
        context.save()
        context.translate(translate.x, translate.y)
        if scale != 1 { context.scale(scale) }
        if let clip { context.clip(clip) }
    }

    func endGroup() throws {
        context.restore()
        try context.check("draw a group")
    }

    func fill(_ path: VectorPath, _ color: RGBA) throws { context.fill(path, color) }

    func stroke(_ path: VectorPath, _ stroke: Stroke) throws { context.stroke(path, stroke) }

    package func text(_ block: TextBlock, at origin: Point, color: RGBA) throws {
        context.setColor(color)
        var others: [TextLine] = []
        let shaped = block.shaped as? ShapedText
        for line in block.lines where !line.text.isEmpty {
            if let shaped, shaped.holds(line) {
                shaped.draw(line, at: origin, on: context, images: images)
            } else {
                others.append(line)
            }
        }
        if unshaped == nil, let shaped { unshaped = TypeSetter(configuration: shaped.fonts.configuration) }
        // A page of blocks all made by hand (tests) has no host's fonts to take: only then the system's.
        if !others.isEmpty {
            if unshaped == nil { unshaped = TypeSetter(configuration: PrivateFontConfig(folder: nil, makesCurrent: false)) }
            unshaped?.drawUnshaped(block, lines: others, at: origin, on: context, images: images)
        }
    }

    func link(_ area: LinkArea) throws {
        if tags { context.link(area.rect, area.target) }
    }

    func anchor(_ anchor: Anchor) throws {
        if tags { context.destination(anchor.name, at: anchor.point) }
    }
}
