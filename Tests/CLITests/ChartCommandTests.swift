import Foundation
import Testing

/// `coach-report chart …` as a person types it, through the built binary: the format follows --out, options are checked.
@Suite struct ChartCommandTests {
    static let sample = CLIRunner.example("sample-export.json")

    @Test(arguments: ["png", "svg", "pdf"])
    func writesTheFormatOfTheExtension(ext: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("rings.\(ext)").path
        let r = try CLIRunner.run(["chart", "rings", Self.sample, "--out", out, "--week", "2026-W47", "--scale", "1"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        switch ext {
        case "png":
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // IHDR width, big-endian, at byte 16: about 440 px at scale 1 (the legend's longest line may widen it).
            #expect((440...480).contains(data[16...19].reduce(0) { $0 << 8 | Int($1) }))
        case "svg": #expect(String(decoding: data, as: UTF8.self).contains("Showed up 5 of 7 days"))
        default: #expect(data.starts(with: Array("%PDF-".utf8)))
        }
    }

    @Test(arguments: [
        ["chart", "rings", "x.json", "--out", "a.md"],
        ["chart", "pie", "x.json", "--out", "a.png"],
        ["chart", "heatmap", "x.json", "--out", "a.png", "--weeks", "54"],
        ["chart", "trend", "x.json", "--out", "a.png", "--scale", "4"],
    ])
    func refusesWhatItCannotDraw(arguments: [String]) throws {
        let r = try CLIRunner.run(arguments)
        #expect(r.status == 64)
        #expect(!r.stderr.isEmpty)
        #expect(r.stdout.isEmpty)
    }

    @Test(arguments: [
        ("2025-W53", "--week 2025-W53: 2025 has 52 ISO weeks, so there is no week 53 in it."),
        ("2026-W54", "--week 2026-W54: 2026 has 53 ISO weeks, so there is no week 54 in it."),
        ("2026-02-30", "--week 2026-02-30: 2026-02-30 is not a day of the calendar."),
        ("lastest", "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, or latest."),
    ])
    func aWeekThatIsNearlyRightSaysWhatIsWrong(week: String, sentence: String) throws {
        let r = try CLIRunner.run(["chart", "rings", "x.json", "--out", "a.svg", "--week", week])
        #expect(r.status == 64)
        #expect(r.stderr == "coach-report: \(sentence)\nSee 'coach-report chart --help'.\n")
    }

    @Test func badDataWritesNothing() throws {
        let dir = try CLIRunner.temporaryFolder()
        let input = dir.appendingPathComponent("bad.json")
        try Data("{\"format\": \"coacher-export\"".utf8).write(to: input)
        let r = try CLIRunner.run(["chart", "heatmap", input.path, "--out", dir.appendingPathComponent("h.png").path])
        #expect(r.status == 65)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bad.json"])
    }

    @Test func aChartPDFNamesItsTitleAndAuthor() throws {
        let dir = try CLIRunner.temporaryFolder()
        let out = dir.appendingPathComponent("trend.pdf").path
        #expect(try CLIRunner.run(["chart", "trend", Self.sample, "--out", out]).status == 0)
        let info = Process()
        info.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        info.arguments = ["pdfinfo", out]
        let pipe = Pipe()
        info.standardOutput = pipe
        try info.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        info.waitUntilExit()
        #expect(text.contains("Author:          Sam"))
        #expect(text.contains("Title:           Discipline Score"))
    }

    /// A Discipline Coach file has no evening answers: its rings are showing up and training, no care-action ring.
    @Test func checkInOnlyRingsLeaveOutTheCareAction() throws {
        let dir = try CLIRunner.temporaryFolder()
        let out = dir.appendingPathComponent("rings.svg").path
        let r = try CLIRunner.run(["chart", "rings", CLIRunner.example("checkins.json"), "--time-zone", "Europe/Oslo", "--week", "2026-W46", "--out", out])
        #expect(r.status == 0)
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("trained 6 times · 1 rest day"))
        #expect(!svg.contains("Care action"))
        #expect(!svg.contains("care action"))
    }
}
