import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
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

    /// Units that say which type setter made them.
    struct Makers: Job {
        let unitCount: Int
        let known: [TypeSetter]
        func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
            let which = known.firstIndex { $0 === typeSetter }.map(String.init) ?? "new"
            return [OutputFile(path: "\(index).txt", text: which)]
        }
    }

    /// Fonts made ready for the second thread (the site's, while the export is read) are the ones it lays out with;
    /// one thread alone uses the first only, and a thread beyond those given makes its own.
    @Test func spareTypeSettersAreTheOtherThreadsOwn() throws {
        let first = TypeSetter(), spare = TypeSetter()
        for (workers, allowed) in [(1, ["0"]), (2, ["0", "1"]), (3, ["0", "1", "new"])] {
            let sink = Texts()
            try JobRunner(typeSetter: first, spare: [spare], sink: sink, workers: workers).run(Makers(unitCount: 200, known: [first, spare]))
            let makers = Set(sink.texts.withLock { $0 })
            #expect(makers.isSubset(of: Set(allowed)), "\(workers) threads: \(makers)")
            #expect(makers.contains("0"))
        }
    }

    final class Texts: FileSink, Sendable {
        let texts = Locked<[String]>([])
        func write(_ file: OutputFile) throws(ReportError) { texts.withLock { $0.append(String(decoding: file.bytes, as: UTF8.self)) } }
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
