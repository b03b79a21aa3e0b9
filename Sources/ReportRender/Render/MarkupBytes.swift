import ReportCore
import ReportNative
/// Markup written as UTF-8 into one growing buffer. Literals, numbers and escaped text go straight in:
/// no element, attribute or number becomes a String of its own, which is what made SVG writing slow
/// (a ten-year site writes a thousand charts of thousands of elements).
struct MarkupBytes {
    private(set) var bytes: [UInt8] = []

    /// Where text other than ASCII went in, so `string` can decode the rest the quick way.
    private var nonASCII: [Range<Int>] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The markup written so far.
    ///
    /// Decoding checks the UTF-8, word by word while every byte is ASCII but byte by byte once there is
    /// anything else, and most charts have a `–` or `·` in a label: decoded whole, all their bytes would
    /// go the slow way (a sixth of the writer's time). So the ASCII between such text is decoded apart.
    var string: String {
        if nonASCII.isEmpty { return String(decoding: bytes, as: UTF8.self) }
        var s = ""
        s.reserveCapacity(bytes.count)
        var start = 0
        for range in nonASCII {
            s += String(decoding: bytes[start..<range.lowerBound], as: UTF8.self)
            s += String(decoding: bytes[range], as: UTF8.self)
            start = range.upperBound
        }
        s += String(decoding: bytes[start...], as: UTF8.self)
        return s
    }

    /// Markup as it stands in the source.
    package mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is markup already: escaped, or made only of characters that need no escaping.
    package mutating func append(markup: String) {
        let start = bytes.count
        bytes.append(contentsOf: markup.utf8)
        if bytes[start...].contains(where: { $0 >= 0x80 }) { nonASCII.append(start..<bytes.count) }
    }

    /// Bytes of markup written earlier (a paint or a font worked out once). Nearly always ASCII, so not
    /// looked through: any other character in them only makes `string` take the slow way for that stretch.
    package mutating func append(markup: [UInt8]) { bytes.append(contentsOf: markup) }

    /// A number as `compact(value, decimals:)` writes it.
    package mutating func append(_ value: Double, decimals: Int = 2) { appendCompact(value, decimals: decimals, to: &bytes) }

    /// A whole number that is not negative (a clip path's count, a font weight).
    package mutating func append(_ value: Int) { appendDigits(value, to: &bytes) }

    /// ` name="value"` for a name and a value known only when writing (a paint's `fill` and its opacity).
    mutating func attribute(_ name: String, _ value: String) {
        attributeStart(name)
        append(markup: value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="`: an attribute up to its value.
    mutating func attributeStart(_ name: String) {
        append(" ")
        append(markup: name)
        append("=\"")
    }

    /// A number as an attribute's value: `start` is the markup before it, up to the opening quote, as in
    /// `attribute(" x=\"", 12.5)` for ` x="12.5"`.
    mutating func attribute(_ start: StaticString, _ value: Double, decimals: Int = 2) {
        append(start)
        append(value, decimals: decimals)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `x y`, a point in path data and transforms.
    package mutating func append(_ p: Point) {
        append(p.x)
        bytes.append(UInt8(ascii: " "))
        append(p.y)
    }

    /// A colour as `#rrggbb`.
    package mutating func append(hex color: RGBA) { color.appendHex(to: &bytes) }

    /// Text escaped by `MarkupEscaping`, the one definition of escaping (quick for text with nothing to escape).
    package mutating func append(escaped text: String) { append(markup: MarkupEscaping.escape(text)) }
}
