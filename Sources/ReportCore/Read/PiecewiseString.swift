/// Builds a String from UTF-8 written a little at a time, holding the String and one small piece.
///
/// The decoder used to fill an array with the whole text and then copy it into a String, so a 30 MiB note
/// with line breaks was held twice while it was read (issue 27, finding 4). Here the text goes into a String
/// reserved at the length expected, a piece of at most `pieceSize` bytes at a time; pieces end where a
/// character's bytes end. Nothing is written through a pointer: the String's own append does the copying,
/// so a length guessed short costs the String a regrowth, never a write past its storage.
struct PiecewiseString {
    /// Bytes gathered before they go into the String.
    static let pieceSize = 1 << 16

    private var text = ""
    private var piece: [UInt8] = []

    /// Room for `expectedBytes`: more is taken, at the cost of growing the String. A text expected to fit in one
    /// piece is made from the piece at the end, so a short one costs what it did: two blocks, not three.
    init(expectedBytes: Int) {
        if expectedBytes > Self.pieceSize { text.reserveCapacity(expectedBytes) }
        piece.reserveCapacity(min(expectedBytes, Self.pieceSize))
    }

    /// Appends the bytes of one character (at most four).
    package mutating func append<S: Collection<UInt8>>(character bytes: S) {
        if piece.count + bytes.count > Self.pieceSize { flush() }
        piece.append(contentsOf: bytes)
    }

    /// Appends whole characters' UTF-8, cut into pieces between characters.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < bytes.count {
            if piece.count == Self.pieceSize { flush() }
            var end = min(bytes.count, start + Self.pieceSize - piece.count)
            // A byte 10xxxxxx continues a character: end the piece before that character instead.
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if end == start {
                // The piece has no room for the next character; bytes that are no characters' (never here:
                // the reader checked them) are cut where the piece is full.
                guard piece.isEmpty else { flush(); continue }
                end = min(bytes.count, start + Self.pieceSize)
            }
            piece.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
        }
    }

    /// The text; the builder is spent.
    mutating func finish() -> String {
        if text.isEmpty { return String(decoding: piece, as: UTF8.self) }
        flush()
        return text
    }

    private mutating func flush() {
        guard !piece.isEmpty else { return }
        text.append(String(decoding: piece, as: UTF8.self))
        piece.removeAll(keepingCapacity: true)
    }
}
