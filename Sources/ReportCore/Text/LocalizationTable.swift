/// Every user-facing sentence, in English and Norwegian bokmål.
///
/// The tone is the app's: warm, honest, never shaming. `{0}`, `{1}` … are filled in by `Localizer`.
/// Keys ending in `.one` / `.other` are plural forms.
enum LocalizationTable {
    struct Entry: Sendable {
        let en: String
        let nb: String
    }

    static let entries: [String: Entry] = {
        var table: [String: Entry] = [:]
        for part in [calendar, common, validate, stats, charts, summary, weeklyReflection, email, site, reading, story, health, periods, card, sitePeriods, patterns, plan, highlights] {
            for (key, entry) in part { table[key] = entry }
        }
        return table
    }()

    static let calendar: [String: Entry] = [
        "month.1": Entry(en: "January", nb: "januar"), "month.2": Entry(en: "February", nb: "februar"),
        "month.3": Entry(en: "March", nb: "mars"), "month.4": Entry(en: "April", nb: "april"),
        "month.5": Entry(en: "May", nb: "mai"), "month.6": Entry(en: "June", nb: "juni"),
        "month.7": Entry(en: "July", nb: "juli"), "month.8": Entry(en: "August", nb: "august"),
        "month.9": Entry(en: "September", nb: "september"), "month.10": Entry(en: "October", nb: "oktober"),
        "month.11": Entry(en: "November", nb: "november"), "month.12": Entry(en: "December", nb: "desember"),
        "month.short.1": Entry(en: "Jan", nb: "jan."), "month.short.2": Entry(en: "Feb", nb: "feb."),
        "month.short.3": Entry(en: "Mar", nb: "mar."), "month.short.4": Entry(en: "Apr", nb: "apr."),
        "month.short.5": Entry(en: "May", nb: "mai"), "month.short.6": Entry(en: "Jun", nb: "jun."),
        "month.short.7": Entry(en: "Jul", nb: "jul."), "month.short.8": Entry(en: "Aug", nb: "aug."),
        "month.short.9": Entry(en: "Sep", nb: "sep."), "month.short.10": Entry(en: "Oct", nb: "okt."),
        "month.short.11": Entry(en: "Nov", nb: "nov."), "month.short.12": Entry(en: "Dec", nb: "des."),
        "weekday.0": Entry(en: "Sunday", nb: "søndag"), "weekday.1": Entry(en: "Monday", nb: "mandag"),
        "weekday.2": Entry(en: "Tuesday", nb: "tirsdag"), "weekday.3": Entry(en: "Wednesday", nb: "onsdag"),
        "weekday.4": Entry(en: "Thursday", nb: "torsdag"), "weekday.5": Entry(en: "Friday", nb: "fredag"),
        "weekday.6": Entry(en: "Saturday", nb: "lørdag"),
        "weekday.short.0": Entry(en: "Sun", nb: "søn."), "weekday.short.1": Entry(en: "Mon", nb: "man."),
        "weekday.short.2": Entry(en: "Tue", nb: "tir."), "weekday.short.3": Entry(en: "Wed", nb: "ons."),
        "weekday.short.4": Entry(en: "Thu", nb: "tor."), "weekday.short.5": Entry(en: "Fri", nb: "fre."),
        "weekday.short.6": Entry(en: "Sat", nb: "lør."),
        // The weekday in a short date: bokmål writes it out in running text ("søndag 22. nov.").
        "weekday.inDate.0": Entry(en: "Sun", nb: "søndag"), "weekday.inDate.1": Entry(en: "Mon", nb: "mandag"),
        "weekday.inDate.2": Entry(en: "Tue", nb: "tirsdag"), "weekday.inDate.3": Entry(en: "Wed", nb: "onsdag"),
        "weekday.inDate.4": Entry(en: "Thu", nb: "torsdag"), "weekday.inDate.5": Entry(en: "Fri", nb: "fredag"),
        "weekday.inDate.6": Entry(en: "Sat", nb: "lørdag"),
        // The month in a weekday's date: short in English ("Sun, Nov 22"), in full in bokmål, where running
        // text writes it out ("søndag 22. november"); charts' axes keep `month.short`.
        "month.inDate.1": Entry(en: "Jan", nb: "januar"), "month.inDate.2": Entry(en: "Feb", nb: "februar"),
        "month.inDate.3": Entry(en: "Mar", nb: "mars"), "month.inDate.4": Entry(en: "Apr", nb: "april"),
        "month.inDate.5": Entry(en: "May", nb: "mai"), "month.inDate.6": Entry(en: "Jun", nb: "juni"),
        "month.inDate.7": Entry(en: "Jul", nb: "juli"), "month.inDate.8": Entry(en: "Aug", nb: "august"),
        "month.inDate.9": Entry(en: "Sep", nb: "september"), "month.inDate.10": Entry(en: "Oct", nb: "oktober"),
        "month.inDate.11": Entry(en: "Nov", nb: "november"), "month.inDate.12": Entry(en: "Dec", nb: "desember"),
        "date.short": Entry(en: "{0}, {2} {1}", nb: "{0} {1}. {2}"),
        "date.long": Entry(en: "{1} {0}, {2}", nb: "{0}. {1} {2}"),
        "range.days": Entry(en: "{2} {0}–{1}, {3}", nb: "{0}.–{1}. {2} {3}"),
        "range.months": Entry(en: "{1} {0} – {3} {2}, {4}", nb: "{0}. {1} – {2}. {3} {4}"),
        "range.years": Entry(en: "{0} – {1}", nb: "{0} – {1}"),
    ]

    static let common: [String: Entry] = [
        "compassion": Entry(
            en: "This is hard, and I'm not alone. I can be kind to myself as I grow.",
            nb: "Dette er vanskelig, og jeg er ikke alene. Jeg kan være snill mot meg selv mens jeg utvikler meg."),
        "score.none": Entry(en: "–", nb: "–"),
        "days.one": Entry(en: "{0} day", nb: "{0} dag"),
        "days.other": Entry(en: "{0} days", nb: "{0} dager"),
        "urge.stress": Entry(en: "Stress / emotional", nb: "Stress / følelser"),
        "urge.habit": Entry(en: "Habit / automatic", nb: "Vane / på autopilot"),
        "urge.physical": Entry(en: "Physical / biological", nb: "Fysisk / biologisk"),
        "urge.other": Entry(en: "Other / not sure", nb: "Annet / usikker"),
        "prep.done": Entry(en: "done", nb: "gjort"),
        "prep.partly": Entry(en: "partly", nb: "delvis"),
    ]

