/// Turns a byte offset into a 1-based line and column (columns count characters, not bytes).
///
/// Only computed when there is an error to report, so reading stays a single pass.
struct SourcePosition: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int

    init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        for k in 0..<end where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        var column = 1
        for k in lineStart..<end where bytes[k] & 0xC0 != 0x80 { column += 1 }
        self.line = line
        self.column = column
    }

    var description: String { "\(line):\(column)" }
}
