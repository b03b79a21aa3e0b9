#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds where the lists after an export's entries probably begin, without reading the entries:
/// a byte search for a list's member name in quotes.
///
/// A byte search cannot tell a top-level member from one nested deeper, so this is a guess. Whoever
/// uses it must check it, as `ReadAhead` does: the reader takes a list read from here only where its
/// own reading finds a member of that name whose value starts at that very byte.
enum ListSearch {
    /// Where the first of `names` that occurs stands in quotes (the opening quote), trying them in order.
    static func firstMember(of names: [StaticString], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        return names.lazy.compactMap { firstQuoted($0, in: base, count: bytes.count) }.first
    }

    /// Where `"name"` first stands (its opening quote). It looks for one of the name's rarer letters with
    /// `memchr`, which reads many bytes at a time, and compares the whole name only where that letter
    /// is: far fewer bytes read than a walk over brackets and quotes, and far fewer compares than one
    /// at every quote.
    private static func firstQuoted(_ name: StaticString, in base: UnsafePointer<UInt8>, count: Int) -> Int? {
        let needle = [UInt8(ascii: "\"")] + UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount) + [UInt8(ascii: "\"")]
        // Capitals are rare in an export's words and keys, then the least used small letters.
        func rarity(_ b: UInt8) -> Int { (0x41...0x5A).contains(b) ? 0 : "vkjxqz".utf8.contains(b) ? 1 : 2 }
        let k = needle.indices.dropFirst().min { rarity(needle[$0]) < rarity(needle[$1]) }!
        var from = k
        while from < count, let hit = memchr(base + from, Int32(needle[k]), count - from) {
            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - k
            if at + needle.count <= count, memcmp(base + at, needle, needle.count) == 0 { return at }
            from = at + k + 1
        }
        return nil
    }
}
