/// The words of the year-in-review card (`2026-card.png`): a title, the labels under its numbers and its one
/// warm sentence. Nothing the person typed is ever among them, since the card is made to be shared.
extension LocalizationTable {
    static let card: [String: Entry] = [
        "card.eyebrow": Entry(en: "Your year in days", nb: "Året ditt, dag for dag"),
        "card.eyebrow.since": Entry(en: "Your year in days, since {0}", nb: "Året ditt, dag for dag, siden {0}"),
        "card.alt": Entry(en: "Year in review, {0}", nb: "Året som var, {0}"),
        "card.showedUp.one": Entry(en: "day you showed up", nb: "dag du møtte opp"),
        "card.showedUp.other": Entry(en: "days you showed up", nb: "dager du møtte opp"),
        "card.comebacks.one": Entry(en: "comeback after a break", nb: "gang du kom tilbake"),
        "card.comebacks.other": Entry(en: "comebacks after a break", nb: "ganger du kom tilbake"),
        "card.score": Entry(en: "Discipline Score on {0}: {1}", nb: "Disiplinscoren {0}: {1}"),
        "card.sentence.quiet": Entry(
            en: "A quiet year on the page. Whenever you are ready, it starts again with one day.",
            nb: "Et stille år på papiret. Når du er klar, begynner det igjen med én dag."),
        "card.sentence.comebacks": Entry(
            en: "Quiet days came, and you came back. That is how a habit is built.",
            nb: "Det kom stille dager, og du kom tilbake. Det er slik en vane bygges."),
        "card.sentence.began": Entry(
            en: "You began in {0}, and every day since has been a step.",
            nb: "Du begynte i {0}, og hver dag siden har vært et steg."),
        "card.sentence.steady": Entry(
            en: "Day by day, you kept showing up.",
            nb: "Dag for dag fortsatte du å møte opp."),
    ]
}
