import Foundation
import Testing

/// `coach-report summary --month | --quarter | --year`, run as the built binary.
@Suite struct SummaryPeriodCommandTests {
    static let sample = CLIRunner.example("sample-export.json")

    @Test func aMonthIsTheSameSummaryAsItsRunOfDays() throws {
        let month = try CLIRunner.run(["summary", Self.sample, "--month", "2026-10"])
        #expect(month.status == 0)
        #expect(month.stdout == (try SummaryCommandTests.golden("sample-2026-10.md")))
    }

    @Test func everyMonthWithSomethingLoggedGetsItsFile() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["summary", Self.sample, "--month", "all", "--out", dir.path])
        #expect(r.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["2026-08.md", "2026-09.md", "2026-10.md", "2026-11.md"])
        #expect(try String(contentsOf: dir.appendingPathComponent("2026-10.md"), encoding: .utf8) == (try SummaryCommandTests.golden("sample-2026-10.md")))
    }

    /// The quarter's and the year's "showed up on N of M days" are `stats --json`'s numbers.
    @Test(arguments: [("--quarter", "2026-Q4", "quarters"), ("--year", "2026", "years"), ("--quarter", "latest", "quarters")])
    func aPeriodSaysWhatStatsCounts(option: String, value: String, key: String) throws {
        let stats = try CLIRunner.run(["stats", Self.sample, "--json"])
        let doc = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as! [String: Any]
        let row = (doc[key] as! [[String: Any]]).last!
        let r = try CLIRunner.run(["summary", Self.sample, option, value])
        #expect(r.status == 0)
        #expect(r.stdout.contains("You showed up on \(row["showedUp"] as! Int) of the \(row["days"] as! Int) days"))
    }

    /// A month with nothing in it, one before the records and a year still ahead: one kind sentence each,
    /// exit 0, never "0 of 31" or a row of empty sections.
    @Test(arguments: [
        ("--month", "2026-10", "A quiet stretch: nothing was logged in these days."),
        ("--month", "2025-03", "These days came before your records begin."),
        ("--year", "2027", "These days are still ahead of you."),
    ])
    func aPeriodWithNothingInItIsOneKindSentence(option: String, value: String, sentence: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("quiet-october.json")
        try Self.withoutOctober().write(to: file)
        for format in ["md", "html"] {
            let r = try CLIRunner.run(["summary", file.path, option, value, "--format", format])
            #expect(r.status == 0)
            #expect(r.stderr.isEmpty)
            #expect(r.stdout.contains(sentence))
            #expect(!r.stdout.contains(" 0 of "))
            #expect(!r.stdout.contains("## ") && !r.stdout.contains("<h2"))
        }
    }

    /// The sample with October 2026 taken out: a quiet month between two that are not.
    static func withoutOctober() throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: sample))
        var doc = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        for (list, date) in [("entries", "date"), ("cravingNotes", "at"), ("checkIns", "date")] {
            doc[list] = (doc[list] as! [[String: Any]]).filter { !(($0[date] as? String)?.hasPrefix("2026-10") ?? false) }
        }
        return try JSONSerialization.data(withJSONObject: doc)
    }

    @Test(arguments: [
        (["--from", "2026-11-02", "--to", "2026-11-01"], "comes before --from"),
        (["--from", "1900-01-01", "--to", "2050-01-01"], "more than 150 years"),
        (["--month", "2026-13"], "--month 2026-13"),
        (["--quarter", "2026-Q5"], "--quarter 2026-Q5"),
        (["--year", "26"], "--year 26"),
        (["--month", "latest", "--year", "2026"], "not two"),
        (["--month", "2026-11", "--week", "2026-W47"], "Use one of"),
        (["--month", "all"], "needs --out"),
    ])
    func aPeriodThatCannotBeIsAUsageError(arguments: [String], message: String) throws {
        let r = try CLIRunner.run(["summary", Self.sample] + arguments)
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(message))
    }

    /// `stats` lists the recent months as it lists the weeks, with the numbers of `stats --json` (the patterns the
    /// counts stand behind follow them).
    @Test func statsListsTheRecentMonths() throws {
        let r = try CLIRunner.run(["stats", Self.sample])
        #expect(r.status == 0)
        #expect(r.stdout.contains("""
            Recent months (days you showed up, of the days there were since you began):
              2026-08  1/1  1 urge note
              2026-09  27/30  30 urge notes
              2026-10  26/31  33 urge notes
              2026-11  19/22  19 urge notes

            Patterns the counts stand behind
            """))
    }

    @Test func aLongRunWithinTheLimitIsKind() throws {
        let r = try CLIRunner.run(["summary", Self.sample, "--from", "1950-01-01", "--to", "2099-12-31"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("You showed up on 73 of the 84 days since you began"))
    }
}

/// A longer period's summary is a page a person reads: its numbers and highlights, the day-by-day and
/// urge-by-urge lists only with `--detail days`.
@Suite struct SummaryDetailTests {
    /// A full year of a ten-year export at `--redact full` fits in about 150 lines; `--detail days` lists every
    /// day's care lines and every urge note again.
    @Test func aYearOfATenYearExportIsAPageAndDetailDaysListsItAll() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let export = dir.appendingPathComponent("ten-years.json").path
        #expect(try CLIRunner.run(["sample", "--days", "3650", "--out", export]).status == 0)
        let short = try CLIRunner.run(["summary", export, "--year", "2025", "--redact", "full"])
        #expect(short.status == 0)
        let lines = short.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 150, "\(lines.count) lines")
        #expect(!lines.contains { $0.hasPrefix("- **") }, "no day or urge note listed")
        let full = try CLIRunner.run(["summary", export, "--year", "2025", "--redact", "full", "--detail", "days"])
        #expect(full.status == 0)
        let fullLines = full.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(fullLines.count > 1000, "\(fullLines.count) lines")
        // Every line of the short one is in the long one: --detail only adds.
        let all = Set(fullLines)
        #expect(lines.filter { !all.contains($0) && !$0.hasPrefix("- The ") && !$0.hasPrefix("- What helped") }.isEmpty)
    }

    /// A week lists its days whatever --detail says; a month at --detail days is the summary it was before
    /// highlights (every day, every note), with the highlights its figures give (the month's longest run).
    @Test func aWeekAlwaysListsItsDays() throws {
        let sample = SummaryPeriodCommandTests.sample
        let week = try CLIRunner.run(["summary", sample, "--week", "2026-W46"])
        #expect(week.stdout == (try SummaryCommandTests.golden("sample-2026-W46.md")))
        let month = try CLIRunner.run(["summary", sample, "--month", "2026-10", "--detail", "days"])
        #expect(month.status == 0)
        #expect(month.stdout == (try SummaryCommandTests.golden("sample-2026-10-days.md")))
        #expect(!(try CLIRunner.run(["summary", sample, "--month", "2026-10"])).stdout.contains("- **Sat, Oct 31, 11:34 PM**"))
    }
}
