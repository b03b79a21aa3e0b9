/// Writes JSON with keys in the order given, so documents are stable byte for byte and diff cleanly.
package struct JSONWriter {
    package indirect enum Value {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// A number written in full, as Swift's shortest exact form (`1.0714768358467152e-05`): for a p-value,
        /// which four decimals would round to 0. Not finite: null.
        case exact(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])
    }

    /// Pretty-printed with `indent` spaces, ending in a newline.
    package static func write(_ value: Value, indent: Int = 2) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        append(value, to: &out, level: 0, indent: indent)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    private static func newline(_ out: inout [UInt8], _ spaces: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: spaces))
    }

    package static func append(_ value: Value, to out: inout [UInt8], level: Int, indent: Int) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d): out.append(contentsOf: format(d).utf8)
        case .exact(let d): out.append(contentsOf: (d.isFinite ? String(d) : "null").utf8)
        case .string(let s): appendString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, (level + 1) * indent)
                append(item, to: &out, level: level + 1, indent: indent)
            }
            newline(&out, level * indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (k, (key, item)) in members.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, (level + 1) * indent)
                appendString(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                append(item, to: &out, level: level + 1, indent: indent)
            }
            newline(&out, level * indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Whole numbers without a fraction, others with up to four decimals: stable across platforms.
    static func format(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        let scaled = (d * 10_000).rounded() / 10_000
        var s = String(scaled)
        if s.contains("e") { s = String(Int(scaled)) }
        return s
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; everything else as UTF-8.
    package static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(0x22)
        var s = s
        s.withUTF8 { u in
            for b in u {
                switch b {
                case 0x22: out.append(0x5C); out.append(0x22)
                case 0x5C: out.append(0x5C); out.append(0x5C)
                case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
                case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: "\\u00".utf8)
                    out.append(hex[Int(b >> 4)])
                    out.append(hex[Int(b & 15)])
                default: out.append(b)
                }
            }
        }
        out.append(0x22)
    }
}
