/// The app's own mini-coach options, the answers an urge note's `chosenAction` holds when the person took one
/// of them (docs/export-format.md, "The mini-coach's options"). Anything else there was typed, so `--redact
/// summary` leaves it out like the rest of the person's words.
package enum MiniCoachOptions {
    /// In English and bokmål, as the app writes them.
    static let all = [
        "2-minute grounding", "glass of water", "short walk", "quick journal", "protein snack",
        "2 minutter jording", "et glass vann", "en kort tur", "rask dagbok", "proteinmellommåltid",
    ]

    /// Each option by its match key (the first option of a key, as `all` lists them).
    static let byKey = Dictionary(all.map { ($0.matchKey, $0) }, uniquingKeysWith: { first, _ in first })

    /// The options whose app wording reads stiffly in bokmål, by match key, as running text writes them.
    private static let bokmål = [
        "2 minutter jording".matchKey: "to minutters jording",
        "rask dagbok".matchKey: "et kort dagboknotat",
        "proteinmellommåltid".matchKey: "et proteinrikt mellommåltid",
    ]

    /// How the outputs write an option whose app wording reads stiffly in bokmål ("2 minutter jording" is "to
    /// minutters jording" in running text); every other choice, the person's own words included, as written.
    /// The options' keys are worked out once: a 10-year site asks this for every urge note of every week page, and
    /// working out four keys a call cost 0.51 G instructions of its 6.2 G (callgrind, release).
    package static func shown(_ choice: String) -> String {
        bokmål[choice.matchKey] ?? choice
    }

    /// The option as the app writes it, for a choice that is one of them (matched by `String.matchKey`); nil
    /// for anything else, which the person typed.
    static func option(_ choice: String) -> String? {
        byKey[choice.matchKey]
    }
}
