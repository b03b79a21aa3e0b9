/// The words of the site's month pages and of its year pages as the year's reflection. Kept apart so the main
/// table's wording stays in one place.
extension LocalizationTable {
    static let sitePeriods: [String: Entry] = [
        "site.month.title": Entry(en: "{0} {1}", nb: "{0} {1}"),
        "site.months": Entry(en: "Your months", nb: "Månedene dine"),
        "site.months.latest": Entry(en: "Your latest month", nb: "Den siste måneden din"),
        "site.months.year": Entry(en: "The year month by month", nb: "Året måned for måned"),
        "site.nav.previousMonth": Entry(en: "Month before: {0}", nb: "Måneden før: {0}"),
        "site.nav.nextMonth": Entry(en: "Month after: {0}", nb: "Måneden etter: {0}"),
        "site.year.pdf": Entry(en: "The year's reflection as a PDF", nb: "Årets refleksjon som PDF"),
        "site.year.card": Entry(en: "The year on one card (image)", nb: "Året på ett kort (bilde)"),
    ]
}
