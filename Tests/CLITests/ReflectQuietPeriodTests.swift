import Foundation
import Testing

/// `reflect` over periods with nothing in them: a quiet month inside the records, a month before them, and
/// `--year all`. Each is one kind page, never a page of zeros.
@Suite struct ReflectQuietPeriodTests {
    /// The sample export with everything dated in October 2026 taken out.
    static func exportWithQuietOctober() throws -> URL {
        let data = try Data(contentsOf: URL(fileURLWithPath: ReflectCommandTests.sample))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for (list, field) in [("entries", "date"), ("cravingNotes", "at"), ("checkIns", "date"), ("achievements", "dateEarned")] {
            let items = try #require(json[list] as? [[String: Any]])
            json[list] = items.filter { !(($0[field] as? String) ?? "").hasPrefix("2026-10") }
        }
        let url = try CLIRunner.temporaryFolder().appendingPathComponent("quiet-october.json")
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        return url
    }

    @Test func aQuietMonthInsideTheRecordsIsOneKindPage() throws {
        let export = try Self.exportWithQuietOctober()
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: export.deletingLastPathComponent()) }
        let r = try CLIRunner.run(["reflect", export.path, "--month", "2026-10", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let summary = try String(contentsOf: dir.appendingPathComponent("2026-10.md"), encoding: .utf8)
        #expect(summary.contains("A quiet stretch: nothing was logged in these days."))
        #expect(!summary.contains(" 0 of "))
        if let text = try ReflectCommandTests.text(dir.appendingPathComponent("2026-10.pdf")) {
            #expect(text.contains("A quiet stretch: nothing was logged in these days."))
            #expect(!text.contains(" 0 of "))
            #expect(!text.contains("0 days"))
            #expect(text.components(separatedBy: "\u{0C}").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.count == 1)
        }
    }

    @Test func aMonthBeforeTheRecordsSaysSo() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["reflect", ReflectCommandTests.sample, "--month", "2026-01", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        if let text = try ReflectCommandTests.text(dir.appendingPathComponent("2026-01.pdf")) {
            #expect(text.contains("These days came before your records begin."))
            #expect(!text.contains(" 0 of "))
        }
    }

    /// Every year with records gets its PDF, and no year without.
    @Test func everyYearWritesTheYearsWithRecords() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["reflect", ReflectCommandTests.sample, "--year", "all", "--pdf-only", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ReflectCommandTests.files(dir).filter { $0.hasSuffix(".pdf") } == ["2026.pdf"])
    }
}
