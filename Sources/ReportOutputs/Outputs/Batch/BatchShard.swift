import ReportNative
/// One of N shards of a manifest (`--shard I/N`, I from 0): the people whose id hashes to I modulo N.
///
/// The hash is the first 8 bytes of the SHA-256 of the id's UTF-8 bytes, read as a big-endian unsigned integer.
/// It depends on the id alone, so the shards never overlap, together hold everyone, and adding a person to the
/// manifest moves nobody else; any language can compute it (`sha256(id)[:8]` as big-endian, modulo N).
package struct BatchShard: Sendable, Equatable {
    package let index: Int
    package let count: Int

    package init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `3/8`; nil for anything else, or an index not below the count.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// Whether the person with `id` is in this shard.
    package func holds(_ id: String) -> Bool { Self.bucket(of: id, count: count) == index }

    /// The shard, of `count`, that `id` falls in.
    package static func bucket(of id: String, count: Int) -> Int {
        let digest = Array(id.utf8).withUnsafeBytes { SHA256.digest($0) }
        let leading = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(leading % UInt64(count))
    }

    /// The status file of this shard: `batch-status-3-of-8.jsonl`.
    var statusName: String { "batch-status-\(index)-of-\(count).jsonl" }
}
