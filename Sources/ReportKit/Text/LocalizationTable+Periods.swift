/// The words of a period's reflection (a month, a quarter, a year or a run of days). Kept apart so the main
/// table's wording stays in one place.
extension LocalizationTable {
    static let periods: [String: Entry] = [
        "period.eyebrow": Entry(en: "Reflection · {0}", nb: "Refleksjon · {0}"),
        "period.pdf.title": Entry(en: "Reflection, {0}", nb: "Refleksjon, {0}"),
        "period.calendar.title": Entry(en: "Your days", nb: "Dagene dine"),
        "period.weeks.title": Entry(en: "Week by week", nb: "Uke for uke"),
    ]
}
