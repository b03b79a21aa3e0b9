/// When urges came and of what kind, in one plain sentence.
///
/// The day is cut in four (`PartOfDay`).
/// "Most" is said only of a true majority, "both" or "all" when every note came at one time of day; a tie is
/// called a spread, never forced into a pattern.
package struct UrgePattern {
    typealias PartOfDay = ReportCore.PartOfDay

    let total: Int
    let byPart: [PartOfDay: Int]
    /// Types the format does not know are counted as "other" (`UrgeType.told`).
    let byType: [UrgeType: Int]

    /// The pattern of the urge notes `counts` adds up.
    package init(_ counts: DayCounts) {
        total = counts.urgeCount
        byPart = counts.urgesByPart
        byType = UrgeType.told(counts.urges)
    }

    /// The single largest group, or nil when two or more share the top.
    static func top<K: Hashable>(_ counts: [K: Int]) -> (key: K, count: Int)? {
        guard let best = counts.values.max() else { return nil }
        let leaders = counts.filter { $0.value == best }
        return leaders.count == 1 ? (leaders.first!.key, best) : nil
    }

    /// The sentence as Markdown, for the summary; `kindName` gives Markdown.
    package func sentence(_ words: Localizer, kindName: (UrgeType) -> String) -> String? {
        compose(words, kindName: kindName) { key, pieces in words.markdown(key, pieces) }
    }

    /// The sentence as plain text, for outputs that need no Markdown (the PDF); `kindName` gives plain text.
    package func plainSentence(_ words: Localizer, kindName: (UrgeType) -> String) -> String? {
        compose(words, kindName: kindName) { key, pieces in words.sentence(key, pieces.map(\.raw)) }
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
                // Every note at one time of day is "both" or "all", never "most (2 of 2)".
                let key = n == total ? (total == 2 ? "summary.pattern.time.both" : "summary.pattern.time.all")
                    : n * 2 > total ? "summary.pattern.time.most" : "summary.pattern.time.top"
                time = fill(key, [.text(words("summary.pattern.\(part.rawValue)")), .text(words.number(n)), .text(words.number(total))])
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
