/// Sentences that help a reader who is not the person, or who reads on paper: the email's framing line for another
/// recipient, and the PDF's repeated day heading. Kept apart so the main table's wording stays in one place.
extension LocalizationTable {
    static let reading: [String: Entry] = [
        // The email, when it goes to someone other than the sender: said first, so the "you" below reads right.
        "email.framing.named": Entry(en: "{0} shared their week with you.", nb: "{0} har delt uka si med deg."),
        "email.framing": Entry(en: "A week from {0}, shared with you.", nb: "En uke fra {0}, delt med deg."),
        // The greeting of a shared email: it speaks to the reader about the person, where the person's own copy
        // says "here is your week"; the sentences below keep the "you" the app says to the person.
        "email.greeting.shared.named": Entry(
            en: "Here is {0}'s week. The lines below speak to {0}, as the app does.",
            nb: "Her er uka til {0}. Teksten under er skrevet til {0}, slik appen snakker."),
        "email.greeting.shared": Entry(
            en: "Here is the week. The lines below speak to the person, as the app does.",
            nb: "Her er uka. Teksten under er skrevet til personen selv, slik appen snakker."),
        // The footer of a shared email: the export is the person's, not the reader's.
        "email.footer.shared.named": Entry(
            en: "Made by coach-report from {0}'s Coacher export, on {0}'s own machine.",
            nb: "Laget med coach-report fra Coacher-eksporten til {0}, på maskinen til {0}."),
        "email.footer.shared": Entry(
            en: "Made by coach-report from a Coacher export, on its owner's own machine.",
            nb: "Laget med coach-report fra en Coacher-eksport, på eierens egen maskin."),
        // The weekly PDF: a day's heading again at the top of a page its notes run on to.
        "week.day.continued": Entry(en: "{0} (continued)", nb: "{0} (forts.)"),
        "week.notes.title": Entry(en: "Notes", nb: "Notater"),
        // The app's Night Prep, one name in every place the PDF names it: the prep done the evening before a day
        // (`nightPrep`), the prep list checked for the next (`prepChecks`) and the table of days.
        "week.nightPrep.before": Entry(en: "Night Prep, done the evening before", nb: "Kveldsforberedelse, gjort kvelden før"),
        "week.nightPrep.tomorrow": Entry(en: "Night Prep for tomorrow", nb: "Kveldsforberedelse til i morgen"),
        // Read a week later: a day is "that day", never "today" (the app's own prompts keep their words).
        // A day is told by what happened: the plan and the check-in, never the session that did not come.
        "week.training.plannedCheckedIn": Entry(en: "Planned to train, and checked in", nb: "Planla å trene og sjekket inn"),
        "week.part.nightPrep": Entry(en: "night prep", nb: "kveldsforberedelse"),
    ]
}
