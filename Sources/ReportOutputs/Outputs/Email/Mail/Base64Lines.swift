#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Base64 (RFC 2045 §6.8) in lines of 76 characters ended by CRLF, for the binary parts of a message.
/// Its alphabet has no `_`, so no line of the result can be mistaken for a boundary (which starts with `=_`).
///
/// Foundation's encoder, which wraps lines itself: a hand-made one was faster (the pieces of a message with a
/// 250 KB PDF in 0.25–0.38 ms instead of 0.68 ms, release build) but that is under 1% of the email's run.
enum Base64Lines {
    /// `data` in lines, each ended by CRLF, the last one too (Foundation ends none after the last).
    static func encode(_ data: Data, into out: inout [UInt8]) {
        out.append(contentsOf: data.base64EncodedData(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed]))
        if !data.isEmpty { out += [0x0D, 0x0A] }
    }

    /// The bytes of a line's worth of data: 57 bytes make 76 characters.
    static let lineBytes = 57

    /// `encode(data, into:)`'s bytes written into `out` some thousand lines at a time, so the whole encoding is
    /// never held beside the message: each run of whole lines encodes as it would within the whole.
    static func write(_ data: Data, into out: ByteStream) {
        let run = lineBytes * 1024
        var start = data.startIndex
        while start < data.endIndex {
            let end = min(data.endIndex, start + run)
            out.append(data[start..<end].base64EncodedData(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed]))
            out.append([0x0D, 0x0A])
            start = end
        }
    }

    /// How many bytes `encode` makes of `count` bytes.
    static func length(_ count: Int) -> Int {
        let characters = (count + 2) / 3 * 4
        return characters + (characters + 75) / 76 * 2
    }

    /// Plain base64 without line breaks (for encoded words).
    static func encode(_ bytes: some Collection<UInt8>) -> String {
        Data(bytes).base64EncodedString()
    }
}
