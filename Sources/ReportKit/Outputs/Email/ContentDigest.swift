/// A 64-bit digest of bytes, for the names a message derives from its content: its Message-ID, its boundaries
/// and its pictures' Content-IDs. The same content gives the same names; different content, almost surely others.
/// Not for secrets.
///
/// Taken over 8-byte little-endian words rather than byte by byte: a message is hundreds of kilobytes, and a
/// multiply for every byte, each waiting on the last, cost the email a millisecond or more. Each step folds the
/// whole 128-bit product back into 64 bits, so a change in any bit of a word spreads over the next state in a way
/// that depends on the data: with a plain 64-bit multiply, a word's top bit reached only one bit of the state,
/// and some changes to bytes 8 apart cancelled out whatever the content.
struct ContentDigest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func add(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { add($0) }
        }
    }

    /// The length goes in too, so that where one piece ends and the next begins is part of the digest.
    private mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var i = 0
        while i + 8 <= bytes.count {
            step(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        var last: UInt64 = 0
        for (shift, b) in bytes[i...].enumerated() { last |= UInt64(b) << (8 * UInt64(shift)) }
        step(last)
        step(UInt64(bytes.count))
    }

    /// A number, by its bits.
    mutating func add(_ value: Double) { step(value.bitPattern) }

    /// A small number or a tag.
    mutating func add(_ value: Int) { step(UInt64(bitPattern: Int64(value))) }

    private mutating func step(_ word: UInt64) {
        let product = (value ^ word).multipliedFullWidth(by: Self.multiplier)
        value = product.high ^ product.low
    }

    /// Sixteen hex digits.
    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
