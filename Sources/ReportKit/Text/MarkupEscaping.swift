/// The person's words as text inside HTML or XML (SVG): the characters that could end text or an
/// attribute value become references, and characters neither format may hold are dropped.
///
/// One function for both, so a note is treated the same in the summary page and in a chart's alt text.
enum MarkupEscaping {
    /// Safe in element text and in double- or single-quoted attribute values.
    static func escape(_ text: String) -> String {
        // Most text (labels, numbers, dates, most notes) has nothing to change: handed back as it is, not rebuilt.
        guard text.utf8.contains(where: mayChange) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                // C0 controls and the noncharacters U+FFFE/U+FFFF are not allowed in XML or HTML text.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a UTF-8 byte may start something `escape` changes: a character it escapes, a C0 control
    /// other than tab and line breaks, or 0xEF, the first byte of U+FFFE and U+FFFF (and of other
    /// characters, which then merely take the slow way).
    static func mayChange(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): false
        case 0..<0x20, 0xEF: true
        default: false
        }
    }
}
