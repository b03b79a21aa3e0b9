/// Light or dark: every chart comes in both (`--theme`).
public enum Theme: String, CaseIterable, Sendable {
    /// Dark ink on white.
    case light
    /// Light ink on a dark background.
    case dark

    package var palette: Palette { self == .light ? .light : .dark }
}

/// The colours of one theme. Every colour that carries data has at least 3:1 contrast with the background
/// (WCAG 2 for graphics) and comes from a colour-blind-safe set: one blue ramp for amounts, and
/// Okabe–Ito hues (blue, vermillion, bluish green, reddish purple) for categories.
package struct Palette: Sendable, Equatable {
    package var background: RGBA
    /// Titles and numbers.
    package var ink: RGBA
    /// Labels and notes.
    package var muted: RGBA
    /// Grid lines and axes (quiet on purpose; the data carries the contrast).
    package var grid: RGBA
    /// The heatmap's shades for levels 1–4, light to strong: each at least 3:1 against the background, and
    /// neighbours in equal steps of relative luminance, as far apart as four such shades can be (about 1.8:1
    /// in light, 1.7:1 in dark; the old ramp's closest pair was 1.34:1).
    package var heat: [RGBA]
    /// Outlines and marks for days without a shade (nothing logged, before the data, still to come).
    package var emptyMark: RGBA
    /// Ring colours: showed up, care action, training.
    package var rings: [RGBA]
    /// How strongly a ring's track shows its colour.
    package var trackAlpha: Double
    package var trend: RGBA
    package var trendArea: RGBA
    /// Urge types: stress, habit, physical, other.
    package var urges: [RGBA]

    package static let light = Palette(
        background: RGBA(hex: 0xFFFFFF), ink: RGBA(hex: 0x1F2328), muted: RGBA(hex: 0x57606A),
        grid: RGBA(hex: 0xD8DEE4),
        heat: [RGBA(hex: 0x4A97DF), RGBA(hex: 0x1F6BB0), RGBA(hex: 0x144470), RGBA(hex: 0x071726)],
        emptyMark: RGBA(hex: 0x8A939D),
        rings: [RGBA(hex: 0x0072B2), RGBA(hex: 0xC8570A), RGBA(hex: 0x00876A)], trackAlpha: 0.16,
        trend: RGBA(hex: 0x0072B2), trendArea: RGBA(hex: 0x0072B2, alpha: 0.10),
        urges: [RGBA(hex: 0xC8570A), RGBA(hex: 0x0072B2), RGBA(hex: 0x00876A), RGBA(hex: 0xB0508F)])

    package static let dark = Palette(
        background: RGBA(hex: 0x15181D), ink: RGBA(hex: 0xE6EDF3), muted: RGBA(hex: 0x9DA7B3),
        grid: RGBA(hex: 0x30363D),
        heat: [RGBA(hex: 0x1468B6), RGBA(hex: 0x2E8FE8), RGBA(hex: 0x82BCF1), RGBA(hex: 0xDBECFB)],
        emptyMark: RGBA(hex: 0x768390),
        rings: [RGBA(hex: 0x56B4E9), RGBA(hex: 0xF0A04B), RGBA(hex: 0x3CC29A)], trackAlpha: 0.22,
        trend: RGBA(hex: 0x56B4E9), trendArea: RGBA(hex: 0x56B4E9, alpha: 0.14),
        urges: [RGBA(hex: 0xF0A04B), RGBA(hex: 0x56B4E9), RGBA(hex: 0x3CC29A), RGBA(hex: 0xE08FC4)])

    /// Every colour that must stand out from the background by 3:1.
    package var graphicColors: [RGBA] { heat + [emptyMark, trend, ink, muted] + rings + urges }

    /// Stable names for the colours (alpha left out), the same in every theme, so a page's CSS can set
    /// them and one inline SVG serves light and dark. Where two roles share a colour, the first one names it.
    package var colorRoles: [(name: String, color: RGBA)] {
        [("background", background), ("ink", ink), ("muted", muted), ("grid", grid)]
            + heat.enumerated().map { ("heat-\($0.offset + 1)", $0.element.withAlpha(1)) }
            + [("empty-mark", emptyMark)]
            + rings.enumerated().map { ("ring-\($0.offset)", $0.element.withAlpha(1)) }
            + [("trend", trend), ("trend-area", trendArea.withAlpha(1))]
            + urges.enumerated().map { ("urge-\($0.offset)", $0.element.withAlpha(1)) }
    }

    /// Stable names for the opacities a theme chooses, like `colorRoles`.
    package var opacityRoles: [(name: String, value: Double)] {
        [("track-opacity", trackAlpha), ("trend-area-opacity", trendArea.alpha)]
    }
}
