import Testing
import ReportKit

/// The contract's figures on cases small enough to work out by hand.
@Suite struct FigureTests {
    @Test func aWeekWithTheDaylightSavingChangeHasSevenDays() throws {
        // Oslo leaves summer time on Sunday 25 October 2026. Each entry is stored as the UTC instant of local midnight.
        let instants = [
            "2026-10-18T22:00:00Z", "2026-10-19T22:00:00Z", "2026-10-20T22:00:00Z", "2026-10-21T22:00:00Z",
            "2026-10-22T22:00:00Z", "2026-10-23T22:00:00Z", "2026-10-24T22:00:00Z", "2026-10-25T23:00:00Z",
        ]
        let json = TestExports.coacher(entries: instants.map { TestExports.entry("\"\($0)\"") })
        let f = try TestExports.figures(json, asOf: "2026-10-26")
        let week = f.week(holding: .iso("2026-10-21"))
        #expect(week.start == .iso("2026-10-19"))
        #expect(week.days.map(\.iso) == ["2026-10-19", "2026-10-20", "2026-10-21", "2026-10-22", "2026-10-23", "2026-10-24", "2026-10-25"])
        #expect(f.figures(for: week).showedUp == 7)
        #expect(f.figures(for: week).completion == 1)
        #expect(f.showedUp.map(\.iso) == (19...26).map { "2026-10-\($0)" })
        #expect(f.currentStreak == 8)
    }

    @Test func utcInstantsOfLocalMidnightLandOnTheirOwnDay() throws {
        let export = try TestExports.read(TestExports.coacher(entries: [TestExports.entry("\"2026-11-15T23:00:00Z\"")]))
        #expect(export.entries[0].day == .iso("2026-11-16"))
    }

    @Test func swiftReferenceDateNumbersAreReadInTheZone() throws {
        // 814662000 s after 2001-01-01 is 2026-10-25T23:00:00Z: midnight of 26 October in Oslo.
        let export = try TestExports.read(TestExports.coacher(entries: [TestExports.entry("814662000.0")]))
        #expect(export.entries[0].day == .iso("2026-10-26"))
        let newYork = try TestExports.read(TestExports.coacher(timeZone: "America/New_York", entries: [TestExports.entry("814662000")]))
        #expect(newYork.entries[0].day == .iso("2026-10-25"))
    }

    @Test func weeksStartOnTheChosenDay() {
        let wednesday = Day.iso("2026-11-18")
        #expect(WeekStart.monday.start(of: wednesday) == .iso("2026-11-16"))
        #expect(WeekStart.sunday.start(of: wednesday) == .iso("2026-11-15"))
        #expect(WeekStart.saturday.start(of: wednesday) == .iso("2026-11-14"))
        #expect(WeekStart.saturday.start(of: .iso("2026-11-14")) == .iso("2026-11-14"))
        #expect(WeekStart.sunday.start(of: .iso("2026-11-14")) == .iso("2026-11-08"))
        // 2026-W47 is the week holding Monday 16 November, whatever day weeks start on.
        let w47 = ISOWeek(parsing: "2026-W47")!
        #expect(WeekStart.monday.week(of: w47)?.start == .iso("2026-11-16"))
        #expect(WeekStart.sunday.week(of: w47)?.start == .iso("2026-11-15"))
        #expect(WeekStart.saturday.week(of: w47)?.start == .iso("2026-11-14"))
        #expect(WeekStart.forLocale("nb-NO") == .monday)
        #expect(WeekStart.forLocale("en-US") == .sunday)
    }

