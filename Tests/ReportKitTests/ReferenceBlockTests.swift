import PropertyBased
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `TypeSetter.measure` lays a short text out once at the reference size and gives every size, and every width its
/// lines fit, from that one layout (`ReferenceBlock`). Each block it gives must be the block measuring the text
/// afresh at that size and width gives, and draw the same pixels.
@Suite(.serialized) struct ReferenceBlockTests {
    /// Pieces a text is made of: words, numbers and the punctuation of our titles, emoji (another font), right-to-left
    /// words, combining marks, ligatures and kerning pairs, tabs, runs of spaces, paragraph separators.
    static let pieces = [
        "Week", "34", "·", "August", "16–22,", "2026", "Showed", "up", "of", "days", "streak", "…", "🌱", "👍🏽", "day🌱",
        "עברית", "مرحبا", "abcעב", "e\u{301}", "ﬁne", "AVA", "Wo", "supercalifragilisticexpialidocious", "中文字", "Ωμέγα",
        "\t", "  ", " ", " ", " ", " ", "\n", "\n", "\r\n", "\u{2029}",
    ]
    static let sizes = [9.5, 10.0, 11.5, 12.0, 12.65, 16.5, 30.0]

    /// The block measuring afresh gives: no cache, no layout shared.
    static func afresh(
        _ text: String, _ font: FontSpec, width: Double?, alignment: TextAlignment, lineSpacing: Double?, direction: TextDirection?
    ) -> TextBlock {
        TypeSetter().measure(
            text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction,
            windowBytes: TypeSetter.windowBytes)
    }

    static func picture(_ block: TextBlock) -> [UInt8]? {
        let scene = Drawing(
            width: 120, height: 60, background: .white, items: [.text(TextItem(block, at: Point(4, 4), color: .black))])
        return try? PNGWriter(scale: 1).raster(scene).rgba
    }

    /// One text at sizes and widths chosen around its own width, measured through one typesetter (so each block after
    /// the first comes from a layout made for another size or width), each compared with measuring afresh.
    static func check(_ text: String, sizes: [Double], alignment: TextAlignment, lineSpacing: Double?, direction: TextDirection?) {
        let typeSetter = TypeSetter()
        for (n, size) in sizes.enumerated() {
            let font = FontSpec(size: size, weight: n % 3 == 2 ? .bold : .regular)
            let natural = typeSetter.measure(text, font: font, alignment: alignment, lineSpacing: lineSpacing, direction: direction)
            let around = [natural.width, natural.width + 0.001, natural.width + 0.05, natural.width + 7, natural.width - 0.05,
                          natural.width * 0.6, 40]
            for width in [nil] + around.map(Optional.some) where (width ?? 1) > 0 {
                let kept = typeSetter.measure(text, font: font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction)
                // Tests run in parallel: typesetters on other threads measure alike (see `TypeSetterThreadsTests`).
                let fresh = afresh(text, font, width: width, alignment: alignment, lineSpacing: lineSpacing, direction: direction)
                let what = "\(text.debugDescription) at \(size), width \(String(describing: width)), \(alignment), \(String(describing: direction))"
                #expect(fresh == kept && fresh.lines.map(\.layoutLine) == kept.lines.map(\.layoutLine), "\(what)")
                if fresh == kept {
                    let drawn = picture(kept)
                    #expect(drawn != nil && drawn == picture(fresh), "\(what) draws otherwise")
                }
            }
        }
    }

    @Test func aTitleAtEverySizeAndWidthIsTheBlockMeasuredAfresh() {
        for text in ["Week 34 · August 16–22, 2026", "March 24 – June 15, 2019\nShowed up 82 of 84 days · current streak 8 days",
                     "Jun 14", "trailing spaces   ", "\nblank first", "two\n\nblank lines\n", ""] {
            for alignment in [TextAlignment.leading, .center, .trailing] {
                Self.check(text, sizes: Self.sizes, alignment: alignment, lineSpacing: nil, direction: nil)
            }
            Self.check(text, sizes: [11.5, 12.65], alignment: .leading, lineSpacing: 1.2, direction: .leftToRight)
        }
    }

    @Test func randomTextsAreTheBlocksMeasuredAfresh() async {
        await propertyCheck(
            count: 150, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...14),
            Gen.int(in: 0...(Self.sizes.count - 1)).array(of: 2...3), Gen.int(in: 0...2), Gen.int(in: 0...3)
        ) { picks, sizes, alignment, options in
            // Pieces mostly apart, sometimes run together, so an emoji or a Hebrew word may sit inside a word.
            let text = picks.enumerated().map { i, p in (i % 3 == 2 ? "" : " ") + Self.pieces[p] }.joined()
            let aligned = [TextAlignment.leading, .center, .trailing][alignment]
            let direction: TextDirection? = [nil, nil, .leftToRight, .rightToLeft][options]
            Self.check(text, sizes: sizes.map { Self.sizes[$0] }, alignment: aligned, lineSpacing: options == 1 ? 1.2 : nil,
                       direction: direction)
        }
    }

    /// Memory stays bounded: however many labels a batch measures, the blocks and layouts kept stay within the limit,
    /// and a label measured again after the caches were emptied is the same block.
    @Test func theCachesStayBounded() {
        let typeSetter = TypeSetter()
        let font = FontSpec(size: 11.5)
        let first = typeSetter.measure("Label 0", font: font, width: 300)
        for i in 0..<(TypeSetter.measuredLimit * 2 + 100) {
            _ = typeSetter.measure("Label \(i)", font: font.scaled(i % 2 == 0 ? 1 : 1.1), width: 300)
            let kept = typeSetter.keptCounts
            #expect(kept.blocks <= TypeSetter.measuredLimit && kept.references <= TypeSetter.measuredLimit)
        }
        #expect(typeSetter.measure("Label 0", font: font, width: 300) == first)
    }
}
