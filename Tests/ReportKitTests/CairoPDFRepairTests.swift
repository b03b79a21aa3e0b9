import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The mending of cairo's repeated resource entries: what it blanks, and that its search (the C library's `memmem`)
/// finds what a walk byte by byte finds.
@Suite struct CairoPDFRepairTests {
    @Test func repeatedEntriesAreBlankedInPlace() {
        let text = "<< /XObject << /x38 38 0 R /x12 12 0 R /x38 38 0 R >> /Font << /f-0-0 5 0 R /f-0-0 5 0 R >> /FontFile2 7 0 R >>"
        var data = Data(text.utf8)
        CairoPDFRepair.removeRepeatedResourceEntries(&data)
        let mended = String(decoding: data, as: UTF8.self)
        #expect(mended.count == text.count)
        #expect(mended == "<< /XObject << /x38 38 0 R /x12 12 0 R             >> /Font << /f-0-0 5 0 R              >> /FontFile2 7 0 R >>")
    }

    /// A dictionary that is not only `/name N G R` entries is left as it is.
    @Test func otherDictionariesAreLeftAlone() {
        let text = "/XObject << /x1 1 0 R /x1 [1 2] >> /Pattern<</p2 2 0 R/p2 2 0 R>>/Shading"
        var data = Data(text.utf8)
        CairoPDFRepair.removeRepeatedResourceEntries(&data)
        #expect(String(decoding: data, as: UTF8.self) == "/XObject << /x1 1 0 R /x1 [1 2] >> /Pattern<</p2 2 0 R         >>/Shading")
    }

    @Test func findAgreesWithAWalkOverEveryByte() {
        var generator = SampleRandom(seed: 38)
        let alphabet = Array("/Fontab<> ".utf8)
        for _ in 0..<300 {
            var bytes = (0..<Int(generator.next() % 200)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let pattern = (0..<Int(1 + generator.next() % 4)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let start = bytes.isEmpty ? 0 : Int(generator.next() % UInt64(bytes.count + 1))
            let expected = (start..<max(start, bytes.count - pattern.count + 1)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
            let found = bytes.withUnsafeMutableBufferPointer { CairoPDFRepair.find(pattern, in: $0, from: start) }
            #expect(found == expected, "\(bytes) \(pattern) from \(start)")
        }
    }
}
