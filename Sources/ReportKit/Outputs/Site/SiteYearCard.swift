#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The year-in-review card a year page links (`years/2026-card.png`).
///
/// HOOK, to be wired by the coordinator: the card itself (`YearCard`, issue 24) is built by another part at the
/// same time and is not on main yet. Until it is, the site makes no card and its year pages show no link to one.
/// To wire it: set `isAvailable` to true and make `png` return the card `reflect --year` writes (no score, no
/// typed words, so it fits the site at any level).
enum SiteYearCard {
    /// Whether the site writes a card per year (and links it).
    static let isAvailable = false

    /// The year's card as PNG bytes; nil while there is no card to make.
    static func png(year: Int, context: ReportContext, typeSetter: TypeSetter) throws(ReportError) -> Data? { nil }

    /// The card's path from the site's root.
    static func path(_ year: Int) -> String { "years/\(year)-card.png" }
}
