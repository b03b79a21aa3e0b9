import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The view model: what a weekly reflection says, worked out on small exports.
@Suite struct WeeklyReflectionTests {
    static func reflection(_ json: String, week: String = "2026-W47", language: Language = .english, weekStart: WeekStart = .monday) throws -> WeeklyReflection {
        let export = try TestExports.read(json)
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso("2026-11-22"), weekStart: weekStart))
        let builder = WeeklyReflectionBuilder(export: export, figures: figures, localizer: Localizer(language: language))
        return builder.reflection(for: weekStart.week(of: ISOWeek(parsing: week)!)!)
    }

    @Test func everyDayInOrderAndNoneForDaysWithNothingLogged() throws {
        let r = try Self.reflection(TestExports.coacher(entries: [TestExports.entry(#""2026-11-17""#), TestExports.entry(#""2026-11-19""#)]))
        // The records begin on the 17th: Monday the 16th has a row "Before you started" and no page.
        // The 18th and the 20th–22nd hold nothing: no page and no row (what happened, never what did not).
        #expect(r.days.map(\.day.iso) == ["2026-11-17", "2026-11-19"])
        #expect(r.days.allSatisfy { $0.gentle == nil })
        #expect(r.days[0].parts.map(\.kind) == [.morning])
        #expect(r.days[0].parts[0].items == [.fact("Breathing exercise done")])
        #expect(r.cover.dayRows.count == 3)
        #expect(r.cover.dayRows[0].summary == "Before you started" && r.cover.dayRows[0].anchor == nil)
        #expect(r.cover.dayRows.compactMap(\.anchor) == r.days.map(\.anchor))
    }

    @Test func answersAreLabelledWithTheirPromptsAndEmptyOnesLeftOut() throws {
        let entry = #"""
        {"date": "2026-11-18", "morningFocus": {"identity": "  keeps promises  ", "careAction": "", "commitTo": "tea", "commitFrom": "cake", "challenge": "none"},
         "endOfDay": {"didCareAction": false, "whatHelped": "a walk", "comfortPull": "   "},
         "prepChecks": [{"title": "Shoes", "status": "partly"}, {"title": "Bottle", "status": "someday"}]}
        """#
        let r = try Self.reflection(TestExports.coacher(entries: [entry]))
        let day = r.days[0]  // the records begin on the 18th
        #expect(day.parts.map(\.kind) == [.morning, .evening, .prepChecks])
        #expect(day.parts[0].items == [
            .answer(prompt: "I am someone who …", text: "keeps promises"),
            .answer(prompt: "Today I will … instead of …", text: "tea, instead of cake"),
        ])
        // An evening's "no" is not listed (issue 35: no ledger of what did not happen).
        #expect(day.parts[1].items == [
            .answer(prompt: "What helped you feel calm or cared for today?", text: "a walk"),
        ])
        #expect(day.parts[2].items == [.fact("Shoes: partly"), .fact("Bottle: someday")])
    }

    @Test func anEmptyWeekHasNoDaysAndAKindSentence() throws {
        let r = try Self.reflection(TestExports.coacher(entries: [TestExports.entry(#""2026-11-02""#)]), week: "2026-W46")
        #expect(r.isEmpty)
        #expect(r.cover.encouragement.hasPrefix("Nothing was logged this week."))
        #expect(r.cover.numbers.allSatisfy { !$0.value.contains("/7") })
        let none = try Self.reflection(TestExports.coacher())
        #expect(none.isEmpty && none.cover.numbers.isEmpty && !none.cover.showsCharts)
    }

    @Test func theEncouragementFollowsTheWeeksFacts() throws {
        let all = (16...22).map { TestExports.entry("\"2026-11-\($0)\"") }
        #expect(try Self.reflection(TestExports.coacher(entries: all)).cover.encouragement.hasPrefix("You showed up on all seven days"))
        let comeback = ["2026-11-09", "2026-11-17"].map { TestExports.entry("\"\($0)\"") }
        #expect(try Self.reflection(TestExports.coacher(entries: comeback)).cover.encouragement.hasPrefix("You came back after a break"))
        let one = [TestExports.entry(#""2026-11-18""#)]
        #expect(try Self.reflection(TestExports.coacher(entries: one)).cover.encouragement == "You showed up on one day this week, and that day counts.")
    }

    @Test func urgeNotesAreGroupedByTypeWithAPattern() throws {
        let notes = [
            #"{"at": "2026-11-17T21:10:00+01:00", "type": "stress", "text": "work", "chosenAction": "tea"}"#,
            #"{"at": "2026-11-18T21:40:00+01:00", "type": "stress", "text": ""}"#,
            #"{"at": "2026-11-19T08:00:00+01:00", "type": "habit", "text": "coffee", "keptAudio": true}"#,
        ]
        let r = try Self.reflection(TestExports.coacher(notes: notes))
        let urges = try #require(r.urges)
        #expect(urges.groups.map(\.type) == [.stress, .habit])
        #expect(urges.groups[0].notes.map(\.text) == ["work", nil])
        #expect(urges.groups[0].notes[0].details == ["What you chose: tea"])
        #expect(urges.groups[1].notes[0].details == ["Voice note kept on your phone"])
        #expect(urges.pattern == "Most came in the evening (2 of 3), most often from stress or emotions.")
    }

    @Test func theDisciplineScoreComesWithItsNumbersAndChange() throws {
        let checkIns = ["2026-11-03", "2026-11-10", "2026-11-17", "2026-11-18"].enumerated().map { i, d in TestExports.checkIn(d, completed: i != 1) }
        let r = try Self.reflection(TestExports.coacher(checkIns: checkIns))
        let number = try #require(r.cover.numbers.last)
        // 10–22 Nov: the 10th (not completed), 17th and 18th: 2 of 3 → 67; 2–15 Nov: 1 of 2 → 50.
        #expect(number.value == "67")
        // The tile says what stands behind the score as every output does (Story.completedSessions); the change is
        // told on the score's page.
        #expect(number.detail == "2 of 3 check-ins in the 14 days up to Sun, Nov 22 were completed sessions")
        #expect(r.discipline?.sentence.contains("Behind it: 2 of 3 check-ins") == true)
        #expect(r.discipline?.sentence.contains("That is 17 points higher than the week before.") == true)
    }

    @Test func bokmalDaysAreCapitalisedHeadings() throws {
        let r = try Self.reflection(TestExports.coacher(entries: [TestExports.entry(#""2026-11-16""#)]), language: .norwegianBokmal)
        #expect(r.days[0].title == "Mandag 16. november")
        #expect(r.weekLabel == "Uke 47, 2026")
    }

    @Test func placeholdersTheyTypeStayAsTyped() throws {
        let entry = #"{"date": "2026-11-18", "morningFocus": {"commitTo": "walk {1}", "commitFrom": "{0} scrolling"}}"#
        let r = try Self.reflection(TestExports.coacher(entries: [entry]))
        #expect(r.days[0].parts[0].items == [.answer(prompt: "Today I will … instead of …", text: "walk {1}, instead of {0} scrolling")])
    }

    @Test func paperFollowsTheRegion() {
        #expect(Paper.forLocale("en-US") == .letter)
        #expect(Paper.forLocale("fr_CA") == .letter)
        #expect(Paper.forLocale("nb-NO") == .a4)
        #expect(Paper.forLocale("en-GB") == .a4)
        #expect(Paper.forLocale("en") == .a4)
    }
}
