import ReportNative
/// The look of document pages: margins, a type scale and the colours of the theme.
///
/// One scale for every page, so the cover, the days and the charts read as one designed document.
package struct PageStyle: Sendable {
    package var paper: Paper
    package var theme: Theme

    package init(paper: Paper, theme: Theme) { self.paper = paper; self.theme = theme }

    package var palette: Palette { theme.palette }

    /// Real margins: about 2 cm at the sides and the bottom on A4, ¾ inch on Letter; the running header
    /// sits in the top margin.
    package var margins: (top: Double, side: Double, bottom: Double) {
        paper == .a4 ? (68, 56, 56) : (64, 54, 54)
    }

    /// The text column of every page.
    package var column: Rect {
        let m = margins
        return Rect(x: m.side, y: m.top, width: paper.width - 2 * m.side, height: paper.height - m.top - m.bottom)
    }

    /// Baseline of the running header.
    package var headerBaseline: Double { margins.top - 30 }

    // Type scale (points): 24 / 16 / 13 / 11 / 10.5 / 9.
    static let eyebrow = FontSpec(size: 9, weight: .bold)
    static let title = FontSpec(size: 24, weight: .bold)
    static let subtitle = FontSpec(size: 13)
    static let lead = FontSpec(size: 12.5)
    static let heading = FontSpec(size: 16, weight: .bold)
    static let subheading = FontSpec(size: 11, weight: .bold)
    package static let body = FontSpec(size: 11)
    static let fact = FontSpec(size: 10.5)
    static let prompt = FontSpec(size: 9)
    static let small = FontSpec(size: 9)
    static let header = FontSpec(size: 8.5)
    static let closing = FontSpec(size: 12, italic: true)
    static let bigNumber = FontSpec(size: 20, weight: .bold)
    static let bodySpacing = 1.2
    /// How far apart the ruled lines to write on are (the talk lines, a page for notes): a handwritten line.
    static let writingLinePitch = 24.0
    /// The smallest text a chart on a page may print at, in points.
    static let smallestChartText = 7.0

    /// The faces the pages use (sizes do not matter to Pango's font sets, see `TypeSetter.measure`).
    package static let fonts = [body, subheading, closing]

    /// Tints for panels and tiles.
    var panel: RGBA { palette.rings[0].withAlpha(theme == .light ? 0.07 : 0.16) }
    var tile: RGBA { palette.grid.withAlpha(theme == .light ? 0.35 : 0.45) }
    var accent: RGBA { palette.rings[0] }
}
