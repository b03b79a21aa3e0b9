import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A heatmap PNG is the same bytes whichever thread draws it and whatever the other threads draw meanwhile (issue 39,
/// item 4: two batch runs once gave heatmaps that differed). Each draw here has fresh fonts, as a batch's first people
/// do, while other threads draw heatmaps and week PDFs (colour emoji, other scripts) with fonts of their own: Pango's
/// metrics and cairo's fonts, glyph caches and FreeType faces are shared by the whole process. The 20 × 3 batch
/// runs under load are bench/batch-repeat.sh.
@Suite struct SameBytesOnThreadsTests {
    static func report(seed: UInt64, locale: String, days: Int) throws -> Report {
        try Report(export: Data(SampleExport(days: days, seed: seed, localeIdentifier: locale).json().utf8))
    }

    @Test func heatmapsOnManyThreadsAreTheBytesOfOneAlone() async throws {
        let reports = try [(1, "en-US", 84), (2, "nb-NO", 200), (3, "en-US", 30)].map { seed, locale, days in
            try Self.report(seed: UInt64(seed), locale: locale, days: days)
        }
        let alone = try reports.map { try $0.chart(.heatmap) }
        let differing = Locked<[String]>([])
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for n in 0..<reports.count {
                        let i = (n + task) % reports.count
                        if task % 2 == 1 { _ = try? reports[i].weeklyPDF() }
                        let png = try? reports[i].chart(.heatmap)
                        if png != alone[i] {
                            let first = png.map { png in Array(zip(png, alone[i])).firstIndex { $0.0 != $0.1 } ?? min(png.count, alone[i].count) }
                            differing.withLock { $0.append("task \(task), report \(i): differs from byte \(first.map(String.init) ?? "0 (not drawn)")") }
                        }
                    }
                }
            }
        }
        #expect(differing.withLock { $0 } == [])
    }
}
