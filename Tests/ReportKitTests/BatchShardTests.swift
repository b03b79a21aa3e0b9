import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The shard of an id is a published contract (docs/batch.md, `batch --help`): pinned to values worked out apart from
/// coach-report (`int.from_bytes(hashlib.sha256(id.encode()).digest()[:8], "big") % n` in Python).
@Suite struct BatchShardTests {
    @Test func anIdFallsInTheShardItsHashSays() {
        #expect(BatchShard.bucket(of: "client-042", count: 3) == 1)
        #expect(BatchShard.bucket(of: "client-042", count: 8) == 3)
        #expect(BatchShard.bucket(of: "p1", count: 3) == 0)
        #expect(BatchShard.bucket(of: "a", count: 8) == 2)
        #expect(BatchShard.bucket(of: "anyone", count: 1) == 0)
    }

    @Test func onlyAnIndexBelowTheCountIsAShard() {
        #expect(BatchShard(parsing: "3/8") == BatchShard(index: 3, count: 8))
        #expect(BatchShard(parsing: "0/1") != nil)
        for text in ["8/8", "-1/3", "1/0", "1", "a/b", "1/2/3", "", " 1/2"] { #expect(BatchShard(parsing: text) == nil, "\(text)") }
    }

    @Test func everyIdIsInExactlyOneShard() {
        let ids = (0..<500).map { "client-\($0)" }
        let shards = (0..<7).map { BatchShard(index: $0, count: 7)! }
        for id in ids { #expect(shards.filter { $0.holds(id) }.count == 1) }
    }
}
