#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Writes a scene as SVG text by itself: text stays `<text>` (selectable, translatable, read aloud),
/// `<title>` and `<desc>` carry the alt text, nothing outside the file is referenced,
/// and coordinates are rounded to two decimals so the file stays small.
/// `options` make it embeddable: no prolog, ids unique per chart, colours a page can set.
package struct SVGWriter: Sendable {
    package var options: SVGOptions

    package init(options: SVGOptions = SVGOptions()) { self.options = options }

    package func write(_ scene: Drawing) throws -> Data { Data(try markup(scene).bytes) }

    package func string(_ scene: Drawing) throws -> String { try markup(scene).string }

    /// The file, written into one buffer that `write` and `string` hand on as they need it.
    func markup(_ scene: Drawing) throws -> MarkupBytes {
        let prefix = MarkupEscaping.escape(options.safeIDPrefix)
        let canvas = SVGCanvas(idPrefix: prefix, colors: options.cssColors.map(SVGColorRoles.of))
        SVGWriter.appendHead(scene, idPrefix: prefix, standalone: options.embedding == .standalone, to: &canvas.out)
        try scene.draw(on: canvas)
        canvas.out.append("</svg>\n")
        return canvas.out
    }

    /// The prolog of a file of its own, the `<svg>` element's start, `<title>` and `<desc>`.
    static func appendHead(_ scene: Drawing, idPrefix prefix: String, standalone: Bool, to out: inout MarkupBytes) {
        if standalone { out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") }
        // xmlns stays inline too: HTML allows it, and the fragment still works when cut out as a file or in XHTML.
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        out.attribute(" width=\"", scene.width)
        out.attribute(" height=\"", scene.height)
        out.append(" viewBox=\"0 0 ")
        out.append(Point(scene.width, scene.height))
        out.append("\" role=\"img\" aria-labelledby=\"")
        out.append(markup: prefix); out.append("title ")
        out.append(markup: prefix); out.append("desc\">\n")
        out.append("<title id=\""); out.append(markup: prefix); out.append("title\">")
        out.append(escaped: scene.alt.title)
        out.append("</title>\n")
        out.append("<desc id=\""); out.append(markup: prefix); out.append("desc\">")
        out.append(escaped: scene.alt.description)
        out.append("</desc>\n")
    }
}

/// A palette's colours and opacities by value, to write them as `var(--cr-role,fallback)`.
///
/// Short lists searched in order, so the first role of a value names it, in both themes alike (a test holds
/// the palettes to that). A file looks up each of its few colours once (`SVGCanvas` keeps the written paint),
/// so a scan of twenty roles costs less than building a dictionary for every chart.
struct SVGColorRoles {
    /// Names by `RGBA.rgb`: a colour has a role when it is written as the role's `#rrggbb`.
    private let colors: [(rgb: Int, name: String)]
    /// Names by the opacity as written.
    private let opacities: [(value: String, name: String)]

    /// The paints of the palette's own colours (and its rings' tracks), written once with these roles: a chart
    /// finds its few here rather than writing them again, for each of a site's 2,000 charts.
    fileprivate private(set) var paints: [SVGCanvas.PaintKey: [UInt8]] = [:]

    init(_ palette: Palette) {
        colors = palette.colorRoles.map { ($0.color.rgb, $0.name) }
        opacities = palette.opacityRoles.map { (compact($0.value, decimals: 3), $0.name) }
        let own = palette.colorRoles.map(\.color) + palette.rings.map { $0.withAlpha(palette.trackAlpha) } + [palette.trendArea]
        for property in [SVGCanvas.PaintProperty.fill, .stroke] {
            for color in own { paints[SVGCanvas.PaintKey(property: property, color: color)] = SVGCanvas.paint(property, color, roles: self).bytes }
        }
    }

    /// The roles of a palette: the themes' own made once, not for each of a site's 2,000 charts.
    static func of(_ palette: Palette) -> SVGColorRoles {
        palette == .light ? light : palette == .dark ? dark : SVGColorRoles(palette)
    }

    private static let light = SVGColorRoles(.light)
    private static let dark = SVGColorRoles(.dark)

    func role(of color: RGBA) -> String? {
        let rgb = color.rgb
        return colors.first { $0.rgb == rgb }?.name
    }

    func role(ofOpacity value: String) -> String? { opacities.first { $0.value == value }?.name }
}

/// The SVG backend: appends one element per drawing call, straight into one buffer.
final class SVGCanvas: Canvas {
    /// A chart's SVG is mostly a few kilobytes; the buffer grows past this when it must.
    static let initialCapacity = 16 * 1024

    var out = MarkupBytes(capacity: SVGCanvas.initialCapacity)
    private var clipCount = 0
    /// Escaped already.
    private let idPrefix: String
    private let colors: SVGColorRoles?

    init(idPrefix: String = "", colors: SVGColorRoles? = nil) {
        self.idPrefix = idPrefix; self.colors = colors
    }

    func beginGroup(translate: Point, scale: Double, clip: VectorPath?) throws {
        if let clip {
            clipCount += 1
            // The clip path is in the group's own coordinates (after its transform), as in cairo.
            out.append("<clipPath id=\"")
            appendClipID()
            out.append("\"><path d=\"")
            SVGCanvas.appendPathData(clip, to: &out)
            out.append("\"/></clipPath>\n")
        }
        out.append("<g")
        if translate != .zero || scale != 1 {
            out.append(" transform=\"")
            if translate != .zero {
                out.append("translate(")
                out.append(translate)
                out.append(")")
            }
            if scale != 1 {
                out.append(translate != .zero ? " scale(" : "scale(")
                out.append(scale, decimals: 4)
                out.append(")")
            }
            out.append("\"")
        }
        if clip != nil {
            out.append(" clip-path=\"url(#")
            appendClipID()
            out.append(")\"")
        }
        out.append(">\n")
    }

    /// The id of the latest clip path, unique in the file.
    private func appendClipID() {
        out.append(markup: idPrefix)
        out.append("clip")
        out.append(clipCount)
    }

    func endGroup() throws { out.append("</g>\n") }

    func fill(_ path: VectorPath, _ color: RGBA) throws {
        appendElement(path)
        appendPaint(.fill, color)
        out.append("/>\n")
    }

    func stroke(_ path: VectorPath, _ s: Stroke) throws {
        appendElement(path)
        out.append(" fill=\"none\"")
        appendPaint(.stroke, s.color)
        out.attribute(" stroke-width=\"", s.width)
        if let first = s.dash.first {
            out.append(" stroke-dasharray=\"")
            out.append(first)
            for length in s.dash.dropFirst() {
                out.append(" ")
                out.append(length)
            }
            out.append("\"")
        }
        if s.cap != .butt {
            out.append(" stroke-linecap=\"")
            out.append(markup: s.cap.rawValue)
            out.append("\"")
        }
        if s.join != .miter {
            out.append(" stroke-linejoin=\"")
            out.append(markup: s.join.rawValue)
            out.append("\"")
        }
        out.append("/>\n")
    }

    /// The shortest element for a path: `<rect>` (also with rounded corners), `<circle>`, else `<path>`;
    /// left open for the paint.
    private func appendElement(_ path: VectorPath) {
        if let r = SVGCanvas.plainRect(path) {
            appendRect(r)
        } else if let (r, radius) = SVGCanvas.roundedRect(path) {
            appendRect(r)
            out.attribute(" rx=\"", radius)
        } else if let (c, radius) = SVGCanvas.circle(path) {
            out.attribute("<circle cx=\"", c.x)
            out.attribute(" cy=\"", c.y)
            out.attribute(" r=\"", radius)
        } else {
            out.append("<path d=\"")
            SVGCanvas.appendPathData(path, to: &out)
            out.append("\"")
        }
    }

    private func appendRect(_ r: Rect) {
        out.attribute("<rect x=\"", r.x)
        out.attribute(" y=\"", r.y)
        out.attribute(" width=\"", r.width)
        out.attribute(" height=\"", r.height)
    }

    /// The four-arc path `VectorPath.roundedRect` makes.
    static func roundedRect(_ path: VectorPath) -> (Rect, Double)? {
        let e = path.elements
        guard e.count == 5, case .close = e[4],
              case .arc(let c1, let r, let s1, _, true) = e[0], case .arc(let c2, r, _, _, true) = e[1],
              case .arc(let c3, r, _, _, true) = e[2], case .arc(let c4, r, _, let e4, true) = e[3],
              s1 == -Double.pi / 2, e4 == 3 * Double.pi / 2,
              c1.y == c4.y, c2.x == c1.x, c3.y == c2.y, c4.x == c3.x
        else { return nil }
        return (Rect(x: c4.x - r, y: c1.y - r, width: c1.x - c4.x + 2 * r, height: c2.y - c1.y + 2 * r), r)
    }

    /// The full-turn arc `VectorPath.circle` makes.
    static func circle(_ path: VectorPath) -> (Point, Double)? {
        let e = path.elements
        guard e.count == 2, case .close = e[1], case .arc(let c, let r, let a0, let a1, true) = e[0], a1 - a0 == 2 * Double.pi else { return nil }
        return (c, r)
    }

    /// Each family list as written, escaped and with its generic fallback: worked out once per list, not per
    /// text, and for the default family once for all files.
    private var families: [String: [UInt8]] = [FontSpec.defaultFamily: SVGCanvas.defaultFamily]

    private static let defaultFamily = written(family: FontSpec.defaultFamily)

    private static func written(family: String) -> [UInt8] {
        Array(MarkupEscaping.escape(familyWithGeneric(family)).utf8)
    }

    package func text(_ block: TextBlock, at origin: Point, color: RGBA) throws {
        for line in block.lines where !line.text.isEmpty {
            if line.rightToLeft {
                // Right to left: the start of the text is its right edge.
                out.attribute("<text x=\"", origin.x + line.x + line.width)
                out.attribute(" y=\"", origin.y + line.baseline)
                out.append(" direction=\"rtl\" unicode-bidi=\"embed\"")
            } else {
                out.attribute("<text x=\"", origin.x + line.x)
                out.attribute(" y=\"", origin.y + line.baseline)
            }
            appendTextStyle(block.font, color)
            out.append(">")
            out.append(escaped: line.text)
            out.append("</text>\n")
        }
    }

    /// A text's font and colour as attributes.
    private func appendTextStyle(_ f: FontSpec, _ color: RGBA) {
        out.append(" font-family=\"")
        // The default family without a lookup: hashing its name for every text cost more than writing it.
        out.append(markup: f.family == FontSpec.defaultFamily ? SVGCanvas.defaultFamily : families[f.family] ?? {
            let written = SVGCanvas.written(family: f.family)
            families[f.family] = written
            return written
        }())
        out.attribute("\" font-size=\"", f.size)
        if f.weight != .regular {
            out.append(" font-weight=\"")
            out.append(f.weight.rawValue)
            out.append("\"")
        }
        if f.italic { out.append(" font-style=\"italic\"") }
        appendPaint(.fill, color)
    }

    func link(_ area: LinkArea) throws {
        let href: String
        switch area.target {
        case .uri(let uri): href = uri
        case .destination(let name): href = "#" + idPrefix + name
        }
        out.append("<a href=\"")
        out.append(escaped: href)
        out.append("\">")
        appendRect(area.rect)
        out.append(" fill=\"none\" pointer-events=\"all\"/></a>\n")
    }

    func anchor(_ anchor: Anchor) throws {
        out.append("<g id=\"")
        out.append(markup: idPrefix)
        out.append(escaped: anchor.name)
        out.append("\" transform=\"translate(")
        out.append(anchor.point)
        out.append(")\"/>\n")
    }

    /// What a colour paints.
    enum PaintProperty: String {
        case fill, stroke
    }

    fileprivate struct PaintKey: Hashable {
        var property: PaintProperty
        var color: RGBA
    }

    /// Each paint's attributes as written: a chart paints thousands of shapes in a few colours, so the
    /// hex digits, the palette role and the opacity are worked out once per colour, not once per shape.
    /// The first few are looked through in order, which is quicker than hashing a key for each shape
    /// (the property and four numbers); a chart of many colours keeps the rest by key.
    private var paints: [(key: PaintKey, written: [UInt8])] = []
    private var morePaints: [PaintKey: [UInt8]] = [:]
    private static let paintsLookedThrough = 16

    private func appendPaint(_ property: PaintProperty, _ color: RGBA) {
        let key = PaintKey(property: property, color: color)
        for i in paints.indices where paints[i].key == key {
            out.append(markup: paints[i].written)
            return
        }
        if paints.count == Self.paintsLookedThrough, let written = morePaints[key] {
            out.append(markup: written)
            return
        }
        let written = colors?.paints[key] ?? paint(property, color).bytes
        if paints.count < Self.paintsLookedThrough { paints.append((key, written)) } else { morePaints[key] = written }
        out.append(markup: written)
    }

    /// A paint as presentation attributes, or, for a palette role, as a `style` with custom properties:
    /// presentation attributes may not hold `var()`.
    func paint(_ property: PaintProperty, _ color: RGBA) -> MarkupBytes { SVGCanvas.paint(property, color, roles: colors) }

    /// `paint` with the palette's roles `colors`, or none.
    fileprivate static func paint(_ property: PaintProperty, _ color: RGBA, roles colors: SVGColorRoles?) -> MarkupBytes {
        var out = MarkupBytes(capacity: 96)
        let name = property.rawValue
        let opacity = color.alpha < 1 ? compact(color.alpha, decimals: 3) : nil
        guard let colors, let role = colors.role(of: color) else {
            // fill="#rrggbb" fill-opacity="0.5"
            out.attribute(name, hex: color)
            if let opacity { out.attribute(name + "-opacity", opacity) }
            return out
        }
        // style="fill:var(--cr-role,#rrggbb);fill-opacity:var(--cr-opacity-role,0.5)"
        let opacityRole = opacity.flatMap(colors.role(ofOpacity:))
        out.append(" style=\"")
        out.append(markup: name)
        out.append(":")
        out.appendVar(role, fallback: color)
        if let opacity, let opacityRole {
            out.append(";")
            out.append(markup: name)
            out.append("-opacity:")
            out.appendVar(opacityRole, fallback: opacity)
        }
        out.append("\"")
        // An opacity without a role stays a presentation attribute.
        if let opacity, opacityRole == nil { out.attribute(name + "-opacity", opacity) }
        return out
    }

    /// CSS generic families: one of them in the list means a browser always finds a face.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// The family list ending in a generic family when it has none, so a reader without DejaVu
    /// gets a face of the same kind instead of the browser's default serif.
    static func familyWithGeneric(_ family: String) -> String {
        let names = family.split(separator: ",").map { name in
            var trimmed = name
            while trimmed.first == " " { trimmed.removeFirst() }
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed.lowercased()
        }
        if names.contains(where: genericFamilies.contains) { return family }
        let first = names.first ?? ""
        let generic = first.contains("mono") ? "monospace"
            : first.contains("serif") && !first.contains("sans") ? "serif" : "sans-serif"
        return family.isEmpty ? generic : family + ", " + generic
    }

    /// A path that is exactly an axis-aligned rectangle becomes `<rect>` (shorter, same picture).
    static func plainRect(_ path: VectorPath) -> Rect? {
        let e = path.elements
        guard e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2],
              case .line(let d) = e[3], case .close = e[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, b.x > a.x, c.y > b.y
        else { return nil }
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: c.y - b.y)
    }

    /// SVG path data for ReportKit's path; arcs become elliptical-arc commands (at most a half turn each),
    /// joined to the current point by a line as cairo does.
    static func appendPathData(_ path: VectorPath, to d: inout MarkupBytes) {
        var current: Point?
        var subpathStart: Point?
        for e in path.elements {
            switch e {
            case .move(let p):
                d.append("M"); d.append(p); current = p; subpathStart = p
            case .line(let p):
                d.append(current == nil ? "M" : "L"); d.append(p)
                if current == nil { subpathStart = p }
                current = p
            case .curve(let c1, let c2, let p):
                if current == nil { d.append("M"); d.append(c1); subpathStart = c1 }
                d.append("C"); d.append(c1); d.append(" "); d.append(c2); d.append(" "); d.append(p); current = p
            case .arc(let c, let r, let a0, var a1, let clockwise):
                if clockwise { while a1 < a0 { a1 += 2 * Double.pi } } else { while a1 > a0 { a1 -= 2 * Double.pi } }
                let start = Point(c.x + r * cos(a0), c.y + r * sin(a0))
                if current == nil { d.append("M"); d.append(start); subpathStart = start }
                else if current.map({ abs($0.x - start.x) > 0.001 || abs($0.y - start.y) > 0.001 }) == true { d.append("L"); d.append(start) }
                let total = abs(a1 - a0)
                let pieces = max(1, Int((total / Double.pi).rounded(.up)))
                let step = (a1 - a0) / Double(pieces)
                var end = start
                if total > 0 {
                    for i in 1...pieces {
                        let a = a0 + step * Double(i)
                        end = Point(c.x + r * cos(a), c.y + r * sin(a))
                        d.append("A"); d.append(Point(r, r)); d.append(clockwise ? " 0 0 1 " : " 0 0 0 "); d.append(end)
                    }
                }
                current = end
            case .close:
                d.append("Z"); current = subpathStart
            }
        }
    }
}

/// The pieces of SVG paint, written as `SVGCanvas.paint` needs them.
extension MarkupBytes {
    /// ` name="#rrggbb"`.
    mutating func attribute(_ name: String, hex color: RGBA) {
        attributeStart(name)
        append(hex: color)
        append("\"")
    }

    /// `var(--cr-role,fallback)`: a palette's custom property, with the value to use where no page sets it.
    mutating func appendVar(_ role: String, fallback color: RGBA) {
        appendVarStart(role)
        append(hex: color)
        append(")")
    }

    mutating func appendVar(_ role: String, fallback: String) {
        appendVarStart(role)
        append(markup: fallback)
        append(")")
    }

    private mutating func appendVarStart(_ role: String) {
        append("var(")
        append(markup: SVGOptions.customProperty(role))
        append(",")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
