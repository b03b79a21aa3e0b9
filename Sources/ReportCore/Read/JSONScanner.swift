#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pull parser over JSON bytes (RFC 8259) that readers drive member by member.
///
/// Reading a 10-year export is on the path of every command, so the reader maps JSON straight
/// into the model in one pass: no intermediate tree or tape to build, look things up in and free.
/// The scanner still checks the whole document (values a reader skips are parsed too), validates
/// UTF-8, limits nesting depth so hostile input cannot exhaust the stack, and keeps the JSON path
/// of where it is, so an error can name `entries[12].date` and its line and column.
struct JSONScanner {
    /// Deeper documents are refused (`ReadLimits.maximumDepth`).
    static let maximumDepth = ReadLimits.maximumDepth

    /// What went wrong, where: a byte offset, and the JSON path when one is known.
    struct Failure: Error {
        var message: String
        var offset: Int
        var path: String?
        /// `.usage` for a failure of the command line found while reading (a `--time-zone` no one knows): reported
        /// as it is, without the file's name and position.
        var kind: ReportError.Kind = .badData
    }

    enum Kind: Equatable {
        case null, bool, number, string, array, object
    }

    /// A member name as it stands in the document, compared without making a String.
    struct Key {
        fileprivate let start: Int
        fileprivate let count: Int
        fileprivate let escaped: Bool

        /// The name whose bytes (with no escapes) are `range`.
        init(plain range: Range<Int>) {
            start = range.lowerBound
            count = range.count
            escaped = false
        }

        fileprivate init(start: Int, count: Int, escaped: Bool) {
            self.start = start
            self.count = count
            self.escaped = escaped
        }
    }

