import Foundation
import Testing

/// `batch` is as confined as the single commands (issue 39): whatever is planted at a person's folder or at an
/// output's folder beneath it, for every kind of output, nothing outside changes, the plant stays, that person's
/// status is 74 with a sentence, the others are made, and the run says some failed; an input that is a FIFO is
/// refused at once; a deleted output is made again, not skipped.
@Suite struct BatchConfinementTests {
    enum Plant: CaseIterable { case linkToFolder, danglingLink, fifo, file }

    /// Every kind of output a manifest names, and the folder beneath the person's that it goes into.
    static let outputs: [(name: String, folder: String)] = [
        ("week", "week"), ("week:pdf", "week"), ("summary", "summary"), ("email", "email"), ("site", "site"),
        ("chart:heatmap.png", "chart"), ("reflect:month", "reflect"),
    ]

    static func manifest(_ folder: URL, _ lines: [String]) throws -> URL {
        let url = folder.appendingPathComponent("m-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url
    }

    static func line(_ id: String, _ output: String, export: String = "x.json", health: String? = nil) -> String {
        let email = output == "email" ? #", "email": {"from": "me@example.org", "to": ["coach@example.org"]}"# : ""
        let healthKey = health.map { #", "health": "\#($0)""# } ?? ""
        return #"{"id": "\#(id)", "export": "\#(export)", "outputs": ["\#(output)"]\#(email)\#(healthKey)}"#
    }

    static func scene() throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        let made = try CLIRunner.run(["sample", "--days", "21", "--seed", "5", "--out", folder.appendingPathComponent("x.json").path])
        try #require(made.status == 0, "\(made.stderr)")
        return folder
    }

    @Test(arguments: [false, true]) func plantsAreRefusedForEveryOutputKind(beneathThePersonsFolder: Bool) throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        for plant in Plant.allCases {
            let out = folder.appendingPathComponent("out-\(plant)"), outside = folder.appendingPathComponent("outside-\(plant)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            var lines = [Self.line("clean", "summary")], planted: [String: String] = [:]
            for (k, output) in Self.outputs.enumerated() {
                let id = "p\(k)"
                lines.append(Self.line(id, output.name))
                let path = out.path + "/" + id + (beneathThePersonsFolder ? "/" + output.folder : "")
                try FileManager.default.createDirectory(atPath: Self.folderPart(path), withIntermediateDirectories: true)
                switch plant {
                case .linkToFolder: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path)
                case .danglingLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path + "/nowhere")
                case .fifo: try #require(mkfifo(path, 0o644) == 0)
                case .file: try #require(FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8)))
                }
                planted[id] = path
            }
            let r = try CLIRunner.run(["batch", try Self.manifest(folder, lines).path, "--out", out.path, "--jobs", "2"], timeout: 120)
            let what = "\(plant) at \(beneathThePersonsFolder ? "DIR/<id>/<output>" : "DIR/<id>")"
            #expect(!r.timedOut, "\(what) blocked")
            #expect(r.status == 74, "\(what): \(r.status) \(r.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "\(what): something was written outside")
            let statuses = try BatchCommandTests.statusLines(out.appendingPathComponent("batch-status.jsonl"))
            #expect(statuses.count == Self.outputs.count + 1)
            for status in statuses {
                let id = status["id"] as? String ?? ""
                guard let path = planted[id] else {
                    #expect(status["status"] as? String == "ok", "\(what): the clean person: \(status)")
                    continue
                }
                #expect(status["status"] as? String == "failed", "\(what): \(status)")
                #expect(status["exit"] as? Int == 74, "\(what): \(status)")
                #expect((status["message"] as? String)?.contains("not written") == true, "\(what): \(status)")
                var info = stat()
                let kind = lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
                let expected: mode_t = switch plant { case .fifo: S_IFIFO; case .file: S_IFREG; default: S_IFLNK }
                #expect(kind == expected, "\(what): the plant at \(id) was replaced")
                if plant == .file { #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me") }
            }
        }
    }

    /// The first person's export, and the second's health file, are FIFOs nobody writes: both are refused at once
    /// with a sentence, and everyone else is made within seconds.
    @Test func aFIFONamedAsAnInputHoldsNobodyUp() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(mkfifo(folder.appendingPathComponent("fifo.json").path, 0o644) == 0)
        try #require(mkfifo(folder.appendingPathComponent("fifo.xml").path, 0o644) == 0)
        let lines = [
            Self.line("first", "summary", export: "fifo.json"), Self.line("second", "summary", health: "fifo.xml"),
            Self.line("third", "summary"), Self.line("fourth", "chart:rings.svg"),
        ]
        let out = folder.appendingPathComponent("out")
        let r = try CLIRunner.run(["batch", try Self.manifest(folder, lines).path, "--out", out.path, "--jobs", "1"], timeout: 30)
        #expect(!r.timedOut, "a FIFO held the batch up")
        #expect(r.status == 65, "\(r.stderr)")
        let statuses = try BatchCommandTests.statusLines(out.appendingPathComponent("batch-status.jsonl"))
        #expect(statuses.map { $0["status"] as? String } == ["failed", "failed", "ok", "ok"])
        #expect((statuses[0]["message"] as? String)?.hasSuffix("fifo.json: is a FIFO, not a regular file; a batch reads only regular files, so that no one's input can hold up the others.") == true, "\(statuses[0])")
        #expect((statuses[1]["message"] as? String)?.contains("fifo.xml: is a FIFO, not a regular file") == true, "\(statuses[1])")
    }

    /// A person whose outputs were deleted since their last run is made again, not skipped with a list of files
    /// that are not there; a link planted at their record is refused with 74, and the batch ends with 74.
    @Test func aDeletedOutputIsMadeAgainAndAPlantedRecordIsAWriteFailure() throws {
        let folder = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(folder, [Self.line("a", "summary"), Self.line("b", "summary")])
        let out = folder.appendingPathComponent("out")
        #expect(try CLIRunner.run(["batch", manifest.path, "--out", out.path]).status == 0)
        let summaries = out.appendingPathComponent("a/summary")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: summaries.path).first)
        let before = try Data(contentsOf: summaries.appendingPathComponent(name))
        try FileManager.default.removeItem(at: summaries.appendingPathComponent(name))
        let outside = folder.appendingPathComponent("outside.json")
        try Data("keep me".utf8).write(to: outside)
        try FileManager.default.removeItem(atPath: out.path + "/b/batch-record.json")
        try FileManager.default.createSymbolicLink(atPath: out.path + "/b/batch-record.json", withDestinationPath: outside.path)
        let r = try CLIRunner.run(["batch", manifest.path, "--out", out.path])
        #expect(r.status == 74, "\(r.stderr)")
        let statuses = try BatchCommandTests.statusLines(out.appendingPathComponent("batch-status.jsonl"))
        #expect(statuses.map { $0["status"] as? String } == ["ok", "failed"])
        #expect(statuses[1]["exit"] as? Int == 74)
        #expect(try Data(contentsOf: summaries.appendingPathComponent(name)) == before)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep me")
    }

    static func folderPart(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
}
