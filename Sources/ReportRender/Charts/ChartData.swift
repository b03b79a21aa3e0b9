import ReportCore
/// The numbers a chart draws, as rows: what its alt text and the site's "numbers as a table" are made from,
/// so a table can never disagree with its picture. Rows begin where the chart's data begins.
package struct ChartData: Sendable, Equatable {
    /// The header of the label column, then one header per cell.
    package var columns: [String]
    package var rows: [Row]

    package struct Row: Sendable, Equatable {
        /// What the row is: a week's dates, a ring's name, a day, a year.
        package var label: String
        /// The row's cells as shown: numbers, or words where a number would mislead ("Before you started").
        package var cells: [String]
        /// The numbers the chart draws for this row (empty for a row outside the data); what tests and alt
        /// text add up.
        package var numbers: [Int]
    }

    /// A row a week, oldest first, from each week's days (`spans`) and its numbers (`numbers(i)` of the i-th); a
    /// run of weeks with no days to log for the same reason (before the person began, still to come) is one
    /// row across their days, so a table of someone's first weeks says "before you started" once, not as zeros.
    static func weekRows(
        _ spans: [(first: Day, last: Day)], figures: Figures, localizer l: Localizer, blanks: Int, numbers: (Int) -> [Int]
    ) -> [Row] {
        var rows: [Row] = []
        var run: (first: Day, last: Day, why: String)?
        func endRun() {
            guard let r = run else { return }
            rows.append(Row(label: l.dateRange(r.first, r.last), cells: [l(r.why)] + Array(repeating: "–", count: blanks), numbers: []))
            run = nil
        }
        for (i, span) in spans.enumerated() {
            guard figures.recordedDays(from: span.first, to: span.last) > 0 else {
                // The export's own day with nothing yet is still to come, not before the person started.
                let why = span.first > figures.lastDayToLog ? "chart.legend.future" : "chart.legend.outside"
                if let r = run, r.why == why { run = (r.first, span.last, why) } else { endRun(); run = (span.first, span.last, why) }
                continue
            }
            endRun()
            let n = numbers(i)
            rows.append(Row(label: l.dateRange(span.first, span.last), cells: n.map(String.init), numbers: n))
        }
        endRun()
        return rows
    }

    /// The sum of each number column over the rows that have numbers.
    func total(_ column: Int) -> Int { rows.reduce(0) { $0 + ($1.numbers.indices.contains(column) ? $1.numbers[column] : 0) } }
}

extension ChartRenderer {
    /// The numbers a chart draws, a row a week where it draws a point a day (the trend: the score on each week's
    /// last day, the weeks cut by the week start), for a table beside it; the same as `data` for the others.
    package static func weekData(_ kind: ChartKind, figures: Figures, options: ChartOptions) -> ChartData {
        kind == .trend ? DisciplineTrend(figures: figures, options: options).weekData() : data(kind, figures: figures, options: options)
    }

    /// The numbers a chart draws, without drawing it.
    package static func data(_ kind: ChartKind, figures: Figures, options: ChartOptions) -> ChartData {
        kind.chart(figures, options).data()
    }
}
