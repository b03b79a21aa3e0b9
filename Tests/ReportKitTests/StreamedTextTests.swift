import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Issue 27, finding 4: a long text was measured whole before it was placed, so its every line and Pango layout
/// were held at once (a 30 MiB note took 2 GB). Text longer than `PageFlow.streamedLength` is measured as the flow
/// reaches its lines now (`LineStream`), each page holding only its own lines: the same pages, a page of memory.
@Suite struct StreamedTextTests {
    static let column = Rect(x: 50, y: 60, width: 300, height: 200)
    static let font = FontSpec(size: 11)

    static func lines(_ n: Int) -> String { (0..<n).map { "line \($0) of the note" }.joined(separator: "\n") }
    static func paragraph(_ n: Int) -> String {
        (1...n).map { "Sentence number \($0) of a long note that goes on for a while." }.joined(separator: " ")
    }

    /// Flows that put a long text everywhere it can stand: alone, as an urge note between its labels (kept with it),
    /// after a heading that keeps with it, at any height down the first page; in both directions and with a panel.
    static let flows: [[FlowBlock]] = {
        let body = FlowText(lines(400), font: font, color: .black, lineSpacing: 1.2, direction: nil)
        let word = FlowText(String(repeating: "😀", count: 2_000), font: font, color: .black, lineSpacing: 1.2, direction: nil)
        let mixed = FlowText((0..<150).map { $0 % 4 == 0 ? "שלום עולם \($0) ומשהו עוד" : "plain line \($0)" }.joined(separator: "\n"),
                             font: font, color: .black, lineSpacing: 1.2, alignment: .center, indent: 12, direction: nil)
        let panelled = FlowText(paragraph(60), font: font, color: .black, lineSpacing: 1.2, panel: Panel(fill: .white, padding: 8), marker: .black)
        let heading = FlowText("A heading", font: FontSpec(size: 16, weight: .bold), color: .black, spaceBefore: 20, keepWithNext: true)
        let when = FlowText("Mon, Nov 16, 10:04 AM", font: FontSpec(size: 9), color: .black, spaceBefore: 8, spaceAfter: 1, keepWithNext: true)
        let chose = FlowText("What you chose: a walk", font: FontSpec(size: 9), color: .black, spaceBefore: 2, keepWithPrevious: true)
        var flows: [[FlowBlock]] = []
        for filler in [0.0, 37, 150, 190] {
            let spacer = FlowBlock.drawing(FlowDrawing(Drawing(width: 10, height: filler)))
            flows.append([spacer, .text(body)])
            flows.append([spacer, .keepTogether(3), .text(when), .text(word), .text(chose)])
            flows.append([spacer, .text(heading), .anchor("h"), .text(mixed), .text(chose)])
            flows.append([spacer, .text(panelled), .text(heading), .text(body)])
        }
        return flows
    }()

    /// A page's items, with each line as placed (its place in a layout aside, which differs by design).
    static func described(_ pages: FlowedPages) -> [String] {
        pages.pages.map { items in
            items.map { item in
                switch item {
                case .text(let t):
                    let lines = t.block.lines.map { "\($0.text)|\($0.x)|\($0.baseline)|\($0.width)|\($0.rightToLeft)|\($0.top)|\($0.height)" }
                    return "text \(t.origin) \(t.block.width)×\(t.block.height) \(lines)"
                case .shape(let s): return "shape \(s.path) \(String(describing: s.fill))"
                case .anchor(let a): return "anchor \(a)"
                case .group(let g): return "group \(g.translate) \(g.scale)"
                case .link(let l): return "link \(l)"
                }
            }.joined(separator: "\n")
        }
    }

    @Test(arguments: flows.indices)
    func aStreamedTextFlowsAsTheWholeTextDoes(index: Int) throws {
        let typeSetter = TypeSetter()
        let blocks = Self.flows[index]
        let whole = PageFlow(column: Self.column).flow(blocks, typeSetter: typeSetter)
        var streaming = PageFlow(column: Self.column)
        streaming.streamedLength = 0
        #expect(streaming.streams(blocks))
        let streamed = streaming.flow(blocks, typeSetter: typeSetter)
        #expect(whole.pages.count > 2)
        #expect(Self.described(streamed) == Self.described(whole), "flow \(index)")
        #expect(streamed.anchors == whole.anchors)
        // Drawn, the same bytes: each page draws the lines Pango shaped for it.
        func pdf(_ flowed: FlowedPages) throws -> Data {
            let pages = flowed.pages.map { Drawing(width: 400, height: 320, background: .white, items: $0) }
            return try PDFWriter().write(PagedDocument(pages: pages, metadata: DocumentMetadata(title: "streamed")))
        }
        #expect(try pdf(streamed) == pdf(whole), "flow \(index)")
    }

    /// Each page of a streamed text holds the Pango layouts of its own lines (a window or two), not the whole text's,
    /// and the stream holds about a page of lines: memory follows the page, not the length of the text.
    @Test func aStreamedTextHoldsAboutAPageAtATime() {
        let typeSetter = TypeSetter()
        var flow = PageFlow(column: Self.column)
        flow.streamedLength = 0
        var pages = 0, mostLayouts = 0, mostLines = 0
        _ = flow.flow([.text(FlowText(Self.lines(3_000), font: Self.font, color: .black, direction: nil))], typeSetter: typeSetter) { items in
            pages += 1
            for case .text(let t) in items {
                mostLines = max(mostLines, t.block.lines.count)
                mostLayouts = max(mostLayouts, (t.block.shaped as? ShapedText)?.layoutCount ?? .max)
            }
        }
        #expect(pages > 100)
        #expect(mostLines < 20)
        // A page of 15 lines spans at most two windows of 32 lines.
        #expect(mostLayouts <= 2)

        // Read line by line, a stream measures a window ahead and lets go what it is told to.
        let stream = typeSetter.lines(Self.lines(3_000), font: Self.font, width: 300)
        var mostHeld = 0
        for i in stride(from: 0, to: 3_000, by: 10) {
            #expect(stream.line(i)?.text == "line \(i) of the note")
            mostHeld = max(mostHeld, stream.measuredCount - stream.firstLine)
            stream.forget(before: i)
        }
        #expect(stream.line(3_000) == nil)
        #expect(stream.measuredCount == 3_000)
        #expect(mostHeld <= 10 + 2 * TextWindows.paragraphs)
    }

    /// The stream's lines are the whole block's, and so is its height.
    @Test func aStreamHasTheLinesOfTheWholeBlock() {
        let typeSetter = TypeSetter()
        for text in [Self.lines(300), String(repeating: "🌱", count: 3_000), Self.paragraph(80)] {
            let whole = typeSetter.measure(text, font: Self.font, width: 250, lineSpacing: 1.2, direction: nil)
            let stream = typeSetter.lines(text, font: Self.font, width: 250, lineSpacing: 1.2, direction: nil)
            var lines: [TextLine] = []
            while let line = stream.line(lines.count) { lines.append(line) }
            #expect(lines.map(\.text) == whole.lines.map(\.text))
            #expect(lines.map(\.top) == whole.lines.map(\.top))
            #expect(lines.map(\.baseline) == whole.lines.map(\.baseline))
            #expect(stream.finishedHeight == whole.height)
        }
    }
}
