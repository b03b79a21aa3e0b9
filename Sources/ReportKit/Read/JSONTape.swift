/// A parsed JSON document as a flat tape: one slot per value, in document order.
///
/// A tree of enums and arrays cost more to build and free than to parse on a 10-year export;
/// the tape is a single array, strings stay as byte ranges until a reader asks for one,
/// and member names are compared as bytes.
public final class JSONTape: @unchecked Sendable {
    public enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    struct Slot {
        var kind: Kind
        /// For strings: the text holds backslash escapes.
        var escaped: Bool
        /// Byte offset where the value starts (for strings, the opening quote).
        var start: Int32
        /// For strings, the byte offset of the closing quote.
        var byteEnd: Int32
        /// The slot just after this value (and everything inside it).
        var next: Int32
        var number: Double
    }

    let bytes: [UInt8]
    var slots: [Slot] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The root value.
    public var root: Int { 0 }

    public func kind(_ i: Int) -> Kind { slots[i].kind }
    public func offset(_ i: Int) -> Int { Int(slots[i].start) }
    public func number(_ i: Int) -> Double { slots[i].number }

    /// The elements of an array (or the values of an object's members are found with `member`).
    public func elements(_ i: Int) -> [Int] {
        var result: [Int] = []
        var j = i + 1
        let end = Int(slots[i].next)
        while j < end {
            result.append(j)
            j = Int(slots[j].next)
        }
        return result
    }

    /// The value of member `name` in the object at `i` (the last one when a name repeats).
    public func member(_ i: Int, _ name: StaticString) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { bytes in
                guard slots[i].kind == .object else { return nil }
                let count = name.utf8CodeUnitCount
                let p = name.utf8Start
                var found: Int?
                var j = i + 1
                let end = Int(slots[i].next)
                while j < end {
                    let value = j + 1
                    let start = Int(slots[j].start) + 1
                    if slots[j].escaped {
                        if string(j) == name.description { found = value }
                    } else if Int(slots[j].byteEnd) - start == count, bytes[start] == p[0] {
                        var same = true
                        for k in 1..<max(count, 1) where bytes[start + k] != p[k] { same = false; break }
                        if same { found = value }
                    }
                    j = Int(slots[value].next)
                }
                return found
            }
        }
    }

    /// The text of the string at `i`, escapes resolved.
    public func string(_ i: Int) -> String {
        let slot = slots[i]
        let start = Int(slot.start) + 1
        let end = Int(slot.byteEnd)
        return bytes.withUnsafeBufferPointer { b in
            let raw = UnsafeBufferPointer(rebasing: b[start..<end])
            // Validated as UTF-8 while parsing.
            guard slot.escaped else { return String(decoding: raw, as: UTF8.self) }
            return String(decoding: JSONTape.unescape(raw), as: UTF8.self)
        }
    }

    /// Resolves backslash escapes of a string already checked by the parser.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var k = 0
        func hex4(_ at: Int) -> UInt32 {
            var v: UInt32 = 0
            for n in at..<(at + 4) {
                let c = raw[n]
                v = v << 4 | UInt32(c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10)
            }
            return v
        }
        while k < raw.count {
            let b = raw[k]
            guard b == 0x5C else { out.append(b); k += 1; continue }
            let e = raw[k + 1]
            k += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(k)
                k += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = hex4(k + 2)
                    k += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default: out.append(e)
            }
        }
        return out
    }

    /// "a string", "an array" …: for error messages.
    public func kindName(_ i: Int) -> String {
        switch slots[i].kind {
        case .null: return "null"
        case .true, .false: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSONTape {
    /// The JSON path of a value, such as `entries[12].date`: found by walking down from the root,
    /// so readers need not carry paths around for the rare error.
    public func path(to target: Int) -> String {
        var path = ""
        var i = root
        while i != target {
            let kind = slots[i].kind
            guard kind == .array || kind == .object else { break }
            var j = i + 1
            var index = 0
            var found = false
            while j < Int(slots[i].next) {
                let valueSlot = kind == .object ? j + 1 : j
                let keySlot = j
                if target == keySlot && kind == .object {
                    // The member's name itself: name the member.
                    path += path.isEmpty ? string(keySlot) : ".\(string(keySlot))"
                    return path
                }
                if target >= valueSlot && target < Int(slots[valueSlot].next) {
                    if kind == .object {
                        path += path.isEmpty ? string(keySlot) : ".\(string(keySlot))"
                    } else {
                        path += "[\(index)]"
                    }
                    i = valueSlot
                    found = true
                    break
                }
                j = Int(slots[valueSlot].next)
                index += 1
            }
            if !found { break }
        }
        return path
    }
}