    @Test func aStreakCarriesAcrossNewYear() throws {
        let days = ["2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]
        let json = TestExports.coacher(entries: days.map { TestExports.entry("\"\($0)\"") })
        #expect(try TestExports.figures(json, asOf: "2027-01-02").currentStreak == 5)
        // Today not logged yet: the streak still stands on yesterday.
        #expect(try TestExports.figures(json, asOf: "2027-01-03").currentStreak == 5)
        #expect(try TestExports.figures(json, asOf: "2027-01-04").currentStreak == 0)
        #expect(try TestExports.figures(json, asOf: "2027-01-04").longestStreak == 5)
        #expect(Day.iso("2026-12-29").isoWeek.description == "2026-W53")
        #expect(Day.iso("2027-01-04").isoWeek.description == "2027-W01")
    }

    @Test func theScoreRoundsHalfAwayFromZero() throws {
        // 1 of 8 check-ins completed: 12.5 → 13. 3 of 8: 37.5 → 38.
        let days = (1...8).map { "2026-11-0\($0)" }
        let one = TestExports.coacher(checkIns: days.enumerated().map { TestExports.checkIn($1, completed: $0 == 0) })
        let f = try TestExports.figures(one, asOf: "2026-11-08")
        #expect(f.discipline(on: .iso("2026-11-08")).score == 13)
        #expect(f.discipline(on: .iso("2026-11-08")).completed == 1)
        #expect(f.discipline(on: .iso("2026-11-08")).checkIns == 8)
        let three = TestExports.coacher(checkIns: days.enumerated().map { TestExports.checkIn($1, completed: $0 < 3) })
        #expect(try TestExports.figures(three, asOf: "2026-11-08").discipline(on: .iso("2026-11-08")).score == 38)
        #expect(DisciplineScore(day: .iso("2026-11-08"), completed: 2, checkIns: 3).score == 67)
        #expect(DisciplineScore(day: .iso("2026-11-08"), completed: 1, checkIns: 3).score == 33)
    }

    @Test func anEmptyWindowHasNoScoreNotZero() throws {
        let json = TestExports.coacher(checkIns: [TestExports.checkIn("2026-11-01", completed: false)])
        let f = try TestExports.figures(json, asOf: "2026-11-20")
        // The window of 14 November is 1–14 November: it still holds the check-in, and scores 0.
        #expect(f.discipline(on: .iso("2026-11-14")).score == 0)
        // The window of 15 November is 2–15 November: empty, so no score at all.
        #expect(f.discipline(on: .iso("2026-11-15")).score == nil)
        #expect(f.discipline(on: .iso("2026-11-15")).checkIns == 0)
        #expect(f.disciplineSeries.count == 20)
    }

    @Test func showingUpIsNotBeingPerfect() throws {
        let json = TestExports.coacher(entries: [
            #"{"date": "2026-11-10", "endOfDay": {"didCareAction": false}}"#,
            #"{"date": "2026-11-11", "morningFocus": {"challenge": "none", "identity": "  ", "breathingDone": false}, "nightPrep": {"other": ""}}"#,
            #"{"date": "2026-11-12", "voiceNotes": ["a.m4a"]}"#,
        ], notes: [#"{"at": "2026-11-13T20:15:00+01:00", "type": "stress"}"#])
        let f = try TestExports.figures(json, asOf: "2026-11-13")
        #expect(f.showedUp.map(\.iso) == ["2026-11-10", "2026-11-12", "2026-11-13"])
        #expect(f.comebacks.map(\.iso) == ["2026-11-12"])
    }

    @Test func milestonesFollowTheContract() throws {
        let days = (1...7).map { "2026-11-0\($0)" } + ["2026-11-09"] + (10...16).map { "2026-11-\($0)" }
        let json = TestExports.coacher(entries: days.map {
            #"{"date": "\#($0)", "morningFocus": {"breathingDone": true}, "prepChecks": [{"title": "Shoes", "status": "done"}]}"#
        })
        let f = try TestExports.figures(json, asOf: "2026-11-20")
        let kinds = f.milestones.map { "\($0.kind)@\($0.day.iso)" }
        #expect(kinds.contains("streak(3)@2026-11-03"))
        #expect(kinds.contains("streak(7)@2026-11-07"))
        #expect(kinds.contains("streak(7)@2026-11-15"))
        #expect(kinds.contains("fullMorningFocusWeek@2026-11-08") == false)
        // Monday 2026-11-09 … Sunday 15: seven days with Morning Focus, the first full week.
        #expect(kinds.contains("fullMorningFocusWeek@2026-11-15"))
        // Weeks 2–8 November (six days) and 9–15 November (seven) each have at least five days with a prep check done.
        #expect(kinds.filter { $0.hasPrefix("consistencyWeek") } == ["consistencyWeek@2026-11-06", "consistencyWeek@2026-11-13"])
    }

    @Test func urgeNotesUseTheDayBoundaryOption() throws {
        let json = TestExports.coacher(notes: [#"{"at": "2026-11-13T01:30:00+01:00", "type": "habit"}"#])
        #expect(try TestExports.read(json).urgeNotes[0].at.day == .iso("2026-11-13"))
        let late = try TestExports.read(json, dayStartsAt: 3 * 60)
        #expect(late.urgeNotes[0].at.day == .iso("2026-11-12"))
        #expect(late.urgeNotes[0].at.minuteOfDay == 90)
    }
}
