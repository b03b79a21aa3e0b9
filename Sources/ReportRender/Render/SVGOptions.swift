import ReportNative
/// How an SVG is meant to be used: as a file of its own, or inlined into an HTML page beside other charts.
///
/// The default is today's standalone file, so `SVGWriter()` writes what it always wrote.
package struct SVGOptions: Sendable {
    package enum Embedding: Sendable {
        /// A file of its own: XML prolog, `xmlns`.
        case standalone
        /// Inside an HTML page: no prolog (HTML does not allow one there).
        case inline
    }

    package var embedding: Embedding
    /// Put before every id the SVG defines or refers to (title, desc, clip paths, anchors), so two charts
    /// in one page do not collide. Letters, digits, `-`, `_` and `.`; anything else becomes `-`,
    /// because an id goes into `url(#…)` and space-separated `aria-labelledby` lists.
    package var idPrefix: String
    /// The palette the scene was drawn with. When set, each of its colours is written as a CSS custom
    /// property with this palette's value as fallback (`style="fill:var(--cr-ink,#1f2328)"`), so a page
    /// can recolour one inline chart for light and dark. nil writes every colour literally.
    /// A colour that two roles share is written under the first (the trend line as `ring-0`), so a page
    /// sets every property, as `customProperties(_:)` gives them, not a chosen few.
    package var cssColors: Palette?

    package init(embedding: Embedding = .standalone, idPrefix: String = "", cssColors: Palette? = nil) {
        self.embedding = embedding; self.idPrefix = idPrefix; self.cssColors = cssColors
    }

    /// For a chart inside an HTML page that sets the `--cr-…` properties (see `customProperties(_:)`).
    package static func inline(idPrefix: String, palette: Palette) -> SVGOptions {
        SVGOptions(embedding: .inline, idPrefix: idPrefix, cssColors: palette)
    }

    /// `idPrefix` with the characters that would break an id reference replaced.
    var safeIDPrefix: String {
        // Nearly always safe already (a site's prefixes are made of chart names): handed back as it is.
        if idPrefix.unicodeScalars.allSatisfy(SVGOptions.isSafeInID) { return idPrefix }
        return String(String.UnicodeScalarView(idPrefix.unicodeScalars.map { SVGOptions.isSafeInID($0) ? $0 : "-" }))
    }

    private static func isSafeInID(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
        default: false
        }
    }

    /// The CSS custom property for a palette role (`ink` → `--cr-ink`).
    package static func customProperty(_ role: String) -> String { "--cr-" + role }

    /// Declarations that give a page a palette's colours and opacities under the names inline charts use,
    /// one per line (`--cr-ink: #1f2328;`): put the light ones in `:root` and the dark ones in a
    /// `prefers-color-scheme: dark` rule.
    package static func customProperties(_ palette: Palette) -> String {
        var css = ""
        for role in palette.colorRoles { css += "\(customProperty(role.name)): \(role.color.hexString);\n" }
        for role in palette.opacityRoles { css += "\(customProperty(role.name)): \(compact(role.value, decimals: 3));\n" }
        return css
    }
}