    /// The Markdown summary (`coach-report summary`). Sentences are plain text: the summary
    /// escapes them for Markdown and fills `{0}` … with values that are already escaped.
    static let summary: [String: Entry] = [
        "time.12h": Entry(en: "{0}:{1} {2}", nb: "{0}:{1} {2}"),
        "time.24h": Entry(en: "{0}:{1}", nb: "{0}.{1}"),
        "time.am": Entry(en: "AM", nb: "AM"),
        "time.pm": Entry(en: "PM", nb: "PM"),
        "date.time": Entry(en: "{0}, {1}", nb: "{0} kl. {1}"),
        "decimal.separator": Entry(en: ".", nb: ","),

        "summary.title.week": Entry(en: "Your week, {0}", nb: "Uka di, {0}"),
        "summary.title.period": Entry(en: "Your summary, {0}", nb: "Oppsummeringen din, {0}"),
        "summary.greeting.week.named": Entry(en: "Hi {0}, here is your week.", nb: "Hei {0}, her er uka di."),
        "summary.greeting.week": Entry(en: "Here is your week.", nb: "Her er uka di."),
        "summary.greeting.period.named": Entry(en: "Hi {0}, here are your days.", nb: "Hei {0}, her er dagene dine."),
        "summary.greeting.period": Entry(en: "Here are your days.", nb: "Her er dagene dine."),

        "summary.headline.heading": Entry(en: "At a glance", nb: "Kort fortalt"),
        "summary.showedUp.one": Entry(en: "You showed up on {1} of {0} day.", nb: "Du møtte opp {1} av {0} dag."),
        "summary.showedUp.other": Entry(en: "You showed up on {1} of {0} days.", nb: "Du møtte opp {1} av {0} dager."),
        "summary.showedUp.firstDay.yes": Entry(
            en: "You showed up on the first day.", nb: "Du møtte opp den første dagen."),
        "summary.showedUp.soFar.other": Entry(
            en: "You showed up on {1} of the {0} days so far.", nb: "Du har møtt opp {1} av de {0} dagene så langt."),
        "summary.showedUp.ahead": Entry(en: "These days are still ahead of you.", nb: "Disse dagene ligger foran deg."),
        "summary.showedUp.before": Entry(
            en: "These days came before your records begin.", nb: "Disse dagene var før du begynte å logge."),
        "summary.showedUp.began.one": Entry(en: "You showed up on the day you began.", nb: "Du møtte opp dagen du begynte."),
        "summary.showedUp.nothingYet": Entry(
            en: "Nothing is logged yet. Whenever you are ready, one small step is enough to begin.",
            nb: "Ingenting er logget ennå. Når du er klar, er ett lite steg nok til å begynne."),
        "summary.showedUp.began.other": Entry(
            en: "You showed up on {1} of the {0} days since you began.", nb: "Du har møtt opp {1} av de {0} dagene siden du begynte."),
        "summary.streak": Entry(
            en: "Current streak: {0}. Longest so far: {1}.", nb: "Nå: {0} på rad. Lengste rekke så langt: {1}."),
        "summary.streak.first": Entry(
            en: "A streak starts the first day you show up.", nb: "En rekke begynner den første dagen du møter opp."),
        "summary.streak.new": Entry(
            en: "A new streak starts the next day you show up. Longest so far: {1}.",
            nb: "En ny rekke begynner neste gang du møter opp. Lengste rekke så langt: {1}."),
        "summary.streak.over": Entry(
            en: "Your longest run up to the period's end: {1}.",
            nb: "Den lengste rekken din fram til slutten av perioden: {1}."),
        "summary.streak.over.week": Entry(
            en: "Your longest run up to the week's end: {1}.",
            nb: "Den lengste rekken din fram til slutten av uka: {1}."),
        // A streak's length where the sentence needs it: "13 days" / "13 dager".
        "summary.streakLength.one": Entry(en: "{0} day", nb: "{0} dag"),
        "summary.streakLength.other": Entry(en: "{0} days", nb: "{0} dager"),
        "summary.comebacks.one": Entry(
            en: "You came back after a break once. Coming back is a skill, and you are practicing it.",
            nb: "Du kom tilbake etter en pause én gang. Å komme tilbake er en ferdighet, og du øver på den."),
        "summary.comebacks.other": Entry(
            en: "You came back after a break {0} times. Coming back is a skill, and you are practicing it.",
            nb: "Du kom tilbake etter en pause {0} ganger. Å komme tilbake er en ferdighet, og du øver på den."),
        "summary.compare.week": Entry(en: "Last week: {0} of {1} days.", nb: "Forrige uke: {0} av {1} dager."),
        "summary.compare.period": Entry(en: "The {1} days before: {0} of {1}.", nb: "De {1} dagene før: {0} av {1}."),
        "summary.compare.week.began.one": Entry(
            en: "Last week, your first: you showed up on the day you began.",
            nb: "Forrige uke, den første uka di: du møtte opp dagen du begynte."),
        "summary.compare.week.began.other": Entry(
            en: "Last week, your first: {1} of the {0} days since you began.",
            nb: "Forrige uke, den første uka di: {1} av de {0} dagene siden du begynte."),
        "summary.compare.period.began.one": Entry(
            en: "The {2} days before, where your records begin: you showed up on the day you began.",
            nb: "De {2} dagene før, der loggen din begynner: du møtte opp dagen du begynte."),
        "summary.compare.period.began.other": Entry(
            en: "The {2} days before, where your records begin: {1} of the {0} days since you began.",
            nb: "De {2} dagene før, der loggen din begynner: {1} av de {0} dagene siden du begynte."),
        "summary.compare.first": Entry(
            en: "This is where your records begin. Welcome!", nb: "Her begynner loggen din. Velkommen!"),

        "summary.care.heading": Entry(en: "Care actions", nb: "Egenomsorg"),
        "summary.care.answered.one": Entry(
            en: "The evening check-in said the care action happened that evening.",
            nb: "I kveldssjekken svarte du at du tok vare på deg selv den kvelden."),
        "summary.care.answered.other": Entry(
            en: "The evening check-in said the care action happened on {1} of {0} evenings.",
            nb: "I kveldssjekken svarte du at du tok vare på deg selv på {1} av {0} kvelder."),
        "summary.care.prepTotals": Entry(en: "Night Prep for the next day: {0}.", nb: "Kveldsforberedelse til neste dag: {0}."),
        "summary.care.prepDone": Entry(en: "{0} done", nb: "{0} gjort"),
        "summary.care.prepPartly": Entry(en: "{0} partly", nb: "{0} delvis"),
        "summary.care.action": Entry(en: "Care action: {0}", nb: "Egenomsorg: {0}"),
        "summary.care.stress": Entry(en: "Plan for stress or comfort cravings: {0}", nb: "Plan når stress eller lyst på trøstemat melder seg: {0}"),
        "summary.care.commit": Entry(en: "Swap for the day: {0}", nb: "Dagens bytte: {0}"),
        "summary.care.commitInstead": Entry(en: "Swap for the day: {0} instead of {1}", nb: "Dagens bytte: {0} i stedet for {1}"),
        "summary.care.withEvening": Entry(en: "{0} — {1}", nb: "{0} – {1}"),
        "summary.care.evening.yes": Entry(en: "the evening said it happened.", nb: "om kvelden svarte du at det ble gjort."),
        "summary.care.eveningOnly.yes": Entry(
            en: "Evening: the care action happened.", nb: "Om kvelden: du fikk tatt vare på deg selv."),
        "summary.care.helped": Entry(en: "What helped: {0}", nb: "Dette hjalp: {0}"),
        "summary.care.prep": Entry(en: "Night Prep for the next day: {0}.", nb: "Kveldsforberedelse til neste dag: {0}."),
        "summary.care.prepItem": Entry(en: "{0} ({1})", nb: "{0} ({1})"),
        "summary.care.withheld": Entry(
            en: "Your plans for these days are in your own words, which stay out of this copy.",
            nb: "Planene dine for disse dagene står med dine egne ord, og de er ikke med her."),
        "summary.care.none": Entry(
            en: "No Morning Focus plans or evening notes in these days.",
            nb: "Ingen planer fra Morgenfokus eller kveldsnotater disse dagene."),

        "summary.urges.heading": Entry(en: "Urge notes", nb: "Notater om sug"),
        "summary.urges.count.one": Entry(
            en: "You paused and wrote down {0} urge.", nb: "Du stoppet opp og noterte {0} sug."),
        "summary.urges.count.other": Entry(
            en: "You paused and wrote down {0} urges.", nb: "Du stoppet opp og noterte suget {0} ganger."),
        "summary.urges.type": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        "summary.urges.chose": Entry(en: "you chose {0}", nb: "du valgte {0}"),
        "summary.urges.audio": Entry(en: "voice note kept on your phone", nb: "lydnotat lagret på telefonen"),
        "summary.urges.none": Entry(en: "No urge notes in these days.", nb: "Ingen sugnotater disse dagene."),
        // After a text cut for a screen (the site, the email): it says the text goes on, and how much is shown.
        "summary.shortened": Entry(
            en: "(shortened here to its first {0} characters)", nb: "(forkortet her til de første {0} tegnene)"),
        "summary.pattern.sentence": Entry(en: "{0}, {1}.", nb: "{0}, {1}."),
        "summary.pattern.time.single": Entry(en: "It came {0}", nb: "Suget kom {0}"),
        "summary.pattern.time.most": Entry(en: "Most came {0} ({1} of {2})", nb: "De fleste kom {0} ({1} av {2})"),
        // Every note at one time of day: two are "both", more are "all" (the count is in the sentence before).
        "summary.pattern.time.both": Entry(en: "Both came {0}", nb: "Begge kom {0}"),
        "summary.pattern.time.all": Entry(en: "All of them came {0}", nb: "Alle kom {0}"),
        "summary.pattern.time.top": Entry(
            en: "More came {0} than at other times ({1} of {2})", nb: "Flest kom {0} ({1} av {2})"),
        "summary.pattern.time.spread": Entry(en: "They were spread across the day", nb: "De fordelte seg over dagen"),
        "summary.pattern.kind.single": Entry(en: "from {0}", nb: "utløst av {0}"),
        "summary.pattern.kind.most": Entry(en: "most often from {0}", nb: "oftest utløst av {0}"),
        "summary.pattern.kind.spread": Entry(en: "from a mix of reasons", nb: "av ulike grunner"),
        "summary.pattern.morning": Entry(en: "in the morning", nb: "om morgenen"),
        "summary.pattern.afternoon": Entry(en: "in the afternoon", nb: "på ettermiddagen"),
        "summary.pattern.evening": Entry(en: "in the evening", nb: "om kvelden"),
        "summary.pattern.night": Entry(en: "at night", nb: "om natta"),
        "summary.pattern.kind.stress": Entry(en: "stress or emotions", nb: "stress eller følelser"),
        "summary.pattern.kind.habit": Entry(en: "habit or autopilot", nb: "vane eller autopilot"),
        "summary.pattern.kind.physical": Entry(en: "the body's needs", nb: "kroppens behov"),
        "summary.pattern.kind.other": Entry(en: "other or unclear reasons", nb: "andre eller uklare grunner"),

        "summary.discipline.heading": Entry(en: "Discipline Score", nb: "Disiplinscore"),
        "summary.discipline.now": Entry(en: "Discipline Score on {0}: {1}.", nb: "Disiplinscoren {0}: {1}."),
        "summary.discipline.nowChange": Entry(en: "Discipline Score on {0}: {1} ({2}).", nb: "Disiplinscoren {0}: {1} ({2})."),
        "summary.discipline.up": Entry(en: "up {0} since {1}", nb: "{0} poeng høyere enn {1}"),
        "summary.discipline.same": Entry(en: "the same as on {1}", nb: "samme som {1}"),
        "summary.discipline.noCheckIns": Entry(
            en: "No check-ins in the 14 days up to {0}, so there is no score for now.",
            nb: "Ingen innsjekkinger de 14 dagene fram til {0}, så det er ingen score foreløpig."),
        "summary.discipline.weeks": Entry(
            en: "Week by week (the score on each week's last day):", nb: "Uke for uke (scoren på ukas siste dag):"),
        // A period longer than the list: its title says which weeks it holds (the PDF lists them all).
        "summary.discipline.weeksLast": Entry(
            en: "The last {0} weeks (the score on each week's last day):", nb: "De siste {0} ukene (scoren på ukas siste dag):"),
        "summary.discipline.early": Entry(
            en: "Your Discipline Score appears once 14 days hold three check-ins.",
            nb: "Disiplinscoren din vises når det er tre innsjekkinger i løpet av 14 dager."),
        "summary.discipline.weekNone": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        "summary.discipline.sparkline": Entry(
            en: "Last {0} days, oldest first: {1}",
            nb: "De siste {0} dagene, eldste først: {1}"),

        "summary.milestones.heading": Entry(en: "Milestones", nb: "Milepæler"),
        "summary.milestone.streak": Entry(en: "{0}: {1} in a row.", nb: "{0}: {1} på rad."),
        "summary.milestone.fullMorningFocusWeek": Entry(
            en: "{0}: Morning Focus on all seven days of the week, for the first time.",
            nb: "{0}: Morgenfokus alle sju dagene i uka, for første gang."),
        "summary.milestone.consistencyWeek": Entry(
            en: "{0}: a consistency week, with Night Prep done on five days.",
            nb: "{0}: en stødig uke, med kveldsforberedelse fem dager."),
        "summary.milestones.none": Entry(
            en: "No new milestones in these days. Every day you show up still counts.",
            nb: "Ingen nye milepæler disse dagene. Hver dag du møter opp, teller likevel."),
    ]

