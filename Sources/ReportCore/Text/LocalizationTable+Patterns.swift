extension LocalizationTable {
    /// The patterns Story tells (docs/patterns.md): each with its counts, never a cause, never about weight. `{0}`
    /// and `{2}` are the days with and without (always at least 7), `{1}` and `{3}` the outcome over them; the steps
    /// pair's `{4}` is the steps a day that split the days in two. One gentle line may follow, only when the days
    /// with the habit were the calmer ones.
    static let patterns: [String: Entry] = [
        "pattern.urges.one": Entry(en: "{0} urge note", nb: "{0} sugnotat"),
        "pattern.urges.other": Entry(en: "{0} urge notes", nb: "{0} sugnotater"),
        "pattern.urges.none": Entry(en: "none", nb: "ingen"),
        "pattern.nightPrep.urges": Entry(
            en: "On the {0} days after a Night Prep there were {1}; on the {2} other days, {3}.",
            nb: "De {0} dagene etter en kveldsforberedelse noterte du {1}, de {2} andre dagene {3}."),
        "pattern.morningFocus.urges": Entry(
            en: "On the {0} days that began with a Morning Focus there were {1}; on the {2} other days with an entry, {3}.",
            nb: "De {0} dagene som begynte med morgenfokus, noterte du {1}, de {2} andre dagene med en oppføring {3}."),
        "pattern.careAction.urgesNextDay": Entry(
            en: "On the {0} days after an evening with your care action there were {1}; after the {2} other evenings you answered, {3}.",
            nb: "De {0} dagene etter en kveld der du tok vare på deg selv, noterte du {1}, etter de {2} andre kveldene du svarte på, {3}."),
        "pattern.careAction.showedUpNextDay": Entry(
            en: "After the {0} evenings with your care action you showed up the next day {1} times; after the {2} other evenings you answered, {3} times.",
            nb: "Etter de {0} kveldene der du tok vare på deg selv, møtte du opp dagen etter {1} ganger, etter de {2} andre kveldene du svarte på, {3} ganger."),
        "pattern.training.urges": Entry(
            en: "On the {0} days you trained there were {1}; on the {2} other days with a check-in, {3}.",
            nb: "De {0} dagene du trente, noterte du {1}, de {2} andre dagene med innsjekking {3}."),
        "pattern.steps.urges": Entry(
            en: "On the {0} days with {4} steps or more there were {1}; on the {2} other days with steps, {3}.",
            nb: "De {0} dagene med {4} skritt eller mer noterte du {1}, de {2} andre dagene med skritt {3}."),
        "pattern.nightPrep.urges.gentle": Entry(
            en: "Night Prep evenings came before calmer days.", nb: "Kveldene med forberedelse kom før roligere dager."),
        "pattern.morningFocus.urges.gentle": Entry(
            en: "Days that began with a Morning Focus were calmer ones.", nb: "Dagene som begynte med morgenfokus, var roligere."),
        "pattern.careAction.urgesNextDay.gentle": Entry(
            en: "Evenings with your care action came before calmer days.",
            nb: "Kveldene der du tok vare på deg selv, kom før roligere dager."),
        "pattern.careAction.showedUpNextDay.gentle": Entry(
            en: "Evenings with your care action came before days you showed up.",
            nb: "Kveldene der du tok vare på deg selv, kom før dager du møtte opp."),
        "pattern.training.urges.gentle": Entry(en: "Training days were calmer ones.", nb: "Treningsdagene var roligere."),
        "pattern.steps.urges.gentle": Entry(en: "Days with more steps were calmer ones.", nb: "Dagene med flere skritt var roligere."),
        // When the days with the habit held more urge notes: what that may simply mean, so a habit is not blamed.
        "pattern.moreNotes": Entry(
            en: "More urge notes can simply mean more noticing: days spent with the app hold more of them.",
            nb: "Flere sugnotater kan rett og slett bety at du la merke til mer: dager med appen i bruk får flere av dem."),
        // The block in the PDFs, summaries, site and email: only when a pattern stands.
        "pattern.noticed.title": Entry(en: "What you noticed", nb: "Dette la du merke til"),
        "pattern.noticed.span": Entry(en: "Counted over {0}:", nb: "Tallene gjelder {0}:"),
        "pattern.noticed.line": Entry(en: "What you noticed: {0}", nb: "Dette la du merke til: {0}"),
        "stats.patterns.heading": Entry(en: "Patterns the counts stand behind ({0}):", nb: "Mønstre som tallene støtter ({0}):"),
    ]
}
