extension LocalizationTable {
    /// `--health`: what validate and stats say about the Apple Health days, and the Body page (`body`).
    static let health: [String: Entry] = healthReading.merging(body) { first, _ in first }

    static let healthReading: [String: Entry] = [
        "health.read.other": Entry(
            en: "Apple Health ({1}): weight or steps on {0} days, {2} to {3}.",
            nb: "Apple Helse ({1}): vekt eller skritt på {0} dager, {2} til {3}."),
        "health.read.one": Entry(
            en: "Apple Health ({1}): weight or steps on 1 day, {2}.",
            nb: "Apple Helse ({1}): vekt eller skritt på 1 dag, {2}."),
        "health.read.none": Entry(
            en: "Apple Health ({0}): no weight or steps in it.", nb: "Apple Helse ({0}): ingen vekt eller skritt i filen."),
        "health.records": Entry(
            en: "Weight readings: {0}. Step records: {1}.", nb: "Vektmålinger: {0}. Skrittregistreringer: {1}."),
        "health.warnings": Entry(en: "Health records not read:", nb: "Helseregistreringer som ikke ble lest:"),
        "health.warnings.more": Entry(en: "… and {0} more.", nb: "… og {0} til."),
        "health.weeks.heading": Entry(en: "Weight and steps (Apple Health):", nb: "Vekt og skritt (Apple Helse):"),
        "health.weeks.heading.steps": Entry(en: "Steps (Apple Health):", nb: "Skritt (Apple Helse):"),
        "health.week.weight": Entry(en: "last weight {0} kg", nb: "siste vekt {0} kg"),
        "health.week.steps": Entry(en: "{0} steps a day on average", nb: "{0} skritt om dagen i snitt"),
    ]
}
