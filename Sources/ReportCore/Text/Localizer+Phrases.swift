/// Short phrases every output words alike: a day and month, a number of weeks, a list joined with "and".
extension Localizer {
    /// "22 Nov" / "22. nov.".
    package func dayMonth(_ day: Day) -> String { self("chart.dayMonth", day.dayOfMonth, monthShort(day.month)) }

    /// "12 weeks" / "12 uker".
    package func weeks(_ n: Int) -> String { plural("chart.weeks", n) }

    /// "a, b, c and d" / "a, b, c og d".
    package func list(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return self("chart.list.and", parts.dropLast().joined(separator: ", "), parts.last!)
    }
}
