extension LocalizationTable {
    /// The statements of `Story`: each fact with its number and denominator, said once for every output.
    static let story: [String: Entry] = [
        // Showed up, as a short value beside a ring, in a list of weeks, a table or a subject.
        "story.short.whole.one": Entry(en: "{1} of {0} day", nb: "{1} av {0} dag"),
        "story.short.whole.other": Entry(en: "{1} of {0} days", nb: "{1} av {0} dager"),
        "story.short.quiet": Entry(en: "a quiet week", nb: "en rolig uke"),
        "story.short.quietSoFar": Entry(en: "nothing logged yet", nb: "ingenting logget ennå"),
        "story.short.ahead": Entry(en: "still ahead", nb: "har ikke begynt ennå"),
        "story.short.before": Entry(en: "before you started", nb: "før du begynte"),
        // Showed up, as a sentence, when nothing was logged: what happened, never "0 of 7".
        "story.showedUp.quiet": Entry(
            en: "A quiet stretch: nothing was logged in these days. The next small step is always open.",
            nb: "En rolig periode: ingenting ble logget disse dagene. Du kan alltid ta et nytt lite steg."),
        "story.showedUp.quiet.week": Entry(
            en: "A quiet week: nothing was logged. Weeks like this happen, and the next small step is always open.",
            nb: "En rolig uke: ingenting ble logget. Slike uker kommer, og du kan alltid ta et nytt lite steg."),
        "story.showedUp.quietSoFar": Entry(
            en: "Nothing is logged yet in these days. One small step is all it takes.",
            nb: "Ingenting er logget ennå disse dagene. Ett lite steg er alt som skal til."),
        // The streak, always dated on a day the person showed up.
        "story.streak.one": Entry(en: "{0} day in a row, through {1}", nb: "{0} dag på rad, fram til {1}"),
        "story.streak.other": Entry(en: "{0} days in a row, through {1}", nb: "{0} dager på rad, fram til {1}"),
        "story.tile.streak.one": Entry(en: "day in a row, through {1}", nb: "dag på rad, fram til {1}"),
        "story.tile.streak.other": Entry(en: "days in a row, through {1}", nb: "dager på rad, fram til {1}"),
        "story.summary.streak": Entry(
            en: "Current streak: {0}; longest so far: {1}.", nb: "Nå: {0}; lengste rekke så langt: {1}."),
        "story.summary.streak.over": Entry(
            en: "At the period's end: {0}; your longest run up to then: {1}.",
            nb: "Ved slutten av perioden: {0}; den lengste rekken din fram til da: {1}."),
        "story.summary.streak.over.week": Entry(
            en: "At the week's end: {0}; your longest run up to then: {1}.",
            nb: "Ved slutten av uka: {0}; den lengste rekken din fram til da: {1}."),
        "story.encourage.streak": Entry(
            en: "{0}. Each of those days was a choice you made for yourself.",
            nb: "{0}. Hver av disse dagene var et valg du tok for deg selv."),
        // Earlier weeks, said without a grade.
        "story.compare.quiet.week": Entry(
            en: "Last week was a quiet one, and this week you came back.", nb: "Forrige uke var rolig, og denne uka kom du tilbake."),
        "story.compare.quiet.period": Entry(
            en: "The days before were quiet, and in these you came back.", nb: "Dagene før var rolige, og i disse kom du tilbake."),
        "story.compare.bothQuiet.week": Entry(
            en: "Last week was quiet too. Weeks like this happen.", nb: "Forrige uke var også rolig. Slike uker kommer."),
        "story.compare.bothQuiet.period": Entry(
            en: "The days before were quiet too. Days like this happen.", nb: "Dagene før var også rolige. Slike dager kommer."),
        "story.compare.afterQuiet.week": Entry(
            en: "Last week you showed up on {0} of {1} days, and that still counts.",
            nb: "Forrige uke møtte du opp {0} av {1} dager, og det teller fortsatt."),
        "story.compare.afterQuiet.period": Entry(
            en: "In the {1} days before you showed up on {0}, and that still counts.",
            nb: "Av de {1} dagene før møtte du opp {0}, og det teller fortsatt."),
        // Training and rest, as what happened: never "3 of 4 planned", nor "N points lower".
        "story.training.one": Entry(en: "trained once", nb: "trente én gang"),
        "story.training.other": Entry(en: "trained {0} times", nb: "trente {0} ganger"),
        "story.rest.one": Entry(en: "{0} rest day", nb: "{0} hviledag"),
        "story.rest.other": Entry(en: "{0} rest days", nb: "{0} hviledager"),
        "story.training.parts": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        "story.discipline.week": Entry(en: "This week: {0}.", nb: "Denne uka: {0}."),
        "story.discipline.period": Entry(en: "Over the whole period: {0}.", nb: "I hele perioden: {0}."),
        // Planned rest days among the check-ins behind the score: they count, and lower it (docs/words.md).
        "story.discipline.restSome.one": Entry(
            en: "One of the {1} was a planned rest day.",
            nb: "Én av de {1} var en planlagt hviledag."),
        "story.discipline.restSome.other": Entry(
            en: "{0} of the {1} were planned rest days.",
            nb: "{0} av de {1} var planlagte hviledager."),
        "story.discipline.restAll.one": Entry(
            en: "It was a planned rest day.",
            nb: "Den var en planlagt hviledag."),
        "story.discipline.restAll.other": Entry(
            en: "All {0} were planned rest days.",
            nb: "Alle de {0} var planlagte hviledager."),
        "story.discipline.restCounted": Entry(
            en: "{0} The app counts a rest day as a check-in without a session, so resting as planned lowers the score, though rest is part of training.",
            nb: "{0} Appen teller en hviledag som en innsjekking uten økt, så planlagt hvile trekker scoren ned, selv om hvile er en del av treningen."),
        // A score in a row of weeks, short; behind a 0, the check-ins alone.
        "story.discipline.inRow.one": Entry(en: "Discipline Score {2} ({1} of {0} check-in)", nb: "disiplinscore {2} ({1} av {0})"),
        "story.discipline.inRow.other": Entry(en: "Discipline Score {2} ({1} of {0} check-ins)", nb: "disiplinscore {2} ({1} av {0})"),
        "story.discipline.rowCheckIns.one": Entry(en: "{0} check-in", nb: "{0} innsjekking"),
        "story.discipline.rowCheckIns.other": Entry(en: "{0} check-ins", nb: "{0} innsjekkinger"),
        "story.discipline.rowZero": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        // What stands behind the Discipline Score, in one wording for every output (Story.completedSessions).
        "story.discipline.completedSessions.one": Entry(
            en: "{1} of {0} check-in in the 14 days up to {2} was a completed session",
            nb: "{1} av {0} innsjekking de 14 dagene fram til {2} var en gjennomført økt"),
        "story.discipline.completedSessions.other": Entry(
            en: "{1} of {0} check-ins in the 14 days up to {2} were completed sessions",
            nb: "{1} av {0} innsjekkinger de 14 dagene fram til {2} var gjennomførte økter"),
        // Behind a score of 0: the check-ins, never "0 of 2".
        "story.discipline.checkInsOnly.one": Entry(
            en: "{0} check-in in the 14 days up to {1}",
            nb: "{0} innsjekking de 14 dagene fram til {1}"),
        "story.discipline.checkInsOnly.other": Entry(
            en: "{0} check-ins in the 14 days up to {1}",
            nb: "{0} innsjekkinger de 14 dagene fram til {1}"),
        "story.trend.alt": Entry(
            en: "Discipline Score over the last {0} days, {1}: now {2} ({3}); between {4} and {5} in this period.",
            nb: "Disiplinscore de siste {0} dagene, {1}: nå {2} ({3}); mellom {4} og {5} i perioden."),
        "story.discipline.behind": Entry(en: "Behind it: {0}.", nb: "Bak tallet: {0}."),
        "story.discipline.row": Entry(en: "{0}: {1} ({2})", nb: "{0}: {1} ({2})"),
        "story.discipline.score": Entry(en: "Discipline Score on {0}: {1}.", nb: "Disiplinscoren {0}: {1}."),
        // Prep, told as what was prepared.
        "story.prep.totals": Entry(en: "Night Prep: {0}", nb: "Kveldsforberedelse: {0}"),
        // The email's subject: the person, the week and the year, and the week's showing up.
        "story.subject.named": Entry(en: "{0} · week {1}, {2}: {3}", nb: "{0} · uke {1}, {2}: {3}"),
        "story.subject": Entry(en: "Week {1}, {2}: {3}", nb: "Uke {1}, {2}: {3}"),
        // The subject tells one thing that happened, never "N of M": an inbox lists it beside other weeks.
        "story.subject.showedUp.one": Entry(en: "showed up on {0} day", nb: "møtte opp {0} dag"),
        "story.subject.showedUp.other": Entry(en: "showed up on {0} days", nb: "møtte opp {0} dager"),
        // The feed's line for a week.
        "story.feed.entry": Entry(en: "{1}: {0}", nb: "{1}: {0}"),
    ]
}