    /// The weekly reflection PDF (`coach-report week`). Prompts are the app's own questions, so each answer
    /// is labelled with what the person was asked.
    static let weeklyReflection: [String: Entry] = [
        "week.isoWeek": Entry(en: "Week {0}, {1}", nb: "Uke {0}, {1}"),
        "week.eyebrow": Entry(en: "Weekly reflection · {0}", nb: "Ukerefleksjon · {0}"),
        "week.goal": Entry(en: "Goal: {0}", nb: "Mål: {0}"),
        "week.header": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        "week.pdf.title": Entry(en: "Weekly reflection, {0}", nb: "Ukerefleksjon, {0}"),
        "week.pdf.subject": Entry(
            en: "{0}: the days, urge notes, streaks and Discipline Score of one week",
            nb: "{0}: dagene, sugnotatene, rekkene og disiplinscoren for én uke"),
        "week.outline.cover": Entry(en: "The week at a glance", nb: "Uka kort fortalt"),

        "week.encourage.nothingYet": Entry(
            en: "Nothing is logged yet, and that is fine. Whenever you are ready, one small step is enough to begin.",
            nb: "Ingenting er logget ennå, og det er helt greit. Når du er klar, er ett lite steg nok til å begynne."),
        "week.encourage.before": Entry(
            en: "This week came before your records begin. Whenever you are ready, one small step is enough.",
            nb: "Denne uka var før du begynte å logge. Når du er klar, er ett lite steg nok."),
        "week.encourage.emptyWeek": Entry(
            en: "Nothing was logged this week. Weeks like this happen, and the next small step is always open to you.",
            nb: "Ingenting ble logget denne uka. Slike uker kommer, og du kan alltid ta et nytt lite steg."),
        "week.encourage.emptySoFar": Entry(
            en: "This week has only begun, and nothing is logged yet. One small step is all it takes to start it.",
            nb: "Denne uka har så vidt begynt, og ingenting er logget ennå. Ett lite steg er alt som skal til for å komme i gang."),
        "week.encourage.ahead": Entry(
            en: "This week is still ahead of you. Whatever it brings, you can meet it one small step at a time.",
            nb: "Denne uka ligger foran deg. Hva den enn bringer, kan du møte den ett lite steg om gangen."),
        "week.encourage.everyDay": Entry(
            en: "You showed up on all seven days this week. That steadiness is something you built.",
            nb: "Du møtte opp alle sju dagene denne uka. Den stødigheten har du bygd opp selv."),
        "week.encourage.everyDaySoFar": Entry(
            en: "You have shown up on every day of this week so far.",
            nb: "Du har møtt opp hver eneste dag så langt denne uka."),
        "week.encourage.firstDayOfWeek": Entry(
            en: "You showed up on the first day of this week. A good start.",
            nb: "Du møtte opp den første dagen denne uka. En god start."),
        "week.encourage.firstDay": Entry(
            en: "You began this week, and you showed up on your very first day. Welcome!",
            nb: "Du begynte denne uka, og du møtte opp allerede den første dagen. Velkommen!"),
        "week.encourage.everyDaySinceStart": Entry(
            en: "You began this week, and you have shown up on every day since. What a start.",
            nb: "Du begynte denne uka, og du har møtt opp hver dag siden. For en start!"),
        "week.encourage.rest.one": Entry(
            en: "You checked in and kept your planned rest day this week. Rest is part of training.",
            nb: "Du sjekket inn og tok den planlagte hviledagen din denne uka. Hvile er en del av treningen."),
        "week.encourage.rest.other": Entry(
            en: "You checked in and kept {0} planned rest days this week. Rest is part of training.",
            nb: "Du sjekket inn og tok {0} planlagte hviledager denne uka. Hvile er en del av treningen."),
        "week.encourage.comeback": Entry(
            en: "You came back after a break this week. Coming back is a skill, and you are practicing it.",
            nb: "Du kom tilbake etter en pause denne uka. Å komme tilbake er en ferdighet, og du øver på den."),
        "week.encourage.care": Entry(
            en: "You cared for yourself on {0} evenings this week. That kindness adds up.",
            nb: "Du tok vare på deg selv {0} kvelder denne uka. Slik omsorg gjør en forskjell over tid."),
        "week.encourage.urges.one": Entry(
            en: "You paused and noticed an urge this week. Noticing is where change begins.",
            nb: "Du stoppet opp og la merke til et sug denne uka. Det er slik endring begynner."),
        "week.encourage.urges.other": Entry(
            en: "You paused and noticed {0} urges this week. Noticing is where change begins.",
            nb: "Du stoppet opp og la merke til {0} sug denne uka. Det er slik endring begynner."),
        "week.encourage.training.one": Entry(
            en: "You trained once this week, and that session counts.",
            nb: "Du trente én gang denne uka, og den økta teller."),
        "week.encourage.training.other": Entry(
            en: "You trained {0} times this week. Your body noticed.",
            nb: "Du trente {0} ganger denne uka. Kroppen din merket det."),
        "week.encourage.showedUp.one": Entry(
            en: "You showed up on one day this week, and that day counts.",
            nb: "Du møtte opp én dag denne uka, og den dagen teller."),
        "week.encourage.showedUp.other": Entry(
            en: "You showed up on {0} days this week, and each one counts.",
            nb: "Du møtte opp {0} dager denne uka, og hver av dem teller."),

        // The tiles of the cover: each says what happened; a tile with nothing to say is left out.
        "week.number.showedUp.value": Entry(en: "{0}/{1}", nb: "{0}/{1}"),
        "week.number.showedUp": Entry(en: "days you showed up", nb: "dager du møtte opp"),
        "week.number.showedUp.soFar.one": Entry(en: "you showed up on the first day", nb: "du møtte opp den første dagen"),
        "week.number.showedUp.soFar.other": Entry(en: "days you showed up so far", nb: "dager du har møtt opp så langt"),
        "week.number.showedUp.began.one": Entry(en: "you showed up on the day you began", nb: "du møtte opp dagen du begynte"),
        "week.number.showedUp.began.other": Entry(en: "days you showed up since you began", nb: "dager du har møtt opp siden du begynte"),
        "week.number.current.one": Entry(en: "day in a row on {1}", nb: "dag på rad fram til {1}"),
        "week.number.current.other": Entry(en: "days in a row on {1}", nb: "dager på rad fram til {1}"),
        "week.number.current.longest": Entry(en: "your longest run so far", nb: "din lengste rekke så langt"),
        "week.number.lastDay": Entry(en: "the last day you showed up", nb: "siste dag du møtte opp"),
        "week.number.longest.one": Entry(en: "day in a row, your longest run so far", nb: "dag på rad – din lengste rekke så langt"),
        "week.number.longest.other": Entry(en: "days in a row, your longest run so far", nb: "dager på rad – din lengste rekke så langt"),
        "week.number.comebacks.one": Entry(en: "comeback after a break so far", nb: "gang du har kommet tilbake etter en pause så langt"),
        "week.number.comebacks.other": Entry(en: "comebacks after a break so far", nb: "ganger du har kommet tilbake etter en pause så langt"),
        "week.number.checkIns.one": Entry(en: "check-in this week", nb: "innsjekking denne uka"),
        "week.number.checkIns.other": Entry(en: "check-ins this week", nb: "innsjekkinger denne uka"),
        "week.number.firstCheckIn": Entry(en: "your first check-in: {0}", nb: "den første innsjekkingen din: {0}"),
        "week.number.rest.one": Entry(en: "{0} planned rest day", nb: "{0} planlagt hviledag"),
        "week.number.rest.other": Entry(en: "{0} planned rest days", nb: "{0} planlagte hviledager"),

        // What a person brings to their coach: their own best lines, what came up most, room to write.
        "week.own.title": Entry(en: "In your own words", nb: "Med dine egne ord"),
        "week.own.quote": Entry(en: "“{0}”", nb: "«{0}»"),
        "week.cameUp.title": Entry(en: "What came up most", nb: "Dette gikk igjen"),
        "week.cameUp.choices": Entry(en: "What you chose: {0}", nb: "Dette valgte du: {0}"),
        "week.cameUp.choice.one": Entry(en: "{1}", nb: "{1}"),
        "week.cameUp.choice.other": Entry(en: "{1} ({0} times)", nb: "{1} ({0} ganger)"),
        "week.cameUp.more.one": Entry(en: "1 more", nb: "én til"),
        "week.cameUp.more.other": Entry(en: "{0} more", nb: "{0} til"),
        "week.talk.title": Entry(en: "What I want to talk about", nb: "Dette vil jeg snakke om"),

        "week.days.title": Entry(en: "Your days", nb: "Dagene dine"),
        "week.days.page": Entry(en: "page", nb: "side"),
        "week.days.ahead": Entry(en: "Still ahead", nb: "Ligger foran deg"),
        "week.days.before": Entry(en: "Before you started", nb: "Før du begynte"),
        "week.days.logged": Entry(en: "Logged", nb: "Logget"),
        "week.part.morning": Entry(en: "morning", nb: "morgen"),
        "week.part.evening": Entry(en: "evening", nb: "kveld"),
        "week.part.training": Entry(en: "training", nb: "trening"),
        "week.part.rest": Entry(en: "rest day", nb: "hviledag"),
        "week.part.checkIn": Entry(en: "check-in", nb: "innsjekking"),
        "week.part.urges.one": Entry(en: "1 urge note", nb: "1 sugnotat"),
        "week.part.urges.other": Entry(en: "{0} urge notes", nb: "{0} sugnotater"),

        "week.day.title": Entry(en: "{0}, {2} {1}", nb: "{0} {1}. {2}"),
        "week.days.range": Entry(en: "{0} – {1}", nb: "{0} – {1}"),
        "week.day.onlyUrges": Entry(
            en: "No check-ins on this day, but you paused to write down an urge. You will find it under Urge notes.",
            nb: "Ingen innsjekking denne dagen, men du stoppet opp og noterte et sug. Du finner det under Notater om sug."),
        "week.day.ahead": Entry(en: "This day is still ahead of you.", nb: "Denne dagen ligger foran deg."),
        "week.yes": Entry(en: "Yes", nb: "Ja"),
        "week.part.withTime": Entry(en: "{0} · {1}", nb: "{0} · {1}"),

        "week.morning.title": Entry(en: "Morning Focus", nb: "Morgenfokus"),
        "week.morning.breathing": Entry(en: "Breathing exercise done", nb: "Pusteøvelsen er gjort"),
        "week.morning.identity": Entry(en: "I am someone who …", nb: "Jeg er en som …"),
        "week.morning.careAction": Entry(en: "Today I will care for myself by …", nb: "I dag tar jeg vare på meg selv ved å …"),
        "week.morning.stressResponse": Entry(
            en: "If I feel stressed or want comfort, I will …", nb: "Hvis jeg blir stresset eller vil ha trøst, skal jeg …"),
        "week.morning.snackBackup": Entry(
            en: "If I still want something to eat afterward, I'll have …", nb: "Hvis jeg fortsatt vil ha noe å spise etterpå, tar jeg …"),
        "week.morning.myWhy": Entry(en: "My why", nb: "Hvorfor jeg gjør dette"),
        "week.morning.challenge": Entry(en: "Today's challenge", nb: "Dagens utfordring"),
        "week.morning.swap": Entry(en: "My swap", nb: "Byttet mitt"),
        "week.morning.commitBoth": Entry(en: "Today I will … instead of …", nb: "I dag skal jeg … i stedet for …"),
        "week.morning.commitBoth.text": Entry(en: "{0}, instead of {1}", nb: "{0} i stedet for {1}"),
        "week.morning.commitTo": Entry(en: "Today I will …", nb: "I dag skal jeg …"),
        "week.morning.commitFrom": Entry(en: "… instead of …", nb: "… i stedet for …"),
        "week.morning.opened": Entry(en: "Morning Focus opened", nb: "Morgenfokus åpnet"),
        "week.challenge.skippingMeals": Entry(en: "Skipping meals", nb: "Å hoppe over måltider"),
        "week.challenge.lateNightSnacking": Entry(en: "Late-night snacking", nb: "Småspising sent på kvelden"),
        "week.challenge.sugaryDrinks": Entry(en: "Sugary drinks", nb: "Søt drikke"),
        "week.challenge.onTheGo": Entry(en: "Eating on the go", nb: "Mat i farten"),
        "week.challenge.emotionalEating": Entry(en: "Emotional eating", nb: "Trøstespising"),
        "week.challenge.other": Entry(en: "Something else", nb: "Noe annet"),

        "week.evening.title": Entry(en: "End of day", nb: "Dagens avslutning"),
        "week.evening.didCare": Entry(en: "Did you do your care action?", nb: "Fikk du tatt vare på deg selv slik du planla?"),
        "week.evening.whatHelped": Entry(
            en: "What helped you feel calm or cared for today?", nb: "Hva hjalp deg å føle deg rolig eller ivaretatt i dag?"),
        "week.evening.comfortPull": Entry(
            en: "Was there a moment you felt pulled toward comfort eating? What was happening?",
            nb: "Var det et øyeblikk da du fikk lyst til å trøstespise? Hva skjedde da?"),
        "week.evening.urgesNoticed": Entry(
            en: "Did you notice any cravings? How did you respond?", nb: "La du merke til noe sug? Hvordan møtte du det?"),
        "week.evening.smallWin": Entry(en: "A small win to prepare for tomorrow", nb: "En liten seier å forberede til i morgen"),
        "week.evening.followedSwap": Entry(en: "Did you follow your swap?", nb: "Fulgte du byttet ditt?"),
        "week.evening.feel": Entry(en: "How do you feel about it?", nb: "Hvordan har du det med det?"),
        "week.evening.inTheWay": Entry(en: "What got in the way?", nb: "Hva kom i veien?"),
        "week.evening.closed": Entry(en: "The day was closed in the app", nb: "Dagen ble avsluttet i appen"),

        "week.night.done": Entry(en: "Ready: {0}", nb: "Klart: {0}"),
        "week.night.stickyNotes": Entry(en: "sticky notes", nb: "huskelapper"),
        "week.night.produce": Entry(en: "fruit and vegetables", nb: "frukt og grønt"),
        "week.night.water": Entry(en: "water", nb: "vann"),
        "week.night.breakfast": Entry(en: "breakfast", nb: "frokost"),
        "week.night.other": Entry(en: "Also prepared", nb: "Også forberedt"),

        "week.prep.item": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        "week.prep.untitled": Entry(en: "A prep item", nb: "En forberedelse"),

        "week.voice.title": Entry(en: "Voice notes", nb: "Lydnotater"),
        "week.voice.count.one": Entry(en: "1 voice note, kept on your phone", nb: "1 lydnotat, lagret på telefonen"),
        "week.voice.count.other": Entry(en: "{0} voice notes, kept on your phone", nb: "{0} lydnotater, lagret på telefonen"),

        "week.training.title": Entry(en: "Training check-in", nb: "Treningsinnsjekking"),
        "week.training.plannedDone": Entry(en: "Planned to train, and completed the session", nb: "Planla å trene og gjennomførte økta"),
        "week.training.unplannedDone": Entry(en: "Trained, though it was not planned", nb: "Trente, uten at det var planlagt"),
        "week.training.rest": Entry(en: "A planned rest day", nb: "En planlagt hviledag"),
        "week.training.note": Entry(en: "Note", nb: "Notat"),

        "week.urges.title": Entry(en: "Urge notes", nb: "Notater om sug"),
        "week.urges.group": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        "week.urges.chose": Entry(en: "What you chose: {0}", nb: "Dette valgte du: {0}"),
        "week.urges.audio": Entry(en: "Voice note kept on your phone", nb: "Lydnotat lagret på telefonen"),

        "week.discipline.zero": Entry(
            en: "Discipline Score on {0}: 0. The next completed session brings it up again.",
            nb: "Disiplinscoren {0}: 0. Neste gjennomførte økt løfter den igjen."),
        "week.discipline.none": Entry(
            en: "No check-ins in the 14 days up to {0}, so there is no score for now. It comes back with the next check-in.",
            nb: "Ingen innsjekkinger de 14 dagene fram til {0}, så det er ingen score foreløpig. Den kommer tilbake med neste innsjekking."),
        "week.discipline.up": Entry(en: "That is {0} points higher than the week before.", nb: "Det er {0} poeng høyere enn uka før."),
        "week.discipline.down": Entry(en: "That is {0} points lower than the week before.", nb: "Det er {0} poeng lavere enn uka før."),
        "week.discipline.same": Entry(en: "That is the same as the week before.", nb: "Det er det samme som uka før."),

        "week.achievements.title": Entry(en: "Badges and milestones", nb: "Merker og milepæler"),
        "achievement.streak": Entry(en: "{0}-day streak", nb: "{0} dager på rad"),
        "achievement.streak.plain": Entry(en: "Streak", nb: "Rekke"),
        "achievement.consistency": Entry(en: "Consistency week", nb: "Stødig uke"),
        "achievement.first_week": Entry(en: "Your first week", nb: "Den første uka di"),
        "week.achievement": Entry(en: "{0}, earned {1}", nb: "{0}, oppnådd {1}"),
        "week.achievement.details": Entry(en: "({0})", nb: "({0})"),
    ]

