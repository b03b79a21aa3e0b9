import ReportNative
/// A canvas that draws nothing and digests everything it is asked to draw: a name for a scene that is known
/// before its pixels are, and the same for the same drawing. An email names each picture by it (its
/// Content-ID), so the message's words can be written while the pictures are still being drawn.
final class DigestCanvas: Canvas {
    private(set) var digest = ContentDigest()

    /// The digest of `scene`: its size, background and every item, in drawing order.
    static func digest(_ scene: Drawing) -> ContentDigest {
        let canvas = DigestCanvas()
        canvas.digest.add(scene.width)
        canvas.digest.add(scene.height)
        // Digesting cannot fail: none of the canvas's calls throw.
        try? scene.draw(on: canvas)
        return canvas.digest
    }

    /// What each call adds first, so that different calls with the same numbers differ.
    private enum Tag: Int {
        case beginGroup = 1, endGroup, fill, stroke, text, link, anchor
    }

    func beginGroup(translate: Point, scale: Double, clip: VectorPath?) {
        digest.add(Tag.beginGroup.rawValue)
        add(translate)
        digest.add(scale)
        // A tag before the clip: an empty clip hides everything, no clip nothing.
        if let clip { digest.add(1); add(clip) } else { digest.add(0) }
    }

    func endGroup() { digest.add(Tag.endGroup.rawValue) }

    func fill(_ path: VectorPath, _ color: RGBA) {
        digest.add(Tag.fill.rawValue)
        add(path)
        add(color)
    }

    func stroke(_ path: VectorPath, _ stroke: Stroke) {
        digest.add(Tag.stroke.rawValue)
        add(path)
        digest.add(stroke.width)
        add(stroke.color)
        digest.add(stroke.dash.count)
        for d in stroke.dash { digest.add(d) }
        digest.add(stroke.cap.rawValue.utf8)
        digest.add(stroke.join.rawValue.utf8)
    }

    package func text(_ block: TextBlock, at origin: Point, color: RGBA) {
        digest.add(Tag.text.rawValue)
        add(origin)
        add(color)
        digest.add(block.font.family.utf8)
        digest.add(block.font.size)
        digest.add(block.font.weight.rawValue)
        digest.add(block.font.italic ? 1 : 0)
        digest.add(block.lines.count)
        for line in block.lines {
            digest.add(line.text.utf8)
            digest.add(line.x)
            digest.add(line.baseline)
            digest.add(line.rightToLeft ? 1 : 0)
        }
    }

    func link(_ area: LinkArea) {
        digest.add(Tag.link.rawValue)
        digest.add(area.rect.x); digest.add(area.rect.y); digest.add(area.rect.width); digest.add(area.rect.height)
        switch area.target {
        case .uri(let uri): digest.add(1); digest.add(uri.utf8)
        case .destination(let name): digest.add(2); digest.add(name.utf8)
        }
    }

    func anchor(_ anchor: Anchor) {
        digest.add(Tag.anchor.rawValue)
        digest.add(anchor.name.utf8)
        add(anchor.point)
    }

    private func add(_ point: Point) {
        digest.add(point.x)
        digest.add(point.y)
    }

    private func add(_ color: RGBA) {
        digest.add(color.red); digest.add(color.green); digest.add(color.blue); digest.add(color.alpha)
    }

    private func add(_ path: VectorPath) {
        digest.add(path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): digest.add(1); add(p)
            case .line(let p): digest.add(2); add(p)
            case .curve(let a, let b, let c): digest.add(3); add(a); add(b); add(c)
            case .arc(let center, let radius, let start, let end, let clockwise):
                digest.add(4); add(center); digest.add(radius); digest.add(start); digest.add(end); digest.add(clockwise ? 1 : 0)
            case .close: digest.add(5)
            }
        }
    }
}
