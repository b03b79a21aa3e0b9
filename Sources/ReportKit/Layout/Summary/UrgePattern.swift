/// When urges came and of what kind, in one plain sentence.
///
/// The day is cut in four: morning 05–12, afternoon 12–17, evening 17–22, night 22–05.
/// "Most" is said only of a true majority; a tie is called a spread, never forced into a pattern.
struct UrgePattern {
    enum PartOfDay: String, CaseIterable {
        case morning, afternoon, evening, night

        init(minuteOfDay m: Int) {
            switch m {
            case 300..<720: self = .morning
            case 720..<1020: self = .afternoon
            case 1020..<1320: self = .evening
            default: self = .night
            }
        }
    }

    let total: Int
    let byPart: [PartOfDay: Int]
    let byType: [UrgeType: Int]

    init(_ notes: [UrgeNote]) {
        total = notes.count
        var parts: [PartOfDay: Int] = [:]
        var types: [UrgeType: Int] = [:]
        for note in notes {
            parts[PartOfDay(minuteOfDay: note.at.minuteOfDay), default: 0] += 1
            types[note.type, default: 0] += 1
        }
        byPart = parts
        byType = types
    }

    /// The single largest group, or nil when two or more share the top.
    static func top<K: Hashable>(_ counts: [K: Int]) -> (key: K, count: Int)? {
        guard let best = counts.values.max() else { return nil }
        let leaders = counts.filter { $0.value == best }
        return leaders.count == 1 ? (leaders.first!.key, best) : nil
    }

    /// The sentence as Markdown, for the summary; `kindName` gives Markdown.
    func sentence(_ words: Localizer, kindName: (UrgeType) -> String) -> String? {
        compose(words, kindName: kindName) { key, pieces in words.markdown(key, pieces) }
    }

    /// The sentence as plain text, for outputs that need no Markdown (the PDF); `kindName` gives plain text.
    func plainSentence(_ words: Localizer, kindName: (UrgeType) -> String) -> String? {
        compose(words, kindName: kindName) { key, pieces in Localizer.fill(words.pattern(key), pieces.map(\.raw)) }
    }

    /// Chooses the sentence once; `fill` writes one table entry with its pieces, as Markdown or as plain text.
    private func compose(_ words: Localizer, kindName: (UrgeType) -> String, fill: (String, [MarkdownPiece]) -> String) -> String? {
        guard total > 0 else { return nil }
        let time: String
        let kind: String
        if total == 1, let part = byPart.first?.key, let type = byType.first?.key {
            time = fill("summary.pattern.time.single", [.text(words("summary.pattern.\(part.rawValue)"))])
            kind = fill("summary.pattern.kind.single", [.markdown(kindName(type))])
        } else {
            if let (part, n) = Self.top(byPart) {
                time = fill(
                    n * 2 > total ? "summary.pattern.time.most" : "summary.pattern.time.top",
                    [.text(words("summary.pattern.\(part.rawValue)")), .text(String(n)), .text(String(total))])
            } else {
                time = fill("summary.pattern.time.spread", [])
            }
            if let (type, _) = Self.top(byType) {
                kind = fill("summary.pattern.kind.most", [.markdown(kindName(type))])
            } else {
                kind = fill("summary.pattern.kind.spread", [])
            }
        }
        return fill("summary.pattern.sentence", [.markdown(time), .markdown(kind)])
    }
}
