import Foundation
import Testing

/// `coach-report site …` as a person types it.
@Suite struct SiteCommandTests {
    static func files(_ dir: URL) -> [String] {
        (FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? [])
            .filter { !$0.hasSuffix("weeks") && !$0.hasSuffix("years") }.sorted()
    }

    @Test func writesAPrivateSiteWithoutTypedWordsByDefault() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", dir.path + "/site"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty)
        let site = dir.appendingPathComponent("site")
        #expect(Self.files(site) == [
            ".coach-report-site", "feed.xml", "index.html", "robots.txt", "style.css",
            "weeks/2026-W44.html", "weeks/2026-W45.html", "weeks/2026-W46.html", "weeks/2026-W47.html",
        ])
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(index.contains("Personvern: sammendrag."))
        #expect(try String(contentsOf: site.appendingPathComponent("robots.txt"), encoding: .utf8) == "User-agent: *\nDisallow: /\n")
    }

    @Test func publicWithATitleAndABaseURL() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.path + "/site"
        let first = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", out])
        #expect(first.status == 0)
        let r = try CLIRunner.run([
            "site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--public", "--redact", "counts", "--title", "<Min uke>",
            "--base-url", "https://example.org/me", "--out", out,
        ])
        #expect(r.status == 0, "\(r.stderr)")
        // robots.txt was the site's own: the public rebuild takes it away.
        #expect(!FileManager.default.fileExists(atPath: out + "/robots.txt"))
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(!index.contains("noindex"))
        #expect(index.contains("<h1>&lt;Min uke&gt;</h1>"))
        let feed = try String(contentsOfFile: out + "/feed.xml", encoding: .utf8)
        #expect(feed.contains("<id>https://example.org/me/weeks/2026-W47.html</id>"))
        #expect(feed.contains("href=\"https://example.org/me/weeks/2026-W47.html\""))
        let bad = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--base-url", "example.org", "--out", out])
        #expect(bad.status == 64)
    }

    /// --templates replaces the site's templates by file name, as it does the summary's and the email's.
    @Test func aTemplateFolderOverridesTheSitesTemplates() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let templates = dir.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("body { color: black; }\n".utf8).write(to: templates.appendingPathComponent("site-style.css.mustache"))
        let r = try CLIRunner.run([
            "site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--templates", templates.path, "--out", dir.path + "/site",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: dir.path + "/site/style.css", encoding: .utf8) == "body { color: black; }\n")
        let missing = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--templates", "/nonexistent/templates", "--out", dir.path + "/site"])
        #expect(missing.status == 74)
    }

    @Test func aRebuildRemovesNothingThroughALinkedFolderAndSaysWhy() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.path + "/site"
        #expect(try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", out]).status == 0)
        try FileManager.default.moveItem(atPath: out + "/weeks", toPath: dir.path + "/weeks")
        try FileManager.default.createSymbolicLink(atPath: out + "/weeks", withDestinationPath: dir.path + "/weeks")
        // Seen from an earlier day the last weeks are stale, and behind the link.
        let r = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--as-of", "2026-11-05", "--out", out])
        #expect(r.status == 74)
        #expect(r.stderr.contains("weeks/2026-W4") && r.stderr.contains("weeks is a symbolic link"), "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/weeks/2026-W47.html"))
    }
}
