/// What a backend must do to draw a scene. One walker (`Drawing.draw(on:)`) feeds every backend,
/// so cairo (PNG, PDF) and the SVG writer see the same calls in the same order.
package protocol Canvas: AnyObject {
    func beginGroup(translate: Point, scale: Double, clip: VectorPath?) throws
    func endGroup() throws
    func fill(_ path: VectorPath, _ color: RGBA) throws
    func stroke(_ path: VectorPath, _ stroke: Stroke) throws
    func text(_ block: TextBlock, at origin: Point, color: RGBA) throws
    func link(_ area: LinkArea) throws
    func anchor(_ anchor: Anchor) throws
}

/// The walk is inlinable so each backend's module (Render) gets it specialized for its own canvas rather than
/// calling every item through the protocol's witness table.
extension Drawing {
    /// Walks the items, background first.
    @inlinable package func draw(on canvas: some Canvas) throws {
        try drawBackground(on: canvas)
        try Drawing.draw(items, on: canvas)
    }

    @inlinable package func drawBackground(on canvas: some Canvas) throws {
        if let background {
            try canvas.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), background)
        }
    }

    @inlinable package static func draw(_ items: [SceneItem], on canvas: some Canvas) throws {
        for item in items {
            switch item {
            case .shape(let s):
                if let fill = s.fill { try canvas.fill(s.path, fill) }
                if let stroke = s.stroke { try canvas.stroke(s.path, stroke) }
            case .text(let t):
                try canvas.text(t.block, at: t.origin, color: t.color)
            case .group(let g):
                try canvas.beginGroup(translate: g.translate, scale: g.scale, clip: g.clip)
                try draw(g.items, on: canvas)
                try canvas.endGroup()
            case .link(let l):
                try canvas.link(l)
            case .anchor(let a):
                try canvas.anchor(a)
            }
        }
    }
}