    static let validate: [String: Entry] = [
        "validate.valid.export": Entry(en: "{0}: a valid Coacher export.", nb: "{0}: en gyldig Coacher-eksport."),
        "validate.valid.checkIns": Entry(en: "{0}: a valid Discipline Coach check-in file.", nb: "{0}: en gyldig innsjekkingsfil fra Discipline Coach."),
        "validate.days.one": Entry(
            en: "Days covered: {1} to {2} (1 day, {3} with something logged).",
            nb: "Dager: {1} til {2} (1 dag, {3} med noe logget)."),
        "validate.days.other": Entry(
            en: "Days covered: {1} to {2} ({0} days, {3} with something logged).",
            nb: "Dager: {1} til {2} ({0} dager, {3} med noe logget)."),
        "validate.days.none": Entry(en: "Days covered: none yet.", nb: "Dager: ingen ennå."),
        "validate.timeZone": Entry(en: "Time zone: {0}.", nb: "Tidssone: {0}."),
        "validate.counts": Entry(
            en: "Entries: {0}. Urge notes: {1}. Check-ins: {2}. Achievements: {3}. Prep items: {4}.",
            nb: "Dagbokinnslag: {0}. Sugnotater: {1}. Innsjekkinger: {2}. Merker: {3}. Forberedelser: {4}."),
        "validate.profile": Entry(en: "Profile: {0}.", nb: "Profil: {0}."),
        "validate.profile.goal": Entry(en: "Profile: {0}, goal “{1}”.", nb: "Profil: {0}, mål «{1}»."),
        "validate.warnings.none": Entry(en: "No warnings.", nb: "Ingen advarsler."),
        "validate.warnings": Entry(en: "Warnings:", nb: "Advarsler:"),
    ]

