import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The words around the Discipline Score and the lists a reader compares (issue 35, docs/words.md): rest days
/// said plainly, no 0 printed beside its check-ins, a headline never led by a score made by resting, and the
/// person's own long lines never left mid-sentence.
@Suite struct ScoreWordsTests {
    static func story(_ language: Language = .english) throws -> Story {
        let context = try Fixtures.context("sample-export.json")
        return Story(figures: context.figures, localizer: Localizer(language: language))
    }

    @Test func restDaysInTheScoreAreSaidPlainly() throws {
        let day = Day.iso("2026-11-22")
        let mostly = DisciplineScore(day: day, completed: 2, checkIns: 8, rest: 4)
        #expect(mostly.score == 25 && mostly.mostlyRest)
        #expect(!DisciplineScore(day: day, completed: 6, checkIns: 10, rest: 3).mostlyRest)
        #expect(try Self.story().restInScore(mostly)?.text == "4 of the 8 were planned rest days. The app counts a rest day as a check-in "
            + "without a session, so resting as planned lowers the score, though rest is part of training.")
        #expect(try Self.story(.norwegianBokmal).restInScore(mostly)?.text.hasPrefix("4 av de 8 var planlagte hviledager. Appen teller") == true)
        #expect(try Self.story().restInScore(DisciplineScore(day: day, completed: 0, checkIns: 1, rest: 1))?.text.hasPrefix("It was a planned rest day.") == true)
        #expect(try Self.story().restInScore(DisciplineScore(day: day, completed: 5, checkIns: 5, rest: 0)) == nil)
    }

    @Test func aRowGivesNoZeroBesideItsCheckIns() throws {
        let day = Day.iso("2026-11-22")
        let story = try Self.story()
        #expect(story.scoreInRow(DisciplineScore(day: day, completed: 0, checkIns: 4, rest: 4))?.text == "4 check-ins")
        #expect(story.scoreInRow(DisciplineScore(day: day, completed: 6, checkIns: 10))?.text == "Discipline Score 60 (6 of 10 check-ins)")
        #expect(try Self.story(.norwegianBokmal).scoreInRow(DisciplineScore(day: day, completed: 4, checkIns: 11))?.text == "disiplinscore 36 (4 av 11)")
        let zero = try #require(story.scoreRow("November 16–22, 2026", DisciplineScore(day: day, completed: 0, checkIns: 2)))
        #expect(zero.text == "November 16–22, 2026: 2 check-ins in the 14 days up to Sun, Nov 22")
        #expect(!zero.text.contains("no completed session"))
    }

    @Test func aHeadlineIsNotLedByAScoreMadeByResting() throws {
        let context = try Fixtures.context("sample-export.json")
        let builder = WeeklyReflectionBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
        var checked = 0
        for week in context.figures.weeks.map(\.week) {
            let wf = context.figures.period(from: week.start, to: week.end)
            guard wf.discipline.score.map({ $0 > 0 }) == true, wf.discipline.checkIns >= DisciplineScore.lineCheckIns else { continue }
            let tile = builder.disciplineTile(week, wf)
            #expect((tile?.label == "Discipline Score") == !wf.discipline.mostlyRest, "\(week.start)")
            if wf.discipline.mostlyRest { checked += 1 }
        }
        #expect(checked > 0)
    }

    @Test func ownLinesAreWholeOrCutAtASentenceEnd() {
        let short = String(repeating: "I kept breakfast at the same time. ", count: 12)
        #expect(PeriodReflectionPDF.shortened(short) == short)
        let long = String(repeating: "I kept breakfast at the same time. ", count: 30)
        let cut = PeriodReflectionPDF.shortened(long)
        #expect(cut.hasSuffix("time. …") && cut.count <= PeriodReflectionPDF.wholeLimit + 2)
    }

    @Test func theUrgeClockSaysWhenUrgesCameAsTheSummaryDoes() throws {
        let context = try Fixtures.context("sample-export.json")
        let first = Day.iso("2026-10-01"), last = Day.iso("2026-10-31")
        let options = ChartOptions(context: context, week: context.figures.week(holding: last))
        let alt = UrgeClockChart(figures: context.figures, options: options, first: first, last: last).alt().description
        let words = context.localizer
        let pattern = try #require(UrgePattern(context.figures.period(from: first, to: last).counts).plainSentence(words, kindName: { words($0.kindKey) }))
        #expect(alt.hasSuffix(pattern), "\(alt)")
        #expect(!alt.contains("stood out") && !alt.contains("The most came on"))
    }

    @Test func theEmailsTextListReadsTheScoreLabelFirst() throws {
        let export = try Fixtures.context("sample-export.json").export
        let mail = try MailInspector(EmailTests.message(export, .summary))
        defer { mail.remove() }
        let text = try mail.text("text/plain")
        #expect(text.contains("- Discipline Score: "), "\(text.prefix(900))")
        #expect(text.range(of: #"\n- [0-9]+ Discipline Score"#, options: .regularExpression) == nil)
    }
}
