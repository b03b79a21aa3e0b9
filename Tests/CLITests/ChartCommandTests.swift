import Foundation
import Testing
@testable import coach_report
import ReportKit

/// `coach-report chart …` as a person types it: the format follows --out, options are checked.
@Suite struct ChartCommandTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/export-format/examples/sample-export.json").standardized.path

    @Test(arguments: ["png", "svg", "pdf"])
    func writesTheFormatOfTheExtension(ext: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chart-cli-\(getpid())-\(ext)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("rings.\(ext)").path
        var command = try CoachReport.parseAsRoot(["chart", "rings", ChartCommandTests.sample, "--out", out, "--week", "2026-W47", "--scale", "1"])
        try command.run()
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        switch ext {
        case "png": #expect(try RasterImage(png: data).width == 440)
        case "svg": #expect(String(decoding: data, as: UTF8.self).contains("Showed up 5 of 7 days"))
        default: #expect(data.starts(with: Array("%PDF-".utf8)))
        }
    }

    @Test func refusesWhatItCannotDraw() {
        #expect(throws: (any Error).self) { try CoachReport.parseAsRoot(["chart", "rings", "x.json", "--out", "a.md"]) }
        #expect(throws: (any Error).self) { try CoachReport.parseAsRoot(["chart", "pie", "x.json", "--out", "a.png"]) }
        #expect(throws: (any Error).self) { try CoachReport.parseAsRoot(["chart", "heatmap", "x.json", "--out", "a.png", "--weeks", "54"]) }
        #expect(throws: (any Error).self) { try CoachReport.parseAsRoot(["chart", "trend", "x.json", "--out", "a.png", "--scale", "4"]) }
    }
}
