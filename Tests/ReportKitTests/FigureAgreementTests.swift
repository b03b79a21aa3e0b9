import Foundation
import PropertyBased
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit
import Testing

/// One number for one idea: `stats --json`, the summary's sentences, the PDF cover and the rings chart
/// say the same for every week of any export, duplicate entries for a day and empty days included, at every
/// week start and in both languages.
@Suite struct FigureAgreementTests {
    static let base = Day.iso("2026-03-01")

    /// Entries on `entryDays` (a day may come twice: a duplicate entry), each with an evening whose care
    /// answer and prep list follow its index; urge notes at `urgeMinutes` on `urgeDays`; check-ins on `checkDays`.
    static func export(entryDays: [Int], urgeDays: [Int], checkDays: [Int]) -> Export {
        var e = Export(timeZone: "UTC")
        for (i, d) in entryDays.enumerated() {
            var entry = DailyEntry(day: base + d)
            var evening = EndOfDay()
            evening.didCareAction = [true, false, nil][i % 3]
            if i % 3 == 2 { evening.whatHelped = "a walk" }
            entry.endOfDay = evening
            if i % 2 == 0 {
                entry.prepChecks = [
                    PrepCheck(title: "water", status: [.done, .partly, .skip][i % 3]),
                    PrepCheck(title: "bag", status: .done),
                ]
            }
            e.entries.append(entry)
        }
        for (i, d) in urgeDays.enumerated() {
            let minute = (i * 337) % 1440
            e.urgeNotes.append(UrgeNote(
                at: Instant(secondsSince1970: Double((base + d).number * 86_400 + minute * 60), utcOffset: 0, day: base + d, minuteOfDay: minute),
                type: UrgeType.known[i % 4]))
        }
        for (i, d) in checkDays.enumerated() {
            e.checkIns.append(CheckIn(day: base + d, plannedToTrain: i % 4 != 3, completedTraining: i % 3 != 0))
        }
        return e
    }

