import Foundation
import Testing

/// Outputs are written so that nothing else is hit: a private file stays private, a device stays a device,
/// a link is refused, not written through, unchanged files are not touched, and nothing half-written or temporary is left.
@Suite struct SafeWriteTests {
    static func mode(_ path: String) -> UInt16 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt16(info.st_mode & 0o7777) : 0
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stats.json").path
        try #require(FileManager.default.createFile(atPath: out, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--json", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.mode(out) == 0o600)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("{"))
        // Nothing but the output in the folder: no temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["stats.json"])
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--out", "/dev/null"])
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aLinkNamedAsTheOutputIsRefusedNotWrittenThrough() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.svg").path
        let link = dir.appendingPathComponent("link.svg").path
        try #require(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
        let r = try CLIRunner.run(["chart", "rings", CLIRunner.example("sample-export.json"), "--out", link])
        #expect(r.status == 74)
        #expect(r.stderr.contains("link.svg: not written: it is a symbolic link"), "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.svg")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
    }

    @Test func unchangedFilesKeepTheirTime() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = ["summary", CLIRunner.example("sample-export.json"), "--every-week", "--out", dir.path]
        #expect(try CLIRunner.run(args).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(!files.isEmpty)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for f in files { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: dir.appendingPathComponent(f).path) }
        #expect(try CLIRunner.run(args).status == 0)
        for f in files {
            let date = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(f).path)[.modificationDate] as? Date
            #expect(date == old, "\(f) was rewritten")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == files)
    }

    @Test func aMissingFolderForOneFileIsAnIOError() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("nowhere/chart.svg").path
        let r = try CLIRunner.run(["chart", "rings", CLIRunner.example("sample-export.json"), "--out", out])
        #expect(r.status == 74)
        #expect(r.stderr.contains("does not exist"), "\(r.stderr)")
    }

    @Test func anEmptyOutputPathIsABadUsage() throws {
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--out", ""])
        #expect(r.status == 64, "\(r.stderr)")
    }
}
