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

    final class Collected: FileSink, @unchecked Sendable {
        let lock = NSLock()
        var paths: [String] = []
        var reports: [[Int]] = []
        func write(_ file: OutputFile) throws(ReportError) { lock.withLock { paths.append(file.path) } }
        func remove(_ path: String) throws(ReportError) {}
        func contents(of path: String) -> Data? { nil }
    }

    @Test func progressCountsUpOnceForEveryUnitFailedOrNot() throws {
        let sink = Collected()
        let runner = JobRunner(typeSetter: TypeSetter(), sink: sink) { done, total in
            sink.lock.withLock { sink.reports.append([done, total]) }
        }
        #expect(throws: ReportError.self) { try runner.run(Numbers(unitCount: 40)) }
        #expect(sink.reports == (1...40).map { [$0, 40] })
        #expect(sink.paths.count == 39)
    }
}
