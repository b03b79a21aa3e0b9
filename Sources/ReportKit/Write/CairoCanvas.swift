/// The cairo backend: draws a scene through the Native wrappers (image surfaces for PNG, PDF surfaces for PDF).
final class CairoCanvas: Canvas {
    private let context: CairoContext
    private let typeSetter: TypeSetter
    /// PNG has no links or destinations; PDF does.
    private let tags: Bool

    init(context: CairoContext, typeSetter: TypeSetter, tags: Bool) {
        self.context = context; self.typeSetter = typeSetter; self.tags = tags
    }

    func beginGroup(translate: Point, scale: Double, clip: Path?) throws {
        context.save()
        context.translate(translate.x, translate.y)
        if scale != 1 { context.scale(scale) }
        if let clip { context.clip(clip) }
    }

    func endGroup() throws {
        context.restore()
        try context.check("draw a group")
    }

    func fill(_ path: Path, _ color: Color) throws { context.fill(path, color) }

    func stroke(_ path: Path, _ stroke: Stroke) throws { context.stroke(path, stroke) }

    func text(_ block: TextBlock, at origin: Point, color: Color) throws {
        typeSetter.draw(block, at: origin, color: color, on: context)
    }

    func link(_ area: LinkArea) throws {
        if tags { context.link(area.rect, area.target) }
    }

    func anchor(_ anchor: Anchor) throws {
        if tags { context.destination(anchor.name, at: anchor.point) }
    }
}
