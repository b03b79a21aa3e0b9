import Foundation
import Testing

/// `coach-report batch` as issue 26 asks it to be done: sixty people and two bad exports give every good person
/// exactly the single commands' files, sixty-two status lines and exit 65; three shards make the same tree as one
/// run; a second run skips everyone and touches nothing; a run killed with SIGKILL and run again finishes whole.
@Suite(.serialized) struct BatchCommandTests {
    /// A folder with 60 small exports (28 days, alternating languages), two bad ones, and the manifest naming them all.
    static func scene() throws -> (folder: URL, manifest: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let exports = folder.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        var lines: [String] = []
        for i in 1...60 {
            let locale = i.isMultiple(of: 2) ? "nb-NO" : "en-US"
            let r = try CLIRunner.run(["sample", "--days", "28", "--seed", "\(i)", "--locale", locale, "--out", exports.appendingPathComponent("\(i).json").path])
            try #require(r.status == 0, "\(r.stderr)")
            lines.append(#"{"id": "client-\#(i)", "export": "exports/\#(i).json", "outputs": [\#(outputs(i).map { "\"\($0)\"" }.joined(separator: ", "))]\#(i == 7 ? #", "email": {"from": "me@example.org", "to": ["coach@example.org"]}"# : "")}"#)
        }
        try Data("{\"checkIns\": [".utf8).write(to: exports.appendingPathComponent("broken.json"))
        lines.insert(#"{"id": "broken", "export": "exports/broken.json", "outputs": ["summary"]}"#, at: 20)
        lines.insert(#"{"id": "missing", "export": "exports/missing.json", "outputs": ["summary"]}"#, at: 40)
        let manifest = folder.appendingPathComponent("people.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: manifest)
        return (folder, manifest)
    }

    /// Small outputs, so the test is quick: everyone a summary; some the week, a chart, an email or a site.
    static func outputs(_ i: Int) -> [String] {
        var outputs = ["summary"]
        if i.isMultiple(of: 6) { outputs.append("week") }
        if i.isMultiple(of: 5) { outputs.append("chart:rings.svg") }
        if i == 7 { outputs.append("email") }
        if i == 11 { outputs.append("site") }
        if i == 13 { outputs.append("week:pdf") }
        if i == 17 { outputs.append("reflect:month") }
        return outputs
    }

    /// Every file beneath `folder` but the status files, with its bytes.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])! {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            if path.hasPrefix("batch-status") { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    static func statusLines(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func sixtyPeopleAndTwoBadOnes() throws {
        let (folder, manifest) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let r = try CLIRunner.run(["batch", manifest.path, "--out", out.path])
        #expect(r.status == 65, "\(r.stderr)")
        let lines = try Self.statusLines(out.appendingPathComponent("batch-status.jsonl"))
        #expect(lines.count == 62)
        let failed = lines.filter { $0["status"] as? String == "failed" }
        #expect(failed.map { $0["id"] as? String } == ["broken", "missing"])
        #expect((failed[0]["message"] as? String)?.contains("broken.json") == true)
        #expect((failed[1]["message"] as? String)?.contains("missing.json: no such file") == true)
        #expect(lines.filter { $0["status"] as? String == "ok" }.count == 60)

        // Every good person's files are what the single commands write with --out in the same place.
        let single = folder.appendingPathComponent("single")
        for i in 1...60 {
            let export = folder.appendingPathComponent("exports/\(i).json").path
            let person = single.appendingPathComponent("client-\(i)")
            for output in Self.outputs(i) {
                let target = person.appendingPathComponent(
                    output.hasPrefix("chart:") ? "chart" : output == "week:pdf" ? "week" : output.hasPrefix("reflect:") ? "reflect" : output)
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                // The week's name as the batch chose it (latest): the one summary it wrote.
                let summaries = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("client-\(i)/summary").path)
                let week = try #require(summaries.first).replacingOccurrences(of: ".md", with: "")
                let arguments: [String] = switch output {
                case "summary": ["summary", export, "--out", target.appendingPathComponent("\(week).md").path]
                case "week": ["week", export, "--out", target.path]
                case "week:pdf": ["week", export, "--pdf-only", "--out", target.path]
                case "email": ["email", export, "--week", "latest", "--from", "me@example.org", "--to", "coach@example.org", "--out", target.appendingPathComponent("\(week).eml").path]
                case "site": ["site", export, "--out", target.path]
                case "reflect:month": ["reflect", export, "--month", "latest", "--out", target.path]
                default: ["chart", "rings", export, "--out", target.appendingPathComponent("rings.svg").path]
                }
                let made = try CLIRunner.run(arguments)
                try #require(made.status == 0, "\(arguments): \(made.stderr)")
            }
        }
        var batch = try Self.tree(out)
        for key in batch.keys where key.hasSuffix("/batch-record.json") { batch[key] = nil }
        let expected = try Self.tree(single)
        #expect(batch.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(batch[path] == bytes, "\(path) differs from the single command's") }
    }

    @Test func threeShardsMakeTheSameTreeAsOneRun() throws {
        let (folder, manifest) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole"), sharded = folder.appendingPathComponent("sharded")
        #expect(try CLIRunner.run(["batch", manifest.path, "--out", whole.path]).status == 65)
        var seen: [String] = []
        for i in 0..<3 {
            _ = try CLIRunner.run(["batch", manifest.path, "--out", sharded.path, "--shard", "\(i)/3"])
            seen += try Self.statusLines(sharded.appendingPathComponent("batch-status-\(i)-of-3.jsonl")).map { $0["id"] as! String }
        }
        #expect(seen.count == 62)
        #expect(Set(seen).count == 62)
        #expect(try Self.tree(whole) == Self.tree(sharded))
    }

    @Test func aSecondRunSkipsEveryoneAndRewritesNothing() throws {
        let (folder, manifest) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        _ = try CLIRunner.run(["batch", manifest.path, "--out", out.path])
        let before = try Self.identities(out)
        let r = try CLIRunner.run(["batch", manifest.path, "--out", out.path])
        #expect(r.status == 65)
        let lines = try Self.statusLines(out.appendingPathComponent("batch-status.jsonl"))
        #expect(lines.filter { $0["status"] as? String == "skipped" }.count == 60)
        #expect(lines.filter { $0["status"] as? String == "failed" }.count == 2)
        #expect(try Self.identities(out) == before)
    }

    /// Inode and modification time of every file but the status files: what a rewrite would change.
    static func identities(_ folder: URL) throws -> [String: String] {
        var identities: [String: String] = [:]
        for path in try tree(folder).keys {
            var info = stat()
            #expect(stat(folder.appendingPathComponent(path).path, &info) == 0)
            identities[path] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        }
        return identities
    }

    @Test func aKilledRunRunAgainFinishesWhole() throws {
        let (folder, manifest) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole"), killed = folder.appendingPathComponent("killed")
        _ = try CLIRunner.run(["batch", manifest.path, "--out", whole.path])
        // Killed (SIGKILL) part-way through, one person at a time so it is surely in the middle of someone.
        let stopped = try CLIRunner.run(["batch", manifest.path, "--out", killed.path, "--jobs", "1"], timeout: 0.4)
        #expect(stopped.timedOut)
        // What a kill in the middle of a write leaves (no handler runs on SIGKILL): the next run clears it away.
        let leftover = killed.appendingPathComponent("client-60/summary")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover.appendingPathComponent(".2026-W48.md.k1lled.tmp"))
        let again = try CLIRunner.run(["batch", manifest.path, "--out", killed.path])
        #expect(again.status == 65)
        let lines = try Self.statusLines(killed.appendingPathComponent("batch-status.jsonl"))
        #expect(lines.filter { $0["status"] as? String != "failed" }.count == 60)
        let left = try Self.tree(killed), expected = try Self.tree(whole)
        let differing = Set(left.keys).union(expected.keys).filter { left[$0] != expected[$0] }.sorted()
        #expect(left == expected, "differing: \(differing)")
        #expect(!left.keys.contains { $0.hasSuffix(".tmp") })
    }

    @Test func aBadManifestIsRefusedBeforeAnythingIsMade() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            (#"{"id": "a", "export": "a.json", "outputs": ["week"], "colour": "blue"}"#, "line 2: colour is not a key"),
            (#"{"id": "a", "export": "b.json", "outputs": ["week"]}"#, "line 2: the id a is already on line 1"),
            (#"{"id": "../b", "export": "b.json", "outputs": ["week"]}"#, "line 2: the id ../b is not a safe folder name"),
            (#"{"id": "b", "export": "b.json", "outputs": ["reflect:decade"]}"#, "line 2: reflect:decade is not an output"),
        ]
        for (line, said) in cases {
            let manifest = folder.appendingPathComponent("m.jsonl"), out = folder.appendingPathComponent("out")
            try Data((#"{"id": "a", "export": "a.json", "outputs": ["week"]}"# + "\n" + line + "\n").utf8).write(to: manifest)
            let r = try CLIRunner.run(["batch", manifest.path, "--out", out.path])
            #expect(r.status == 64)
            #expect(r.stderr.contains(said), "\(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    /// A manifest named with one character, `-` (standard input) or `m` in the folder the command runs in, is read:
    /// its folder is the current one (finding it trapped in NSString's deletingLastPathComponent once).
    @Test func aManifestWithAOneCharacterNameIsRead() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CLIRunner.run(["sample", "--days", "14", "--seed", "3", "--out", folder.appendingPathComponent("a.json").path])
        try #require(made.status == 0, "\(made.stderr)")
        let line = Data((#"{"id": "a", "export": "a.json", "outputs": ["summary"]}"# + "\n").utf8)
        try line.write(to: folder.appendingPathComponent("m"))
        let named = try CLIRunner.run(["batch", "m", "--out", "one"], in: folder)
        #expect(named.status == 0, "\(named.stderr)")
        let piped = try CLIRunner.run(["batch", "-", "--out", "two"], stdin: line, in: folder)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(try Self.tree(folder.appendingPathComponent("one")) == Self.tree(folder.appendingPathComponent("two")))
        #expect(try !Self.tree(folder.appendingPathComponent("one")).isEmpty)
    }
}
