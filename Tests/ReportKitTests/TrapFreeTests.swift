import Testing
import ReportKit

/// Values that reach a force unwrap or a conversion that traps, made by hand or found by the
/// fuzzers (Fuzz/): each must give an answer or an error, never end the process.
@Suite struct TrapFreeTests {
    static func context(_ json: String) throws -> ReportContext {
        let export = try ExportReader.read(Array(json.utf8), name: "x.json", options: ReadOptions(timeZone: "UTC"))
        let figures = Figures(export: export, options: FigureOptions(weekStart: .monday))
        return ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
    }

    /// `.iso` of a week its year does not have was force-unwrapped; the command line cannot make
    /// one, a caller of the library can.
    @Test func aWeekItsYearDoesNotHaveIsTheLatest() throws {
        let context = try Self.context(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22", "checkIns": [{"date": "2026-11-20", "plannedToTrain": true, "completedTraining": true}]}"#)
        #expect(context.week(.iso(ISOWeek(year: 2026, week: 60))) == context.week(.latest))
    }
}
