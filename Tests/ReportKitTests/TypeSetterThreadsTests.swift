import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Typesetters on other threads measure a text as one measures it alone: a batch or a site is the same bytes with one
/// thread or many. Pango works a font's metrics out behind a flag shared by the whole process, and a font whose metrics
/// were worked out while another thread did so broke some lines otherwise (see `PangoMetricsLock`).
@Suite struct TypeSetterThreadsTests {
    /// Texts with a word broken between letters, emoji, Greek and Arabic (fonts and languages of their own), at
    /// widths that break them, regular and bold.
    static let texts = [
        "    days· \n upday🌱 Showed", "   Week… of \nsupercalifragilisticexpialidocious  ", "Ωμέγαdays مرحبا ·",
        "plain text here 🌱 ok",
    ]

    static func cases() -> [(text: String, font: FontSpec, width: Double, alignment: TextAlignment)] {
        var all: [(String, FontSpec, Double, TextAlignment)] = []
        for text in texts {
            for size in [9.5, 12.65, 16.5, 30] {
                for width in [40.0, 80, 120, 272.63505859375] {
                    all.append((text, FontSpec(size: size), width, .leading))
                    all.append((text, FontSpec(size: size, weight: .bold), width, .trailing))
                }
            }
        }
        return all
    }

    /// Every case measured by `typeSetter`, or by a new typesetter each (whose fonts work their metrics out afresh).
    static func measureAll(with typeSetter: TypeSetter?) -> [TextBlock] {
        cases().map { c in
            (typeSetter ?? TypeSetter()).measure(c.text, font: c.font, width: c.width, alignment: c.alignment, windowBytes: TypeSetter.windowBytes)
        }
    }

    static func concurrently(tasks: Int, _ body: @escaping @Sendable () -> [TextBlock]) async -> [[TextBlock]] {
        await withTaskGroup(of: [TextBlock].self) { group in
            for _ in 0..<tasks { group.addTask(operation: body) }
            var all: [[TextBlock]] = []
            for await blocks in group { all.append(blocks) }
            return all
        }
    }

    /// The cases whose blocks differ, described with the lines each gave.
    static func differing(_ blocks: [TextBlock], from alone: [TextBlock]) -> [String] {
        zip(cases(), zip(blocks, alone)).filter { $1.0 != $1.1 }.map { c, pair in
            "\(c.text.debugDescription) at \(c.font.size) \(c.font.weight), width \(c.width): \(pair.0.lines.count) lines, alone \(pair.1.lines.count)"
        }
    }

    @Test func freshTypesettersOnManyThreadsMeasureAsOneAlone() async {
        let alone = Self.measureAll(with: nil)
        for _ in 0..<3 {
            for blocks in await Self.concurrently(tasks: 8, { Self.measureAll(with: nil) }) {
                #expect(Self.differing(blocks, from: alone) == [])
            }
        }
    }

    /// As `JobRunner` works: one typesetter per thread, made once.
    @Test func oneTypesetterPerThreadMeasuresAsOneAlone() async {
        let alone = Self.measureAll(with: TypeSetter())
        for blocks in await Self.concurrently(tasks: 8, { Self.measureAll(with: TypeSetter()) }) {
            #expect(Self.differing(blocks, from: alone) == [])
        }
    }
}
