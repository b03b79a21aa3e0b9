/// The numbers a chart draws, as rows: what its alt text and the site's "numbers as a table" are made from,
/// so a table can never disagree with its picture. Rows begin where the chart's data begins.
public struct ChartData: Sendable, Equatable {
    /// The header of the label column, then one header per cell.
    public var columns: [String]
    public var rows: [Row]

    public struct Row: Sendable, Equatable {
        /// What the row is: a week's dates, a ring's name, a day, a year.
        public var label: String
        /// The row's cells as shown: numbers, or words where a number would mislead ("Before you started").
        public var cells: [String]
        /// The numbers the chart draws for this row (empty for a row outside the data); what tests and alt
        /// text add up.
        public var numbers: [Int]
    }

    /// The sum of each number column over the rows that have numbers.
    func total(_ column: Int) -> Int { rows.reduce(0) { $0 + ($1.numbers.indices.contains(column) ? $1.numbers[column] : 0) } }
}

extension ChartRenderer {
    /// The numbers a chart draws, without drawing it.
    public static func data(_ kind: ChartKind, figures: Figures, options: ChartOptions) -> ChartData {
        switch kind {
        case .heatmap: return StreakHeatmap(figures: figures, options: options).data()
        case .rings: return CompletionRings(figures: figures, options: options).data()
        case .trend: return DisciplineTrend(figures: figures, options: options).data()
        case .urges: return UrgeBreakdown(figures: figures, options: options).data()
        }
    }
}
