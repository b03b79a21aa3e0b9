/// What the figures are computed for: the day they stand on and how weeks are cut.
public struct FigureOptions: Sendable, Equatable {
    /// The day "current" means; nil: the day the export was written, else the last day with data.
    public var asOf: Day?
    public var weekStart: WeekStart

    public init(asOf: Day? = nil, weekStart: WeekStart) {
        self.asOf = asOf
        self.weekStart = weekStart
    }
}
