import ArgumentParser
import ReportKit

/// `--from DAY --to DAY`: a run of days, both ends included, for `summary` and `reflect`. Checked here once:
/// both or neither, real dates, in order, and shorter than `longestRunYears` (a mistyped year is caught, not counted).
struct DayRangeOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The first day of a run of days (instead of --week).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("The last day of the run, included.", valueName: "YYYY-MM-DD"))
    var to: String?

    /// The longest run of days --from and --to may name.
    static let longestRunYears = 150

    /// Whether either was given.
    var isGiven: Bool { from != nil || to != nil }

    /// The run's first and last day, once `validate()` has passed; nil when not given.
    var days: (first: Day, last: Day)? {
        guard let first = from.flatMap(Day.init(iso:)), let last = to.flatMap(Day.init(iso:)) else { return nil }
        return (first, last)
    }

    func validate() throws {
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together.") }
        guard let from, let to else { return }
        guard let first = Day(iso: from), let last = Day(iso: to) else {
            throw ValidationError("--from and --to take dates such as 2026-11-16.")
        }
        guard first <= last else { throw ValidationError("--to (\(to)) comes before --from (\(from)).") }
        guard let limit = Day(year: first.year + Self.longestRunYears, month: first.month, day: 1), last < limit else {
            throw ValidationError("--from and --to span more than \(Self.longestRunYears) years; name a shorter run of days.")
        }
    }
}
