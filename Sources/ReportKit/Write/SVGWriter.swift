#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a scene as SVG text by itself: text stays `<text>` (selectable, translatable, read aloud),
/// `<title>` and `<desc>` carry the alt text, nothing outside the file is referenced,
/// and coordinates are rounded to two decimals so the file stays small.
/// `options` make it embeddable: no prolog, ids unique per chart, colours a page can set.
public struct SVGWriter: Sendable {
    public var options: SVGOptions

    public init(options: SVGOptions = SVGOptions()) { self.options = options }

    public func write(_ scene: Scene) throws -> Data { Data(try string(scene).utf8) }

    public func string(_ scene: Scene) throws -> String {
        let prefix = MarkupEscaping.escape(options.safeIDPrefix)
        let canvas = SVGCanvas(idPrefix: prefix, colors: options.cssColors.map(SVGColorRoles.init))
        let w = compact(scene.width), h = compact(scene.height)
        if options.embedding == .standalone { canvas.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        // xmlns stays inline too: HTML allows it, and the fragment still works when cut out as a file or in XHTML.
        canvas.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        canvas.out += " role=\"img\" aria-labelledby=\"\(prefix)title \(prefix)desc\">\n"
        canvas.out += "<title id=\"\(prefix)title\">\(MarkupEscaping.escape(scene.alt.title))</title>\n"
        canvas.out += "<desc id=\"\(prefix)desc\">\(MarkupEscaping.escape(scene.alt.description))</desc>\n"
        try scene.draw(on: canvas)
        canvas.out += "</svg>\n"
        return canvas.out
    }
}

/// A palette's colours and opacities by value, to write them as `var(--cr-role,fallback)`.
struct SVGColorRoles {
    private var colors: [String: String] = [:]
    private var opacities: [String: String] = [:]

    init(_ palette: Palette) {
        // The first role of a value names it, in both themes alike (a test holds the palettes to that).
        for role in palette.colorRoles.reversed() { colors[role.color.hexString] = role.name }
        for role in palette.opacityRoles.reversed() { opacities[compact(role.value, decimals: 3)] = role.name }
    }

    func role(of color: Color) -> String? { colors[color.hexString] }
    func role(ofOpacity value: String) -> String? { opacities[value] }
}

/// The SVG backend: appends one element per drawing call.
final class SVGCanvas: Canvas {
    var out = ""
    private var clipCount = 0
    /// Escaped already.
    private let idPrefix: String
    private let colors: SVGColorRoles?

    init(idPrefix: String = "", colors: SVGColorRoles? = nil) {
        self.idPrefix = idPrefix; self.colors = colors
    }

    func beginGroup(translate: Point, scale: Double, clip: Path?) throws {
        var transform: [String] = []
        if translate != .zero { transform.append("translate(\(compact(translate.x)) \(compact(translate.y)))") }
        if scale != 1 { transform.append("scale(\(compact(scale, decimals: 4)))") }
        var attributes = transform.isEmpty ? "" : " transform=\"\(transform.joined(separator: " "))\""
        if let clip {
            clipCount += 1
            // The clip path is in the group's own coordinates (after its transform), as in cairo.
            out += "<clipPath id=\"\(idPrefix)clip\(clipCount)\"><path d=\"\(SVGCanvas.pathData(clip))\"/></clipPath>\n"
            attributes += " clip-path=\"url(#\(idPrefix)clip\(clipCount))\""
        }
        out += "<g\(attributes)>\n"
    }

    func endGroup() throws { out += "</g>\n" }

    func fill(_ path: Path, _ color: Color) throws {
        out += SVGCanvas.element(path) + paint("fill", color) + "/>\n"
    }

    func stroke(_ path: Path, _ s: Stroke) throws {
        var a = " fill=\"none\"" + paint("stroke", s.color) + " stroke-width=\"\(compact(s.width))\""
        if !s.dash.isEmpty { a += " stroke-dasharray=\"\(s.dash.map { compact($0) }.joined(separator: " "))\"" }
        if s.cap != .butt { a += " stroke-linecap=\"\(s.cap.rawValue)\"" }
        if s.join != .miter { a += " stroke-linejoin=\"\(s.join.rawValue)\"" }
        out += SVGCanvas.element(path) + a + "/>\n"
    }

