/// How an urge type is told to a reader: one of the four types of the export format, named by the app's words.
///
/// A type a newer app adds ("boredom") is told as "Other / not sure", in the text as in the urge chart (which
/// stacks it with "other"), so the summary never says "Other: 3 … boredom: 1" beside a chart with 4 Other.
/// `stats --json` is data, not words, and keeps the type as written.
extension UrgeType {
    /// The type the reader is told: itself when the format knows it, otherwise `.other`.
    package var told: UrgeType { UrgeType.known.contains(self) ? self : .other }

    /// Counts by type as they are told: types the format does not know are added to `.other`.
    package static func told(_ counts: [UrgeType: Int]) -> [UrgeType: Int] {
        counts.reduce(into: [:]) { all, entry in all[entry.key.told, default: 0] += entry.value }
    }

    /// The key of the app's name for the type ("Stress / emotional", "Other / not sure").
    package var nameKey: String { "urge.\(told.rawValue)" }

    /// The key of the type in plain words for the pattern sentence ("stress or emotions").
    package var kindKey: String { "summary.pattern.kind.\(told.rawValue)" }
}
