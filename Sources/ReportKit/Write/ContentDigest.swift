/// A 64-bit digest of bytes, for the names a message derives from its content: its Message-ID, its boundaries
/// and its pictures' Content-IDs. The same content gives the same names; different content, almost surely others.
/// Not for secrets.
///
/// FNV-1a's step taken over 8-byte words, with the high half folded back in after each, rather than byte by
/// byte: a message is hundreds of kilobytes, and a multiply for every byte, each waiting on the last, cost the
/// email a millisecond or more.
struct ContentDigest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    mutating func add(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { add($0) }
        }
    }

    /// The length goes in too, so that where one piece ends and the next begins is part of the digest.
    private mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var i = 0
        while i + 8 <= bytes.count {
            step(bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
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
        value = (value ^ word) &* Self.prime
        value ^= value >> 32
    }

    /// Sixteen hex digits.
    var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