    /// The shortest element for a path: `<rect>` (also with rounded corners), `<circle>`, else `<path>`.
    static func element(_ path: Path) -> String {
        if let r = plainRect(path) {
            return "<rect x=\"\(compact(r.x))\" y=\"\(compact(r.y))\" width=\"\(compact(r.width))\" height=\"\(compact(r.height))\""
        }
        if let (r, radius) = roundedRect(path) {
            return "<rect x=\"\(compact(r.x))\" y=\"\(compact(r.y))\" width=\"\(compact(r.width))\" height=\"\(compact(r.height))\" rx=\"\(compact(radius))\""
        }
        if let (c, radius) = circle(path) {
            return "<circle cx=\"\(compact(c.x))\" cy=\"\(compact(c.y))\" r=\"\(compact(radius))\""
        }
        return "<path d=\"\(pathData(path))\""
    }

    /// The four-arc path `Path.roundedRect` makes.
    static func roundedRect(_ path: Path) -> (Rect, Double)? {
        let e = path.elements
        guard e.count == 5, case .close = e[4],
              case .arc(let c1, let r, let s1, _, true) = e[0], case .arc(let c2, r, _, _, true) = e[1],
              case .arc(let c3, r, _, _, true) = e[2], case .arc(let c4, r, _, let e4, true) = e[3],
              s1 == -Double.pi / 2, e4 == 3 * Double.pi / 2,
              c1.y == c4.y, c2.x == c1.x, c3.y == c2.y, c4.x == c3.x
        else { return nil }
        return (Rect(x: c4.x - r, y: c1.y - r, width: c1.x - c4.x + 2 * r, height: c2.y - c1.y + 2 * r), r)
    }

    /// The full-turn arc `Path.circle` makes.
    static func circle(_ path: Path) -> (Point, Double)? {
        let e = path.elements
        guard e.count == 2, case .close = e[1], case .arc(let c, let r, let a0, let a1, true) = e[0], a1 - a0 == 2 * Double.pi else { return nil }
        return (c, r)
    }

    /// Each family list as written, escaped and with its generic fallback: worked out once per list, not per text.
    private var families: [String: String] = [:]

    func text(_ block: TextBlock, at origin: Point, color: Color) throws {
        let f = block.font
        let family = families[f.family] ?? {
            let written = MarkupEscaping.escape(SVGCanvas.familyWithGeneric(f.family))
            families[f.family] = written
            return written
        }()
        var style = " font-family=\"\(family)\" font-size=\"\(compact(f.size))\""
        if f.weight != .regular { style += " font-weight=\"\(f.weight.rawValue)\"" }
        if f.italic { style += " font-style=\"italic\"" }
        style += paint("fill", color)
        for line in block.lines where !line.text.isEmpty {
            let y = compact(origin.y + line.baseline)
            if line.rightToLeft {
                // Right to left: the start of the text is its right edge.
                out += "<text x=\"\(compact(origin.x + line.x + line.width))\" y=\"\(y)\" direction=\"rtl\" unicode-bidi=\"embed\"\(style)>"
            } else {
                out += "<text x=\"\(compact(origin.x + line.x))\" y=\"\(y)\"\(style)>"
            }
            out += MarkupEscaping.escape(line.text) + "</text>\n"
        }
    }

    func link(_ area: LinkArea) throws {
        let href: String
        switch area.target {
        case .uri(let uri): href = uri
        case .destination(let name): href = "#" + idPrefix + name
        }
        let r = area.rect
        out += "<a href=\"\(MarkupEscaping.escape(href))\"><rect x=\"\(compact(r.x))\" y=\"\(compact(r.y))\" width=\"\(compact(r.width))\" height=\"\(compact(r.height))\" fill=\"none\" pointer-events=\"all\"/></a>\n"
    }

