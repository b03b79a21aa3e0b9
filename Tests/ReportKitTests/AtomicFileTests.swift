import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A link planted where a temporary file will be made cannot redirect the write: the temporary file is
/// created with O_EXCL | O_NOFOLLOW, so an existing name (a link included) is passed over for a fresh one.
@Suite struct AtomicFileTests {
    @Test func aLinkPlantedAtTheTemporaryNameIsPassedOver() throws {
        let dir = Scratch.root.appendingPathComponent("coach-report-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        _ = FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8))
        let out = dir.appendingPathComponent("out.json").path
        // The attacker's link sits exactly where the first temporary file would go.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".out.json.planted.tmp").path, withDestinationPath: victim)
        var tags = ["planted", "fresh"].makeIterator()
        try AtomicFile.write(.bytes(Data("new".utf8)), toFileNamed: out, temporaryTag: { tags.next() ?? "other" })
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "new")
        // The planted link is left as it was, and no temporary file of ours is left.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent(".out.json.planted.tmp").path) == victim)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".out.json.fresh.tmp").path))
    }

    @Test func aLinkAtEveryNameTriedIsAnErrorNotAWrite() throws {
        let dir = Scratch.root.appendingPathComponent("coach-report-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        _ = FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".out.json.same.tmp").path, withDestinationPath: victim)
        #expect(throws: ReportError.self) {
            try AtomicFile.write(.bytes(Data("new".utf8)), toFileNamed: dir.appendingPathComponent("out.json").path, temporaryTag: { "same" })
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
    }
}

/// Stopping the temporary files (SIGINT, SIGTERM) removes every one listed and lets its lock go: a write after it
/// fails at once instead of waiting for ever, so a host that goes on is never hung by it (issue 38).
@Suite struct TemporaryFilesStopTests {
    @Test func stoppingRemovesEveryFileAndRefusesMoreWithoutHoldingTheLock() throws {
        let dir = Scratch.root.appendingPathComponent("coach-report-stop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = open(dir.path, O_RDONLY | O_DIRECTORY)
        defer { close(folder) }
        let registry = TemporaryFiles()
        guard case .success(let made) = registry.create(".a.tmp", in: folder, mode: 0o600) else { Issue.record("not created"); return }
        close(made.fd)
        registry.removeAllAndStop()
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".a.tmp").path))
        // Both return at once (a held lock would hang the test here).
        #expect(registry.finish(made.key, renamingTo: "a") == ECANCELED)
        guard case .failure(let refused) = registry.create(".b.tmp", in: folder, mode: 0o600) else { Issue.record("created after stop"); return }
        #expect(refused.code == ECANCELED)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// A sink of a stopped host fails with a sentence at once; another host's sink goes on writing.
    @Test func aStoppedHostsWriteFailsWithASentenceAndAnotherHostWrites() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-stop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let stopped = TemporaryFiles(), going = TemporaryFiles()
        stopped.removeAllAndStop()
        let file = OutputFile(path: "a.txt", text: "a")
        #expect {
            try FolderSink(folder: dir.path, createsFolders: true, temporaryFiles: stopped).write(file)
        } throws: { error in
            (error as? ReportError)?.message.contains("not written, as the program is stopping") == true
        }
        try FolderSink(folder: dir.path, createsFolders: true, temporaryFiles: going).write(file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.txt"])
    }
}
