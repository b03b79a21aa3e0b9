import Foundation
import Testing

/// `coach-report reflect`, run as the built binary.
@Suite struct ReflectCommandTests {
    static let sample = CLIRunner.example("sample-export.json")

    static func files(_ dir: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    /// The words of a PDF, by `pdftotext` (nil where it is not installed).
    static func text(_ pdf: URL) throws -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["pdftotext", "-enc", "UTF-8", pdf.path, "-"]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    @Test func aWeekIsExactlyWhatWeekWrites() throws {
        let (a, b) = (try CLIRunner.temporaryFolder(), try CLIRunner.temporaryFolder())
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        #expect(try CLIRunner.run(["week", Self.sample, "--week", "2026-W46", "--out", a.path]).status == 0)
        #expect(try CLIRunner.run(["reflect", Self.sample, "--week", "2026-W46", "--out", b.path]).status == 0)
        #expect(try Self.files(a) == (try Self.files(b)))
        for name in try Self.files(a) {
            #expect(try Data(contentsOf: a.appendingPathComponent(name)) == (try Data(contentsOf: b.appendingPathComponent(name))), "\(name)")
        }
    }

    /// A month's PDF says the summary's numbers; its Markdown summary is the one `summary --month` writes.
    @Test func aMonthWritesItsPDFAndSummary() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["reflect", Self.sample, "--month", "2026-10", "--out", dir.path])
        #expect(r.status == 0)
        #expect(try Self.files(dir) == ["2026-10.md", "2026-10.pdf"])
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-10.md"), encoding: .utf8) == (try SummaryCommandTests.golden("sample-2026-10.md")))
        let pdf = try Data(contentsOf: dir.appendingPathComponent("2026-10.pdf"))
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        if let text = try Self.text(dir.appendingPathComponent("2026-10.pdf")) {
            for line in ["You showed up on 26 of 31 days.", "13 days in a row, through Sat, Oct 31", "What I want to talk about",
                         "October 25–31, 2026: 7 of 7 days"] {
                #expect(text.contains(line), "\(line)")
            }
            #expect(!text.contains(" 0 of "))
        }
        // The same bytes again: no clock, no randomness.
        let again = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: again) }
        _ = try CLIRunner.run(["reflect", Self.sample, "--month", "2026-10", "--out", again.path, "--pdf-only"])
        #expect(try Self.files(again) == ["2026-10.pdf"])
        #expect(try Data(contentsOf: again.appendingPathComponent("2026-10.pdf")) == pdf)
    }

    @Test func everyPeriodAndARunOfDaysAreNamedAsWritten() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in [["--month", "all"], ["--quarter", "latest"], ["--year", "2026"], ["--year", "2027"], ["--from", "2026-09-01", "--to", "2026-10-12"]] {
            let r = try CLIRunner.run(["reflect", Self.sample, "--pdf-only", "--out", dir.path] + arguments)
            #expect(r.status == 0, "\(arguments)")
        }
        #expect(try Self.files(dir) == [
            "2026-08.pdf", "2026-09-01--2026-10-12.pdf", "2026-09.pdf", "2026-10.pdf", "2026-11.pdf", "2026-Q4.pdf", "2026.pdf", "2027.pdf",
        ])
        if let text = try Self.text(dir.appendingPathComponent("2027.pdf")) {
            #expect(text.contains("These days are still ahead of you."))
            #expect(!text.contains("Week by week"))
        }
    }

    /// A year writes its cards beside the PDF, the post and the story size (not with --pdf-only); the score is on
    /// them only with --card-score.
    @Test func aYearWritesItsCard() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["reflect", Self.sample, "--year", "2026", "--out", dir.path]).status == 0)
        #expect(try Self.files(dir) == ["2026-card-story.png", "2026-card-story.svg", "2026-card.png", "2026-card.svg", "2026.md", "2026.pdf"])
        let svg = try String(contentsOf: dir.appendingPathComponent("2026-card.svg"), encoding: .utf8)
        #expect(svg.contains("You began in August") && !svg.contains("Discipline Score"))
        #expect(try CLIRunner.run(["reflect", Self.sample, "--year", "2026", "--card-score", "--out", dir.path]).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-card.svg"), encoding: .utf8).contains("Discipline Score"))
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-card-story.svg"), encoding: .utf8).contains("Discipline Score"))
    }

    /// A month's PDF holds the urge clock, the score trend, the milestones and the person's lines, and a row a
    /// week that names and links no weekly PDF (`reflect` writes none beside it); at --redact summary the lines are
    /// gone, at counts the clock too (it tells times).
    @Test func aMonthHasItsClockScoreMilestonesLinesAndWeekRows() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for level in ["full", "summary", "counts"] {
            let out = dir.appendingPathComponent(level)
            #expect(try CLIRunner.run(["reflect", Self.sample, "--month", "2026-10", "--pdf-only", "--redact", level, "--out", out.path]).status == 0)
            let pdf = try Data(contentsOf: out.appendingPathComponent("2026-10.pdf"))
            #expect(pdf.range(of: Data("2026-W44.pdf".utf8)) == nil)
            guard let text = try Self.text(out.appendingPathComponent("2026-10.pdf")) else { continue }
            #expect(text.contains("Discipline Score") && text.contains("Milestones") && !text.contains(".pdf"))
            #expect(text.contains("October 25–31, 2026: 7 of 7 days · Discipline Score 23 (3 of 13 check-ins)"))
            #expect(text.contains("When urges came") == (level != "counts"), "\(level)")
            #expect(text.contains("In your own words") == (level == "full"), "\(level)")
            #expect(text.contains("Talking with my sister.") == (level == "full"), "\(level)")
        }
    }

    @Test(arguments: [
        (["--from", "2026-11-02", "--to", "2026-11-01"], "comes before --from"),
        (["--from", "1900-01-01", "--to", "2050-01-01"], "more than 150 years"),
        (["--month", "2026-11", "--week", "2026-W47"], "Use one of"),
        (["--month", "2026-11", "--from", "2026-11-01", "--to", "2026-11-02"], "Use one of"),
        (["--month", "2026-11", "--card-score"], "give it with --year"),
        (["--year", "2026", "--card-score", "--pdf-only"], "give it with --year"),
    ])
    func aPeriodThatCannotBeIsAUsageError(arguments: [String], message: String) throws {
        let r = try CLIRunner.run(["reflect", Self.sample] + arguments)
        #expect(r.status == 64)
        #expect(r.stderr.contains(message))
    }
}
