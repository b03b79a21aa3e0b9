/// Writes JSON with keys in the order given, so documents are stable byte for byte and diff cleanly.
public struct JSONWriter {
    public indirect enum Value {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])
    }

    /// Pretty-printed with `indent` spaces, ending in a newline.
    public static func write(_ value: Value, indent: Int = 2) -> String {
        var out = ""
        out.reserveCapacity(4096)
        append(value, to: &out, level: 0, indent: indent)
        out += "\n"
        return out
    }

    static func append(_ value: Value, to out: inout String, level: Int, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += format(d)
        case .string(let s): appendString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += String(repeating: " ", count: (level + 1) * indent)
                append(item, to: &out, level: level + 1, indent: indent)
                out += k == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: level * indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (k, (key, item)) in members.enumerated() {
                out += String(repeating: " ", count: (level + 1) * indent)
                appendString(key, to: &out)
                out += ": "
                append(item, to: &out, level: level + 1, indent: indent)
                out += k == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: level * indent) + "}"
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
    public static func appendString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
