/// The app's own mini-coach options, the answers an urge note's `chosenAction` holds when the person took one
/// of them (docs/export-format.md, "The mini-coach's options"). Anything else there was typed, so `--redact
/// summary` leaves it out like the rest of the person's words.
enum MiniCoachOptions {
    /// In English and bokmål, as the app writes them.
    static let all = [
        "2-minute grounding", "glass of water", "short walk", "quick journal", "protein snack",
        "2 minutter jording", "et glass vann", "en kort tur", "rask dagbok", "proteinmellommåltid",
    ]

    static let keys = Set(all.map(\.matchKey))

    /// How the outputs write an option whose app wording reads stiffly in bokmål ("2 minutter jording" is "to
    /// minutters jording" in running text); every other choice, the person's own words included, as written.
    package static func shown(_ choice: String) -> String {
        switch choice.matchKey {
        case "2 minutter jording".matchKey: "to minutters jording"
        case "rask dagbok".matchKey: "et kort dagboknotat"
        case "proteinmellommåltid".matchKey: "et proteinrikt mellommåltid"
        default: choice
        }
    }

    /// The option as the app writes it, for a choice that is one of them (matched by `String.matchKey`); nil
    /// for anything else, which the person typed.
    static func option(_ choice: String) -> String? {
        let key = choice.matchKey
        guard keys.contains(key) else { return nil }
        return all.first { $0.matchKey == key }
    }
}