    static let stats: [String: Entry] = [
        "chart.author.unnamed": Entry(en: "Coacher user", nb: "Coacher-bruker"),
        "stats.asOf": Entry(en: "As of {0}", nb: "Per {0}"),
        "stats.showedUp": Entry(en: "Days you showed up: {0}", nb: "Dager du møtte opp: {0}"),
        "stats.streaks": Entry(en: "Current streak: {0} · longest so far: {1}", nb: "På rad nå: {0} · lengste rekke så langt: {1}"),
        "stats.comebacks": Entry(en: "Comebacks after a break: {0}", nb: "Ganger du kom tilbake etter en pause: {0}"),
        "stats.discipline": Entry(
            en: "Discipline Score: {0} ({1} of {2} check-ins in 14 days)",
            nb: "Disiplinscore: {0} ({1} av {2} innsjekkinger de siste 14 dagene)"),
        "stats.discipline.none": Entry(
            en: "Discipline Score: – (no check-ins in the last 14 days)",
            nb: "Disiplinscore: – (ingen innsjekkinger de siste 14 dagene)"),
        "stats.weeks.heading": Entry(
            en: "Recent weeks (days you showed up, of the days there were since you began):",
            nb: "De siste ukene (dager du møtte opp, av dagene siden du begynte):"),
        "stats.months.heading": Entry(
            en: "Recent months (days you showed up, of the days there were since you began):",
            nb: "De siste månedene (dager du møtte opp, av dagene siden du begynte):"),
        "stats.quiet": Entry(en: "quiet", nb: "rolig"),
        "stats.urges.one": Entry(en: "{0} urge note", nb: "{0} sugnotat"),
        "stats.urges.other": Entry(en: "{0} urge notes", nb: "{0} sugnotater"),
    ]

