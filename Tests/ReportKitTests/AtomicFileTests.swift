import Foundation
import Testing
@testable import ReportKit

/// A link planted where a temporary file will be made cannot redirect the write: the temporary file is
/// created with O_EXCL | O_NOFOLLOW, so an existing name (a link included) is passed over for a fresh one.
@Suite struct AtomicFileTests {
    @Test func aLinkPlantedAtTheTemporaryNameIsPassedOver() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        _ = FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8))
        let out = dir.appendingPathComponent("out.json").path
        // The attacker's link sits exactly where the first temporary file would go.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".out.json.planted.tmp").path, withDestinationPath: victim)
        var tags = ["planted", "fresh"].makeIterator()
        try AtomicFile.write(Data("new".utf8), toFileNamed: out, temporaryTag: { tags.next() ?? "other" })
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "new")
        // The planted link is left as it was, and no temporary file of ours is left.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent(".out.json.planted.tmp").path) == victim)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".out.json.fresh.tmp").path))
    }

    @Test func aLinkAtEveryNameTriedIsAnErrorNotAWrite() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        _ = FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".out.json.same.tmp").path, withDestinationPath: victim)
        #expect(throws: ReportError.self) {
            try AtomicFile.write(Data("new".utf8), toFileNamed: dir.appendingPathComponent("out.json").path, temporaryTag: { "same" })
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    }
}
