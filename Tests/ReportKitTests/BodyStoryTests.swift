import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Weight and steps as the outputs tell and draw them: the statements in both languages (a range and the last
/// reading, never a change), the 7-day average with its gaps, the chart rows, the unit and its formats.
@Suite struct BodyStoryTests {
    static let nov1 = Day.iso("2026-11-01")
    static let days = [
        HealthDay(date: nov1, weightKg: 80.0, steps: 1000),
        HealthDay(date: nov1 + 2, weightKg: 82.0, steps: 2000),
        HealthDay(date: nov1 + 5, weightKg: nil, steps: 3000),
        HealthDay(date: nov1 + 19, weightKg: 81.0, steps: nil),
    ]

    static func story(_ language: Language) throws -> Story {
        let export = try TestExports.read(#"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T12:00:00+01:00", "timeZone": "Europe/Oslo", "entries": [{"date": "2026-11-02", "endOfDay": {"didCareAction": true}}]}"#)
        let figures = Figures(export: export, options: FigureOptions(weekStart: .monday))
        return Story(figures: figures, localizer: Localizer(language: language))
    }

    static func shown(_ level: Redaction = .full, _ unit: WeightUnit = .kg) -> HealthShown {
        HealthShown(days: days, redaction: level, weightUnit: unit)
    }

    @Test func theStatementsTellTheRangeTheLastAndTheSteps() throws {
        let nbsp = "\u{00A0}"
        let en = try Self.story(.english).body(Self.shown(), from: Self.nov1, through: Self.nov1 + 29).map(\.text)
        #expect(en == [
            "Your weight readings: 80.0–82.0\(nbsp)kg.",
            "The last one, Fri, Nov 20: 81.0\(nbsp)kg.",
            "On the 3 days with a step count: 2,000 steps a day on average.",
        ])
        let nb = try Self.story(.norwegianBokmal).body(Self.shown(), from: Self.nov1, through: Self.nov1 + 29).map(\.text)
        #expect(nb == [
            "Vektmålingene dine: 80,0–82,0\(nbsp)kg.",
            "Den siste, fredag 20. november: 81,0\(nbsp)kg.",
            "På de 3 dagene med registrerte skritt: 2\(nbsp)000 skritt om dagen i snitt.",
        ])
        // One reading is one weight; one day of steps is that day's steps.
        let one = try Self.story(.english).body(Self.shown(.full, .lb), from: Self.nov1, through: Self.nov1).map(\.text)
        #expect(one == ["One weight reading: 176.4\(nbsp)lb.", "On the 1 day with a step count: 1,000 steps."])
    }

    @Test func noChangeIsGradedAndNothingIsSaidWithoutReadings() throws {
        for language in Language.allCases {
            let story = try Self.story(language)
            for text in story.body(Self.shown(), from: Self.nov1, through: Self.nov1 + 29).map(\.text) {
                for word in ["up ", "down", "lost", "gained", "+", "opp ", "ned ", "gikk"] { #expect(!text.contains(word), "\(text)") }
            }
            #expect(story.body(Self.shown(), from: Self.nov1 + 6, through: Self.nov1 + 12).isEmpty)
        }
    }

    @Test func belowFullThereIsNoWeight() throws {
        let shown = Self.shown(.summary)
        #expect(shown.days.allSatisfy { $0.weightKg == nil })
        #expect(shown.days.count == 3)  // the day with only a weight is left out
        let texts = try Self.story(.english).body(shown, from: Self.nov1, through: Self.nov1 + 29).map(\.text)
        #expect(texts == ["On the 3 days with a step count: 2,000 steps a day on average."])
        #expect(BodyChartKind.shown(shown, from: Self.nov1, through: Self.nov1 + 29) == [.steps])
    }

    @Test func theSevenDayAverageIsOfTheReadingsInTheSevenDaysEndingThatDayAndGapsStayGaps() throws {
        let options = ChartOptions(week: Week(start: Self.nov1), weekStart: .monday, localizer: Localizer(language: .english))
        let chart = BodyChart(kind: .weight, health: Self.shown(), frame: BodyChartFrame(first: Self.nov1, last: Self.nov1 + 21, options: options))
        let averages = chart.weights().map(\.average)
        #expect(averages[0] == 80)
        #expect(averages[2] == 81)
        #expect(averages[6] == 81)  // Nov 7: both readings in its 7 days
        #expect(averages[7] == 82)  // Nov 8: Nov 1 has left the window
        #expect(averages[9] == nil)  // Nov 10: no reading in Nov 4–10, a gap
        #expect(averages[19] == 81)
        let data = chart.data()
        #expect(data.rows.map(\.numbers) == [[800, 800], [820, 810], [810, 810]])
        let steps = BodyChart(kind: .steps, health: Self.shown(), frame: BodyChartFrame(first: Self.nov1, last: Self.nov1 + 21, options: options)).data()
        #expect(steps.rows.map(\.numbers) == [[1000], [2000], [3000]])
    }

    @Test func theUnitAndItsFormats() {
        #expect(WeightUnit.forLocale("en-US") == .lb)
        #expect(WeightUnit.forLocale("nb-NO") == .kg)
        #expect(WeightUnit.forLocale("en-GB") == .kg)
        let en = Localizer(language: .english), nb = Localizer(language: .norwegianBokmal)
        #expect(en.weight(90, .st) == "14\u{00A0}st 2.4\u{00A0}lb")
        #expect(nb.weight(82.25, .kg) == "82,3\u{00A0}kg")
        #expect(en.weightRange(82.2, 83.74, .kg) == "82.2–83.7\u{00A0}kg")
        #expect(en.weightRange(82.2, 82.24, .kg) == "82.2\u{00A0}kg")
        #expect(en.decimal(1234.56) == "1,234.6")
    }
}
