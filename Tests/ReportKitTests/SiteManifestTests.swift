import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The site's list of the files it wrote claims only files it wrote, as it wrote them (issue 27): a build that
/// stopped once listed files it never wrote, and a person's file at such a path, or their own edit of the site's
/// `style.css`, was then replaced without a word.
@Suite struct SiteManifestTests {
    /// A folder sink whose writes of one path fail, as a build stopped there would.
    struct FailingSink: FileSink {
        let inner: FolderSink
        let failing: String
        func write(_ file: OutputFile) throws(ReportError) {
            if file.path == failing { throw ReportError(.io, "\(file.path): stopped here") }
            try inner.write(file)
        }
        func remove(_ path: String) throws(ReportError) { try inner.remove(path) }
        func contents(of path: String) -> Data? { inner.contents(of: path) }
        func existing(_ path: String) -> mode_t? { inner.existing(path) }
        func append(_ bytes: Data, to path: String) throws(ReportError) { try inner.append(bytes, to: path) }
        // The folder's list kept open, as a build without a failing sink has it.
        func appending(to path: String) throws(ReportError) -> any FileAppending { try inner.appending(to: path) }
    }

    static func export() throws -> Export { try Fixtures.context("sample-export.json").export }

    static func build(_ folder: String, asOf: Day? = nil, failingAt failing: String? = nil, force: Bool = false) throws {
        let job = try SiteTests.job(SiteTests.context(try export(), .summary, asOf: asOf))
        let sink = FolderSink(folder: folder, createsFolders: true)
        let runner = JobRunner(typeSetter: TypeSetter(), sink: failing.map { FailingSink(inner: sink, failing: $0) } ?? sink)
        try job.build(runner: runner, force: force)
    }

    static func write(_ text: String, _ path: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

    /// The list kept open for a build's lines is opened with the checks of every other write: a link or FIFO planted
    /// at its name is refused, never written through, and what is added lands at the end of the file, in order.
    @Test func theListKeptOpenIsOpenedAsAnyWriteIs() throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = FolderSink(folder: folder, createsFolders: true)
        try sink.write(OutputFile(path: "list", bytes: Data("a\n".utf8)))
        let list = try sink.appending(to: "list")
        try list.append(Data("b\n".utf8))
        try list.append(Data("c\n".utf8))
        #expect(sink.contents(of: "list") == Data("a\nb\nc\n".utf8))
        try Self.write("theirs", folder + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: folder + "/elsewhere")
        #expect(throws: ReportError.self) { _ = try sink.appending(to: "linked") }
        #expect(mkfifo(folder + "/piped", 0o600) == 0)
        #expect(throws: ReportError.self) { _ = try sink.appending(to: "piped") }
        #expect(throws: ReportError.self) { _ = try sink.appending(to: "missing") }
        #expect(FileManager.default.contents(atPath: folder + "/elsewhere") == Data("theirs".utf8))
    }

    /// A build in `folder` stops at the person's own `path` (holding "mine"), naming it, and leaves it as it was.
    static func expectMineRefused(_ folder: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try Self.build(folder)
        } throws: { error in
            let e = error as? ReportError
            return e?.kind == .cannotCreate && e?.message.hasPrefix(folder + "/" + path + " is already there") == true
        }
        #expect(FileManager.default.contents(atPath: folder + "/" + path) == Data("mine".utf8), sourceLocation: sourceLocation)
    }

    @Test func aFileAStoppedBuildNeverWroteIsNotClaimed() throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportError.self) { try Self.build(folder, failingAt: "weeks/2026-W47.html") }
        #expect(FileManager.default.fileExists(atPath: folder + "/weeks/2026-W46.html"))
        try Self.write("mine", folder + "/weeks/2026-W47.html")
        Self.expectMineRefused(folder, "weeks/2026-W47.html")
        // What the stopped build did write is the site's: once the person's file is moved away, a build goes through.
        try FileManager.default.removeItem(atPath: folder + "/weeks/2026-W47.html")
        try Self.build(folder)
    }

    /// A new site's folders are looked at once each rather than at each page; a person's page in one that is there is
    /// still found, and one that is not there (or is a file) holds none.
    @Test func aPersonsPageInAFolderOfANewSiteIsFound() throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/weeks", withIntermediateDirectories: true)
        try Self.write("mine", folder + "/weeks/2026-W47.html")
        try Self.write("a file, not a folder", folder + "/months")
        Self.expectMineRefused(folder, "weeks/2026-W47.html")
    }

    @Test func aStoppedBuildsFilesAreRemovedByTheNextBuild() throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportError.self) { try Self.build(folder, failingAt: "index.html") }
        #expect(FileManager.default.fileExists(atPath: folder + "/weeks/2026-W47.html"))
        try Self.build(folder, asOf: Day(iso: "2026-10-31")!)
        #expect(!FileManager.default.fileExists(atPath: folder + "/weeks/2026-W47.html"))
        #expect(FileManager.default.fileExists(atPath: folder + "/weeks/2026-W43.html"))
    }

    @Test(arguments: ["style.css", "robots.txt", "weeks/2026-W46.html"])
    func aSiteFileThePersonChangedIsTheirs(path: String) throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.build(folder)
        try Self.write("my own\n", folder + "/" + path)
        #expect(throws: ReportError.self) { try Self.build(folder) }
        #expect(FileManager.default.contents(atPath: folder + "/" + path) == Data("my own\n".utf8))
        // --force replaces it; the site's file is then the site's again.
        try Self.build(folder, force: true)
        #expect(FileManager.default.contents(atPath: folder + "/" + path) != Data("my own\n".utf8))
        try Self.build(folder)
    }

    @Test func theListHoldsEachFilesHashAndPath() throws {
        let folder = try SiteTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.build(folder)
        let list = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/" + SiteJob.manifestName)), as: UTF8.self)
        let style = try #require(FileManager.default.contents(atPath: folder + "/style.css"))
        #expect(list.hasPrefix("# coach-report site: "))
        #expect(list.contains("\n" + SiteManifest.hash(style) + " style.css\n"))
        // A list from before the hashes, paths alone, is still taken as the site's.
        #expect(SiteManifest.records(in: Data("# old\nindex.html\nweeks/2026-W47.html\n../x\n".utf8)) == ["index.html": [""], "weeks/2026-W47.html": [""]])
    }
}
