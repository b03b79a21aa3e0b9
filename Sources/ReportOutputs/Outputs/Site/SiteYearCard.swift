#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender

/// The year-in-review card a year page links (`years/2026-card.png`): the card `reflect --year` writes, without
/// the score. It holds no typed words, so it fits the site at any redaction level.
enum SiteYearCard {
    /// The year's card as PNG bytes, in the light theme (a picture does not follow the page's colour scheme).
    static func png(year: Int, context: ReportContext, typeSetter: TypeSetter) throws(ReportError) -> Data {
        let period = CalendarPeriod(.year, holding: Day(year: year, month: 1, day: 1)!)
        let card = YearCard.document(context: context, year: period, theme: .light, showsScore: false, typeSetter: typeSetter)
        return try YearCard.png(card)
    }

    /// The card's path from the site's root.
    static func path(_ year: Int) -> String { "years/\(year)-card.png" }
}
