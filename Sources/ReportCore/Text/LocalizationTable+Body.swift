extension LocalizationTable {
    /// Weight and steps beside the habits: the Body page, its statements and its two charts. Told as the
    /// readings were, never as a change to grade ("up 1.2 kg" is not said), with no target.
    static let body: [String: Entry] = [
        "body.title": Entry(en: "Body", nb: "Kropp"),
        "body.intro": Entry(
            en: "Weight and steps from Apple Health, beside your habits.",
            nb: "Vekt og skritt fra Apple Helse, ved siden av vanene dine."),
        "body.intro.steps": Entry(
            en: "Steps from Apple Health, beside your habits.",
            nb: "Skritt fra Apple Helse, ved siden av vanene dine."),
        "body.none": Entry(
            en: "Apple Health has no weight or steps for these days, and that is fine.",
            nb: "Apple Helse har ingen vekt eller skritt for disse dagene, og det er helt greit."),
        "body.none.steps": Entry(
            en: "Apple Health has no steps for these days, and that is fine.",
            nb: "Apple Helse har ingen skritt for disse dagene, og det er helt greit."),
        "body.weight.range": Entry(en: "Your weight readings: {0}.", nb: "Vektmålingene dine: {0}."),
        "body.weight.single": Entry(en: "One weight reading: {0}.", nb: "Én vektmåling: {0}."),
        "body.weight.last": Entry(en: "The last one, {1}: {0}.", nb: "Den siste, {1}: {0}."),
        "body.steps.other": Entry(
            en: "On the {0} days with a step count: {1} steps a day on average.",
            nb: "På de {0} dagene med registrerte skritt: {1} skritt om dagen i snitt."),
        "body.steps.one": Entry(
            en: "On the 1 day with a step count: {1} steps.",
            nb: "På den ene dagen med registrerte skritt: {1} skritt."),

        "chart.weight.title": Entry(en: "Weight", nb: "Vekt"),
        "chart.weight.subtitle": Entry(en: "Each reading, and the 7-day average · {0}", nb: "Hver måling og snittet over 7 dager · {0}"),
        "chart.weight.readings": Entry(en: "Reading", nb: "Måling"),
        "chart.weight.average": Entry(en: "7-day average", nb: "Snitt over 7 dager"),
        "chart.weight.column.reading": Entry(en: "Weight ({0})", nb: "Vekt ({0})"),
        "chart.weight.column.average": Entry(en: "7-day average ({0})", nb: "Snitt over 7 dager ({0})"),
        "chart.weight.alt.other": Entry(
            en: "Weight on {0} days of {1}, between {2} and {3}; the last reading {4}.",
            nb: "Vekt på {0} dager i perioden {1}, mellom {2} og {3}; siste måling {4}."),
        "chart.weight.alt.one": Entry(en: "Weight on 1 day of {1}: {2}.", nb: "Vekt på 1 dag i perioden {1}: {2}."),
        "chart.steps.title": Entry(en: "Steps", nb: "Skritt"),
        "chart.steps.subtitle": Entry(en: "A bar a day · {0}", nb: "En søyle per dag · {0}"),
        "chart.steps.column": Entry(en: "Steps", nb: "Skritt"),
        "chart.steps.alt.other": Entry(
            en: "Steps on {0} days of {1}: {2} a day on average, {3} on the day with the most.",
            nb: "Skritt på {0} dager i perioden {1}: {2} om dagen i snitt, {3} den dagen med flest."),
        "chart.steps.alt.one": Entry(en: "Steps on 1 day of {1}: {2}.", nb: "Skritt på 1 dag i perioden {1}: {2}."),
        "chart.body.empty": Entry(en: "No readings on these days.", nb: "Ingen målinger disse dagene."),
        "chart.body.day": Entry(en: "Day", nb: "Dag"),
    ]
}
