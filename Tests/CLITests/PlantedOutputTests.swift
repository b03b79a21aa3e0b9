import Foundation
import Testing

/// Whatever someone plants where an output goes (a link to a file or to a folder outside, a FIFO, a link to
/// nothing), at every kind of path `week`, `site`, `summary --every-week` and `email --out` write: nothing
/// outside is written or made, the plant stays as it was, the run says why it stopped, and no run blocks.
@Suite struct PlantedOutputTests {
    enum Plant: CaseIterable { case linkToFile, linkToFolder, fifo, danglingLink }

    static let export = CLIRunner.example("uke-nb.json")

    /// What lies outside the output: a file that must keep its bytes, a folder that must stay empty, and a
    /// name that must not come to exist.
    struct Outside {
        let victim: String, folder: String, nowhere: String

        init(_ dir: URL) throws {
            victim = dir.path + "/outside/victim.txt"
            folder = dir.path + "/outside/folder"
            nowhere = dir.path + "/outside/nowhere"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try #require(FileManager.default.createFile(atPath: victim, contents: Data("keep me".utf8)))
        }

        func plant(_ plant: Plant, at path: String) throws {
            try? FileManager.default.removeItem(atPath: path)
            switch plant {
            case .linkToFile: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
            case .linkToFolder: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder)
            case .danglingLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: nowhere)
            case .fifo: try #require(mkfifo(path, 0o644) == 0)
            }
        }

        func expectUntouched(_ plant: Plant, at path: String, _ what: String) {
            #expect((try? String(contentsOfFile: victim, encoding: .utf8)) == "keep me", "\(what)")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == [], "\(what)")
            #expect(!FileManager.default.fileExists(atPath: nowhere), "\(what)")
            var info = stat()
            let kind = lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
            #expect(kind == (plant == .fifo ? S_IFIFO : S_IFLNK), "\(what): the plant was replaced")
        }
    }

    /// Runs `arguments` with a plant of each kind at `path` (under `prepare`'s fresh folder), and expects it refused.
    /// `status` 73: the site's own list is what is planted over, so it cannot tell its files and stops before writing.
    static func expectRefused(
        _ arguments: [String], plantingAt relative: String, in dir: URL, status: Int32 = 74, prepare: (String) throws -> Void
    ) throws {
        for plant in Plant.allCases {
            let out = dir.path + "/out-\(UUID().uuidString)"
            try prepare(out)
            let outside = try Outside(dir.appendingPathComponent(UUID().uuidString))
            try outside.plant(plant, at: out + "/" + relative)
            let r = try CLIRunner.run(arguments.map { $0.hasPrefix("OUT") ? out + $0.dropFirst(3) : $0 }, timeout: 60)
            let what = "\(arguments.first ?? "") with \(plant) at \(relative)"
            #expect(!r.timedOut, "\(what) blocked")
            #expect(r.status == status, "\(what): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains(status == 74 ? "not written" : "already there") && r.stderr.contains(relative.split(separator: "/").first.map(String.init) ?? relative), "\(what): \(r.stderr)")
            outside.expectUntouched(plant, at: out + "/" + relative, what)
        }
    }

    static func makeFolder(_ path: String) throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    @Test(arguments: ["2026-W47.pdf", "2026-W47.md", "2026-W47-rings.svg"])
    func week(_ path: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.expectRefused(["week", Self.export, "--week", "2026-W47", "--out", "OUT"], plantingAt: path, in: dir, prepare: Self.makeFolder)
    }

    @Test func summaryEveryWeek() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.expectRefused(["summary", Self.export, "--every-week", "--out", "OUT"], plantingAt: "2026-W47.md", in: dir, prepare: Self.makeFolder)
    }

    @Test func email() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.expectRefused(
            ["email", Self.export, "--from", "sam@example.org", "--to", "kari@example.no", "--no-pdf", "--out", "OUT/week.eml"],
            plantingAt: "week.eml", in: dir, prepare: Self.makeFolder)
    }

    /// Planted in a folder an earlier build made, at paths the site's list names, and at its list itself.
    @Test(arguments: ["index.html", "weeks", "weeks/2026-W47.html", "weeks/2026-W47.pdf", ".coach-report-site"])
    func site(_ path: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let built = dir.path + "/built"
        let first = try CLIRunner.run(["site", Self.export, "--out", built], timeout: 120)
        try #require(first.status == 0, "\(first.stderr)")
        try Self.expectRefused(["site", Self.export, "--out", "OUT"], plantingAt: path, in: dir, status: path == ".coach-report-site" ? 73 : 74) { out in
            try FileManager.default.copyItem(atPath: built, toPath: out)
            if path == "weeks" { try FileManager.default.removeItem(atPath: out + "/weeks") }
        }
    }

    /// A FIFO named as the single output is refused at once when nobody reads it, and written when someone does.
    @Test func aFIFONamedAsTheOutput() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.path + "/pipe"
        try #require(mkfifo(fifo, 0o600) == 0)
        let alone = try CLIRunner.run(["stats", Self.export, "--out", fifo], timeout: 60)
        #expect(!alone.timedOut)
        #expect(alone.status == 74 && alone.stderr.contains("no reader"), "\(alone.stderr)")
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let read = try CLIRunner.run(["stats", Self.export, "--out", fifo], timeout: 60)
        #expect(read.status == 0, "\(read.stderr)")
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = Foundation.read(reader, &buffer, buffer.count)
        #expect(n > 0)
    }
}
