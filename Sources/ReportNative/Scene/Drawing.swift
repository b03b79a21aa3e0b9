/// A format-free drawing: what a chart or a page looks like, before any backend writes it.
///
/// Layouts build scenes from figures (text already measured with Pango); the PNG, PDF and SVG writers
/// only place what is here, so the three formats show the same picture.
package struct Drawing: Sendable {
    /// Size in points; at scale 1 one point is one pixel.
    package var width: Double
    package var height: Double
    /// Painted under everything; nil leaves the page transparent (PNG) or white (PDF viewers).
    package var background: RGBA?
    package var items: [SceneItem]
    /// The sentence a screen reader says instead of the picture (SVG `<title>`/`<desc>`, PDF alt text).
    package var alt: AltText

    package init(width: Double, height: Double, background: RGBA? = nil, items: [SceneItem] = [], alt: AltText = AltText(title: "", description: "")) {
        self.width = width; self.height = height; self.background = background; self.items = items; self.alt = alt
    }

    /// This scene as a group to embed in a page (vectors stay vectors), its background included.
    package func asGroup(at origin: Point, scale: Double = 1, clipped: Bool = true) -> ItemGroup {
        var content = items
        if let background { content.insert(.shape(PaintedPath(.rect(Rect(x: 0, y: 0, width: width, height: height)), fill: background)), at: 0) }
        return ItemGroup(
            translate: origin, scale: scale,
            clip: clipped ? .rect(Rect(x: 0, y: 0, width: width, height: height)) : nil, items: content)
    }
}

/// A short name and a sentence describing a drawing in words.
package struct AltText: Hashable, Sendable {
    package var title: String
    package var description: String
    package init(title: String, description: String) { self.title = title; self.description = description }
}

/// One positioned thing in a scene.
package enum SceneItem: Sendable {
    case shape(PaintedPath)
    case text(TextItem)
    case group(ItemGroup)
    case link(LinkArea)
    case anchor(Anchor)
}

/// A path painted with a fill, a stroke or both (fill first).
package struct PaintedPath: Sendable {
    package var path: VectorPath
    package var fill: RGBA?
    package var stroke: Stroke?
    package init(_ path: VectorPath, fill: RGBA? = nil, stroke: Stroke? = nil) { self.path = path; self.fill = fill; self.stroke = stroke }
}

package struct Stroke: Hashable, Sendable {
    package enum Cap: String, Sendable { case butt, round, square }
    package enum Join: String, Sendable { case miter, round, bevel }
    package var width: Double
    package var color: RGBA
    /// On/off lengths; empty for a solid line.
    package var dash: [Double]
    package var cap: Cap
    package var join: Join
    package init(width: Double, color: RGBA, dash: [Double] = [], cap: Cap = .butt, join: Join = .miter) {
        self.width = width; self.color = color; self.dash = dash; self.cap = cap; self.join = join
    }
}

/// Measured text placed with its block's top-left corner at `origin`.
package struct TextItem: Sendable {
    package var block: TextBlock
    package var origin: Point
    package var color: RGBA
    package init(_ block: TextBlock, at origin: Point, color: RGBA) { self.block = block; self.origin = origin; self.color = color }
}

/// Items drawn in a moved and scaled coordinate system, optionally clipped (the clip is in the group's coordinates).
package struct ItemGroup: Sendable {
    package var translate: Point
    package var scale: Double
    package var clip: VectorPath?
    package var items: [SceneItem]
    package init(translate: Point = .zero, scale: Double = 1, clip: VectorPath? = nil, items: [SceneItem]) {
        self.translate = translate; self.scale = scale; self.clip = clip; self.items = items
    }
}

/// Where a link goes: a web address or a named place in the same document.
package enum LinkTarget: Hashable, Sendable {
    case uri(String)
    case destination(String)
}

/// A clickable rectangle (PDF and SVG; PNG ignores it).
package struct LinkArea: Hashable, Sendable {
    package var rect: Rect
    package var target: LinkTarget
    package init(_ rect: Rect, to target: LinkTarget) { self.rect = rect; self.target = target }
}

/// A named place that links and outline entries can point at.
package struct Anchor: Hashable, Sendable {
    package var name: String
    package var point: Point
    package init(_ name: String, at point: Point) { self.name = name; self.point = point }
}
