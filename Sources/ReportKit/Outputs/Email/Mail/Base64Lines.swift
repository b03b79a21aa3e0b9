/// Base64 (RFC 2045 §6.8) in lines of 76 characters ended by CRLF, for the binary parts of a message.
/// Its alphabet has no `_`, so no line of the result can be mistaken for a boundary (which starts with `=_`).
enum Base64Lines {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    static let lineLength = 76

    static func encode(_ bytes: some Collection<UInt8>, into out: inout [UInt8]) {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ encode($0, into: &out) }) { return done }
        Array(bytes).withUnsafeBufferPointer { encode($0, into: &out) }
    }

    /// The encoder itself, over bytes in memory: a PDF and four charts are about 300 KB of a message, so it
    /// writes straight into room made once, 19 groups of four to a line, instead of appending byte by byte.
    private static func encode(_ input: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let chars = (input.count + 2) / 3 * 4
        let lines = (chars + lineLength - 1) / lineLength
        let size = chars + lines * 2
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: size))
        out.withUnsafeMutableBufferPointer { buffer in
            alphabet.withUnsafeBufferPointer { a in
                var o = buffer.baseAddress! + start
                var i = 0, column = 0
                while i + 3 <= input.count {
                    let v = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                    o[0] = a[Int(v >> 18 & 63)]; o[1] = a[Int(v >> 12 & 63)]; o[2] = a[Int(v >> 6 & 63)]; o[3] = a[Int(v & 63)]
                    o += 4; i += 3; column += 4
                    if column == lineLength { o[0] = 0x0D; o[1] = 0x0A; o += 2; column = 0 }
                }
                let rest = input.count - i
                if rest > 0 {
                    let v = UInt32(input[i]) << 16 | (rest > 1 ? UInt32(input[i + 1]) << 8 : 0)
                    o[0] = a[Int(v >> 18 & 63)]; o[1] = a[Int(v >> 12 & 63)]
                    o[2] = rest > 1 ? a[Int(v >> 6 & 63)] : 0x3D; o[3] = 0x3D
                    o += 4; column += 4
                }
                if column > 0 { o[0] = 0x0D; o[1] = 0x0A }
            }
        }
    }

    /// Plain base64 without line breaks (for encoded words).
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        encode(bytes, into: &out)
        return String(decoding: out.filter { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self)
    }
}
