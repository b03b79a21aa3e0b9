import ReportNative
/// Something a page flow places in its column, top to bottom.
package enum FlowBlock: Sendable {
    /// Text that may continue on the next page, broken between two of its Pango-measured lines.
    case text(FlowText)
    /// A drawing (a chart, a table) that is never broken: it moves to the next page whole.
    case drawing(FlowDrawing)
    /// A named place at the top of whatever comes next, for links and the outline.
    case anchor(String)
    /// What follows starts on a new page.
    case pageBreak
    /// The next `count` blocks (an urge note: its time, its words and what was chosen; a prompt and its answer)
    /// stay on one page when together they take at most `PageFlow.keepTogetherShare` of the column: if they do not
    /// fit below what is there, they begin the next page. A longer run breaks between lines like any text, its
    /// headings and labels kept with their lines.
    case keepTogether(Int)
    /// From here to the next `continued`, a page that begins with what follows begins with this text first (a day's
    /// heading with "(continued)"), so a note read on its own page says whose day it is; nil ends it.
    case continued(FlowText?)
    /// Ruled lines to write on, `pitch` apart, from below what is there to the foot of the column: a page that
    /// would hold only a short ending becomes a page for notes. When fewer than `minimumLines` fit, they fill the
    /// next page whole (and what keeps with them, a heading, goes along).
    case ruledToEnd(pitch: Double, color: RGBA, minimumLines: Int)
}

/// A paragraph of the flow and how it sits in the column.
package struct FlowText: Sendable {
    package var text: String
    package var font: FontSpec
    package var color: RGBA
    /// A factor of the font's line height; nil keeps the font's own.
    package var lineSpacing: Double?
    package var alignment: TextAlignment
    /// From the column's left edge.
    package var indent: Double
    /// Left out at the top of a page.
    package var spaceBefore: Double
    package var spaceAfter: Double
    /// Never the last thing on a page: a heading or a prompt stays with (the start of) what follows.
    package var keepWithNext: Bool
    /// Never the first thing on a page: a label such as "What you chose", or the closing line, stays on the page
    /// where what comes before it ends, and takes the last lines of a long paragraph along to the next one.
    package var keepWithPrevious: Bool
    /// A tinted panel behind the text.
    package var panel: Panel?
    /// A short bar in this colour left of the first line (a section's mark); the text moves right to make room.
    package var marker: RGBA?
    /// The document's direction for sentences of ours; nil for the person's own words, so each of their
    /// paragraphs reads in the direction of its script.
    package var direction: TextDirection?

    package init(
        _ text: String, font: FontSpec, color: RGBA, lineSpacing: Double? = nil, alignment: TextAlignment = .leading,
        indent: Double = 0, spaceBefore: Double = 0, spaceAfter: Double = 0, keepWithNext: Bool = false,
        keepWithPrevious: Bool = false, panel: Panel? = nil, marker: RGBA? = nil, direction: TextDirection? = .leftToRight
    ) {
        self.text = text; self.font = font; self.color = color; self.lineSpacing = lineSpacing; self.alignment = alignment
        self.indent = indent; self.spaceBefore = spaceBefore; self.spaceAfter = spaceAfter; self.keepWithNext = keepWithNext
        self.keepWithPrevious = keepWithPrevious; self.panel = panel; self.marker = marker; self.direction = direction
    }
}

/// A rounded, tinted rectangle behind a paragraph (each page's part of it gets its own).
package struct Panel: Sendable {
    package var fill: RGBA
    package var padding: Double
    package var radius: Double
    package init(fill: RGBA, padding: Double, radius: Double = 6) { self.fill = fill; self.padding = padding; self.radius = radius }
}

/// A laid-out scene placed whole in the column, scaled down (never up) to fit its width and a page's height.
package struct FlowDrawing: Sendable {
    package var scene: Drawing
    package var spaceBefore: Double
    package var spaceAfter: Double
    package var keepWithNext: Bool
    /// Empty space at the scene's left and right edges (a chart's own margin, in scene units) that may reach
    /// into the page margins, so what is drawn lines up with the text of the column.
    package var bleed: Double
    package init(_ scene: Drawing, spaceBefore: Double = 0, spaceAfter: Double = 0, keepWithNext: Bool = false, bleed: Double = 0) {
        self.scene = scene; self.spaceBefore = spaceBefore; self.spaceAfter = spaceAfter
        self.keepWithNext = keepWithNext; self.bleed = bleed
    }
}

/// Pages filled by a flow: the items of each page, and the page each anchor landed on.
package struct FlowedPages: Sendable {
    package var pages: [[SceneItem]]
    /// Anchor name → index into `pages`.
    package var anchors: [String: Int]
}

