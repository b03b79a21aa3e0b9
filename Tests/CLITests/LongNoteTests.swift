import Foundation
import Testing

/// Notes far longer than anyone writes, through the built binary: `week` sets every word of them, whatever
/// their length (issue 15).
@Suite struct LongNoteTests {
    /// An export of one urge note saying `text`, on Monday of 2026-W47.
    static func export(note text: String) throws -> (path: String, folder: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent("long.json")
        let note: [String: Any] = ["id": "N1", "at": "2026-11-16T10:04:36-05:00", "type": "stress", "text": text, "chosenAction": "a walk"]
        let export: [String: Any] = [
            "format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00-05:00", "timeZone": "America/New_York",
            "locale": "en-US", "cravingNotes": [note],
        ]
        try JSONSerialization.data(withJSONObject: export).write(to: url)
        return (url.path, folder)
    }

    /// A run of 140,360 emoji without a space (564 KB) ended `week` with SIGILL; 140,359 worked. Pango added the
    /// run's width in 32 bits, so it was never wrapped, and its picture was wider than an image can be.
    @Test func aWordOfOneHundredFortyThousandEmojiIsWrappedOnItsPages() throws {
        let (path, folder) = try Self.export(note: String(repeating: "😀", count: 140_360))
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CLIRunner.run(["week", path, "--week", "2026-W47", "--pdf-only", "--out", folder.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        // Wrapped: about 30 emoji a line, 45 lines a page.
        let info = try PDFTool.run("pdfinfo", [folder.appendingPathComponent("2026-W47.pdf").path])
        let pages = info.split(separator: "\n").first { $0.hasPrefix("Pages:") }.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
        #expect(pages > 60, "\(info)")
    }
}

/// Runs a poppler tool and gives what it printed.
enum PDFTool {
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return out
    }
}
