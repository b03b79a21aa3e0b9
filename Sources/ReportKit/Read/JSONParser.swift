/// A byte-level JSON parser (RFC 8259), fast enough to read a 10-year export in a few milliseconds.
///
/// Foundation's JSONDecoder is several times slower on the export sizes we see, and its errors
/// carry no line or column. This parser validates UTF-8, limits nesting depth so hostile input cannot
/// exhaust the stack, and reports the byte offset of every problem.
struct JSONParser {
    /// Deeper documents are refused: an export is at most five levels deep.
    static let maximumDepth = 512

    struct SyntaxError: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one JSON document that fills `data` (white space aside).
    static func parse(_ data: [UInt8]) throws(SyntaxError) -> JSONValue {
        let result: Result<JSONValue, SyntaxError> = data.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            do throws(SyntaxError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func document() throws(SyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }  // UTF-8 BOM
        skipWhitespace()
        guard i < bytes.count else {
            throw SyntaxError(message: i == 0 ? "the file is empty" : "the file holds only white space", offset: i)
        }
        let value = try parseValue()
        skipWhitespace()
        guard i == bytes.count else { throw SyntaxError(message: "unexpected \(describe(i)) after the end of the JSON document", offset: i) }
        return value
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private func describe(_ at: Int) -> String {
        guard at < bytes.count else { return "end of file" }
        let b = bytes[at]
        if b >= 0x21, b < 0x7F { return "character ‘\(Character(Unicode.Scalar(b)))’" }
        if b < 0x80 { return "control character \(b)" }
        return "non-ASCII byte"
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file; the JSON is cut short", offset: i) }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        case UInt8(ascii: "<"):
            throw SyntaxError(message: "this looks like HTML or XML, not JSON", offset: i)
        default:
            throw SyntaxError(message: "unexpected \(describe(i)) where a value should start", offset: i)
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        guard i + n <= bytes.count else { throw SyntaxError(message: "unexpected end of file; the JSON is cut short", offset: bytes.count) }
        for k in 0..<n where bytes[i + k] != w[k] {
            throw SyntaxError(message: "unexpected \(describe(i)) where a value should start", offset: i)
        }
        i += n
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw SyntaxError(message: "the JSON is nested more than \(JSONParser.maximumDepth) levels deep", offset: i)
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        let start = i
        try enter()
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1; depth -= 1
            return JSONValue(kind: .object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an object; the JSON is cut short", offset: i) }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a member name in double quotes, found \(describe(i))", offset: i)
            }
            let key = try parseString()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw SyntaxError(message: i < bytes.count ? "expected ‘:’ after the member name, found \(describe(i))" : "unexpected end of file inside an object; the JSON is cut short", offset: i)
            }
            i += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an object; the JSON is cut short", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            throw SyntaxError(message: "expected ‘,’ or ‘}’ in an object, found \(describe(i))", offset: i)
        }
        depth -= 1
        return JSONValue(kind: .object(members), offset: start)
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        let start = i
        try enter()
        i += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1; depth -= 1
            return JSONValue(kind: .array(elements), offset: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an array; the JSON is cut short", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw SyntaxError(message: "expected ‘,’ or ‘]’ in an array, found \(describe(i))", offset: i)
        }
        depth -= 1
        return JSONValue(kind: .array(elements), offset: start)
    }

    /// Parses a string at `i` (which holds the opening quote). The common case — no escapes — copies the bytes once.
    private mutating func parseString() throws(SyntaxError) -> String {
        let open = i
        i += 1
        let start = i
        var ascii = true
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<i])
                i += 1
                if ascii { return String(decoding: slice, as: UTF8.self) }
                guard let s = String(validating: slice, as: UTF8.self) else {
                    throw SyntaxError(message: "the text is not valid UTF-8", offset: firstInvalidUTF8(from: start, to: i - 1))
                }
                return s
            }
            if b == UInt8(ascii: "\\") { return try parseEscapedString(open: open, from: start) }
            if b < 0x20 { throw SyntaxError(message: "a control character (\(b)) inside a string must be escaped", offset: i) }
            if b >= 0x80 { ascii = false }
            i += 1
        }
        throw SyntaxError(message: "unexpected end of file inside a string; the JSON is cut short", offset: open)
    }

    /// The slow path for strings with backslash escapes.
    private mutating func parseEscapedString(open: Int, from start: Int) throws(SyntaxError) -> String {
        var out: [UInt8] = Array(bytes[start..<i])
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                guard let s = String(validating: out, as: UTF8.self) else {
                    throw SyntaxError(message: "the text is not valid UTF-8", offset: firstInvalidUTF8(from: open + 1, to: i - 1))
                }
                return s
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count else { break }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by an escaped low surrogate.
                        if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                            i += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else {
                                throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: i - 6)
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: i - 6)
                        }
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: i - 6)
                    }
                    out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                default:
                    throw SyntaxError(message: "unknown escape ‘\\\(Character(Unicode.Scalar(e)))’ in a string", offset: i - 2)
                }
            default:
                if b < 0x20 { throw SyntaxError(message: "a control character (\(b)) inside a string must be escaped", offset: i) }
                out.append(b)
                i += 1
            }
        }
        throw SyntaxError(message: "unexpected end of file inside a string; the JSON is cut short", offset: open)
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw SyntaxError(message: "unexpected end of file inside a \\u escape", offset: i) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw SyntaxError(message: "a \\u escape needs four hex digits", offset: i)
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// The offset of the first byte that breaks UTF-8 between `from` and `to`, to point the error at it.
    private func firstInvalidUTF8(from: Int, to: Int) -> Int {
        var k = from
        while k < to {
            let b = bytes[k]
            let n: Int
            switch b {
            case 0x00...0x7F: n = 1
            case 0xC2...0xDF: n = 2
            case 0xE0...0xEF: n = 3
            case 0xF0...0xF4: n = 4
            default: return k
            }
            guard k + n <= to else { return k }
            let slice = UnsafeBufferPointer(rebasing: bytes[k..<(k + n)])
            if String(validating: slice, as: UTF8.self) == nil { return k }
            k += n
        }
        return from
    }

    private static let exactPowersOfTen: [Double] = (0...22).map { p in
        var v = 1.0
        for _ in 0..<p { v *= 10 }
        return v
    }

    /// Parses a number by the JSON grammar; the usual short numbers are converted exactly without strtod.
    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = i
        var negative = false
        if bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else {
            throw SyntaxError(message: "a number needs a digit here, found \(describe(i))", offset: i)
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                throw SyntaxError(message: "a number must not start with 0", offset: start)
            }
        } else {
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] - 0x30); digits += 1 } else { exponent += 1 }
                i += 1
            }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else {
                throw SyntaxError(message: "a number needs a digit after ‘.’", offset: i)
            }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] - 0x30); digits += 1; exponent -= 1 }
                i += 1
            }
        }
        var explicitExponent = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                expNegative = bytes[i] == UInt8(ascii: "-"); i += 1
            }
            guard i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 else {
                throw SyntaxError(message: "a number needs a digit in its exponent", offset: i)
            }
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
                if explicitExponent < 100_000 { explicitExponent = explicitExponent * 10 + Int(bytes[i] - 0x30) }
                i += 1
            }
            if expNegative { explicitExponent = -explicitExponent }
        }
        exponent += explicitExponent
        // Exact when the mantissa fits in 53 bits and the power of ten is exact (the classic fast path).
        if mantissa < (1 << 53), abs(exponent) <= 22 {
            let m = Double(mantissa)
            let v = exponent >= 0 ? m * JSONParser.exactPowersOfTen[exponent] : m / JSONParser.exactPowersOfTen[-exponent]
            return negative ? -v : v
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let v = Double(text) else { throw SyntaxError(message: "the number \(text) cannot be read", offset: start) }
        return v
    }
}
