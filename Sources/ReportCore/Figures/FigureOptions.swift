/// What the figures are computed for: the day they stand on and how weeks are cut.
package struct FigureOptions: Sendable, Equatable {
    /// The day "current" means; nil: the day the export was written, else the last day with data.
    package var asOf: Day?
    package var weekStart: WeekStart

    package init(asOf: Day? = nil, weekStart: WeekStart) {
        self.asOf = asOf
        self.weekStart = weekStart
    }
}
