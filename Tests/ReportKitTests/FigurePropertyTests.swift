import PropertyBased
import ReportKit
import Testing

/// Properties the figures must keep for any pattern of showing up and checking in.
@Suite struct FigurePropertyTests {
    static let base = Day.iso("2026-01-01")

    /// An export of entries on the given day offsets and check-ins (offset, completed).
    static func export(days: [Int], checkIns: [(Int, Bool)]) -> Export {
        var e = Export(timeZone: "UTC")
        e.exportedAt = nil
        for d in days {
            var entry = DailyEntry(day: base + d)
            var m = MorningFocus()
            m.breathingDone = true
            entry.morningFocus = m
            e.entries.append(entry)
        }
        for (d, ok) in checkIns { e.checkIns.append(CheckIn(day: base + d, plannedToTrain: true, completedTraining: ok)) }
        return e
    }

    @Test func streaksAgreeWithANaiveCount() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...60).array(of: 0...45), Gen.int(in: 0...70)) { days, asOf in
            let f = Figures(export: Self.export(days: days, checkIns: []), options: FigureOptions(asOf: Self.base + asOf, weekStart: .monday))
            // As of a day, later days count for nothing.
            let shown = Set(days.filter { $0 <= asOf })
            func run(endingAt end: Int) -> Int { var n = 0; while shown.contains(end - n) { n += 1 }; return n }
            let longest = shown.map { run(endingAt: $0) }.max() ?? 0
            #expect(f.longestStreak == longest)
            let current = shown.contains(asOf) ? run(endingAt: asOf) : run(endingAt: asOf - 1)
            #expect(f.currentStreak == current)
            #expect(f.currentStreak <= f.longestStreak)
            #expect(f.showedUp.count == shown.count)
        }
    }

    /// The showed-up days of a range found by halving are those the full count of the range adds up, for any range,
    /// inside the records or not, ending before, on or after the as-of day.
    @Test func showedUpDaysOfARangeAreThoseTheCountsAddUp() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...60).array(of: 0...45), Gen.int(in: 0...70), Gen.int(in: -10...80), Gen.int(in: -5...40)) { days, asOf, from, length in
            let f = Figures(export: Self.export(days: days, checkIns: []), options: FigureOptions(asOf: Self.base + asOf, weekStart: .monday))
            let first = Self.base + from, last = Self.base + from + length
            #expect(f.showedUpCount(from: first, through: last) == f.counts(from: first, through: min(last, f.asOf)).showedUp)
        }
    }

    @Test func weeksPartitionTheShowedUpDays() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...90).array(of: 1...60), Gen.int(in: 0...2)) { days, startIndex in
            let start = [WeekStart.monday, .sunday, .saturday][startIndex]
            let f = Figures(export: Self.export(days: days, checkIns: []), options: FigureOptions(asOf: Self.base + 90, weekStart: start))
            #expect(f.weeks.reduce(0) { $0 + $1.showedUp } == Set(days).count)
            for w in f.weeks {
                #expect(w.week.start.weekday == start.weekday)
                #expect(w.completion >= 0 && w.completion <= 1)
            }
            // Consecutive weeks, no gaps and no overlaps.
            for (a, b) in zip(f.weeks, f.weeks.dropFirst()) { #expect(b.week.start - a.week.start == 7) }
        }
    }

    @Test func theScoreIsAPercentageOrNothing() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...40).array(of: 0...30), Gen.int(in: 0...40)) { checkDays, day in
            let checks = checkDays.enumerated().map { ($1, $0 % 3 != 0) }
            let f = Figures(export: Self.export(days: [], checkIns: checks), options: FigureOptions(asOf: Self.base + 40, weekStart: .monday))
            let s = f.discipline(on: Self.base + day)
            let inWindow = checks.filter { $0.0 <= day && $0.0 > day - 14 }
            #expect(s.checkIns == inWindow.count)
            #expect(s.completed == inWindow.filter(\.1).count)
            if inWindow.isEmpty {
                #expect(s.score == nil)
            } else {
                let exact = Double(s.completed) * 100 / Double(s.checkIns)
                #expect(s.score == Int((exact + 0.5).rounded(.down)))
                #expect((0...100).contains(s.score!))
            }
        }
    }

    @Test func dayArithmeticRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.int(in: -800_000...800_000)) { n in
            let d = Day(number: n)
            let c = d.components
            #expect(Day(year: c.year, month: c.month, day: c.day) == d)
            #expect((d + 1).weekday == (d.weekday + 1) % 7)
            let monday = WeekStart.monday.start(of: d)
            #expect(monday.isoWeek == d.isoWeek)
        }
    }
}
