/// The tags of one template that decide how deep rendering goes: where sections open and close, and which
/// partials it includes, found by scanning it as swift-mustache reads it (delimiter changes included).
///
/// swift-mustache parses and renders by recursion, a few stack frames for each section and each partial, so a
/// template nested thousands deep, or partials that include each other, ran the stack out: a crash, where a
/// person's template deserves a sentence. `TemplateLibrary` checks every template's tags before parsing it.
struct TemplateTags {
    /// Where a tag stands, for the error that names it.
    struct Place: Equatable {
        var line: Int
        var column: Int
        var lineText: String
    }

    /// A `{{> name}}` (or `{{< name}}`), with the sections open around it.
    struct Partial {
        var name: String
        var depth: Int
        /// Where the tag stands, worked out only for an error: the column and the line's text take a walk along
        /// the line, and a template of one long line with a partial every few bytes made the scan quadratic.
        var place: Place { Place(line: line, column: TemplateTags.column(of: start, lineStart: lineStart, in: bytes), lineText: TemplateTags.line(at: lineStart, in: bytes)) }
        fileprivate var line: Int
        fileprivate var start: Int
        fileprivate var lineStart: Int
        /// The template's bytes, shared by every partial of it (not copied).
        fileprivate var bytes: [UInt8]
    }

    /// Every partial the template includes, in order.
    private(set) var partials: [Partial] = []
    /// How many sections the deepest one is inside of (itself included).
    private(set) var depth = 0
    /// The first section that opens deeper than the limit the scan was given.
    private(set) var beyondLimit: Place?

    init(_ text: String, depthLimit: Int) {
        let bytes = Array(text.utf8)
        var opener = Array("{{".utf8), closer = Array("}}".utf8)
        var open = 0  // sections open here
        var line = 1, lineStart = 0, scanned = 0
        var from = 0
        while let start = Self.first(opener, in: bytes, from: from) {
            // Lines are counted up to each tag as it is reached, so the whole scan stays linear.
            for i in scanned..<start where bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            scanned = start
            let inside = start + opener.count
            guard let end = Self.first(closer, in: bytes, from: inside) else { break }
            let sigil: UInt8 = inside < end ? bytes[inside] : 0
            let name = { () -> String in
                String(decoding: bytes[min(inside + 1, end)..<end], as: UTF8.self).trimmingScalars(where: \.isBlank)
            }
            let place = { Place(line: line, column: Self.column(of: start, lineStart: lineStart, in: bytes), lineText: Self.line(at: lineStart, in: bytes)) }
            let partial = { Partial(name: $0, depth: $1, line: line, start: start, lineStart: lineStart, bytes: bytes) }
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
                if sigil == UInt8(ascii: "<") { partials.append(partial(name(), open)) }
                open += 1
                depth = max(depth, open)
                if open > depthLimit, beyondLimit == nil { beyondLimit = place() }
            case UInt8(ascii: "/"):
                open = max(0, open - 1)
            case UInt8(ascii: ">"):
                partials.append(partial(name(), open))
            case UInt8(ascii: "="):
                // {{=<% %>=}}: the two new delimiters, between the equals signs.
                let setting = name()
                let parts = (setting.hasSuffix("=") ? String(setting.dropLast()) : setting).split(whereSeparator: \.isWhitespace)
                if parts.count == 2 { opener = Array(parts[0].utf8); closer = Array(parts[1].utf8) }
            default:
                break
            }
            from = end + closer.count
        }
    }

    /// Where `needle` first starts in `bytes` at or after `from`.
    private static func first(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let head = needle.first, needle.count <= bytes.count else { return nil }
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == head, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// The 1-based column, in characters, of the byte at `index`.
    private static func column(of index: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
    }

    /// The text of the line that starts at `lineStart` (`TemplateError` quotes its start).
    private static func line(at lineStart: Int, in bytes: [UInt8]) -> String {
        let end = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }
}
