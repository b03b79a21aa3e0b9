import ReportRender
extension JSONWriter {
    /// `value` on one line with no spaces, for JSON Lines (`{"id":"client-042","status":"ok"}`).
    static func line(_ value: Value) -> String {
        var out: [UInt8] = []
        appendLine(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendLine(_ value: Value, to out: inout [UInt8]) {
        switch value {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                appendLine(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (k, (key, item)) in members.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                appendLine(item, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        default: append(value, to: &out, level: 0, indent: 0)
        }
    }
}
