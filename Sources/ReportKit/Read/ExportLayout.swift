/// Where the members of an export's top-level object lie, found by a quick walk over brackets and
/// quotes that does not read any value.
///
/// This is what lets a second thread read ahead (`ReadAhead`). The walk checks little: anything it
/// does not expect makes it give up (nil), and the reader then reads everything itself, so every
/// error is still found and reported the same way.
struct ExportLayout {
    struct Member {
        /// The member name's bytes, between the quotes (never escaped: a backslash makes the walk give up).
        var key: Range<Int>
        /// The value's bytes, from its first to just past its last.
        var value: Range<Int>
    }

    var members: [Member] = []

    /// Walks `bytes`; nil when it is not a plain object, or holds something the walk does not expect.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var walk = BracketWalk(bytes)
        guard walk.expect(UInt8(ascii: "{")) else { return nil }
        if walk.expect(UInt8(ascii: "}")) { return }
        while true {
            guard let key = walk.plainString() else { return nil }
            guard walk.expect(UInt8(ascii: ":")) else { return nil }
            walk.skipWhitespace()
            let start = walk.offset
            guard walk.skipValue() else { return nil }
            members.append(Member(key: key, value: start..<walk.offset))
            if walk.expect(UInt8(ascii: ",")) { continue }
            guard walk.expect(UInt8(ascii: "}")) else { return nil }
            walk.skipWhitespace()
            guard walk.offset == bytes.count else { return nil }
            return
        }
    }
}

/// Steps over JSON values by brackets and quotes only (the reader checks them properly later).
private struct BracketWalk {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09 {
            offset += 1
        }
    }

    /// Skips white space; steps over `byte` when it comes next.
    mutating func expect(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard peek == byte else { return false }
        offset += 1
        return true
    }

    /// A string with no escapes: its content's range.
    mutating func plainString() -> Range<Int>? {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        guard skipString(), !bytes[start..<(offset - 1)].contains(UInt8(ascii: "\\")) else { return nil }
        return start..<(offset - 1)
    }

    /// Steps over the string whose opening quote is at `offset`.
    mutating func skipString() -> Bool {
        offset += 1
        while offset < bytes.count {
            skipToQuoteOrBackslash()
            guard offset < bytes.count else { return false }
            let b = bytes[offset]
            if b == UInt8(ascii: "\"") { offset += 1; return true }
            offset += b == UInt8(ascii: "\\") ? 2 : 1
        }
        return false
    }

    /// Steps eight bytes at a time to the next quote or backslash (or near the end).
    private mutating func skipToQuoteOrBackslash() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while offset + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22)
            let backslash = w ^ (ones &* 0x5C)
            let flagged = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & (ones &* 0x80)
            if flagged != 0 { offset += flagged.trailingZeroBitCount >> 3; return }
            offset += 8
        }
    }

    /// Steps eight bytes at a time to the next bracket, brace or quote (or near the end).
    private mutating func skipToBracketOrQuote() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & (ones &* 0x80) }
        while offset + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            // `[` and `{`, `]` and `}` differ only in bit 5.
            let folded = w | (ones &* 0x20)
            let flagged = zeroBytes(folded ^ (ones &* 0x7B)) | zeroBytes(folded ^ (ones &* 0x7D)) | zeroBytes(w ^ (ones &* 0x22))
            if flagged != 0 { offset += flagged.trailingZeroBitCount >> 3; return }
            offset += 8
        }
    }

    /// Steps over one value: a string, a container (to its matching bracket) or a scalar.
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard let first = peek else { return false }
        switch first {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while offset < bytes.count {
                skipToBracketOrQuote()
                guard offset < bytes.count else { return false }
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { offset += 1; return true }
                default:
                    break
                }
                offset += 1
            }
            return false
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"):
            return false
        default:
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return true
                default: offset += 1
                }
            }
            return true
        }
    }
}
