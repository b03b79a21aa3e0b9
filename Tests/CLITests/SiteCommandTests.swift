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
            ".coach-report-site", "feed.xml", "index.html", "months", "months/2026-10.html", "months/2026-11.html", "robots.txt", "style.css",
            "weeks/2026-W44.html", "weeks/2026-W45.html", "weeks/2026-W46.html", "weeks/2026-W47.html",
            "years/2026-card.png", "years/2026.html",
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

    /// A file the person put in the folder, where the site would write, is never replaced without --force: the
    /// build stops with 73 before writing anything, and names it.
    @Test func aFileThePersonPutThereIsNotReplacedWithoutForce() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.path + "/site"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["index.html", "style.css", "robots.txt"] {
            try #require(FileManager.default.createFile(atPath: out + "/" + name, contents: Data("mine \(name)".utf8)))
        }
        let r = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", out])
        #expect(r.status == 73)
        #expect(r.stderr.contains("site/index.html is already there") && r.stderr.contains("--force"), "\(r.stderr)")
        #expect(Self.files(dir.appendingPathComponent("site")) == ["index.html", "robots.txt", "style.css"])
        for name in ["index.html", "style.css", "robots.txt"] {
            #expect(try String(contentsOfFile: out + "/" + name, encoding: .utf8) == "mine \(name)")
        }
        let forced = try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--force", "--out", out])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("<html"))
    }

    /// A robots.txt the person wrote stays through public builds, and is not taken over by a private one.
    @Test func aRobotsTxtThePersonWroteIsNeverRemoved() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.path + "/site"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let mine = Data("User-agent: *\nAllow: /\n".utf8)
        try #require(FileManager.default.createFile(atPath: out + "/robots.txt", contents: mine))
        let site = ["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", out]
        #expect(try CLIRunner.run(site + ["--public"]).status == 0)
        #expect(FileManager.default.contents(atPath: out + "/robots.txt") == mine)
        #expect(try CLIRunner.run(site).status == 73)
        #expect(try CLIRunner.run(site + ["--public"]).status == 0)
        #expect(FileManager.default.contents(atPath: out + "/robots.txt") == mine)
        // The site's own robots.txt, then edited by the person: a public build keeps it too.
        let other = dir.path + "/other"
        #expect(try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--out", other]).status == 0)
        try mine.write(to: URL(fileURLWithPath: other + "/robots.txt"))
        #expect(try CLIRunner.run(["site", CLIRunner.example("uke-nb.json"), "--no-pdf", "--public", "--out", other]).status == 0)
        #expect(FileManager.default.contents(atPath: other + "/robots.txt") == mine)
    }

    /// A build stopped half-way leaves a list naming every file it wrote, so the next build, of a shorter
    /// export, removes them: the folder ends as a fresh build of that export.
    @Test func anInterruptedBuildIsCleanedByTheNext() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = dir.path + "/long.json"
        #expect(try CLIRunner.run(["sample", "--days", "1500", "--seed", "5", "--out", long]).status == 0)
        let out = dir.path + "/site"
        let pid = try CLIRunner.start(["site", long, "--out", out])
        // Stopped once some week pages are written, long before all 400 or so (with their PDFs).
        let deadline = Date(timeIntervalSinceNow: 120)
        while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: out + "/weeks"))?.count ?? 0) < 6 {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(pid, SIGTERM)
        #expect(CLIRunner.waitForSignal(pid) == SIGTERM, "the build ended before it was stopped")
        let short = ["site", CLIRunner.example("uke-nb.json"), "--out"]
        let r = try CLIRunner.run(short + [out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.run(short + [dir.path + "/fresh"]).status == 0)
        #expect(Self.files(URL(fileURLWithPath: out)) == Self.files(URL(fileURLWithPath: dir.path + "/fresh")))
    }
}
