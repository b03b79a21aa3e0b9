import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// cairo's bytes collected in one buffer: every write in order, handed over once, without a copy.
@Suite struct DataSinkTests {
    @Test func writesComeOutInOrderAndTheSinkEmpties() {
        let sink = DataSink()
        var expected: [UInt8] = []
        for n in [0, 1, 7, 4096, 3, 10_000, 1] {
            let piece = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ expected.count) }
            piece.withUnsafeBytes { _ = sink.append($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: n) }
            expected += piece
        }
        #expect(sink.count == expected.count)
        let data = sink.take()
        #expect([UInt8](data) == expected)
        #expect(sink.count == 0)
        #expect(sink.take().isEmpty)
    }

    /// The PDF is mended in the buffer cairo wrote into: a long PDF is held once.
    @Test func theTakenBytesAreMendedInPlace() {
        let sink = DataSink()
        let text = Array("/XObject << /x1 1 0 R /x1 1 0 R >>".utf8)
        text.withUnsafeBytes { _ = sink.append($0.baseAddress!, count: $0.count) }
        var data = sink.take()
        let before = data.withUnsafeBytes { $0.baseAddress }
        CairoPDFRepair.removeRepeatedResourceEntries(&data)
        #expect(data.withUnsafeBytes { $0.baseAddress } == before)
        #expect(String(decoding: data, as: UTF8.self) == "/XObject << /x1 1 0 R           >>")
    }
}
