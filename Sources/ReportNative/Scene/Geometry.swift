/// A point in scene units (1 pt = 1 px at scale 1), y growing downwards.
package struct Point: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    package static let zero = Point(0, 0)
}

/// An axis-aligned rectangle.
package struct Rect: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    package var center: Point { Point(midX, midY) }
    /// The rectangle shrunk by `d` on every side.
    package func inset(by d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

/// An sRGB colour with straight (not premultiplied) alpha, each part 0…1.
package struct RGBA: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// `0xRRGGBB`.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    package func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// 8-bit parts, rounded.
    var bytes: (r: Int, g: Int, b: Int) {
        func c(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return (c(red), c(green), c(blue))
    }

    /// The 8-bit parts as one number, `0xRRGGBB`: the colour `hexString` writes, quicker to compare and hash.
    package var rgb: Int {
        let b = bytes
        return b.r << 16 | b.g << 8 | b.b
    }

    /// `#rrggbb`, the alpha left out.
    package var hexString: String {
        var utf8: [UInt8] = []
        appendHex(to: &utf8)
        return String(decoding: utf8, as: UTF8.self)
    }

    /// `hexString` appended as UTF-8: bytes, not Characters, for the SVG writer.
    package func appendHex(to out: inout [UInt8]) {
        let value = rgb
        out.append(UInt8(ascii: "#"))
        for shift in stride(from: 20, through: 0, by: -4) { out.append(RGBA.hexDigits[(value >> shift) & 15]) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// WCAG 2 relative luminance.
    package var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    /// WCAG 2 contrast ratio (1…21) between two opaque colours.
    package func contrast(with other: RGBA) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    package static let black = RGBA(hex: 0x000000)
    package static let white = RGBA(hex: 0xFFFFFF)
}

/// One step of a path. Angles are in radians, 0 pointing right, growing clockwise (y points down), as in cairo.
package enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    /// An arc around `center`; `clockwise` false draws it the other way (cairo's `arc_negative`).
    /// Like cairo, it starts with a line from the current point, if any, to the arc's start.
    case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
    case close
}

/// A path in scene units, built once and drawn by any backend.
package struct VectorPath: Hashable, Sendable {
    package var elements: [PathElement] = []
    package init() {}
    package init(_ elements: [PathElement]) { self.elements = elements }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func curve(to p: Point, control1: Point, control2: Point) { elements.append(.curve(control1, control2, p)) }
    package mutating func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
    }
    package mutating func close() { elements.append(.close) }

    package static func rect(_ r: Rect) -> VectorPath {
        VectorPath([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)), .line(Point(r.minX, r.maxY)), .close])
    }

    /// A rectangle with quarter-circle corners (the radius is capped at half the shorter side).
    package static func roundedRect(_ r: Rect, radius: Double) -> VectorPath {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else { return rect(r) }
        // One array of its five elements: appended one by one it grew three times, for each of a site's 100,000 cells.
        return VectorPath([
            .arc(center: Point(r.maxX - rad, r.minY + rad), radius: rad, start: -Double.pi / 2, end: 0, clockwise: true),
            .arc(center: Point(r.maxX - rad, r.maxY - rad), radius: rad, start: 0, end: Double.pi / 2, clockwise: true),
            .arc(center: Point(r.minX + rad, r.maxY - rad), radius: rad, start: Double.pi / 2, end: Double.pi, clockwise: true),
            .arc(center: Point(r.minX + rad, r.minY + rad), radius: rad, start: Double.pi, end: 3 * Double.pi / 2, clockwise: true),
            .close,
        ])
    }

    package static func circle(center: Point, radius: Double) -> VectorPath {
        VectorPath([.arc(center: center, radius: radius, start: 0, end: 2 * Double.pi, clockwise: true), .close])
    }

    package static func line(from a: Point, to b: Point) -> VectorPath { VectorPath([.move(a), .line(b)]) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
