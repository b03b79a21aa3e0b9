import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `FolderSink.remove` takes away a file an earlier run made, and nothing else: only a regular file, only
/// inside the folder, never through a symbolic link anywhere on the way, never opening a FIFO.
@Suite struct FolderSinkRemovalTests {
    static func folder() throws -> String {
        let path = Scratch.root.appendingPathComponent("coach-report-remove-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/out/weeks", withIntermediateDirectories: true)
        return path
    }

    static func write(_ path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8)) }

    @Test func aFileGoesAndSoDoesTheFolderItLeavesEmpty() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        Self.write(dir + "/out/weeks/2026-W47.html")
        let sink = FolderSink(folder: dir + "/out")
        try sink.remove("weeks/2026-W47.html")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/weeks"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out"))
        // Already gone, or its folder gone: nothing to do.
        try sink.remove("weeks/2026-W47.html")
        try sink.remove("2026-W47.html")
    }

    @Test func aLinkedFolderOnTheWayIsRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere/deeper", withIntermediateDirectories: true)
        Self.write(dir + "/elsewhere/2026-W47.html")
        Self.write(dir + "/elsewhere/deeper/2026-W47.html")
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/years", withDestinationPath: dir + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/weeks/old", withDestinationPath: dir + "/elsewhere")
        let sink = FolderSink(folder: dir + "/out")
        // A link as the first folder on the way, and deeper down.
        for path in ["years/2026-W47.html", "weeks/old/2026-W47.html", "weeks/old/deeper/2026-W47.html"] {
            #expect(throws: ReportError.self) { try sink.remove(path) }
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/elsewhere/2026-W47.html"))
        #expect(FileManager.default.fileExists(atPath: dir + "/elsewhere/deeper/2026-W47.html"))
    }

    @Test func onlyARegularFileInsideTheFolderIsRemoved() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        Self.write(dir + "/victim.txt")
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/link.html", withDestinationPath: dir + "/victim.txt")
        #expect(mkfifo(dir + "/out/fifo.html", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: dir + "/out/folder.html", withIntermediateDirectories: true)
        let sink = FolderSink(folder: dir + "/out")
        // A FIFO with no writer would block an open: the test ends only if it is never opened.
        let refused = ["link.html", "fifo.html", "folder.html", "../victim.txt", "weeks/../../victim.txt", dir + "/victim.txt", "./link.html", ""]
        for path in refused {
            #expect(throws: ReportError.self, "\(path)") { try sink.remove(path) }
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/victim.txt"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/out/link.html")) == dir + "/victim.txt")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/fifo.html"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/folder.html"))
    }

    @Test func aFileIsReadBackOnlyWhenItIsARegularFileInside() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        Self.write(dir + "/victim.txt")
        Self.write(dir + "/out/list")
        try FileManager.default.createSymbolicLink(atPath: dir + "/out/link", withDestinationPath: dir + "/victim.txt")
        #expect(mkfifo(dir + "/out/fifo", 0o600) == 0)
        let sink = FolderSink(folder: dir + "/out")
        #expect(sink.contents(of: "list") == Data("keep me".utf8))
        for path in ["link", "fifo", "../victim.txt", "missing", "weeks"] { #expect(sink.contents(of: path) == nil, "\(path)") }
    }
}
