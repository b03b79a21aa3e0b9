import Foundation
import Testing
@testable import ReportKit

/// `JobRunner` tells how far a job is through a value it is given; what to show is the command's to decide.
@Suite struct JobProgressTests {
    /// Units that each give one small file.
    struct Numbers: Job {
        let unitCount: Int
        func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
            if index == 3 { throw ReportError(.io, "unit 3 fails") }
            return [OutputFile(path: "\(index).txt", text: "\(index)")]
        }
    }

    final class Collected: FileSink, Sendable {
        let paths = Locked<[String]>([])
        let reports = Locked<[[Int]]>([])
        func write(_ file: OutputFile) throws(ReportError) { paths.withLock { $0.append(file.path) } }
        func remove(_ path: String) throws(ReportError) {}
        func contents(of path: String) -> Data? { nil }
    }

    @Test func progressCountsUpOnceForEveryUnitFailedOrNot() throws {
        let sink = Collected()
        let runner = JobRunner(typeSetter: TypeSetter(), sink: sink) { done, total in
            sink.reports.withLock { $0.append([done, total]) }
        }
        #expect(throws: ReportError.self) { try runner.run(Numbers(unitCount: 40)) }
        #expect(sink.reports.withLock { $0 } == (1...40).map { [$0, 40] })
        #expect(sink.paths.withLock { $0.count } == 39)
    }
}
