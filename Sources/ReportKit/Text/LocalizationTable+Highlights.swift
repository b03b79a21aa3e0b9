/// The words of a longer period's highlights: what the person chose or answered most often, in their own words
/// (shown only where their words are, at `--redact full`).
extension LocalizationTable {
    static let highlights: [String: Entry] = [
        "story.highlight.care.other": Entry(
            en: "The care action you chose most often: “{1}” ({0} days).",
            nb: "Egenomsorgen du valgte oftest: «{1}» ({0} dager)."),
        "story.highlight.helped.other": Entry(
            en: "What helped most often, in your words: “{1}” ({0} evenings).",
            nb: "Dette hjalp oftest, med dine ord: «{1}» ({0} kvelder)."),
        "story.highlight.response.other": Entry(
            en: "The response to an urge you chose most often: “{1}” ({0} times).",
            nb: "Det du oftest valgte å gjøre når suget kom: «{1}» ({0} ganger)."),
    ]
}
