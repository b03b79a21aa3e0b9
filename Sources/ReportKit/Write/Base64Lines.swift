/// Base64 (RFC 2045 §6.8) in lines of 76 characters ended by CRLF, for the binary parts of a message.
/// Its alphabet has no `_`, so no line of the result can be mistaken for a boundary (which starts with `=_`).
enum Base64Lines {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let lineLength = 76

    static func encode(_ bytes: some Collection<UInt8>, into out: inout [UInt8]) {
        let input = Array(bytes)
        let groups = (input.count + 2) / 3
        let chars = groups * 4
        out.reserveCapacity(out.count + chars + (chars / lineLength + 1) * 2)
        var column = 0
        var i = 0
        input.withUnsafeBufferPointer { b in
            while i < b.count {
                let n = min(3, b.count - i)
                let b0 = UInt32(b[i]), b1 = n > 1 ? UInt32(b[i + 1]) : 0, b2 = n > 2 ? UInt32(b[i + 2]) : 0
                let v = b0 << 16 | b1 << 8 | b2
                out.append(alphabet[Int(v >> 18 & 63)])
                out.append(alphabet[Int(v >> 12 & 63)])
                out.append(n > 1 ? alphabet[Int(v >> 6 & 63)] : 0x3D)
                out.append(n > 2 ? alphabet[Int(v & 63)] : 0x3D)
                column += 4
                i += 3
                if column == lineLength { out.append(0x0D); out.append(0x0A); column = 0 }
            }
        }
        if column > 0 { out.append(0x0D); out.append(0x0A) }
    }

    /// Plain base64 without line breaks (for encoded words).
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        encode(bytes, into: &out)
        return String(decoding: out.filter { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
    }
}
