import ReportNative
/// Collects the items of a chart while it is laid out, measuring text with the render's `TypeSetter`.
package struct SceneBuilder {
    package enum Anchor { case left, center, right }

    let typeSetter: TypeSetter
    package var items: [SceneItem] = []

    package init(_ typeSetter: TypeSetter) { self.typeSetter = typeSetter }

    package mutating func add(_ item: SceneItem) { items.append(item) }

    package mutating func fill(_ path: VectorPath, _ color: RGBA) { items.append(.shape(PaintedPath(path, fill: color))) }

    mutating func stroke(_ path: VectorPath, _ stroke: Stroke) { items.append(.shape(PaintedPath(path, stroke: stroke))) }

    package func measure(_ text: String, _ font: FontSpec, width: Double? = nil, alignment: TextAlignment = .leading) -> TextBlock {
        typeSetter.measure(text, font: font, width: width, alignment: alignment)
    }

    /// Places one line of text with its baseline at `baseline`, anchored at `x`; returns the block.
    @discardableResult
    package mutating func text(_ string: String, _ font: FontSpec, x: Double, baseline: Double, anchor: Anchor = .left, color: RGBA) -> TextBlock {
        let block = measure(string, font)
        place(block, x: x, baseline: baseline, anchor: anchor, color: color)
        return block
    }

    mutating func place(_ block: TextBlock, x: Double, baseline: Double, anchor: Anchor = .left, color: RGBA) {
        let left: Double
        switch anchor {
        case .left: left = x
        case .center: left = x - block.width / 2
        case .right: left = x - block.width
        }
        items.append(.text(TextItem(block, at: Point(left, baseline - block.ascent), color: color)))
    }
}

extension SceneBuilder {
    /// The title and the line under it, at the chart's top-left; returns where the content may start.
    mutating func header(title: String, subtitle: String, palette: Palette, width: Double, scale: Double = 1) -> Double {
        let m = ChartType.margin
        let t = measure(title, ChartType.title.scaled(scale), width: width - 2 * m)
        items.append(.text(TextItem(t, at: Point(m, m - 2), color: palette.ink)))
        let s = measure(subtitle, ChartType.subtitle.scaled(scale), width: width - 2 * m)
        let top = m - 2 + t.height + 2
        items.append(.text(TextItem(s, at: Point(m, top), color: palette.muted)))
        return top + s.height
    }
}
