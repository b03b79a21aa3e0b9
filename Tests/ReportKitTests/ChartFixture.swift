import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
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

    /// Set `UPDATE_GOLDENS=1` (`make goldens`) to rewrite goldens that differ instead of comparing.
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func context(locale: String? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(path: samplePath, locale: locale))
    }

    static func options(_ context: ReportContext, theme: Theme = .light) -> ChartOptions {
        ChartOptions(context: context, week: context.week(.latest), theme: theme)
    }

    /// Reads a golden. A missing golden is written from `actual`; when updating, so is one that `matches`
    /// (byte equality unless the test says otherwise) finds different. Either way the test fails: a run
    /// that writes a golden has checked nothing.
    static func golden(
        _ name: String, _ actual: Data, matches: (_ actual: Data, _ golden: Data) throws -> Bool = { $0 == $1 },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Data {
        let url = goldens.appendingPathComponent(name)
        let old = try? Data(contentsOf: url)
        // A golden that cannot even be read as one (a broken PNG) differs too.
        if old == nil || (updating && (try? matches(actual, old!)) != true) {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try actual.write(to: url)
            Issue.record(old != nil
                ? "golden \(name) rewritten; run again without UPDATE_GOLDENS to check it"
                : "No golden \(name) yet; wrote it. Look at it, then run again.", sourceLocation: sourceLocation)
        }
        return try Data(contentsOf: url)
    }
}

/// How far two pictures are apart, pixel by pixel.
struct PixelDifference: CustomStringConvertible {
    /// What the PNG goldens allow: a channel may move this much (a different zlib must not matter; font
    /// rasterising may move a little) in at most `goldenShare` of the pixels.
    static let goldenTolerance = 24
    static let goldenShare = 0.005

    /// Whether a PNG shows the picture of a PNG golden, as the golden test judges it.
    static func matchesGolden(_ png: Data, _ golden: Data) throws -> Bool {
        let diff = PixelDifference(try RasterImage(png: png), try RasterImage(png: golden), tolerance: goldenTolerance)
        return diff.sameSize && diff.differingShare < goldenShare
    }

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
