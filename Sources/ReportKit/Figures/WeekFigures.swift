/// The figures of one week: its days' counts (`DayCounts`), up to the as-of day.
@dynamicMemberLookup
public struct WeekFigures: Sendable, Equatable {
    public var week: Week
    public var counts: DayCounts

    public subscript<T>(dynamicMember path: KeyPath<DayCounts, T>) -> T { counts[keyPath: path] }

    /// Weekly completion (the ring): showed-up days ÷ 7.
    public var completion: Double { Double(counts.showedUp) / 7 }
}
