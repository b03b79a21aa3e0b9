import ArgumentParser
import ReportKit

/// How weeks are cut and which day is "today": shared by every command whose figures stand on a day.
struct DayOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The first day of the week (default: from the locale, Sunday for en-US, Monday for nb-NO).", valueName: "day"))
    var weekStart: WeekStart?

    @Option(name: .long, help: ArgumentHelp("The day the figures stand on (default: the day the export was written).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    func validate() throws {
        if let asOf, Day(iso: asOf) == nil {
            throw ValidationError("--as-of takes a date such as 2026-11-16.")
        }
    }
}

/// Which weeks `--week` may name: one week, or for `week` also `all`; for `email` also `complete`, its default.
/// A type, so that `WeekOptions` is declared once and each command's help still says exactly what it takes.
protocol WeekChoices {
    static var takesAll: Bool { get }
    /// Whether `complete` (the last week that has ended) is a choice, and the default.
    static var defaultsToComplete: Bool { get }
}

extension WeekChoices {
    static var defaultsToComplete: Bool { false }
}

/// `--week 2026-W47|2026-11-18|latest`.
enum OneWeek: WeekChoices { static let takesAll = false }

/// `--week 2026-W47|2026-11-18|latest|all`.
enum OneWeekOrAll: WeekChoices { static let takesAll = true }

/// `--week 2026-W47|2026-11-18|latest|complete`, `complete` by default: a week sent to be read is one that has ended.
enum OneWeekCompleteByDefault: WeekChoices {
    static let takesAll = false
    static let defaultsToComplete = true
}

/// Which week, and how weeks are cut: shared by every command that works on a week.
struct WeekOptions<Choices: WeekChoices>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        Choices.takesAll
            ? "The week: an ISO week (2026-W47), any date in it, latest (the latest with something logged) or all (every week with something logged)."
            : Choices.defaultsToComplete
            ? "The week: an ISO week (2026-W47), any date in it, latest (the latest with something logged, even one just begun) or complete (the last week that has ended)."
            : "The week: an ISO week (2026-W47), any date in it, or latest (the latest with something logged).",
        valueName: "week"))
    var week: String = Choices.defaultsToComplete ? "complete" : "latest"

    @OptionGroup var day: DayOptions

    /// `--week all`.
    var isAll: Bool { Choices.takesAll && week.lowercased() == "all" }

    /// The one week named; `latest` for `all`.
    var selection: WeekSelection { WeekSelection(parsing: week) ?? .latest }

    /// Whether --week was left at its default.
    var isLatest: Bool { week == "latest" }

    func validate() throws {
        let offered = WeekSelection(parsing: week).map { $0 != .lastComplete || Choices.defaultsToComplete } ?? false
        guard isAll || offered else {
            let general = Choices.takesAll
                ? "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, latest or all."
                : Choices.defaultsToComplete
                ? "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, latest or complete."
                : "--week takes an ISO week such as 2026-W47, a date such as 2026-11-16, or latest."
            throw ValidationError(WeekSelection.nearMiss(week).map { "--week \(ReportError.shown(week)): \($0)." } ?? general)
        }
    }
}

extension WeekStart: ExpressibleByArgument {}
