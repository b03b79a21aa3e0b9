/// Sentences that help a reader who is not the person, or who reads on paper: the email's framing line for another
/// recipient, and the PDF's repeated day heading. Kept apart so the main table's wording stays in one place.
extension LocalizationTable {
    static let reading: [String: Entry] = [
        // The email, when it goes to someone other than the sender: said first, so the "you" below reads right.
        "email.framing.named": Entry(en: "{0} shared their week with you.", nb: "{0} har delt uka si med deg."),
        "email.framing": Entry(en: "A week from {0}, shared with you.", nb: "En uke fra {0}, delt med deg."),
        // The weekly PDF: a day's heading again at the top of a page its notes run on to.
        "week.day.continued": Entry(en: "{0} (continued)", nb: "{0} (forts.)"),
        // The app's Night Prep, one name in every place the PDF names it: the prep done the evening before a day
        // (`nightPrep`), the prep list checked for the next (`prepChecks`) and the table of days.
        "week.nightPrep.before": Entry(en: "Night Prep, done the evening before", nb: "Kveldsforberedelse, gjort kvelden før"),
        "week.nightPrep.tomorrow": Entry(en: "Night Prep for tomorrow", nb: "Kveldsforberedelse til i morgen"),
        // The cover's Discipline Score tile: one short line; the 14 days and the change are on the score's page.
        "week.number.completedSessions.one": Entry(
            en: "{1} of {0} check-in was a completed session", nb: "{1} av {0} innsjekking var en gjennomført økt"),
        "week.number.completedSessions.other": Entry(
            en: "{1} of {0} check-ins were completed sessions", nb: "{1} av {0} innsjekkinger var gjennomførte økter"),
        // Read a week later: a day is "that day", never "today" (the app's own prompts keep their words).
        "week.evening.notThatDay": Entry(en: "Not that day", nb: "Ikke den dagen"),
        "week.training.plannedNotThatDay": Entry(
            en: "Planned to train; the session did not happen that day", nb: "Planla å trene, men økta ble ikke noe av den dagen"),
        // The trend chart's line beside its latest score, as the tile says it (the chart's title gives the days).
        "chart.trend.completedSessions.one": Entry(
            en: "{1} of {0} check-in was a completed session", nb: "{1} av {0} innsjekking var en gjennomført økt"),
        "chart.trend.completedSessions.other": Entry(
            en: "{1} of {0} check-ins were completed sessions", nb: "{1} av {0} innsjekkinger var gjennomførte økter"),
        "week.part.nightPrep": Entry(en: "night prep", nb: "kveldsforberedelse"),
    ]
}
