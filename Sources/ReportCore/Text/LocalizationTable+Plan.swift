extension LocalizationTable {
    /// The plan card (`card plan`): a plan to read in the moment, in the app's words, with no numbers.
    static let plan: [String: Entry] = [
        "plan.eyebrow": Entry(en: "My plan", nb: "Planen min"),
        "plan.title": Entry(en: "When an urge comes", nb: "Når suget kommer"),
        "plan.responses": Entry(en: "What I have chosen before, and can choose again:", nb: "Det jeg har valgt før, og kan velge igjen:"),
        "plan.type": Entry(en: "When it is {0}: {1}", nb: "Når det er {0}: {1}"),
        "plan.type.stress": Entry(en: "stress", nb: "stress"),
        "plan.type.habit": Entry(en: "a habit", nb: "en vane"),
        "plan.type.physical": Entry(en: "physical", nb: "fysisk"),
        "plan.type.other": Entry(en: "something else", nb: "noe annet"),
        "plan.own": Entry(en: "If I feel stressed, I will", nb: "Hvis jeg blir stresset, skal jeg"),
        "plan.own.line": Entry(en: "“{0}”", nb: "«{0}»"),
        "plan.none": Entry(
            en: "There are no urge notes with a chosen response in this export yet, so there is nothing to put on a plan card; after a few “I Need Help” notes it will have your own choices on it.",
            nb: "Det er ingen sugnotater med et valgt svar i denne eksporten ennå, så det er ingenting å sette på et plankort; etter noen «Jeg trenger hjelp»-notater får det dine egne valg."),
    ]
}
