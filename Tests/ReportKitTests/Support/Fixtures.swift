import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Golden files (Tests/Fixtures) and the contract's example exports, copied into `Tests/Fixtures/exports`.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let examples = root.appendingPathComponent("exports")

    /// An example read the way the CLI reads it (locale and week start from the file).
    static func context(_ example: String, timeZone: String? = nil, profile: String? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(
            path: examples.appendingPathComponent(example).path,
            profilePath: profile.map { examples.appendingPathComponent($0).path },
            read: ReadOptions(timeZone: timeZone)))
    }

    /// Compares `text` with a golden file. With `UPDATE_GOLDENS=1` (`make goldens`) a golden that differs
    /// is rewritten instead, and the test fails, so the run that rewrites it never passes.
    static func matchesGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let url = root.appendingPathComponent("summaries/" + name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1",
           (try? String(contentsOf: url, encoding: .utf8)) != text {
            try Data(text.utf8).write(to: url)
            Issue.record("golden summaries/\(name) rewritten; run again without UPDATE_GOLDENS to check it", sourceLocation: sourceLocation)
            return true
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        return golden == text
    }

    static var templates: TemplateLibrary { try! TemplateLibrary.builtIn() }
}
