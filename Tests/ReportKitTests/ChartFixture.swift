import Foundation
import Testing
@testable import ReportKit

/// The contract's sample export, read once, and the places goldens live.
enum ChartFixture {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contract's example exports, copied into the repository (`Tests/Fixtures/exports`).
    static let examples = repositoryRoot.appendingPathComponent("Tests/Fixtures/exports")

    /// `Tests/Fixtures/exports/sample-export.json`.
    static let samplePath = examples.appendingPathComponent("sample-export.json").path

    static let goldens = repositoryRoot.appendingPathComponent("Tests/ReportKitTests/Goldens")

    /// Set `UPDATE_GOLDENS=1` to write new goldens instead of comparing.
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func context(locale: String? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(path: samplePath, locale: locale))
    }

    static func options(_ context: ReportContext, theme: Theme = .light) -> ChartOptions {
        ChartOptions(context: context, week: context.week(.latest), theme: theme)
    }

    /// Reads a golden, or writes `actual` as the golden when updating (then the test passes).
    static func golden(_ name: String, _ actual: Data) throws -> Data {
        let url = goldens.appendingPathComponent(name)
        if updating || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try actual.write(to: url)
            if !updating { Issue.record("No golden \(name) yet; wrote it. Look at it, then run again.") }
        }
        return try Data(contentsOf: url)
    }
}

/// How far two pictures are apart, pixel by pixel.
struct PixelDifference: CustomStringConvertible {
    /// Share of pixels whose largest channel difference exceeds the tolerance.
    var differingShare: Double
    /// Mean absolute difference over all channels, 0–255.
    var meanDifference: Double
    var sameSize: Bool

    init(_ a: RasterImage, _ b: RasterImage, tolerance: Int) {
        sameSize = a.width == b.width && a.height == b.height
        guard sameSize, a.width * a.height > 0 else { differingShare = 1; meanDifference = 255; return }
        var differing = 0
        var total = 0
        for i in Swift.stride(from: 0, to: a.rgba.count, by: 4) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))
                total += d
                worst = max(worst, d)
            }
            if worst > tolerance { differing += 1 }
        }
        differingShare = Double(differing) / Double(a.width * a.height)
        meanDifference = Double(total) / Double(a.rgba.count)
    }

    var description: String {
        sameSize ? "differing \(differingShare * 100)% of pixels, mean difference \(meanDifference)" : "sizes differ"
    }
}
