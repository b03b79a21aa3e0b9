import ArgumentParser
import ReportKit

/// `--month 2026-11`, `--quarter 2026-Q4`, `--year 2026`: a calendar period in the export's zone, each also
/// `latest` (the latest with something logged) or `all` (every one with something logged, into a folder).
struct PeriodOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A calendar month (2026-11), latest or all (every month with something logged).", valueName: "month"))
    var month: String?

    @Option(name: .long, help: ArgumentHelp("A calendar quarter (2026-Q4), latest or all.", valueName: "quarter"))
    var quarter: String?

    @Option(name: .long, help: ArgumentHelp("A calendar year (2026), latest or all.", valueName: "year"))
    var year: String?

    /// What one option asked for.
    enum Choice: Equatable {
        case one(CalendarPeriod)
        case latest(CalendarPeriod.Kind)
        case all(CalendarPeriod.Kind)
    }

    /// The options given, by kind, as written.
    var given: [(kind: CalendarPeriod.Kind, text: String)] {
        [(CalendarPeriod.Kind.month, month), (.quarter, quarter), (.year, year)].compactMap { kind, text in text.map { (kind, $0) } }
    }

    /// The one period asked for; nil when none was.
    var choice: Choice? {
        guard let (kind, text) = given.first else { return nil }
        switch text.lowercased() {
        case "latest": return .latest(kind)
        case "all": return .all(kind)
        default: return CalendarPeriod(parsing: text, kind: kind).map(Choice.one)
        }
    }

    var isAll: Bool { if case .all? = choice { true } else { false } }

    func validate() throws {
        guard given.count <= 1 else { throw ValidationError("Use one of --month, --quarter and --year, not two.") }
        if let (kind, text) = given.first, choice == nil {
            throw ValidationError(
                "--\(kind.rawValue) \(ReportError.shown(text)): give a \(kind.rawValue) such as \(CalendarPeriod.example(kind)), latest or all.")
        }
    }

    /// The periods asked for: the one named, the latest with something logged (the one holding the as-of day when
    /// nothing is), or every one with something logged; nil when none was.
    var periods: ReportPeriods? {
        switch choice {
        case .one(let p)?: .one(.calendar(p))
        case .latest(let kind)?: .one(.latest(kind))
        case .all(let kind)?: .every(kind)
        case nil: nil
        }
    }
}
