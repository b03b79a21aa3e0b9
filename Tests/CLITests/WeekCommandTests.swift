import Foundation
import Testing

/// `coach-report week …` as a person types it.
@Suite struct WeekCommandTests {
    static func pageSize(_ pdf: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pdfinfo", pdf.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return out.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map(String.init) ?? ""
    }

    @Test func writesTheWeekIntoTheFolderOnTheLocalesPaper() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["week", CLIRunner.example("sample-export.json"), "--week", "2026-W47", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let us = dir.appendingPathComponent("2026-W47.pdf")
        #expect(try Self.pageSize(us).contains("612 x 792"))
        let nb = try CLIRunner.run(["week", CLIRunner.example("uke-nb.json"), "--week", "2026-11-18", "--out", dir.path + "/nb"])
        #expect(nb.status == 0)
        #expect(try Self.pageSize(dir.appendingPathComponent("nb/2026-W47.pdf")).contains("595.28 x 841.89"))
        let letter = try CLIRunner.run(["week", CLIRunner.example("uke-nb.json"), "--paper", "letter", "--theme", "dark", "--out", dir.path + "/l"])
        #expect(letter.status == 0)
        #expect(try Self.pageSize(dir.appendingPathComponent("l/2026-W47.pdf")).contains("612 x 792"))
    }

    @Test func weekAllWritesEveryWeekOfTheData() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["week", CLIRunner.example("uke-nb.json"), "--week", "all", "--pdf-only", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["2026-W44.pdf", "2026-W45.pdf", "2026-W46.pdf", "2026-W47.pdf"])
    }

    /// Beside the PDF: the week's Markdown summary and its charts as SVG, the same as `summary` and `chart` make.
    @Test func theSummaryAndChartsLandBesideThePDF() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = CLIRunner.example("sample-export.json")
        let r = try CLIRunner.run(["week", sample, "--week", "2026-W47", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["2026-W47-heatmap.svg", "2026-W47-rings.svg", "2026-W47-trend.svg", "2026-W47-urges.svg", "2026-W47.md", "2026-W47.pdf"])
        let summary = try CLIRunner.run(["summary", sample, "--week", "2026-W47"])
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-W47.md"), encoding: .utf8) == summary.stdout)
        let rings = dir.appendingPathComponent("rings.svg")
        #expect(try CLIRunner.run(["chart", "rings", sample, "--week", "2026-W47", "--out", rings.path]).status == 0)
        #expect(try Data(contentsOf: rings) == Data(contentsOf: dir.appendingPathComponent("2026-W47-rings.svg")))
    }

    @Test func theCurrentFolderIsTheDefault() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["week", CLIRunner.example("checkins.json"), "--time-zone", "Europe/Oslo"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // A check-in file: the PDF, the summary, rings, heatmap and trend (no urge notes, so no urge chart).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 5)
    }

    @Test func badUsageAndBadDataSayWhy() throws {
        let week = try CLIRunner.run(["week", CLIRunner.example("uke-nb.json"), "--week", "W47"])
        #expect(week.status == 64)
        #expect(week.stderr.contains("--week"))
        let paper = try CLIRunner.run(["week", CLIRunner.example("uke-nb.json"), "--paper", "a5"])
        #expect(paper.status == 64)
        let missing = try CLIRunner.run(["week", "/nonexistent/export.json"])
        #expect(missing.status == 74)
    }

    /// One mistyped date a century back must not ask for five thousand empty weeks. (A date outside
    /// 1900–2199, such as year 1, is refused when reading: `DayLimitTests`.)
    @Test func everyWeekMeansEveryWeekWithData() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("typo.json")
        let entries = ["1926-11-20", "2026-11-20"].map { #"{"date": "\#($0)", "morningFocus": {"breathingDone": true}}"# }
        try Data(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "timeZone": "Europe/Oslo", "entries": [\#(entries.joined(separator: ","))]}"#.utf8).write(to: file)
        let weeks = try CLIRunner.run(["week", file.path, "--week", "all", "--pdf-only", "--out", dir.path + "/pdf"])
        #expect(weeks.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/pdf").sorted() == ["1926-W46.pdf", "2026-W47.pdf"])
        let journal = try CLIRunner.run(["summary", file.path, "--every-week", "--out", dir.path + "/md"])
        #expect(journal.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/md").count == 2)
    }
}