    /// The charts: titles, legends and the alt text sentences that say what each chart shows.
    static let charts: [String: Entry] = [
        "chart.weeks.one": Entry(en: "{0} week", nb: "{0} uke"),
        "chart.weeks.other": Entry(en: "{0} weeks", nb: "{0} uker"),
        "chart.dayMonth": Entry(en: "{1} {0}", nb: "{0}. {1}"),
        "chart.legend.less": Entry(en: "Less", nb: "Mindre"),
        "chart.legend.more": Entry(en: "More", nb: "Mer"),
        "chart.legend.nothing": Entry(en: "Nothing logged", nb: "Ingenting logget"),
        "chart.legend.checkedIn": Entry(en: "Checked in", nb: "Sjekket inn"),
        "chart.legend.outside": Entry(en: "Before you started", nb: "Før du begynte"),
        "chart.legend.future": Entry(en: "Still to come", nb: "Ikke kommet ennå"),
        "chart.legend.asOf": Entry(en: "As of {0}", nb: "Per {0}"),

        "chart.heatmap.title": Entry(en: "Days you showed up", nb: "Dager du møtte opp"),
        "chart.heatmap.summary.one": Entry(
            en: "Showed up {1} of 1 day · current streak {2}", nb: "Møtte opp {1} av 1 dag · {2} på rad nå"),
        "chart.heatmap.summary.other": Entry(
            en: "Showed up {1} of {0} days · current streak {2}", nb: "Møtte opp {1} av {0} dager · {2} på rad nå"),
        "chart.heatmap.summary.noStreak.one": Entry(en: "Showed up {1} of 1 day", nb: "Møtte opp {1} av 1 dag"),
        "chart.heatmap.summary.noStreak.other": Entry(en: "Showed up {1} of {0} days", nb: "Møtte opp {1} av {0} dager"),
        "chart.heatmap.empty.none": Entry(
            en: "Nothing logged yet: each day you show up will fill a square.",
            nb: "Ingenting logget ennå: hver dag du møter opp, fyller en rute."),
        "chart.heatmap.empty.quiet": Entry(
            en: "Quiet weeks: the next day you show up will fill a square.",
            nb: "Rolige uker: neste dag du møter opp, fyller en rute."),
        "chart.heatmap.empty.before": Entry(
            en: "These weeks came before you started.", nb: "Disse ukene var før du begynte."),
        "chart.heatmap.shade": Entry(
            en: "Shade: how much of the day you logged (morning, evening, night prep, training)",
            nb: "Fargestyrken viser hvor mye du logget (morgen, kveld, kveldsforberedelse, trening)"),
        "chart.heatmap.alt": Entry(en: "Heatmap of {0}, {1}. {2}.", nb: "Varmekart over {0}, {1}. {2}."),

        "chart.rings.title": Entry(en: "Your week", nb: "Uka di"),
        "chart.rings.subtitle": Entry(en: "Week {0} · {1}", nb: "Uke {0} · {1}"),
        "chart.rings.showedUp": Entry(en: "Showed up", nb: "Møtte opp"),
        "chart.rings.showedUp.soFar.one": Entry(en: "{1} of 1 day so far", nb: "{1} av 1 dag så langt"),
        "chart.rings.showedUp.soFar.other": Entry(en: "{1} of {0} days so far", nb: "{1} av {0} dager så langt"),
        "chart.rings.showedUp.began.one": Entry(en: "{1} of 1 day since you began", nb: "{1} av 1 dag siden du begynte"),
        "chart.rings.showedUp.began.other": Entry(en: "{1} of {0} days since you began", nb: "{1} av {0} dager siden du begynte"),
        "chart.rings.care": Entry(en: "Care action", nb: "Egenomsorg"),
        "chart.rings.care.value.one": Entry(en: "on the one evening", nb: "den ene kvelden"),
        "chart.rings.care.value.other": Entry(en: "{1} of {0} evenings", nb: "{1} av {0} kvelder"),
        "chart.rings.training": Entry(en: "Training", nb: "Trening"),
        "chart.rings.center.value": Entry(en: "{0}/{1}", nb: "{0}/{1}"),
        "chart.rings.center.one": Entry(en: "day", nb: "dag"),
        "chart.rings.center.other": Entry(en: "days", nb: "dager"),
        "chart.rings.empty.none": Entry(
            en: "Nothing logged yet. Your first day will show here.", nb: "Ingenting logget ennå. Den første dagen din vises her."),
        "chart.rings.empty.quiet": Entry(
            en: "A quiet week. Weeks like this happen, and the next small step is always open.",
            nb: "En rolig uke. Slike uker kommer, og du kan alltid ta et nytt lite steg."),
        "chart.rings.empty.ahead": Entry(en: "This week is still ahead of you.", nb: "Denne uka ligger foran deg."),
        "chart.rings.empty.before": Entry(en: "This week came before you started.", nb: "Denne uka var før du begynte."),
        "chart.rings.alt.showedUp": Entry(en: "Showed up {0}", nb: "Møtte opp {0}"),
        "chart.rings.alt.care.one": Entry(en: "care action on the one evening", nb: "egenomsorg den ene kvelden"),
        "chart.rings.alt.care.other": Entry(en: "care action on {1} of {0} evenings", nb: "egenomsorg {1} av {0} kvelder"),
        "chart.rings.alt.training": Entry(en: "{0}", nb: "{0}"),

        "chart.trend.title": Entry(en: "Discipline Score", nb: "Disiplinscore"),
        "chart.trend.subtitle": Entry(en: "Last {0} days · {1}", nb: "Siste {0} dager · {1}"),
        "chart.trend.noScore": Entry(en: "No score now", nb: "Ingen score nå"),
        "chart.trend.noSession": Entry(en: "Checked in", nb: "Sjekket inn"),
        "chart.trend.checkIns.one": Entry(en: "1 check-in in 14 days", nb: "1 innsjekking på 14 dager"),
        "chart.trend.checkIns.other": Entry(en: "{0} check-ins in 14 days", nb: "{0} innsjekkinger på 14 dager"),
        "chart.trend.empty.none": Entry(
            en: "No check-ins yet: the score begins with your first one.",
            nb: "Ingen innsjekkinger ennå: scoren begynner med den første."),
        "chart.trend.empty.gap": Entry(
            en: "No check-ins in these days: the score comes back with the next one.",
            nb: "Ingen innsjekkinger disse dagene: scoren kommer tilbake med den neste."),
        "chart.trend.empty.early": Entry(
            en: "The line begins once 14 days hold three check-ins.",
            nb: "Linja begynner når det er tre innsjekkinger i løpet av 14 dager."),
        "chart.trend.none": Entry(en: "No check-ins in the last 14 days", nb: "Ingen innsjekkinger de siste 14 dagene"),
        "chart.trend.gapNote": Entry(
            en: "A gap means no check-ins in the 14 days before; it is never counted as 0.",
            nb: "Et opphold betyr at det ikke var innsjekkinger de 14 dagene før. Det telles aldri som 0."),
        "chart.trend.alt.noneNow": Entry(
            en: "Discipline Score over the last {0} days, {1}: no score now, as there were no check-ins in the last 14 days; between {2} and {3} earlier in this period.",
            nb: "Disiplinscore de siste {0} dagene, {1}: ingen score nå, fordi det ikke var innsjekkinger de siste 14 dagene; mellom {2} og {3} tidligere i perioden."),
        "chart.trend.alt.early": Entry(
            en: "Discipline Score over the last {0} days, {1}: the line begins once 14 days hold three check-ins.",
            nb: "Disiplinscore de siste {0} dagene, {1}: linja begynner når det er tre innsjekkinger i løpet av 14 dager."),
        "chart.trend.alt.empty": Entry(
            en: "Discipline Score over the last {0} days, {1}: no check-ins in this period, so there is no score yet.",
            nb: "Disiplinscore de siste {0} dagene, {1}: ingen innsjekkinger i perioden, så det er ingen score ennå."),

        "chart.urges.title": Entry(en: "Urge notes by type", nb: "Sugnotater etter type"),
        "chart.urges.subtitle": Entry(en: "Last {0} · {1} · {2}", nb: "Siste {0} · {1} · {2}"),
        "chart.urges.subtitle.empty": Entry(en: "Last {0} · {1}", nb: "Siste {0} · {1}"),
        "chart.urges.count.one": Entry(en: "{0} note", nb: "{0} notat"),
        "chart.urges.count.other": Entry(en: "{0} notes", nb: "{0} notater"),
        "chart.urges.empty": Entry(
            en: "No urge notes in these weeks. Each one you write will show here.",
            nb: "Ingen sugnotater disse ukene. Hvert sugnotat du skriver, vises her."),
        "chart.urges.direct": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        "chart.urges.alt": Entry(
            en: "{0} urge notes in the last {1}, {2}: {3}.",
            nb: "{0} sugnotater i løpet av {1}, {2}: {3}."),
        "chart.urges.alt.one": Entry(
            en: "1 urge note in the last {1}, {2}: {3}.",
            nb: "1 sugnotat i løpet av {1}, {2}: {3}."),
        "chart.urges.alt.empty": Entry(
            en: "No urge notes in the last {0}, {1}.",
            nb: "Ingen sugnotater i løpet av {0}, {1}."),
        "chart.list.and": Entry(en: "{0} and {1}", nb: "{0} og {1}"),
        // A year page's urge chart: its totals are the year's.
        "chart.urges.subtitle.span": Entry(en: "{0} · {1} in {2}", nb: "{0} · {1} i {2}"),
        "chart.urges.alt.span": Entry(en: "{0} urge notes in {1}, {2}: {3}.", nb: "{0} sugnotater i {1}, {2}: {3}."),
        "chart.urges.alt.span.one": Entry(en: "1 urge note in {1}, {2}: {3}.", nb: "1 sugnotat i {1}, {2}: {3}."),
        "chart.urges.alt.span.empty": Entry(en: "No urge notes in {0}, {1}.", nb: "Ingen sugnotater i {0}, {1}."),
    ]

