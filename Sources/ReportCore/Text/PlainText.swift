/// The person's words as plain text for an output that escapes them for its own medium (an email's text and
/// HTML bodies): line breaks made `\n`, other control characters (which no medium shows and some misread,
/// such as a lone carriage return in mail) taken out, tabs made spaces. Nothing else changes.
package enum PlainText {
    package static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A: if !previousCR { out.append("\n") }
            case 0x0D, 0x2028, 0x2029: out.append("\n")
            case 0x09: out.append(" ")
            case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsWork(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029 || s.value == 0xFFFE || s.value == 0xFFFF
    }
}
