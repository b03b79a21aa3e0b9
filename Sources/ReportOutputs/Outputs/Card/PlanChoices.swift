import ReportCore
/// What the plan card holds, counted from the export: the responses the person chose most often after an urge
/// note (`chosenAction`), the one they chose most for each kind of urge where the counts carry it, and their own
/// most repeated "If I feel stressed … I will" lines (Morning Focus's `stressResponse`, only where the export
/// still holds the words: at `--redact full`). Answers are matched after folding case, spaces and punctuation,
/// and shown as the person wrote them most often; ties go to the one chosen first.
package struct PlanChoices: Equatable, Sendable {
    /// The response chosen most for one kind of urge.
    package struct TypeResponse: Equatable, Sendable {
        package let type: UrgeType
        package let response: String
    }

    /// The most a list on the card holds.
    static let most = 3
    /// A kind of urge gets a line of its own when it has at least this many notes with a response, and its top
    /// response was chosen at least `typeTopMinimum` times.
    static let typeMinimum = 5
    static let typeTopMinimum = 3

    package let responses: [String]
    package let byType: [TypeResponse]
    package let ownLines: [String]

    package var isEmpty: Bool { responses.isEmpty }

    package init(_ export: Export) {
        var notes: [(UrgeType, String)] = []
        for n in export.urgeNotes {
            if let choice = n.chosenAction, !choice.matchKey.isEmpty { notes.append((n.type, MiniCoachOptions.shown(choice))) }
        }
        responses = notes.map(\.1).rankedByMatchKey().prefix(PlanChoices.most).map(\.text)
        var byType: [TypeResponse] = []
        for type in UrgeType.known {
            let chosen = notes.filter { $0.0 == type }.map(\.1)
            guard chosen.count >= PlanChoices.typeMinimum, let top = chosen.rankedByMatchKey().first,
                  top.count >= PlanChoices.typeTopMinimum else { continue }
            byType.append(TypeResponse(type: type, response: top.text))
        }
        self.byType = byType
        let lines = export.entries.compactMap { $0.morningFocus?.stressResponse }
        ownLines = lines.rankedByMatchKey().prefix(PlanChoices.most).map(\.text)
    }
}
