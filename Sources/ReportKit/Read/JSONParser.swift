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
    private var slots: [JSONTape.Slot] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Parses one JSON document that fills `data` (white space aside).
    static func parse(_ data: [UInt8]) throws(SyntaxError) -> JSONTape {
        guard data.count < Int(Int32.max) else { throw SyntaxError(message: "the file is larger than 2 GB", offset: 0) }
        let tape = JSONTape(bytes: data)
        let result: Result<[JSONTape.Slot], SyntaxError> = data.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            parser.slots.reserveCapacity(data.count / 12)
            do throws(SyntaxError) {
                try parser.document()
                return .success(parser.slots)
            } catch {
                return .failure(error)
            }
        }
        tape.slots = try result.get()
        return tape
    }

    /// Appends a slot for a value starting at `start`; containers fix their `next` when they close.
    private mutating func push(_ kind: JSONTape.Kind, start: Int, byteEnd: Int = 0, escaped: Bool = false, number: Double = 0) {
        slots.append(JSONTape.Slot(kind: kind, escaped: escaped, start: Int32(start), byteEnd: Int32(byteEnd), next: Int32(slots.count + 1), number: number))
    }

    private mutating func document() throws(SyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }  // UTF-8 BOM
        skipWhitespace()
        guard i < bytes.count else {
            throw SyntaxError(message: i == 0 ? "the file is empty" : "the file holds only white space", offset: i)
        }
        try parseValue()
        skipWhitespace()
        guard i == bytes.count else { throw SyntaxError(message: "unexpected \(describe(i)) after the end of the JSON document", offset: i) }
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

    private mutating func parseValue() throws(SyntaxError) {
        guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file; the JSON is cut short", offset: i) }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try literal("true"); push(.true, start: start)
        case UInt8(ascii: "f"): try literal("false"); push(.false, start: start)
        case UInt8(ascii: "n"): try literal("null"); push(.null, start: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let n = try parseNumber()
            push(.number, start: start, number: n)
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

    private mutating func parseObject() throws(SyntaxError) {
        let slot = slots.count
        push(.object, start: i)
        try enter()
        i += 1
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1; depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an object; the JSON is cut short", offset: i) }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a member name in double quotes, found \(describe(i))", offset: i)
            }
            try parseString()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw SyntaxError(message: i < bytes.count ? "expected ‘:’ after the member name, found \(describe(i))" : "unexpected end of file inside an object; the JSON is cut short", offset: i)
            }
            i += 1
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an object; the JSON is cut short", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            throw SyntaxError(message: "expected ‘,’ or ‘}’ in an object, found \(describe(i))", offset: i)
        }
        depth -= 1
        slots[slot].next = Int32(slots.count)
    }

    private mutating func parseArray() throws(SyntaxError) {
        let slot = slots.count
        push(.array, start: i)
        try enter()
        i += 1
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1; depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            guard i < bytes.count else { throw SyntaxError(message: "unexpected end of file inside an array; the JSON is cut short", offset: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw SyntaxError(message: "expected ‘,’ or ‘]’ in an array, found \(describe(i))", offset: i)
        }
        depth -= 1
        slots[slot].next = Int32(slots.count)
    }

    /// Checks a string at `i` (which holds the opening quote) and records its byte range:
    /// escapes are checked here and resolved only when a reader asks for the text.
    private mutating func parseString() throws(SyntaxError) {
        let open = i
        i += 1
        var escaped = false
        while i < bytes.count {
            skipPlainASCII()
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                push(.string, start: open, byteEnd: i, escaped: escaped)
                i += 1
                return
            }
            if b == UInt8(ascii: "\\") {
                escaped = true
                try checkEscape()
                continue
            }
            if b < 0x20 { throw SyntaxError(message: "a control character (\(b)) inside a string must be escaped", offset: i) }
            if b < 0x80 {
                i += 1
            } else {
                guard let n = utf8SequenceLength(at: i) else {
                    throw SyntaxError(message: "the text is not valid UTF-8", offset: i)
                }
                i += n
            }
        }
        throw SyntaxError(message: "unexpected end of file inside a string; the JSON is cut short", offset: open)
    }

    /// Steps over plain ASCII string bytes eight at a time: no quote, backslash, control or non-ASCII byte.
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (w &- ones &* 0x20) | w
            if special & highs != 0 { return }
            i += 8
        }
    }

    /// Checks one backslash escape at `i` and steps over it.
    private mutating func checkEscape() throws(SyntaxError) {
        guard i + 1 < bytes.count else { throw SyntaxError(message: "unexpected end of file inside a string; the JSON is cut short", offset: i) }
        let e = bytes[i + 1]
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 2
        case UInt8(ascii: "u"):
            let at = i
            i += 2
            let scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: at)
                }
                i += 2
                guard (0xDC00...0xDFFF).contains(try hex4()) else {
                    throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: at)
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw SyntaxError(message: "a \\u escape holds half of a surrogate pair", offset: at)
            }
        default:
            throw SyntaxError(message: "unknown escape \(describe(i + 1)) after a backslash in a string", offset: i)
        }
    }

    /// The length of the well-formed UTF-8 sequence at `k` (RFC 3629: no overlongs, no surrogates), or nil.
    private func utf8SequenceLength(at k: Int) -> Int? {
        let b0 = bytes[k]
        func cont(_ n: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k + n < bytes.count && bytes[k + n] >= lo && bytes[k + n] <= hi
        }
        switch b0 {
        case 0xC2...0xDF: return cont(1) ? 2 : nil
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : nil
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : nil
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : nil
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : nil
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : nil
        default: return nil
        }
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
