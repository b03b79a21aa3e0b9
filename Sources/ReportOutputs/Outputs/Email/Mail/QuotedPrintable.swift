/// Quoted-printable (RFC 2045 §6.7) for the text parts of a message: every line of the result is at most
/// 76 characters, ASCII only, and ends in CRLF.
///
/// Beyond the RFC, an encoded line (after a line end or a soft break) that would start with `.` or `From ` has
/// that first character encoded, so the message goes through `sendmail` (a lone `.` ends its input) and mbox
/// files (`From ` starts a message) unchanged.
/// `=` is always encoded, so no line of the result holds `=_`, which the message's boundaries start with.
enum QuotedPrintable {
    static let maxLine = 76
    private static let hex: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `text` with its lines (`\n`, `\r\n` or `\r`) ended by CRLF, encoded.
    static func encode(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 16)
        var line: [UInt8] = []
        var previousCR = false
        for byte in text.utf8 {
            if byte == 0x0A {
                if previousCR { previousCR = false; continue }
                encodeLine(line, into: &out); line.removeAll(keepingCapacity: true)
            } else if byte == 0x0D {
                encodeLine(line, into: &out); line.removeAll(keepingCapacity: true)
                previousCR = true
                continue
            } else {
                line.append(byte)
            }
            previousCR = false
        }
        if !line.isEmpty { encodeLine(line, into: &out) }
        return out
    }

    /// One line of text as one or more encoded lines (soft breaks `=` keep each at 76 characters or less).
    private static func encodeLine(_ line: [UInt8], into out: inout [UInt8]) {
        var current = 0  // characters on the output line so far
        for (i, byte) in line.enumerated() {
            let last = i == line.count - 1
            // Room for the piece and, unless it ends the line, a soft break after it.
            let limit = last ? maxLine : maxLine - 1
            var literal = isLiteral(byte, at: i, of: line, startingALine: current == 0)
            if current + (literal ? 1 : 3) > limit {
                out.append(0x3D); out.append(0x0D); out.append(0x0A)
                current = 0
                // After a soft break this byte starts a line of its own, where "." and "From " are encoded too.
                literal = isLiteral(byte, at: i, of: line, startingALine: true)
            }
            if literal {
                out.append(byte)
            } else {
                out.append(0x3D); out.append(hex[Int(byte >> 4)]); out.append(hex[Int(byte & 0x0F)])
            }
            current += literal ? 1 : 3
        }
        out.append(0x0D); out.append(0x0A)
    }

    /// Whether `line[i]` is written as it is: printable ASCII but `=`; white space unless it ends the line (it
    /// would be lost); and, where it starts an encoded line (after a line end or a soft break), not a `.`
    /// (sendmail) nor the `F` of `From ` (mbox).
    private static func isLiteral(_ byte: UInt8, at i: Int, of line: [UInt8], startingALine: Bool) -> Bool {
        switch byte {
        case 0x3D: return false  // "="
        case 0x20, 0x09: return i != line.count - 1
        case 0x21...0x7E:
            guard startingALine else { return true }
            if byte == 0x2E { return false }
            return !(byte == 0x46 && line.count - i >= 5 && line[(i + 1)...(i + 4)].elementsEqual("rom ".utf8))
        default: return false
        }
    }
}
