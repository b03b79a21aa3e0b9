#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One part of a MIME message (RFC 2045–2046): a leaf with its body already encoded (quoted-printable text,
/// base64 binary), or a multipart holding parts. Headers are ASCII and folded by the time they get here.
struct MIMEPart: Sendable {
    /// Header lines, each ending in CRLF.
    var headers: [String]
    var body: Body

    enum Body: Sendable {
        /// The encoded body: ASCII lines of at most 76 characters, each ending in CRLF.
        case leaf([UInt8])
        /// Binary data, encoded in base64 lines only as it is written (`Base64Lines.write`): an attachment of tens
        /// of megabytes is not held encoded beside the message that holds it encoded.
        case base64(Data)
        case multipart(subtype: String, parts: [MIMEPart])
    }

    /// Text (`plain`, `html`) as UTF-8 in quoted-printable; `flowed` marks plain text wrapped by `FlowedText`.
    package static func text(_ text: String, subtype: String, flowed: Bool = false) -> MIMEPart {
        let type = "text/\(subtype); charset=utf-8" + (flowed ? "; format=flowed" : "")
        return MIMEPart(
            headers: [EncodedWord.header("Content-Type", tokens: type.split(separator: " ").map(String.init)),
                      "Content-Transfer-Encoding: quoted-printable\r\n"],
            body: .leaf(QuotedPrintable.encode(text)))
    }

    /// Binary data in base64. `inline` with a Content-ID for a picture the HTML shows, else an attachment.
    /// An inline picture carries no `filename=`: some mail programs list a part with a file name as an attachment
    /// as well as showing it; its Content-ID and `name=` are all the HTML and a saved copy need.
    static func binary(_ data: Data, type: String, fileName: String, contentID: String? = nil) -> MIMEPart {
        var headers = [EncodedWord.header("Content-Type", tokens: [type + ";", "name=\"\(fileName)\""]),
                       "Content-Transfer-Encoding: base64\r\n"]
        if let contentID {
            headers.append("Content-ID: <\(contentID)>\r\n")
            headers.append("Content-Disposition: inline\r\n")
        } else {
            headers.append(EncodedWord.header("Content-Disposition", tokens: ["attachment;", "filename=\"\(fileName)\""]))
        }
        return MIMEPart(headers: headers, body: .base64(data))
    }

    static func multipart(_ subtype: String, _ parts: [MIMEPart]) -> MIMEPart {
        MIMEPart(headers: [], body: .multipart(subtype: subtype, parts: parts))
    }

    /// The part's headers (a multipart's Content-Type with its boundary) and body, as bytes, added to `out`.
    ///
    /// A boundary starts with `=_`, which quoted-printable, base64 and our own headers never write, and carries
    /// `tag`, the message's digest, so it is the same for the same content and differs from one message to the
    /// next; it is checked against everything inside all the same and lengthened if it were ever found there.
    /// The boundaries inside differ from it in their subtype and depth, so none holds another.
    /// Everything is written straight into `out`, which hands it on as it fills: the message is hundreds of
    /// kilobytes, and a copy of it for each level of parts cost more, in fresh pages, than encoding it; with a PDF
    /// of tens of megabytes, the message is never held whole beside it.
    func write(into out: ByteStream, tag: String, depth: Int = 0) {
        for h in headers { out.append(h) }
        switch body {
        case .leaf(let bytes):
            out.append("\r\n")
            out.append(bytes)
        case .base64(let data):
            out.append("\r\n")
            Base64Lines.write(data, into: out)
        case .multipart(let subtype, let parts):
            var boundary = "=_coach-report.\(subtype).\(depth).\(tag)"
            while parts.contains(where: { $0.holds(Array(boundary.utf8)) }) { boundary += "_" }
            out.append(EncodedWord.header("Content-Type", tokens: ["multipart/\(subtype);", "boundary=\"\(boundary)\""]))
            out.append("\r\n")
            for part in parts {
                out.append("--\(boundary)\r\n")
                part.write(into: out, tag: tag, depth: depth + 1)
            }
            out.append("--\(boundary)--\r\n")
        }
    }

    /// How many bytes the leaves inside hold: most of what `write` adds.
    var leafBytes: Int {
        switch body {
        case .leaf(let bytes): bytes.count
        case .base64(let data): Base64Lines.length(data.count)
        case .multipart(_, let parts): parts.reduce(0) { $0 + $1.leafBytes }
        }
    }

    /// Whether `needle` is anywhere in the part's own headers or bodies, or in those of any part inside.
    func holds(_ needle: [UInt8]) -> Bool {
        if headers.contains(where: { Self.bytes(Array($0.utf8), hold: needle) }) { return true }
        switch body {
        case .leaf(let bytes): return Self.bytes(bytes, hold: needle)
        case .base64(let data):
            // Base64 and CRLF have no `_`, which every boundary holds; anything else is looked for in the encoding.
            if needle.contains(UInt8(ascii: "_")) { return false }
            var encoded: [UInt8] = []
            Base64Lines.encode(data, into: &encoded)
            return Self.bytes(encoded, hold: needle)
        case .multipart(_, let parts): return parts.contains { $0.holds(needle) }
        }
    }

    /// Whether `bytes` hold `needle` anywhere: memchr finds each place its first byte is, then a compare. The
    /// parts are hundreds of kilobytes, and the generic `contains` of the standard library took longer than
    /// encoding them.
    static func bytes(_ bytes: [UInt8], hold needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            needle.withUnsafeBufferPointer { n in
                var from = b.baseAddress!
                let end = b.baseAddress! + (b.count - n.count + 1)
                while from < end, let hit = memchr(from, Int32(first), end - from) {
                    let at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(at, n.baseAddress!, n.count) == 0 { return true }
                    from = at + 1
                }
                return false
            }
        }
    }
}