    @Test func statsSummaryCoverAndRingsAgree() async throws {
        await propertyCheck(
            count: 60,
            input: Gen.int(in: 0...34).array(of: 0...30), Gen.int(in: 0...34).array(of: 0...12), Gen.int(in: 0...34).array(of: 0...10),
            Gen.int(in: 0...2), Gen.int(in: 0...40)
        ) { entryDays, urgeDays, checkDays, startIndex, asOf in
            let export = Self.export(entryDays: entryDays, urgeDays: urgeDays, checkDays: checkDays)
            let start = [WeekStart.monday, .sunday, .saturday][startIndex]
            let figures = Figures(export: export, options: FigureOptions(asOf: Self.base + asOf, weekStart: start))
            // The language from the inputs as well (about half the cases each), rather than a sixth generator.
            let english = (entryDays.count + asOf) % 2 == 0
            let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: english ? .english : .norwegianBokmal),
                                        localeIdentifier: english ? "en-US" : "nb-NO")
            let story = Story(context: context), words = context.localizer
            guard let stats = try? JSONSerialization.jsonObject(with: Data(StatsJSON.document(context).utf8)) as? [String: Any],
                  let weeks = stats["weeks"] as? [[String: Any]] else {
                Issue.record("stats --json did not parse"); return
            }
            #expect(weeks.count == figures.weeks.count)
            let summaries = SummaryBuilder(export: export, figures: figures, localizer: context.localizer)
            let reflections = WeeklyReflectionBuilder(context: context)
            for row in weeks {
                let week = Week(start: Day(iso: row["start"] as! String)!)
                let showedUp = row["showedUp"] as! Int
                let days = row["days"] as! Int
                let care = row["careActionDays"] as! Int
                let urges = (row["urges"] as! [String: Int]).values.reduce(0, +)

                let view = summaries.view(for: SummaryPeriod(week: week))
                let period = figures.period(from: week.start, to: week.end)
                #expect(period.showedUp == showedUp)
                // One denominator for showing up: the days there were, since the records began, up to as-of.
                #expect(period.recordedDays == days)
                // The summary's headline is Story's sentence, whose numbers are stats' (in either language).
                let said = story.showedUp(period)
                #expect(view.headline.showedUp == said.text && said.number == showedUp, "\(view.headline.showedUp)")
                if showedUp > 0 { #expect(said.of == days, "\(said.text)") }
                if showedUp == 0 {
                    // A quiet week says what happened, never "0 of 7" ("0 av 7").
                    #expect(!view.headline.showedUp.contains(english ? "0 of" : "0 av"), "\(view.headline.showedUp)")
                } else if english, days > 1 {
                    #expect(view.headline.showedUp.contains("on \(showedUp) of \(days) days")
                        || view.headline.showedUp.contains("on \(showedUp) of the \(days) days"), "\(view.headline.showedUp)")
                }
                // And one for the care action: the evenings that answered, in the summary and the ring.
                if care > 0 {
                    // One evening that answered is that evening, never "1 of 1 evening".
                    let said = period.careAnsweredDays == 1 ? "happened that evening" : "happened on \(care) of \(period.careAnsweredDays) evenings"
                    #expect(!english || view.care?.answered?.contains(said) == true)
                    let told = story.care(period)
                    #expect(view.care?.answered == told?.text && told?.number == care && told?.of == period.careAnsweredDays)
                } else {
                    #expect(view.care?.answered == nil)
                }
                if urges > 0 { #expect(view.urges?.count?.contains(english ? "down \(urges) urge" : words.number(urges)) == true) }

                let cover = reflections.reflection(for: week).cover
                if showedUp > 0 {
                    #expect(cover.numbers.first?.value == "\(showedUp)/\(days)")
                } else {
                    #expect(cover.numbers.allSatisfy { !$0.value.contains("/") })
                }
                // No tile is a zero.
                #expect(cover.numbers.allSatisfy { $0.value != "0" }, "\(cover.numbers)")
                let rings = CompletionRings(figures: figures, options: ChartOptions(context: context, week: week)).alt().description
                if showedUp > 0 {
                    #expect(!english || rings.hasPrefix("Showed up \(showedUp) of \(days) day"), "\(rings)")
                    #expect(rings.hasPrefix(words("chart.rings.alt.showedUp", story.showedUpShort(period).text)), "\(rings)")
                }
                if care > 0 {
                    let said = period.careAnsweredDays == 1 ? "care action on the one evening" : "care action on \(care) of \(period.careAnsweredDays) evenings"
                    #expect(!english || rings.contains(said), "\(rings)")
                    #expect(rings.contains(story.careListed(period)?.text ?? "–"), "\(rings)")
                } else {
                    #expect(!rings.contains(english ? "care action" : "egenomsorg"))
                }
            }
        }
    }

    @Test func aDuplicateDayCountsOnce() throws {
        // Day 0 has two entries (yes, then no answer and a second prep list), day 1 one (no), day 3 three
        // (yes, no, no answer). A day is one day: 3 answered days, 2 with the care action, and each day's
        // prep list once (its last). Counting entries instead gave "2 of 4" and day 0's list twice.
        let export = Self.export(entryDays: [0, 1, 0, 3, 3, 3], urgeDays: [], checkDays: [])
        let figures = Figures(export: export, options: FigureOptions(asOf: Self.base + 6, weekStart: .sunday))
        let week = figures.week(holding: Self.base)
        let counts = figures.figures(for: week).counts
        #expect(counts.careAnsweredDays == 3)
        #expect(counts.careActionDays == 2)
        #expect(counts.prepItems == { var t = PrepTally(); t.done = 2; t.partly = 1; t.skip = 1; return t }())
        let view = SummaryBuilder(export: export, figures: figures, localizer: Localizer(language: .english))
            .view(for: SummaryPeriod(week: week))
        #expect(view.care?.answered == "The evening check-in said the care action happened on 2 of 3 evenings.")
        // What was prepared is counted; what was skipped is not tallied.
        #expect(view.care?.prepTotals == "Night Prep for the next day: 2 done, 1 partly.")
    }

    @Test func notesAfterTheAsOfDayAreNeitherCountedNorListed() throws {
        // As of day 2, a note written on day 4 of the same week is still ahead: stats never counted it,
        // and now the summary and the PDF neither count nor list it either.
        let export = Self.export(entryDays: [0, 1, 2], urgeDays: [1, 4], checkDays: [])
        let figures = Figures(export: export, options: FigureOptions(asOf: Self.base + 2, weekStart: .sunday))
        let week = figures.week(holding: Self.base)
        let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
        #expect(figures.figures(for: week).urgeCount == 1)
        let view = SummaryBuilder(export: export, figures: figures, localizer: context.localizer).view(for: SummaryPeriod(week: week))
        #expect(view.urges?.count == "You paused and wrote down 1 urge.")
        #expect(view.urges?.notes.count == 1)
        let urges = WeeklyReflectionBuilder(context: context).reflection(for: week).urges
        #expect(urges?.groups.flatMap(\.notes).count == 1)
    }
}