    private enum PathPart {
        case key(Key)
        case index(Int)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The whole document, for a second look when reading it failed.
    var document: UnsafeBufferPointer<UInt8> { bytes }
    private(set) var offset = 0
    var bytesLeft: Int { bytes.count - offset }
    private var depth = 0
    private var path: [PathPart] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }  // UTF-8 BOM
    }

    /// A scanner for the value at `offset`, nested `depth` levels deep in the document (so the depth
    /// limit holds as if the whole document were read): one part of a document read apart.
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, depth: Int) {
        self.bytes = bytes
        self.offset = offset
        self.depth = depth
    }

    /// Continues at `offset`, past a value another scanner has read.
    mutating func jump(to offset: Int) {
        self.offset = offset
    }

    // MARK: - Document

    /// The kind of the next value (white space skipped); an empty document is an error.
    mutating func kindOfNext() throws(Failure) -> Kind {
        skipWhitespace()
        guard offset < bytes.count else {
            if path.isEmpty, depth == 0 {
                throw Failure(message: bytes.allSatisfy(Self.isWhitespace) ? (bytes.isEmpty ? "the file is empty" : "the file holds only white space") : "unexpected end of file; the JSON is cut short", offset: offset)
            }
            throw syntax("unexpected end of file; the JSON is cut short")
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "<"): throw syntax("this looks like HTML or XML, not JSON")
        default: throw syntax("unexpected \(describe(offset)) where a value should start")
        }
    }

    /// After the top-level value: only white space may follow.
    mutating func finish() throws(Failure) {
        skipWhitespace()
        guard offset == bytes.count else { throw syntax("unexpected \(describe(offset)) after the end of the JSON document") }
    }

    // MARK: - Containers

    /// Calls `body` for each member of the object that comes next; `body` must read or skip the value.
    mutating func members(_ body: (inout JSONScanner, Key) throws(Failure) -> Void) throws(Failure) {
        guard try enter(UInt8(ascii: "{"), closedBy: UInt8(ascii: "}")) else { return }
        try restOfMembers(body)
    }

    /// Calls `body` for each member from the one whose name comes next to the end of the object: a
    /// part of an object read apart (with a scanner made `at:` that name, `depth:` inside the object).
    mutating func restOfMembers(_ body: (inout JSONScanner, Key) throws(Failure) -> Void) throws(Failure) {
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw syntax("unexpected end of file inside an object; the JSON is cut short") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw syntax("expected a member name in double quotes, found \(describe(offset))")
            }
            let (start, end, escaped, _) = try scanString()
            let key = Key(start: start, count: end - start, escaped: escaped)
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw syntax(offset < bytes.count ? "expected ‘:’ after the member name, found \(describe(offset))" : "unexpected end of file inside an object; the JSON is cut short")
            }
            offset += 1
            path.append(.key(key))
            try body(&self, key)
            path.removeLast()
            if try !another(UInt8(ascii: "}"), inside: "an object") { return }
        }
    }

    /// Calls `body` for each element of the array that comes next; `body` must read or skip it.
    mutating func elements(_ body: (inout JSONScanner, Int) throws(Failure) -> Void) throws(Failure) {
        guard try enter(UInt8(ascii: "["), closedBy: UInt8(ascii: "]")) else { return }
        var index = 0
        while true {
            path.append(.index(index))
            try body(&self, index)
            path.removeLast()
            index += 1
            if try !another(UInt8(ascii: "]"), inside: "an array") { return }
        }
    }

    /// Steps into the container that opens here: false (and already out again) when it is empty.
    private mutating func enter(_ open: UInt8, closedBy close: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        depth += 1
        if depth > JSONScanner.maximumDepth {
            throw syntax("the JSON is nested more than \(JSONScanner.maximumDepth) levels deep")
        }
        offset += 1
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == close else { return true }
        offset += 1
        depth -= 1
        return false
    }

    /// After a member or element: true when a comma says another follows, false when `close` ends the container.
    private mutating func another(_ close: UInt8, inside what: String) throws(Failure) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw syntax("unexpected end of file inside \(what); the JSON is cut short") }
        if bytes[offset] == UInt8(ascii: ",") { offset += 1; return true }
        if bytes[offset] == close {
            offset += 1
            depth -= 1
            return false
        }
        throw syntax("expected ‘,’ or ‘\(Character(Unicode.Scalar(close)))’ in \(what), found \(describe(offset))")
    }

    // MARK: - Scalars

    /// The string that comes next, escapes resolved and made safe for every writer (`text(_:)`).
    mutating func string() throws(Failure) -> String {
        skipWhitespace()
        let (start, end, escaped, unsafe) = try scanString()
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // Validated as UTF-8 by scanString.
        return escaped || unsafe ? Self.text(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Whether the string that comes next holds more than white space, checked as strictly as
    /// `string()` but without making a String when the text is plain ASCII (raw ASCII can hold no
    /// white space but the space itself; anything else is decoded and asked).
    mutating func stringHasContent() throws(Failure) -> Bool {
        skipWhitespace()
        let (start, end, escaped, unsafe) = try scanString()
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if !escaped, !unsafe, !raw.contains(where: { $0 >= 0x80 }) { return raw.contains { $0 != UInt8(ascii: " ") } }
        return Self.text(raw).hasContent
    }

    /// The raw bytes of the string that comes next, when it has no escapes (dates are read from these).
    mutating func stringBytes() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
        skipWhitespace()
        let mark = offset
        let (start, end, escaped, _) = try scanString()
        if escaped { offset = mark; return nil }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    mutating func bool() throws(Failure) -> Bool {
        skipWhitespace()
        if bytes[offset] == UInt8(ascii: "t") { try literal("true"); return true }
        try literal("false")
        return false
    }

    mutating func null() throws(Failure) {
        skipWhitespace()
        try literal("null")
    }

    /// Parses a number by the JSON grammar; the usual short numbers are converted exactly without strtod.
    package mutating func number() throws(Failure) -> Double {
        skipWhitespace()
        let start = offset
        var negative = false
        if bytes[offset] == UInt8(ascii: "-") { negative = true; offset += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw syntax("a number needs a digit here, found \(describe(offset))")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw Failure(message: "a number must not start with 0", offset: start) }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - 0x30); digits += 1 } else { exponent += 1 }
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntax("a number needs a digit after ‘.’") }
            while offset < bytes.count, isDigit(bytes[offset]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[offset] - 0x30); digits += 1; exponent -= 1 }
                offset += 1
            }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            var expNegative = false
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                expNegative = bytes[offset] == UInt8(ascii: "-")
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntax("a number needs a digit in its exponent") }
            var e = 0
            while offset < bytes.count, isDigit(bytes[offset]) {
                if e < 100_000 { e = e * 10 + Int(bytes[offset] - 0x30) }
                offset += 1
            }
            exponent += expNegative ? -e : e
        }
        // Exact when the mantissa fits in 53 bits and the power of ten is exact (the classic fast path).
        if mantissa < (1 << 53), abs(exponent) <= 22 {
            let m = Double(mantissa)
            let v = exponent >= 0 ? m * Self.exactPowersOfTen[exponent] : m / Self.exactPowersOfTen[-exponent]
            return negative ? -v : v
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let v = Double(text) else { throw Failure(message: "the number \(text) cannot be read", offset: start) }
        return v
    }

    /// The document's bytes in `range` as text, such as a number as the file spells it.
    func source(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.clamped(to: 0..<bytes.count)]), as: UTF8.self)
    }

    /// Parses and checks the value that comes next, and forgets it: unknown fields are ignored, never unchecked.
    mutating func skipValue() throws(Failure) {
        switch try kindOfNext() {
        case .object: try members { (s: inout JSONScanner, _) throws(Failure) in try s.skipValue() }
        case .array: try elements { (s: inout JSONScanner, _) throws(Failure) in try s.skipValue() }
        case .string: _ = try scanString()
        case .number: _ = try number()
        case .bool: _ = try bool()
        case .null: try null()
        }
    }

    // MARK: - Keys and errors

    /// Whether a member name is `name`, compared as bytes. Inlined: the reader asks it for every
    /// member of every entry, and the compiler stopped inlining it once the reader had more callers.
    @inline(__always)
    func key(_ key: Key, is name: StaticString) -> Bool {
        if key.escaped { return escapedKey(key, is: name) }
        guard key.count == name.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base + key.start, name.utf8Start, key.count) == 0
    }

    /// A name written with escapes ("\u0074imeZone") is the name it spells, and is never shorter as written.
    @inline(never)
    private func escapedKey(_ key: Key, is name: StaticString) -> Bool {
        key.count >= name.utf8CodeUnitCount && keyText(key) == name.description
    }

    /// A member name as written, escapes resolved (a lone surrogate is U+FFFD) but nothing else
    /// replaced: a sentence shows it escaped (`displayName`), and no name we look for holds any.
    func keyText(_ key: Key) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[key.start..<(key.start + key.count)])
        return key.escaped ? Self.decode(raw, replacing: false) : String(decoding: raw, as: UTF8.self)
    }

    /// A member name as an error sentence shows it: as it is when it is a plain name (all the
    /// contract's are), else quoted, cut short, and with control and direction characters written
    /// as `\u{…}`, so a file cannot put terminal escapes, line breaks or a page of text into the sentence.
    func displayName(_ key: Key) -> String {
        let text = keyText(key)
        let plain = text.utf8.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == 0x5F || b == 0x2D
        }
        if plain, !text.isEmpty, text.utf8.count <= 40 { return text }
        var short = String.UnicodeScalarView(text.unicodeScalars.prefix(30))
        if text.unicodeScalars.count > 30 { short.append("…") }
        return "“" + ReportError.shown(String(short)) + "”"
    }

    /// The JSON path of the value being read, such as `entries[12].date`.
    var currentPath: String {
        var text = ""
        for part in path {
            switch part {
            case .key(let k): text += text.isEmpty ? displayName(k) : ".\(displayName(k))"
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    /// Where a syntax error stands, for its sentence: the JSON path, shortened in the middle when the
    /// nesting is deep (a hostile file can be 512 levels deep).
    var pathOfSyntaxError: String {
        guard path.count > 8 else { return currentPath }
        var shortened = JSONScanner(bytes)
        shortened.path = Array(path.prefix(4))
        let head = shortened.currentPath
        shortened.path = Array(path.suffix(3))
        return head + "…" + shortened.currentPath
    }

    /// An error about the value at `at` (default: where the scanner stands), with the current path
    /// and, when given, one more member name.
    func failure(_ message: String, at: Int? = nil, member: StaticString? = nil) -> Failure {
        var p = currentPath
        if let member { p += p.isEmpty ? member.description : ".\(member)" }
        return Failure(message: message, offset: at ?? offset, path: p)
    }

    private func syntax(_ message: String) -> Failure { Failure(message: message, offset: offset) }

    // MARK: - Bytes

    private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    mutating func skipWhitespace() {
        while offset < bytes.count, Self.isWhitespace(bytes[offset]) { offset += 1 }
    }

    private func describe(_ at: Int) -> String {
        guard at < bytes.count else { return "end of file" }
        let b = bytes[at]
        if b >= 0x21, b < 0x7F { return "character ‘\(Character(Unicode.Scalar(b)))’" }
        if b < 0x80 { return "control character \(b)" }
        return "non-ASCII byte"
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        guard offset + n <= bytes.count else {
            throw Failure(message: "unexpected end of file; the JSON is cut short", offset: bytes.count)
        }
        for k in 0..<n where bytes[offset + k] != w[k] {
            throw syntax("unexpected \(describe(offset)) where a value should start")
        }
        offset += n
    }

    /// Checks a string at `offset` (the opening quote) and steps past it: the content's byte range,
    /// whether it holds backslash escapes (resolved only when someone asks for the text), and whether
    /// its bytes hold a character `text(_:)` replaces (DEL, a C1 control or a noncharacter).
    private mutating func scanString() throws(Failure) -> (start: Int, end: Int, escaped: Bool, unsafe: Bool) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw syntax("expected a string, found \(describe(offset))")
        }
        let open = offset
        offset += 1
        let start = offset
        var escaped = false
        var unsafe = false
        while offset < bytes.count {
            skipPlainASCII()
            guard offset < bytes.count else { break }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") {
                offset += 1
                guard offset - 1 - start <= ReadLimits.maximumStringBytes else {
                    throw Failure(message: "the text is longer than \(ReadLimits.maximumStringBytes) bytes, the most coach-report reads in one string", offset: open)
                }
                return (start, offset - 1, escaped, unsafe)
            }
            if b == UInt8(ascii: "\\") {
                escaped = true
                try checkEscape()
                continue
            }
            if b < 0x20 { throw syntax("a control character (\(b)) inside a string must be escaped") }
            if b < 0x80 {
                if b == 0x7F { unsafe = true }
                offset += 1
            } else {
                guard let n = utf8SequenceLength(at: offset) else { throw syntax("the text is not valid UTF-8") }
                // Only sequences led by C2 (C1 controls), EF (U+FDD0…, U+FFFE, U+FFFF) or F0–F4 can be replaced.
                if !unsafe, b == 0xC2 || b >= 0xEF, Self.isReplaced(sequenceAt: offset, length: n, in: bytes) { unsafe = true }
                offset += n
            }
        }
        throw Failure(message: "unexpected end of file inside a string; the JSON is cut short", offset: open)
    }

    /// Steps over plain ASCII string bytes eight at a time: no quote, backslash, control (DEL too) or non-ASCII byte.
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while offset + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            // A high bit in `special` marks a quote, a backslash, a byte below 0x20, DEL (the one ASCII
            // byte that 1 more carries into the high bit) or a non-ASCII byte.
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (w &- ones &* 0x20) | (w &+ ones) | w
            let flagged = special & highs
            // The lowest flagged byte is exact (a borrow or a carry only ever flags bytes above a true match).
            if flagged != 0 { offset += flagged.trailingZeroBitCount >> 3; return }
            offset += 8
        }
    }

    /// Checks one backslash escape at `offset` and steps over it.
    private mutating func checkEscape() throws(Failure) {
        guard offset + 1 < bytes.count else { throw syntax("unexpected end of file inside a string; the JSON is cut short") }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
        case UInt8(ascii: "u"):
            // Any four hex digits: a lone surrogate reads as U+FFFD (`text(_:)`).
            offset += 2
            _ = try hex4()
        default:
            throw syntax("unknown escape \(describe(offset + 1)) after a backslash in a string")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw syntax("unexpected end of file inside a \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[offset]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw syntax("a \\u escape needs four hex digits")
            }
            v = v << 4 | d
            offset += 1
        }
        return v
    }

    /// The length of the well-formed UTF-8 sequence at `k` (RFC 3629: no overlongs, no surrogates), or nil.
    private func utf8SequenceLength(at k: Int) -> Int? {
        func cont(_ n: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            k + n < bytes.count && bytes[k + n] >= lo && bytes[k + n] <= hi
        }
        switch bytes[k] {
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

    /// The text of a string's bytes (between its quotes), already checked by `scanString`, as every
    /// command reads it: escapes resolved, and every character a writer could not take replaced by
    /// U+FFFD: control characters but tab, line feed and carriage return; DEL and the C1 controls;
    /// the noncharacters (U+FDD0–U+FDEF, and U+FFFE and U+FFFF in every plane); and a surrogate
    /// written alone as a `\u` escape. One treatment at reading time, so a note that one output
    /// takes is taken by all (cairo refused U+FFFE in the weekly PDF, while the others kept it).
    package static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        decode(raw, replacing: true)
    }

    /// Whether a scalar is one `text(_:)` replaces.
    static func isReplaced(_ v: UInt32) -> Bool {
        (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || (0x7F...0x9F).contains(v)
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// Whether the well-formed UTF-8 sequence of `length` bytes at `k` is a scalar `text(_:)` replaces
    /// (a C1 control or a noncharacter; the ASCII ones are found byte by byte).
    @inline(__always)
    private static func isReplaced(sequenceAt k: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch length {
        case 2: return bytes[k] == 0xC2 && bytes[k + 1] <= 0x9F
        case 3: return bytes[k] == 0xEF && ((bytes[k + 1] == 0xB7 && (0x90...0xAF).contains(bytes[k + 2])) || (bytes[k + 1] == 0xBF && bytes[k + 2] >= 0xBE))
        default: return bytes[k + 1] & 0x0F == 0x0F && bytes[k + 2] == 0xBF && bytes[k + 3] >= 0xBE
        }
    }

    /// Resolves the escapes of a string already checked by `scanString`; with `replacing`, replaces
    /// what `text(_:)` says. A surrogate not paired by the escape after it is U+FFFD either way.
    ///
    /// The text goes into a String reserved at its likely length (`PiecewiseString`), not into an array copied
    /// into a String at the end: a 30 MiB note with line breaks is held once while it is read, not twice. Nothing
    /// written is longer than what it stands for but a replaced DEL (1 byte → 3) or C1 control (2 → 3).
    private static func decode(_ raw: UnsafeBufferPointer<UInt8>, replacing: Bool) -> String {
        var room = raw.count
        if replacing { for b in raw where b == 0x7F || b == 0xC2 { room += 2 } }
        var out = PiecewiseString(expectedBytes: room)
        func hex4(_ at: Int) -> UInt32 {
            var v: UInt32 = 0
            for n in at..<(at + 4) {
                let c = raw[n]
                v = v << 4 | UInt32(c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10)
            }
            return v
        }
        func put(_ value: UInt32) {
            let scalar = replacing && isReplaced(value) ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
            out.append(character: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
        }
        // Runs of bytes kept as they are (all but a backslash, DEL, and a sequence to replace) are
        // copied whole.
        var k = 0
        var run = 0
        func flush() {
            if run < k { out.append(UnsafeBufferPointer(rebasing: raw[run..<k])) }
        }
        while k < raw.count {
            let b = raw[k]
            if b < 0x7F, b != 0x5C {
                k += 1
            } else if b >= 0x80 {
                // Well-formed, as scanString checked: the length follows from the first byte.
                let n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                if replacing, b == 0xC2 || b >= 0xEF, isReplaced(sequenceAt: k, length: n, in: raw) {
                    flush()
                    put(0xFFFD)
                    run = k + n
                }
                k += n
            } else if b == 0x7F {
                // Raw control characters below 0x20 are a syntax error; DEL is the one left.
                if replacing {
                    flush()
                    put(0xFFFD)
                    run = k + 1
                }
                k += 1
            } else {
                flush()
                let e = raw[k + 1]
                k += 2
                switch e {
                case UInt8(ascii: "b"): put(0x08)
                case UInt8(ascii: "f"): put(0x0C)
                case UInt8(ascii: "n"): put(0x0A)
                case UInt8(ascii: "r"): put(0x0D)
                case UInt8(ascii: "t"): put(0x09)
                case UInt8(ascii: "u"):
                    var scalar = hex4(k)
                    k += 4
                    if (0xD800...0xDBFF).contains(scalar), k + 6 <= raw.count, raw[k] == 0x5C, raw[k + 1] == UInt8(ascii: "u"),
                       case let low = hex4(k + 2), (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        k += 6
                    }
                    put(scalar)
                default: out.append(character: CollectionOfOne(e))
                }
                run = k
            }
        }
        flush()
        return out.finish()
    }

    private static let exactPowersOfTen: [Double] = (0...22).map { p in
        var v = 1.0
        for _ in 0..<p { v *= 10 }
        return v
    }
}

extension JSONScanner {
    /// "a string", "an array" …: the kind of the next value, for error messages.
    mutating func kindName() throws(Failure) -> String {
        switch try kindOfNext() {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
