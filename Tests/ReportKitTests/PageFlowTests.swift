import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The page flow: text breaks between measured lines, never leaves the column, keeps headings with what follows.
@Suite struct PageFlowTests {
    static let column = Rect(x: 50, y: 60, width: 300, height: 200)
    static let font = FontSpec(size: 11)

    static func paragraph(_ n: Int) -> String {
        (1...n).map { "Sentence number \($0) of a long note that goes on for a while." }.joined(separator: " ")
    }

    /// Text items per page, in order.
    static func texts(_ pages: FlowedPages) -> [[TextItem]] {
        pages.pages.map { $0.compactMap { if case .text(let t) = $0 { return t } else { return nil } } }
    }

    @Test func aLongParagraphContinuesOnTheNextPagesWithEveryLine() {
        let typeSetter = TypeSetter()
        let text = Self.paragraph(40)
        let whole = typeSetter.measure(text, font: Self.font, width: Self.column.width, lineSpacing: 1.2)
        let flowed = PageFlow(column: Self.column).flow([.text(FlowText(text, font: Self.font, color: .black, lineSpacing: 1.2))], typeSetter: typeSetter)
        #expect(flowed.pages.count > 2)
        let parts = Self.texts(flowed).flatMap { $0 }
        #expect(parts.flatMap { $0.block.lines.map(\.text) } == whole.lines.map(\.text))
        for part in parts {
            #expect(part.origin.y >= Self.column.minY - 0.01)
            #expect(part.origin.y + part.block.height <= Self.column.maxY + 0.01)
            for line in part.block.lines { #expect(part.origin.y + line.bottom <= Self.column.maxY + 0.01) }
        }
        // Never a lone line at the top or the bottom of a page.
        for part in parts { #expect(part.block.lines.count >= 2) }
    }

    @Test func aHeadingStaysWithWhatFollows() {
        let typeSetter = TypeSetter()
        let filler = FlowText(Self.paragraph(7), font: Self.font, color: .black)
        let heading = FlowText("A heading", font: FontSpec(size: 16, weight: .bold), color: .black, spaceBefore: 20, keepWithNext: true)
        let body = FlowText(Self.paragraph(6), font: Self.font, color: .black)
        let flowed = PageFlow(column: Self.column).flow([.text(filler), .anchor("h"), .text(heading), .text(body)], typeSetter: typeSetter)
        let pages = Self.texts(flowed)
        let headingPage = pages.firstIndex { $0.contains { $0.block.text == "A heading" } }!
        #expect(flowed.anchors["h"] == headingPage)
        // The heading is not the last thing on its page.
        #expect(pages[headingPage].last?.block.text != "A heading")
    }

    /// Wherever the page ends, a heading (with its space after) is never the last thing on a page.
    @Test(arguments: Array(stride(from: 0.0, through: 60, by: 3)))
    func aHeadingIsNeverLeftAlone(filler: Double) {
        let typeSetter = TypeSetter()
        let spacer = Drawing(width: 10, height: 140 + filler)
        let heading = FlowText("Heading", font: FontSpec(size: 16, weight: .bold), color: .black, spaceBefore: 26, spaceAfter: 8, keepWithNext: true)
        let item = FlowText("One short item", font: Self.font, color: .black, spaceBefore: 4)
        let flowed = PageFlow(column: Self.column).flow([.drawing(FlowDrawing(spacer)), .text(heading), .text(item)], typeSetter: typeSetter)
        let pages = Self.texts(flowed)
        let headingPage = pages.firstIndex { $0.contains { $0.block.text == "Heading" } }!
        #expect(pages[headingPage].contains { $0.block.text == "One short item" }, "filler \(filler)")
    }

    @Test func aDrawingMovesWholeAndIsScaledToTheColumn() {
        let typeSetter = TypeSetter()
        let wide = Drawing(width: 600, height: 100, items: [.shape(PaintedPath(.rect(Rect(x: 0, y: 0, width: 600, height: 100)), fill: .black))])
        let flowed = PageFlow(column: Self.column).flow(
            [.text(FlowText(Self.paragraph(8), font: Self.font, color: .black)), .drawing(FlowDrawing(wide))], typeSetter: typeSetter)
        let groups = flowed.pages.enumerated().flatMap { i, items in items.compactMap { if case .group(let g) = $0 { return (i, g) } else { return nil } } }
        #expect(groups.count == 1)
        let (page, group) = groups[0]
        #expect(page == flowed.pages.count - 1)
        #expect(abs(group.scale - 0.5) < 1e-9)
        #expect(group.translate.y + 100 * group.scale <= Self.column.maxY + 0.01)
    }

    /// Issue 15: each page break copied the rest of a long paragraph, and Pango laid a note out whole, so a note of
    /// 100,000 short lines took half a minute. Twice the lines take about twice the time now.
    @Test func aLongNoteFlowsInTimeThatGrowsWithItsLength() {
        let typeSetter = TypeSetter()
        func seconds(_ lines: Int) -> (Double, Int) {
            let text = (0..<lines).map { "line \($0) of the note" }.joined(separator: "\n")
            let start = threadSeconds()
            let flowed = PageFlow(column: Self.column).flow([.text(FlowText(text, font: Self.font, color: .black))], typeSetter: typeSetter)
            return (threadSeconds() - start, flowed.pages.count)
        }
        _ = seconds(500)
        // The best of three in this thread's processor time, so a busy machine does not decide.
        let small = (0..<3).map { _ in seconds(5_000) }.min { $0.0 < $1.0 } ?? (0, 0)
        let large = (0..<3).map { _ in seconds(10_000) }.min { $0.0 < $1.0 } ?? (0, 0)
        #expect(large.1 >= 2 * small.1 - 1)
        #expect(large.0 < small.0 * 3, "5,000 lines: \(small.0) s; 10,000 lines: \(large.0) s")
    }

    static let tall = Rect(x: 50, y: 60, width: 300, height: 500)

    /// The page each text is on (the first, for one split over pages).
    static func page(of text: String, _ flowed: FlowedPages) -> Int? {
        texts(flowed).firstIndex { $0.contains { $0.block.text.hasPrefix(text) } }
    }

    /// An urge note: its time (kept with what follows), its words, and what was chosen (kept with what precedes).
    static func note(_ sentences: Int) -> [FlowBlock] {
        [.keepTogether(3),
         .text(FlowText("Mon, Nov 16, 10:04 AM", font: FontSpec(size: 9), color: .black, spaceBefore: 8, spaceAfter: 1, keepWithNext: true)),
         .text(FlowText(paragraph(sentences), font: font, color: .black, lineSpacing: 1.2, direction: nil)),
         .text(FlowText("What you chose: a walk", font: FontSpec(size: 9), color: .black, spaceBefore: 2, keepWithPrevious: true))]
    }

    /// Issue 12: a page break fell inside an urge note, so "What you chose" began the next page (14 of 122 PDFs).
    /// Wherever the page ends, a note of a few lines is on one page, whole.
    @Test(arguments: Array(stride(from: 300.0, through: 500, by: 5)))
    func anUrgeNoteIsNeverSplit(filler: Double) {
        let flowed = PageFlow(column: Self.tall).flow([.drawing(FlowDrawing(Drawing(width: 10, height: filler)))] + Self.note(6), typeSetter: TypeSetter())
        let pages = Self.texts(flowed)
        let when = Self.page(of: "Mon, Nov 16", flowed), chose = Self.page(of: "What you chose", flowed)
        #expect(when != nil && when == chose, "filler \(filler)")
        #expect(pages.flatMap { $0 }.filter { $0.block.text.hasPrefix("Sentence number 1 ") }.count == 1, "filler \(filler): the words split")
    }

    /// A note too long to move whole breaks between its lines, but its time never ends a page and what was chosen
    /// never begins one: at least two lines of the words stand with each.
    @Test(arguments: Array(stride(from: 0.0, through: 500, by: 10)))
    func aLongUrgeNoteBreaksBetweenLinesKeepingItsLabels(filler: Double) {
        let flowed = PageFlow(column: Self.tall).flow([.drawing(FlowDrawing(Drawing(width: 10, height: filler)))] + Self.note(40), typeSetter: TypeSetter())
        for page in Self.texts(flowed) {
            if let last = page.last { #expect(!last.block.text.hasPrefix("Mon, Nov 16"), "filler \(filler)") }
            if let first = page.first { #expect(!first.block.text.hasPrefix("What you chose"), "filler \(filler)") }
            if let i = page.firstIndex(where: { $0.block.text.hasPrefix("What you chose") }) {
                #expect(i > 0 && page[i - 1].block.lines.count >= 2, "filler \(filler)")
            }
        }
    }

    /// The closing compassion line.
    static let closing = FlowText("This is hard, and I'm not alone. I can be kind to myself as I grow.", font: FontSpec(size: 12, italic: true),
                                  color: .black, lineSpacing: 1.2, alignment: .center, spaceBefore: 26, keepWithPrevious: true,
                                  panel: Panel(fill: .white, padding: 14))

    /// Issue 12: the closing line stood alone on the last page (18 of 122 PDFs). Wherever the page ends, it ends the
    /// page of the last section: after the last lines of a paragraph, a short item, or a chart.
    @Test(arguments: Array(stride(from: 250.0, through: 480, by: 5)))
    func theClosingLineIsNeverAloneOnItsPage(filler: Double) {
        let heading = FlowText("Achievements and milestones", font: FontSpec(size: 16, weight: .bold), color: .black, spaceBefore: 26, spaceAfter: 4, keepWithNext: true)
        let spacer = FlowBlock.drawing(FlowDrawing(Drawing(width: 10, height: filler)))
        let endings: [[FlowBlock]] = [
            [.text(FlowText(Self.paragraph(9), font: Self.font, color: .black, lineSpacing: 1.2))],
            [.text(heading), .text(FlowText("•  14-day streak", font: Self.font, color: .black, spaceBefore: 4))],
            [.text(heading), .drawing(FlowDrawing(Drawing(width: 300, height: 120), spaceBefore: 4))],
        ]
        for (n, ending) in endings.enumerated() {
            let flowed = PageFlow(column: Self.tall).flow([spacer] + ending + [.text(Self.closing)], typeSetter: TypeSetter())
            // On the closing line's page, something of the section comes before it (besides its own panel).
            let last = flowed.pages.last ?? []
            let closing = last.firstIndex { if case .text(let t) = $0 { t.block.text.hasPrefix("This is hard") } else { false } }
            let before = closing.map { last[..<$0].filter { if case .shape = $0 { false } else { true } } } ?? []
            #expect(!before.isEmpty, "ending \(n), filler \(filler): the closing line is alone")
        }
    }

    @Test func emptyInputIsOneEmptyPage() {
        let flowed = PageFlow(column: Self.column).flow([], typeSetter: TypeSetter())
        #expect(flowed.pages.count == 1)
    }

    @Test func splittingABlockKeepsLinesWherePangoPutThem() {
        let block = TypeSetter().measure(Self.paragraph(10), font: Self.font, width: 200, lineSpacing: 1.3)
        let tail = block.lines(3..<block.lines.count)
        #expect(tail.lines.first?.top == 0)
        #expect(abs(tail.lines[1].baseline - tail.lines[0].baseline - (block.lines[4].baseline - block.lines[3].baseline)) < 1e-9)
        #expect(abs(tail.height + block.lines[3].top - block.height) < 1e-6)
        #expect(block.lineCount(fitting: block.lines[2].bottom) == 3)
    }
}

/// A measured block holds the lines Pango laid out: any writer draws them, on any thread, after the
/// `TypeSetter` that measured them is gone, and twice in one document.
@Suite struct ShapedTextTests {
    static func picture(_ block: TextBlock) throws -> RasterImage {
        let scene = Drawing(width: 220, height: 40, background: .white, items: [.text(TextItem(block, at: Point(10, 10), color: .black))])
        return try PNGWriter(scale: 1).raster(scene)
    }

    @Test func aBlockDrawsTheSameWhoeverDrawsIt() async throws {
        var block: TextBlock? = TypeSetter().measure("Hello, kind world 🌱", font: FontSpec(size: 14))
        #expect(block?.shaped != nil)
        let here = try Self.picture(block!)
        // Drawn on another thread, its TypeSetter long released.
        let kept = block!
        block = nil
        let there = try await Task.detached { try Self.picture(kept) }.value
        #expect(here.rgba == there.rgba)
        // The same as shaping the line again (a block without shaped text), within anti-aliasing.
        var unshaped = kept
        unshaped.shaped = nil
        let again = try Self.picture(unshaped)
        let diff = zip(here.rgba, again.rgba).filter { abs(Int($0) - Int($1)) > 48 }.count
        #expect(Double(diff) / Double(here.rgba.count) < 0.002)
    }

    @Test func oneSceneInlinedTwiceInOneDocument() throws {
        let typeSetter = TypeSetter()
        let chart = Drawing(width: 100, height: 30, items: [.text(TextItem(typeSetter.measure("Twice", font: FontSpec(size: 12)), at: Point(4, 4), color: .black))])
        let page = Drawing(width: 220, height: 40, background: .white, items: [.group(chart.asGroup(at: Point(0, 0))), .group(chart.asGroup(at: Point(110, 0)))])
        let pdf = try PDFWriter().write(PagedDocument(pages: [page, page], metadata: DocumentMetadata(title: "twice")))
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let image = try PNGWriter(scale: 1).raster(page)
        // Ink in both halves.
        let left = (0..<40).contains { y in (0..<110).contains { x in image.pixel(x, y).r < 128 } }
        let right = (0..<40).contains { y in (110..<220).contains { x in image.pixel(x, y).r < 128 } }
        #expect(left && right)
    }
}
