import Foundation
@testable import ReportKit

/// The shared examples (copied into Tests/Fixtures/examples) and golden files, found beside this source file.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// An example read the way the CLI reads it (locale and week start from the file).
    static func context(_ example: String, timeZone: String? = nil, profile: String? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(
            path: path("examples/" + example), profilePath: profile.map { path("examples/" + $0) },
            read: ReadOptions(timeZone: timeZone)))
    }

    /// Compares `text` with a golden file; `UPDATE_GOLDENS=1 swift test …` rewrites the golden instead.
    static func matchesGolden(_ text: String, _ name: String) throws -> Bool {
        let url = root.appendingPathComponent("summaries/" + name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: url)
            return true
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        return golden == text
    }

    static var templates: TemplateLibrary { try! TemplateLibrary.builtIn() }
}