    /// The weekly email (`coach-report email`): the sentences around the summary (its subject is the story's).
    static let email: [String: Entry] = [
        "email.number.labelFirst": Entry(en: "{0}: {1}", nb: "{0}: {1}"),
        "email.numbers.heading": Entry(en: "Your numbers", nb: "Tallene dine"),
        "email.charts.heading": Entry(en: "Your week in charts", nb: "Uka di i diagrammer"),
        "email.privacy.summary": Entry(
            en: "What you wrote stays out of this email (your notes and answers, prep titles, your goal and any action you wrote in yourself), because mail is forwarded and kept on servers. Your name, numbers and charts are here.",
            nb: "Det du skrev, er ikke med i denne e-posten (notater og svar, forberedelsene dine, målet ditt og handlinger du skrev inn selv), fordi e-post kan bli videresendt og blir lagret på servere. Navnet ditt, tallene og diagrammene er her."),
        "email.privacy.counts": Entry(
            en: "This email holds your numbers and charts only: no name, no notes, no times.",
            nb: "Denne e-posten har bare tallene og diagrammene dine – ingen navn, notater eller klokkeslett."),
        "email.privacy.summary.shared.named": Entry(
            en: "What {0} wrote stays out of this email (notes and answers, prep titles, the goal and any action {0} wrote in), because mail is forwarded and kept on servers. {0}'s name, numbers and charts are here.",
            nb: "Det {0} skrev, er ikke med i denne e-posten (notater og svar, forberedelser, målet og handlinger {0} skrev inn selv), fordi e-post kan bli videresendt og blir lagret på servere. Navnet, tallene og diagrammene til {0} er her."),
        "email.privacy.summary.shared": Entry(
            en: "What the person wrote stays out of this email (notes and answers, prep titles, the goal and any action they wrote in), because mail is forwarded and kept on servers. The name, numbers and charts are here.",
            nb: "Det personen skrev, er ikke med i denne e-posten (notater og svar, forberedelser, målet og handlinger personen skrev inn selv), fordi e-post kan bli videresendt og blir lagret på servere. Navnet, tallene og diagrammene er her."),
        "email.privacy.counts.shared": Entry(
            en: "This email holds numbers and charts only: no name, no notes, no times.",
            nb: "Denne e-posten har bare tall og diagrammer – ingen navn, notater eller klokkeslett."),
        "email.attachment": Entry(
            en: "The whole week, day by day, is in the attached PDF, {0}.",
            nb: "Hele uka, dag for dag, finner du i den vedlagte PDF-en, {0}."),
        "email.footer": Entry(
            en: "Made by coach-report from your Coacher export, on your own machine.",
            nb: "Laget med coach-report fra Coacher-eksporten din, på din egen maskin."),
    ]

