#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportOutputs

/// Many people's outputs in one run, from a manifest with one person a line, as `coach-report batch` makes them:
/// each person's outputs in `out/<id>/`, and a line each in the status file (`out/batch-status.jsonl`).
/// A manifest that is not valid is refused when the value is made, before anything is written.
public struct ReportBatch: Sendable {
    let batch: Batch
    let host: ReportHost

    /// Reads the manifest at `path` (`-`: standard input, through `standardInput`), whose paths are taken against
    /// its folder. `shard` (`3/8`) makes only the people of that shard; `jobs` people are made at once (nil: one
    /// per processor); `templates` nil: the built-in ones; `machineTimeZone` is the zone for exports that name
    /// none and whose line names none.
    public init(
        manifest path: String, out: String, shard: String? = nil, jobs: Int? = nil, templates: ReportTemplates? = nil,
        machineTimeZone: String? = nil, host: ReportHost, standardInput: StandardInputReader? = nil
    ) throws(ReportError) {
        let bytes = try FileIO.read(path, standardInput: standardInput)
        let people = try BatchManifest.read(bytes.withUnsafeBufferPointer { Data($0) }, folder: folderPart(of: path))
        batch = Batch(
            people: people, out: out, shard: shard.flatMap(BatchShard.init(parsing:)), jobs: jobs, templates: try ReportTemplates.library(templates),
            machineTimeZone: machineTimeZone)
        self.host = host
    }

    /// Whether `text` names a shard: `I/N`, with I from 0 to N-1.
    public static func isShard(_ text: String) -> Bool { BatchShard(parsing: text) != nil }

    /// How many people this run makes (its shard's, or everyone).
    public var count: Int { batch.selected.count }

    /// One person's part that failed: their id and the sentence saying why.
    public struct Failure: Sendable, Equatable {
        /// The person's id in the manifest.
        public let id: String
        /// What could not be made, and why.
        public let message: String
    }

    /// How a run went: who failed, and what a command line ends with.
    public struct Outcome: Sendable, Equatable {
        /// The people whose outputs could not all be made, in manifest order.
        public let failures: [Failure]
        /// 0 when every person is done or skipped, 74 when a file could not be written, else 65.
        public let exitStatus: Int32
    }

    /// Makes everyone selected, then writes the status file; `progress` is told as each person is done. Throws only
    /// when the status file cannot be written: a person who fails stops nobody else.
    public func run(progress: ReportProgress? = nil) throws(ReportError) -> Outcome {
        let statuses = try batch.run(typeSetter: host.typeSetter(), temporaryFiles: host.temporaryFiles, progress: progress)
        return Outcome(
            failures: statuses.filter { $0.outcome == .failed }.map { Failure(id: $0.id, message: $0.message) },
            exitStatus: Batch.exitStatus(statuses))
    }
}
