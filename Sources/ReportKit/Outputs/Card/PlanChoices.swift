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
            if let choice = n.chosenAction, !PlanChoices.key(choice).isEmpty { notes.append((n.type, choice)) }
        }
        responses = PlanChoices.ranked(notes.map(\.1)).prefix(PlanChoices.most).map(\.text)
        var byType: [TypeResponse] = []
        for type in UrgeType.known {
            let chosen = notes.filter { $0.0 == type }.map(\.1)
            guard chosen.count >= PlanChoices.typeMinimum, let top = PlanChoices.ranked(chosen).first,
                  top.count >= PlanChoices.typeTopMinimum else { continue }
            byType.append(TypeResponse(type: type, response: top.text))
        }
        self.byType = byType
        let lines = export.entries.compactMap { $0.morningFocus?.stressResponse }.filter { !PlanChoices.key($0).isEmpty }
        ownLines = PlanChoices.ranked(lines).prefix(PlanChoices.most).map(\.text)
    }

    /// How an answer is matched: lower case, letters and digits only, single spaces (`String.matchKey`).
    static func key(_ text: String) -> String { text.matchKey }

    /// The answers by how often they were given (matched by `key`), most first, ties by first seen; each shown
    /// as written most often (ties: first seen), trimmed.
    static func ranked(_ answers: [String]) -> [(text: String, count: Int)] {
        // Each matched answer in first-seen order, with its spellings in first-seen order and how often each was given.
        var keys: [String] = [], spellings: [String: [(text: String, count: Int)]] = [:]
        for answer in answers {
            let k = key(answer), shown = answer.trimmingScalars(where: \.isBlankOrNewline)
            if spellings[k] == nil { keys.append(k) }
            if let i = spellings[k]?.firstIndex(where: { $0.text == shown }) {
                spellings[k]![i].count += 1
            } else {
                spellings[k, default: []].append((shown, 1))
            }
        }
        let answered = keys.map { k -> (text: String, count: Int) in
            let forms = spellings[k]!
            var best = forms[0]
            for form in forms.dropFirst() where form.count > best.count { best = form }
            return (best.text, forms.reduce(0) { $0 + $1.count })
        }
        return answered.enumerated().sorted { a, b in
            a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
        }.map(\.element)
    }
}
