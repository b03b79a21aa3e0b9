/// A format-free drawing: what a chart or a page looks like, before any backend writes it.
///
/// Layouts build scenes from figures (text already measured with Pango); the PNG, PDF and SVG writers
/// only place what is here, so the three formats show the same picture.
public struct Drawing: Sendable {
    /// Size in points; at scale 1 one point is one pixel.
    public var width: Double
    public var height: Double
    /// Painted under everything; nil leaves the page transparent (PNG) or white (PDF viewers).
    public var background: RGBA?
    public var items: [SceneItem]
    /// The sentence a screen reader says instead of the picture (SVG `<title>`/`<desc>`, PDF alt text).
    public var alt: AltText

    public init(width: Double, height: Double, background: RGBA? = nil, items: [SceneItem] = [], alt: AltText = AltText(title: "", description: "")) {
        self.width = width; self.height = height; self.background = background; self.items = items; self.alt = alt
    }

    /// This scene as a group to embed in a page (vectors stay vectors), its background included.
    public func asGroup(at origin: Point, scale: Double = 1, clipped: Bool = true) -> ItemGroup {
        var content = items
        if let background { content.insert(.shape(PaintedPath(.rect(Rect(x: 0, y: 0, width: width, height: height)), fill: background)), at: 0) }
        return ItemGroup(
            translate: origin, scale: scale,
            clip: clipped ? .rect(Rect(x: 0, y: 0, width: width, height: height)) : nil, items: content)
    }
}

/// A short name and a sentence describing a drawing in words.
public struct AltText: Hashable, Sendable {
    public var title: String
    public var description: String
    public init(title: String, description: String) { self.title = title; self.description = description }
}

/// One positioned thing in a scene.
public enum SceneItem: Sendable {
    case shape(PaintedPath)
    case text(TextItem)
    case group(ItemGroup)
    case link(LinkArea)
    case anchor(Anchor)
}

/// A path painted with a fill, a stroke or both (fill first).
public struct PaintedPath: Sendable {
    public var path: VectorPath
    public var fill: RGBA?
    public var stroke: Stroke?
    public init(_ path: VectorPath, fill: RGBA? = nil, stroke: Stroke? = nil) { self.path = path; self.fill = fill; self.stroke = stroke }
}

public struct Stroke: Hashable, Sendable {
    public enum Cap: String, Sendable { case butt, round, square }
    public enum Join: String, Sendable { case miter, round, bevel }
    public var width: Double
    public var color: RGBA
    /// On/off lengths; empty for a solid line.
    public var dash: [Double]
    public var cap: Cap
    public var join: Join
    public init(width: Double, color: RGBA, dash: [Double] = [], cap: Cap = .butt, join: Join = .miter) {
        self.width = width; self.color = color; self.dash = dash; self.cap = cap; self.join = join
    }
}

/// Measured text placed with its block's top-left corner at `origin`.
public struct TextItem: Sendable {
    public var block: TextBlock
    public var origin: Point
    public var color: RGBA
    public init(_ block: TextBlock, at origin: Point, color: RGBA) { self.block = block; self.origin = origin; self.color = color }
}

/// Items drawn in a moved and scaled coordinate system, optionally clipped (the clip is in the group's coordinates).
public struct ItemGroup: Sendable {
    public var translate: Point
    public var scale: Double
    public var clip: VectorPath?
    public var items: [SceneItem]
    public init(translate: Point = .zero, scale: Double = 1, clip: VectorPath? = nil, items: [SceneItem]) {
        self.translate = translate; self.scale = scale; self.clip = clip; self.items = items
    }
}

/// Where a link goes: a web address or a named place in the same document.
public enum LinkTarget: Hashable, Sendable {
    case uri(String)
    case destination(String)
}

/// A clickable rectangle (PDF and SVG; PNG ignores it).
public struct LinkArea: Hashable, Sendable {
    public var rect: Rect
    public var target: LinkTarget
    public init(_ rect: Rect, to target: LinkTarget) { self.rect = rect; self.target = target }
}

/// A named place that links and outline entries can point at.
public struct Anchor: Hashable, Sendable {
    public var name: String
    public var point: Point
    public init(_ name: String, at point: Point) { self.name = name; self.point = point }
}
