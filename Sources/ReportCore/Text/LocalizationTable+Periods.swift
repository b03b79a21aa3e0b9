/// The words of a period's reflection (a month, a quarter, a year or a run of days). Kept apart so the main
/// table's wording stays in one place.
extension LocalizationTable {
    static let periods: [String: Entry] = [
        "period.eyebrow": Entry(en: "Reflection · {0}", nb: "Refleksjon · {0}"),
        "period.pdf.title": Entry(en: "Reflection, {0}", nb: "Refleksjon, {0}"),
        "period.calendar.title": Entry(en: "Your days", nb: "Dagene dine"),
        "period.weeks.title": Entry(en: "Week by week", nb: "Uke for uke"),
        "period.weeks.score": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        // A year's weeks are a strip without scores: the lead stops at what the score is.
        "period.discipline.lead.strip": Entry(
            en: "The score on each day is the share of check-ins in the 14 days up to it that were completed sessions.",
            nb: "Scoren for en dag viser hvor stor andel av innsjekkingene de 14 dagene fram til den dagen som var gjennomførte økter."),
        "period.discipline.lead": Entry(
            en: "The score on each day is the share of check-ins in the 14 days up to it that were completed sessions; the rows of the weeks below give it on each week's last day, with the check-ins behind it.",
            nb: "Scoren for en dag viser hvor stor andel av innsjekkingene de 14 dagene fram til den dagen som var gjennomførte økter. Radene under viser scoren på ukas siste dag, med innsjekkingene bak den."),
        "period.clock.title": Entry(en: "When urges came", nb: "Når suget kom"),
        "period.milestones.title": Entry(en: "Milestones", nb: "Milepæler"),
        "period.milestones.again": Entry(en: "{0} in a row: {1} times, most recently on {2}.", nb: "{0} på rad: {1} ganger, sist {2}."),
        "period.milestones.consistencyAgain": Entry(
            en: "Night Prep on five days in a week: {0} times, most recently on {1}.",
            nb: "Kveldsforberedelse fem dager i en uke: {0} ganger, sist {1}."),
        "period.milestones.morningFocusAgain": Entry(
            en: "Morning Focus on all seven days of a week: {0} times, most recently on {1}.",
            nb: "Morgenfokus alle sju dagene i en uke: {0} ganger, sist {1}."),
        "period.lines.title": Entry(en: "In your own words", nb: "Med dine egne ord"),
        "period.lines.more.one": Entry(en: "1 more in your weekly reflections.", nb: "Ett svar til står i ukerefleksjonene."),
        "period.lines.more.other": Entry(en: "{0} more in your weekly reflections.", nb: "{0} svar til står i ukerefleksjonene."),
        "chart.clock.title": Entry(en: "Urge clock", nb: "Sugklokke"),
        "chart.clock.weekday": Entry(en: "Day", nb: "Dag"),
        "chart.clock.morning": Entry(en: "Morning", nb: "Morgen"),
        "chart.clock.afternoon": Entry(en: "Afternoon", nb: "Ettermiddag"),
        "chart.clock.evening": Entry(en: "Evening", nb: "Kveld"),
        "chart.clock.night": Entry(en: "Night", nb: "Natt"),
        "chart.clock.morning.hours": Entry(en: "05–12", nb: "05–12"),
        "chart.clock.afternoon.hours": Entry(en: "12–17", nb: "12–17"),
        "chart.clock.evening.hours": Entry(en: "17–22", nb: "17–22"),
        "chart.clock.night.hours": Entry(en: "22–05", nb: "22–05"),
        "chart.clock.alt.one": Entry(en: "1 urge note by weekday and part of the day.", nb: "1 sugnotat etter ukedag og tid på døgnet."),
        "chart.clock.alt.other": Entry(en: "{0} urge notes by weekday and part of the day.", nb: "{0} sugnotater etter ukedag og tid på døgnet."),
    ]
}