    func anchor(_ anchor: Anchor) throws {
        out += "<g id=\"\(idPrefix)\(MarkupEscaping.escape(anchor.name))\" transform=\"translate(\(compact(anchor.point.x)) \(compact(anchor.point.y)))\"/>\n"
    }

    /// A paint as presentation attributes, or, for a palette role, as a `style` with custom properties:
    /// presentation attributes may not hold `var()`.
    func paint(_ property: String, _ c: Color) -> String {
        let opacity = c.alpha < 1 ? compact(c.alpha, decimals: 3) : nil
        guard let colors, let role = colors.role(of: c) else {
            var s = " \(property)=\"\(c.hexString)\""
            if let opacity { s += " \(property)-opacity=\"\(opacity)\"" }
            return s
        }
        var style = "\(property):var(\(SVGOptions.customProperty(role)),\(c.hexString))"
        var attributes = ""
        if let opacity {
            if let opacityRole = colors.role(ofOpacity: opacity) {
                style += ";\(property)-opacity:var(\(SVGOptions.customProperty(opacityRole)),\(opacity))"
            } else {
                attributes = " \(property)-opacity=\"\(opacity)\""
            }
        }
        return " style=\"\(style)\"" + attributes
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
            String(name.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()).lowercased()
        }
        if names.contains(where: genericFamilies.contains) { return family }
        let first = names.first ?? ""
        let generic = first.contains("mono") ? "monospace"
            : first.contains("serif") && !first.contains("sans") ? "serif" : "sans-serif"
        return family.isEmpty ? generic : family + ", " + generic
    }

    /// A path that is exactly an axis-aligned rectangle becomes `<rect>` (shorter, same picture).
    static func plainRect(_ path: Path) -> Rect? {
        let e = path.elements
        guard e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2],
              case .line(let d) = e[3], case .close = e[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, b.x > a.x, c.y > b.y
        else { return nil }
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: c.y - b.y)
    }

    /// SVG path data for ReportKit's path; arcs become elliptical-arc commands (at most a half turn each),
    /// joined to the current point by a line as cairo does.
    static func pathData(_ path: Path) -> String {
        var d = ""
        var current: Point?
        var subpathStart: Point?
        func pt(_ p: Point) -> String { compact(p.x) + " " + compact(p.y) }
        for e in path.elements {
            switch e {
            case .move(let p):
                d += "M" + pt(p); current = p; subpathStart = p
            case .line(let p):
                d += (current == nil ? "M" : "L") + pt(p)
                if current == nil { subpathStart = p }
                current = p
            case .curve(let c1, let c2, let p):
                if current == nil { d += "M" + pt(c1); subpathStart = c1 }
                d += "C" + pt(c1) + " " + pt(c2) + " " + pt(p); current = p
            case .arc(let c, let r, let a0, var a1, let clockwise):
                if clockwise { while a1 < a0 { a1 += 2 * Double.pi } } else { while a1 > a0 { a1 -= 2 * Double.pi } }
                let start = Point(c.x + r * cos(a0), c.y + r * sin(a0))
                if current == nil { d += "M" + pt(start); subpathStart = start }
                else if current.map({ abs($0.x - start.x) > 0.001 || abs($0.y - start.y) > 0.001 }) == true { d += "L" + pt(start) }
                let total = abs(a1 - a0)
                let pieces = max(1, Int((total / Double.pi).rounded(.up)))
                let step = (a1 - a0) / Double(pieces)
                var end = start
                if total > 0 {
                    for i in 1...pieces {
                        let a = a0 + step * Double(i)
                        end = Point(c.x + r * cos(a), c.y + r * sin(a))
                        d += "A" + compact(r) + " " + compact(r) + " 0 0 " + (clockwise ? "1 " : "0 ") + pt(end)
                    }
                }
                current = end
            case .close:
                d += "Z"; current = subpathStart
            }
        }
        return d
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