/// Lays blocks into pages: text is measured once with Pango at the column's width and broken between lines
/// (at least two lines stay together at the bottom and the top of a page), drawings move whole, and
/// nothing is cut or drawn outside the column.
package struct PageFlow {
    /// The column on every page, in page coordinates.
    package var column: Rect
    /// Fewest lines of a paragraph left at the bottom of a page or carried to the top of the next.
    package var minimumLines = 2
    /// The most of the column a run of blocks kept together (`FlowBlock.keepTogether`) may take: moving a longer
    /// one whole would leave too much of a page empty.
    package static let keepTogetherShare = 1.0 / 3

    /// Text longer than this many bytes is measured as the flow reaches its lines and let go page by page
    /// (`TypeSetter.lines`), not measured whole first: a whole block holds every line and Pango layout, about
    /// seventy times the text. Shorter text is measured whole, so a flow can look at all of it. A test may lower it.
    package var streamedLength = 64 * 1024

    package init(column: Rect) { self.column = column }

    /// Whether any text of `blocks` is measured page by page (see `streamedLength`): pages that hold it should be
    /// drawn as they come, not kept.
    package func streams(_ blocks: [FlowBlock]) -> Bool {
        blocks.contains { if case .text(let t) = $0 { t.text.utf8.count > streamedLength } else { false } }
    }

    fileprivate enum Measured {
        case text(FlowText, Paragraph)
        case drawing(FlowDrawing, scale: Double)
        case anchor(String)
        case pageBreak
        case keepTogether(Int)
        case continued(FlowText, TextBlock)
        case notContinued
        case ruledToEnd(pitch: Double, color: RGBA, minimumLines: Int)
    }

    private static let markerRoom = 11.0

    package func flow(_ blocks: [FlowBlock], typeSetter: TypeSetter) -> FlowedPages {
        var pages: [[SceneItem]] = []
        let anchors = flow(blocks, typeSetter: typeSetter) { pages.append($0) }
        return FlowedPages(pages: pages, anchors: anchors)
    }

    /// Lays the blocks out and hands each page's items to `page` as soon as the page is full (the last one when
    /// the blocks end); returns the page index of each anchor. A block is measured when the flow reaches it, or
    /// looks ahead to it for a keep-with-next, and is let go once placed: however long the flow, it holds about
    /// a page of measured text, and a caller that draws each page as it comes holds no more.
    package func flow(_ blocks: [FlowBlock], typeSetter: TypeSetter, page: ([SceneItem]) -> Void) -> [String: Int] {
        withoutActuallyEscaping(page) { page in
            let measured = MeasuredBlocks(blocks) { measure($0, typeSetter) }
            var state = State(column: column, emit: page)
            for i in blocks.indices {
                switch measured[i] {
                case .anchor(let name): state.pendingAnchors.append(name)
                case .continued(let t, let block): state.continued = continuedItems(t, block)
                case .notContinued: state.continued = nil
                case .pageBreak: if !state.atTop { state.newPage() }
                case .keepTogether(let count):
                    // A short run that does not fit below what is there begins the next page, with what must follow it.
                    if !state.atTop, let height = runHeight(i, count, measured), height <= column.height * Self.keepTogetherShare,
                       state.y + startHeight(after: i - 1, measured) > column.maxY + 0.01 {
                        state.newPage()
                    }
                case .drawing(let d, let scale):
                    let h = d.scene.height * scale
                    let space = state.atTop ? 0 : d.spaceBefore
                    let keeps = d.keepWithNext || nextKeepsWithPrevious(after: i, measured)
                    let need = keeps ? space + h + d.spaceAfter + startHeight(after: i, measured) : space + h
                    if state.y + need > column.maxY + 0.01, !state.atTop { state.newPage() }
                    let top = state.y + (state.atTop ? 0 : d.spaceBefore)
                    let x = column.minX - d.bleed * scale
                    state.place(top: top, items: [.group(d.scene.asGroup(at: Point(x, top), scale: scale))])
                    state.y = top + h + d.spaceAfter
                case .text(let t, let block):
                    place(t, block, index: i, measured, &state)
                case .ruledToEnd(let pitch, let color, let minimum):
                    var top = state.y + (state.atTop ? 0 : pitch / 2)
                    if !state.atTop, Int((column.maxY - top) / pitch) < max(minimum, 1) { state.newPage(); top = state.y }
                    let count = Int((column.maxY - top) / pitch)
                    guard count > 0 else { break }
                    let rules = (1...count).map { n in
                        SceneItem.shape(PaintedPath(.line(from: Point(0, Double(n) * pitch), to: Point(column.width, Double(n) * pitch)),
                                                    stroke: Stroke(width: 0.6, color: color)))
                    }
                    let lines = Drawing(width: column.width, height: Double(count) * pitch + 1, items: rules, alt: AltText(title: "", description: ""))
                    state.place(top: top, items: [.group(lines.asGroup(at: Point(column.minX, top), scale: 1))])
                    state.y = column.maxY
                }
                measured.forget(i)
            }
            return state.finish()
        }
    }

    private func measure(_ block: FlowBlock, _ typeSetter: TypeSetter) -> Measured {
        switch block {
        case .anchor(let name): return .anchor(name)
        case .pageBreak: return .pageBreak
        case .keepTogether(let count): return .keepTogether(count)
        case .continued(nil): return .notContinued
        case .ruledToEnd(let pitch, let color, let minimum): return .ruledToEnd(pitch: pitch, color: color, minimumLines: minimum)
        case .continued(let t?):
            return .continued(t, typeSetter.measure(
                t.text, font: t.font, width: column.width - t.indent, alignment: t.alignment, lineSpacing: t.lineSpacing, direction: t.direction))
        case .drawing(let d):
            let scale = min(1, column.width / max(d.scene.width - 2 * d.bleed, 1), column.height / max(d.scene.height, 1))
            return .drawing(d, scale: scale)
        case .text(let t):
            let width = column.width - t.indent - 2 * (t.panel?.padding ?? 0) - (t.marker != nil ? PageFlow.markerRoom : 0)
            if t.text.utf8.count > streamedLength {
                return .text(t, .streamed(typeSetter.lines(
                    t.text, font: t.font, width: width, alignment: t.alignment, lineSpacing: t.lineSpacing, direction: t.direction)))
            }
            return .text(t, .whole(typeSetter.measure(
                t.text, font: t.font, width: width, alignment: t.alignment, lineSpacing: t.lineSpacing, direction: t.direction)))
        }
    }

    /// Lines that must start together: all of a short paragraph, else `minimumLines`.
    private func firstLines(_ block: Paragraph) -> Int {
        let count = block.count(upTo: minimumLines + 2)
        return count <= minimumLines + 1 ? count : minimumLines
    }

    /// A paragraph's height for comparing with what a page holds: a streamed paragraph taller than the column is
    /// measured only until that is known.
    private func height(_ block: Paragraph) -> Double { block.height(cappedAbove: column.height + 1) }

    /// The height the block after `index` needs at the bottom of a page to begin there, following the chains of
    /// blocks that keep together: a heading, a prompt and the first lines of an answer; a short run kept together
    /// whole; a short paragraph or a drawing with a label or line that keeps with it.
    private func startHeight(after index: Int, _ measured: MeasuredBlocks) -> Double {
        var i = index + 1
        var total = 0.0
        while i < measured.count {
            switch measured[i] {
            case .anchor, .continued, .notContinued: i += 1; continue
            case .pageBreak: return total
            case .ruledToEnd(let pitch, _, let minimum): return total + pitch / 2 + pitch * Double(max(minimum, 1))
            case .keepTogether(let count):
                // A long run begins as its first blocks do.
                guard let height = runHeight(i, count, measured), height <= column.height * Self.keepTogetherShare else { i += 1; continue }
                total += height
                let last = min(i + count, measured.count - 1)
                if !nextKeepsWithPrevious(after: last, measured) { return total }
                i = last
            case .drawing(let d, let scale):
                total += d.spaceBefore + d.scene.height * scale
                if !d.keepWithNext, !nextKeepsWithPrevious(after: i, measured) { return total }
                total += d.spaceAfter
            case .text(let t, let block):
                let pad = 2 * (t.panel?.padding ?? 0)
                let n = firstLines(block)
                if t.keepWithNext || (block.count(upTo: n + 1) == n && nextKeepsWithPrevious(after: i, measured)) {
                    total += t.spaceBefore + height(block) + pad + t.spaceAfter
                } else {
                    return total + t.spaceBefore + pad + (n > 0 ? block.line(n - 1)?.bottom ?? 0 : 0)
                }
            }
            i += 1
        }
        return total
    }

    /// The height of the `count` blocks after the `keepTogether` at `index`, their spaces included; nil when a page
    /// break is among them.
    private func runHeight(_ index: Int, _ count: Int, _ measured: MeasuredBlocks) -> Double? {
        var total = 0.0
        for i in (index + 1)..<min(index + 1 + max(count, 0), measured.count) {
            switch measured[i] {
            case .text(let t, let block): total += t.spaceBefore + height(block) + 2 * (t.panel?.padding ?? 0) + t.spaceAfter
            case .drawing(let d, let scale): total += d.spaceBefore + d.scene.height * scale + d.spaceAfter
            case .pageBreak: return nil
            case .anchor, .keepTogether, .continued, .notContinued, .ruledToEnd: break
            }
        }
        return total
    }

    /// Whether the first text or drawing after `index` keeps with what comes before it.
    private func nextKeepsWithPrevious(after index: Int, _ measured: MeasuredBlocks) -> Bool {
        var i = index + 1
        while i < measured.count {
            switch measured[i] {
            case .anchor, .keepTogether, .continued, .notContinued: i += 1
            case .text(let t, _): return t.keepWithPrevious
            case .drawing, .pageBreak, .ruledToEnd: return false
            }
        }
        return false
    }

    private func place(_ t: FlowText, _ block: Paragraph, index: Int, _ measured: MeasuredBlocks, _ state: inout State) {
        let pad = t.panel?.padding ?? 0
        let textX = column.minX + t.indent + pad + (t.marker != nil ? PageFlow.markerRoom : 0)
        // Keep-with-next: the whole block and the start of what follows, or a new page first.
        if t.keepWithNext, !state.atTop {
            let need = t.spaceBefore + height(block) + 2 * pad + t.spaceAfter + startHeight(after: index, measured)
            if state.y + need > column.maxY + 0.01 { state.newPage() }
        }
        // What keeps with the end of this block (a label, the closing line) needs this much below its last line.
        let tail = !t.keepWithNext && nextKeepsWithPrevious(after: index, measured) ? startHeight(after: index, measured) : 0
        var start = 0
        var first = true
        while true {
            let space = state.atTop ? 0 : t.spaceBefore * (first ? 1 : 0)
            let top = state.y + space
            // Only the lines of this page are copied out of the block: a long note costs no more per page than a short one.
            let available = column.maxY - top - 2 * pad
            var take = block.lineCount(from: start, fitting: available)
            // The lines left, counted only as far as the rules below look (`minimumLines`, at least one, beyond this
            // page): a streamed paragraph is measured no further yet.
            let rest = block.count(upTo: start + take + max(minimumLines, 1)) - start
            if take < rest {
                // Leave no lone line at the bottom or at the top of the next page, when the page allows.
                if rest - take < minimumLines { take = rest - minimumLines }
                if take < min(minimumLines, rest) || take <= 0 {
                    if !state.atTop { state.newPage(); continue }
                    take = max(block.lineCount(from: start, fitting: available), 1)  // a line taller than a page: nothing else to do
                }
            } else if tail > 0, rest > 0, let last = block.line(start + rest - 1), let firstLine = block.line(start),
                      top + last.bottom - firstLine.top + 2 * pad + t.spaceAfter + tail > column.maxY + 0.01 {
                // The rest fits but what keeps with its end does not: the last lines go with it to the next page,
                // or all of a short rest does (unless the page holds nothing yet).
                if rest >= 2 * minimumLines { take = rest - minimumLines } else if !state.atTop { state.newPage(); continue }
            }
            let part = block.part(start..<(start + min(take, rest)))
            var items: [SceneItem] = []
            if let panel = t.panel {
                let r = Rect(x: column.minX + t.indent, y: top, width: column.width - t.indent, height: part.height + 2 * pad)
                items.append(.shape(PaintedPath(.roundedRect(r, radius: panel.radius), fill: panel.fill)))
            }
            if let marker = t.marker, first, let line = part.lines.first {
                let bar = Rect(x: column.minX + t.indent + pad, y: top + pad + line.top + 2, width: 3, height: max(line.height - 4, 2))
                items.append(.shape(PaintedPath(.roundedRect(bar, radius: 1.5), fill: marker)))
            }
            items.append(.text(TextItem(part, at: Point(textX, top + pad), color: t.color)))
            state.place(top: top, items: items)
            state.y = top + part.height + 2 * pad
            start += part.lines.count
            first = false
            block.forget(before: start)
            if block.line(start) == nil { break }
            state.newPage()
        }
        state.y += t.spaceAfter
    }

    /// The heading a continued page begins with, as laid out at the top of the column, and the room it takes.
    private func continuedItems(_ t: FlowText, _ block: TextBlock) -> (items: [SceneItem], height: Double) {
        ([.text(TextItem(block, at: Point(column.minX + t.indent, column.minY), color: t.color))], block.height + t.spaceAfter)
    }

    private struct State {
        let column: Rect
        /// Takes each page when it is full.
        let emit: ([SceneItem]) -> Void
        var pageCount = 0
        var items: [SceneItem] = []
        var y: Double
        var atTop = true
        var pendingAnchors: [String] = []
        var anchors: [String: Int] = [:]
        /// What a new page begins with while a section runs on (`FlowBlock.continued`).
        var continued: (items: [SceneItem], height: Double)?
        /// Whether anything of the flow's own is on the page (a continued heading alone is not).
        var placedOnPage = false

        init(column: Rect, emit: @escaping ([SceneItem]) -> Void) { self.column = column; self.emit = emit; y = column.minY }

        /// The page is full: it is handed on, and the next begins, with the continued heading when a section runs on.
        /// `atTop` stays true below that heading: what comes next is still the page's first thought.
        mutating func newPage() {
            emit(items)
            pageCount += 1
            items = continued?.items ?? []
            y = column.minY + (continued?.height ?? 0)
            atTop = true
            placedOnPage = false
        }

        /// Adds what was laid out at `top`, with any anchors waiting for it.
        mutating func place(top: Double, items new: [SceneItem]) {
            for name in pendingAnchors {
                items.append(.anchor(Anchor(name, at: Point(column.minX, max(column.minY, top - 8)))))
                anchors[name] = pageCount
            }
            pendingAnchors = []
            items += new
            atTop = false
            placedOnPage = true
        }

        mutating func finish() -> [String: Int] {
            if !pendingAnchors.isEmpty { place(top: y, items: []) }
            if placedOnPage || pageCount == 0 {
                continued = nil
                newPage()
            }
            return anchors
        }
    }
}

