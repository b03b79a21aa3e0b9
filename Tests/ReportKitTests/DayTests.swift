import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

@Suite struct DayTests {
    @Test func roundTripsCivilDates() {
        let d = Day(year: 2026, month: 11, day: 16)!
        #expect(d.iso == "2026-11-16")
        #expect(d.weekday == 1)
        #expect(d.isoWeek.description == "2026-W47")
        #expect(Day(year: 1970, month: 1, day: 1)!.number == 0)
        #expect(Day(year: 2026, month: 2, day: 29) == nil)
    }
}
