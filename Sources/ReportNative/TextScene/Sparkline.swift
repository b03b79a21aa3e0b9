/// A row of Unicode block characters, one per day: the height is the score, `·` a day without one.
enum Sparkline {
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let noScore: Character = "·"

    /// Scores 0–100; 0 is the lowest bar and 100 the highest, rounded to the nearest of eight.
    package static func text(_ scores: [Int?]) -> String {
        String(scores.map { score in
            guard let score else { return noScore }
            let clamped = Swift.min(100, Swift.max(0, score))
            return bars[(clamped * 7 + 50) / 100]
        })
    }
}
