import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The public calls the command line runs on besides the single outputs (issue 38): runs of files into a
/// `ReportFolder`, stats, the host's fonts made ready ahead, and `-` written only through the writer given.
@Suite struct ReportRunsOfFilesTests {
    static let exportBytes = try! Data(contentsOf: URL(fileURLWithPath: ChartFixture.samplePath))

    @Test func everyWeeksSummaryIsTheOneSummaryOfThatWeek() throws {
        let report = try Report(export: Self.exportBytes)
        let folder = Scratch.root.appendingPathComponent("runs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try report.writeSummaries(.everyWeek, into: ReportFolder(folder.path))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count > 1 && names.allSatisfy { $0.hasSuffix(".md") })
        let latest = try #require(names.last)
        #expect(try Data(contentsOf: folder.appendingPathComponent(latest)) == Data(try report.summary(of: .week(.latest)).utf8))
    }

    @Test func statsAsJSONIsOneDocument() throws {
        let json = try Report(export: Self.exportBytes).stats(format: .json)
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func fontsMadeReadyAheadGoToTheNextOutputs() {
        let host = ReportHost(makesFontsCurrent: false)
        let warm = host.fontWarmUp(for: .site, typeSetters: 2)
        let first = host.typeSetter()
        #expect(host.spareTypeSetters().count == 1)
        #expect(host.spareTypeSetters().isEmpty)
        // The work may run after the outputs took the type setters: they are the same ones, warmed meanwhile.
        warm()
        #expect(first.configuration === host.fonts)
    }

    @Test func standardOutputIsWrittenOnlyThroughTheWriterGiven() throws {
        #expect(throws: ReportError.self) { try ReportHost.tests.write(Data("x".utf8), to: "-", in: .namedFiles()) }
        let written = Locked(Data())
        try ReportHost.tests.write(Data("x".utf8), to: "-", in: .namedFiles(standardOutput: { data in written.withLock { $0 += data } }))
        #expect(written.withLock { $0 } == Data("x".utf8))
    }
}