/// The blocks of a flow, each measured when first asked for and let go once placed.
private final class MeasuredBlocks {
    private let blocks: [FlowBlock]
    private let measure: (FlowBlock) -> PageFlow.Measured
    private var measured: [Int: PageFlow.Measured] = [:]

    init(_ blocks: [FlowBlock], measure: @escaping (FlowBlock) -> PageFlow.Measured) {
        self.blocks = blocks
        self.measure = measure
    }

    var count: Int { blocks.count }

    subscript(index: Int) -> PageFlow.Measured {
        if let m = measured[index] { return m }
        let m = measure(blocks[index])
        measured[index] = m
        return m
    }

    func forget(_ index: Int) { measured[index] = nil }
}

/// A paragraph's measured lines as the flow reads them: a whole `TextBlock`, or the `LineStream` of a long text,
/// measured as the flow reaches its lines and let go once they are placed.
fileprivate enum Paragraph {
    case whole(TextBlock)
    case streamed(LineStream)

    /// Line `index`; nil past the last.
    func line(_ index: Int) -> TextLine? {
        switch self {
        case .whole(let block): return index < block.lines.count ? block.lines[index] : nil
        case .streamed(let lines): return lines.line(index)
        }
    }

    /// The number of lines, or `limit` when there are at least that many (a streamed paragraph is measured no further).
    func count(upTo limit: Int) -> Int {
        switch self {
        case .whole(let block): return min(block.lines.count, limit)
        case .streamed(let lines):
            // Lines already let go were there.
            if limit <= lines.firstLine || lines.line(limit - 1) != nil { return limit }
            return lines.measuredCount
        }
    }

    /// The height; for a streamed paragraph taller than `bound`, the bottom of its first line below `bound`.
    func height(cappedAbove bound: Double) -> Double {
        switch self {
        case .whole(let block): return block.height
        case .streamed(let lines):
            var i = lines.firstLine
            while let line = lines.line(i) {
                if line.bottom > bound { return line.bottom }
                i += 1
            }
            return lines.finishedHeight
        }
    }

    /// As `TextBlock.lineCount(from:fitting:)`.
    func lineCount(from start: Int, fitting height: Double) -> Int {
        switch self {
        case .whole(let block): return block.lineCount(from: start, fitting: height)
        case .streamed(let lines):
            guard let first = lines.line(start) else { return 0 }
            var n = start
            while let line = lines.line(n), line.top - first.top + line.height <= height + 0.01 { n += 1 }
            return n - start
        }
    }

    /// Lines `range` as a block of their own, as `TextBlock.lines(_:)`.
    func part(_ range: Range<Int>) -> TextBlock {
        switch self {
        case .whole(let block): return block.lines(range)
        case .streamed(let lines): return lines.block(range)
        }
    }

    /// The lines before `index` are placed: a streamed paragraph lets them and their layouts go.
    func forget(before index: Int) {
        if case .streamed(let lines) = self { lines.forget(before: index) }
    }
}
