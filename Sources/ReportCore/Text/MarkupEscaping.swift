/// The person's words as text inside HTML or XML (SVG): the characters that could end text or an
/// attribute value become references, and characters neither format may hold are dropped.
///
/// One function for both, so a note is treated the same in the summary page and in a chart's alt text.
package enum MarkupEscaping {
    /// Safe in element text and in double- or single-quoted attribute values.
    ///
    /// Works on UTF-8 bytes: every character it changes is ASCII or U+FFFE/U+FFFF (EF BF BE, EF BF BF), and
    /// no other character's encoding holds those bytes, so the result is the same as going scalar by scalar,
    /// at a fraction of the cost. Most text has nothing to change and comes back as it is, uncopied: the site
    /// escapes every label and table cell of some 500 pages this way.
    package static func escape(_ text: String) -> String {
        var contiguous = text  // withUTF8 needs a variable; a native string is contiguous already
        return contiguous.withUTF8 { bytes in
            guard bytes.contains(where: mayChange) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                i += 1
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;".utf8
                case UInt8(ascii: "<"): out += "&lt;".utf8
                case UInt8(ascii: ">"): out += "&gt;".utf8
                case UInt8(ascii: "\""): out += "&quot;".utf8
                case UInt8(ascii: "'"): out += "&#39;".utf8
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): out.append(byte)
                // C0 controls and the noncharacters U+FFFE/U+FFFF are not allowed in XML or HTML text.
                case ..<0x20: continue
                case 0xEF where i + 1 < bytes.count && bytes[i] == 0xBF && (bytes[i + 1] == 0xBE || bytes[i + 1] == 0xBF):
                    i += 2
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
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
