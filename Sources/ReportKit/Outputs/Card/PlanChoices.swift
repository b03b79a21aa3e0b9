/// What the plan card holds, counted from the export: the responses the person chose most often after an urge
/// note (`chosenAction`), the one they chose most for each kind of urge where the counts carry it, and their own
/// most repeated "If I feel stressed … I will" lines (Morning Focus's `stressResponse`, only where the export
/// still holds the words: at `--redact full`). Answers are matched after folding case, spaces and punctuation,
/// and shown as the person wrote them most often; ties go to the one chosen first.
package struct PlanChoices: Equatable, Sendable {
    /// The most a list on the card holds.
    static let most = 3
    /// A kind of urge gets a line of its own when it has at least this many notes with a response, and its top
    /// response was chosen at least `typeTopMinimum` times.
    static let typeMinimum = 5
    static let typeTopMinimum = 3

    package let responses: [String]
    package let byType: [(type: UrgeType, response: String)]
    package let ownLines: [String]

    package static func == (a: PlanChoices, b: PlanChoices) -> Bool {
        a.responses == b.responses && a.ownLines == b.ownLines
            && a.byType.map(\.type) == b.byType.map(\.type) && a.byType.map(\.response) == b.byType.map(\.response)
    }

    package var isEmpty: Bool { responses.isEmpty }

    package init(_ export: Export) {
        var notes: [(UrgeType, String)] = []
        for n in export.urgeNotes {
            if let choice = n.chosenAction, !PlanChoices.key(choice).isEmpty { notes.append((n.type, choice)) }
        }
        responses = PlanChoices.ranked(notes.map(\.1)).prefix(PlanChoices.most).map(\.text)
        var byType: [(UrgeType, String)] = []
        for type in UrgeType.known {
            let chosen = notes.filter { $0.0 == type }.map(\.1)
            guard chosen.count >= PlanChoices.typeMinimum, let top = PlanChoices.ranked(chosen).first,
                  top.count >= PlanChoices.typeTopMinimum else { continue }
            byType.append((type, top.text))
        }
        self.byType = byType
        let lines = export.entries.compactMap { $0.morningFocus?.stressResponse }.filter { !PlanChoices.key($0).isEmpty }
        ownLines = PlanChoices.ranked(lines).prefix(PlanChoices.most).map(\.text)
    }

    /// How an answer is matched: lower case, letters and digits only, single spaces.
    static func key(_ text: String) -> String {
        var out = "", space = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if space, !out.isEmpty { out.append(" ") }
                out.unicodeScalars.append(scalar)
                space = false
            } else {
                space = true
            }
        }
        return out
    }

    /// The answers by how often they were given (matched by `key`), most first, ties by first seen; each shown
    /// as written most often (ties: first seen), trimmed.
    static func ranked(_ answers: [String]) -> [(text: String, count: Int)] {
        var order: [String] = [], counts: [String: Int] = [:], spellings: [String: [String: Int]] = [:], firstSpelling: [String: [String]] = [:]
        for answer in answers {
            let k = key(answer)
            let shown = answer.trimmingScalars(where: \.isBlankOrNewline)
            if counts[k] == nil { order.append(k) }
            counts[k, default: 0] += 1
            if spellings[k]?[shown] == nil { firstSpelling[k, default: []].append(shown) }
            spellings[k, default: [:]][shown, default: 0] += 1
        }
        return order.enumerated().sorted { a, b in
            counts[a.element]! != counts[b.element]! ? counts[a.element]! > counts[b.element]! : a.offset < b.offset
        }.map { _, k in
            let forms = firstSpelling[k]!
            let best = forms.max { x, y in spellings[k]![x]! < spellings[k]![y]! || (spellings[k]![x]! == spellings[k]![y]! && forms.firstIndex(of: x)! > forms.firstIndex(of: y)!) }!
            return (best, counts[k]!)
        }
    }
}