    static let site: [String: Entry] = [
        "site.title.neutral": Entry(en: "Progress", nb: "Fremgang"),
        "site.title.named": Entry(en: "{0}'s progress", nb: "{0}s fremgang"),
        // Bokmål writes the genitive of a name ending in s, x or z with an apostrophe: «Hans' fremgang».
        "site.title.named.sibilant": Entry(en: "{0}'s progress", nb: "{0}' fremgang"),
        "site.goal": Entry(en: "Goal: {0}", nb: "Mål: {0}"),
        "site.skip": Entry(en: "Skip to the content", nb: "Hopp til innholdet"),
        "site.nav": Entry(en: "Pages", nb: "Sider"),
        "site.nav.home": Entry(en: "Overview", nb: "Oversikt"),
        // The week's number and year: bokmål writes "uke" small after the colon ("Uka før: uke 46, 2026").
        "site.nav.previous": Entry(en: "Week before: Week {0}, {1}", nb: "Uka før: uke {0}, {1}"),
        "site.nav.next": Entry(en: "Week after: Week {0}, {1}", nb: "Uka etter: uke {0}, {1}"),
        "site.nav.year": Entry(en: "All of {0}", nb: "Hele {0}"),
        "site.nav.pager": Entry(en: "Before and after", nb: "Før og etter"),
        "site.nav.previousYear": Entry(en: "Year before: {0}", nb: "Året før: {0}"),
        "site.nav.nextYear": Entry(en: "Year after: {0}", nb: "Året etter: {0}"),
        "site.feed": Entry(en: "Weekly feed (Atom)", nb: "Ukentlig nyhetsstrøm (Atom)"),
        "site.madeBy": Entry(
            en: "Made by coach-report from your own export, on your own machine.",
            nb: "Laget med coach-report fra eksporten din, på din egen maskin."),
        "site.privacy.full": Entry(
            en: "Privacy: full. Everything you wrote is on these pages.",
            nb: "Personvern: fullt innhold. Alt du skrev, står på disse sidene."),
        "site.privacy.summary": Entry(
            en: "Privacy: summary. Your name, figures, charts and the app's own words only; nothing you typed, your goal included, is on these pages.",
            nb: "Personvern: sammendrag. Bare navnet ditt, tall, diagrammer og appens egne ord – ingenting du skrev selv, heller ikke målet ditt, står på disse sidene."),
        "site.privacy.counts": Entry(
            en: "Privacy: counts. Figures and charts only, without your name or goal.",
            nb: "Personvern: bare tall. Tall og diagrammer, uten navnet eller målet ditt."),
        "site.numbers": Entry(en: "So far", nb: "Så langt"),
        "site.numbers.year": Entry(en: "The year in numbers", nb: "Året i tall"),
        "site.number.showedUp": Entry(en: "Days you showed up", nb: "Dager du møtte opp"),
        "site.number.current": Entry(en: "Days in a row now", nb: "Dager på rad nå"),
        "site.number.longest": Entry(en: "Longest run so far", nb: "Lengste rekke så langt"),
        "site.number.comebacks": Entry(en: "Comebacks after a break", nb: "Ganger du kom tilbake etter en pause"),
        "site.number.discipline": Entry(en: "Discipline Score", nb: "Disiplinscore"),
        "site.number.urges": Entry(en: "Urge notes", nb: "Sugnotater"),
        "site.number.weeks": Entry(en: "Weeks with something logged", nb: "Uker med noe logget"),
        "site.discipline.none": Entry(
            en: "No check-ins in the 14 days up to {0}, so there is no Discipline Score for now.",
            nb: "Ingen innsjekkinger de 14 dagene fram til {0}, så det er ingen disiplinscore foreløpig."),
        "site.asOf": Entry(en: "Figures up to {0}.", nb: "Tall fram til {0}."),
        "site.charts": Entry(en: "Charts", nb: "Diagrammer"),
        "site.charts.week": Entry(en: "The week in charts", nb: "Uka i diagrammer"),
        "site.table": Entry(en: "The numbers as a table", nb: "Tallene som tabell"),
        "site.table.week": Entry(en: "Week", nb: "Uke"),
        "site.table.day": Entry(en: "Day", nb: "Dag"),
        "site.table.what": Entry(en: "What", nb: "Hva"),
        "site.table.score": Entry(en: "Score", nb: "Score"),
        "site.table.completed": Entry(en: "Trained", nb: "Trent"),
        "site.table.checkIns": Entry(en: "Check-ins", nb: "Innsjekkinger"),
        "site.table.total": Entry(en: "All", nb: "Totalt"),
        "site.milestones": Entry(en: "Latest milestones", nb: "Siste milepæler"),
        "site.weeks": Entry(en: "Your weeks", nb: "Ukene dine"),
        "site.weeks.latest": Entry(en: "Your latest weeks", nb: "De siste ukene dine"),
        "site.weeks.more": Entry(
            en: "Older weeks are on the page of their year.", nb: "Eldre uker finner du på siden for hvert år."),
        "site.week.pdf": Entry(en: "PDF", nb: "PDF"),
        "site.week.pdf.long": Entry(en: "The weekly reflection as a PDF", nb: "Ukerefleksjonen som PDF"),
        "site.week.title": Entry(en: "Week {0}, {1}", nb: "Uke {0}, {1}"),
        "site.years": Entry(en: "Years", nb: "År"),
        "site.year.showedUp": Entry(en: "{0} days showed up", nb: "{0} dager du møtte opp"),
        "site.year.title": Entry(en: "{0}", nb: "{0}"),
        "site.year.pageTitle": Entry(en: "{0} · {1}", nb: "{0} · {1}"),
        "chart.years.title": Entry(en: "Your years in days", nb: "Årene dine i dager"),
        "chart.years.subtitle": Entry(en: "{0}–{1} · newest first · a square for every day", nb: "{0}–{1} · nyeste først · en rute for hver dag"),
        "chart.years.alt": Entry(
            en: "{0} years, {1} to {2}, one row of months per year: you showed up on {3} of {4} days.",
            nb: "{0} år, {1} til {2}, én rad med måneder per år: du møtte opp {3} av {4} dager."),
        "site.table.year": Entry(en: "Year", nb: "År"),
        "site.table.recorded": Entry(en: "Days to log", nb: "Dager å logge"),
    ]
}
