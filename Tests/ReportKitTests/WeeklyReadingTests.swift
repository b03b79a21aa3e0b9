import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The weekly PDF read as a coach reads it on paper (issue 23): a page inside a day says which day, Night Prep has
/// one name, the days are told a week later without "today", and the Discipline Score tile is one short line.
@Suite struct WeeklyReadingTests {
    /// Over every week of the examples and generated exports: a body page that begins inside a day begins with that
    /// day's heading and "(continued)"; a page that begins a new section begins with its heading.
    @Test func aPageInsideADayBeginsWithItsHeadingContinued() throws {
        var continued = 0
        for (name, context) in try WeeklyPageBreakTests.contexts() {
            let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light)
            for week in WeekJob.allWeeks(context) {
                let reflection = pdf.reflection(week)
                guard !reflection.isEmpty else { continue }
                let document = pdf.document(week)
                let firstBody = document.pages.firstIndex { $0.items.contains { if case .anchor(let a) = $0 { a.name == reflection.days[0].anchor } else { false } } } ?? 1
                let words = context.localizer
                let titles = Set(reflection.days.map(\.title))
                let sectionTitles = Set([reflection.urges?.title, reflection.discipline?.title, reflection.achievements?.title].compactMap { $0 })
                var day: String? = nil
                for (n, page) in document.pages[firstBody...].enumerated() {
                    let texts = WeeklyPageBreakTests.texts(page, below: pdf.style.column.minY)
                    guard let first = texts.first else { continue }
                    if let day, !titles.contains(first), !sectionTitles.contains(first) {
                        #expect(first == words("week.day.continued", day), "\(name) \(week.isoWeek), page \(firstBody + n + 1) begins with \(first)")
                        continued += 1
                    }
                    // The day in progress at the end of the page.
                    for text in texts {
                        if titles.contains(text) { day = text } else if sectionTitles.contains(text) { day = nil }
                    }
                }
            }
        }
        #expect(continued > 5)
    }

    /// The flow repeats the heading only on a page that holds more of its section, and never adds a page for it.
    @Test func theFlowRepeatsAHeadingOnlyWhereItsSectionRunsOn() {
        let typeSetter = TypeSetter()
        let column = Rect(x: 50, y: 60, width: 300, height: 200)
        let font = FontSpec(size: 11)
        let long = (1...40).map { "Sentence \($0) of a long note that goes on for a while." }.joined(separator: " ")
        let again = FlowText("Day (continued)", font: font, color: .black, spaceAfter: 4)
        let flowed = PageFlow(column: column).flow([
            .text(FlowText("Day", font: font, color: .black, keepWithNext: true)), .continued(again),
            .text(FlowText(long, font: font, color: .black)),
        ], typeSetter: typeSetter)
        let texts = flowed.pages.map { $0.compactMap { if case .text(let t) = $0 { t } else { nil } } }
        #expect(texts.count > 2)
        #expect(texts[0].first?.block.text == "Day")
        for page in texts.dropFirst() {
            #expect(page.first?.block.text == "Day (continued)")
            #expect(page.count == 2 && page[1].origin.y >= column.minY + page[0].block.height)
        }
        // Ended before the last page: nothing repeated after it, and no page of a heading alone.
        let ended = PageFlow(column: column).flow([
            .continued(again), .text(FlowText(long, font: font, color: .black)), .continued(nil), .pageBreak,
            .text(FlowText("Next", font: font, color: .black)),
        ], typeSetter: typeSetter)
        let last = ended.pages.last!.compactMap { if case .text(let t) = $0 { t.block.text } else { nil } }
        #expect(last == ["Next"])
        let alone = PageFlow(column: column).flow([.continued(again), .text(FlowText("Short", font: font, color: .black))], typeSetter: typeSetter)
        #expect(alone.pages.count == 1)
    }

    /// A last page that would hold only the achievements and the closing line is not there when, with less room
    /// above them, they end the page before; the cover's lines to write on, likewise.
    @Test func noNearlyEmptyLastPageWhenItsWordsFitThePageBefore() throws {
        var movedUp = 0
        for (name, context) in try WeeklyPageBreakTests.contexts() {
            let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light)
            let typeSetter = TypeSetter()
            for week in WeekJob.allWeeks(context) {
                let layout = pdf.layout(week)
                guard !layout.reflection.isEmpty else { continue }
                let normal = layout.flowBody(layout.bodyBlocks(typeSetter), keeping: true, typeSetter)
                let tight = layout.flowBody(layout.bodyBlocks(typeSetter, tightEnd: true), keeping: true, typeSetter)
                let document = pdf.document(week)
                let cover = document.pages.firstIndex { $0.items.contains { if case .anchor(let a) = $0 { a.name == layout.reflection.days[0].anchor } else { false } } } ?? 1
                if layout.endsOnAPageOfItsOwn(normal), tight.count < normal.count {
                    movedUp += 1
                    #expect(document.pages.count == cover + tight.count, "\(name) \(week.isoWeek)")
                }
                // The cover's last page never begins with the lines to write on when two of them fit the page before.
                if cover > 1, let coach = layout.reflection.cover.forCoach,
                   WeeklyReflectionLayout.firstText(document.pages[cover - 1].items) == coach.talkTitle {
                    let two = layout.coverBlocks(typeSetter, bodyAnchors: [:], firstBodyPage: cover + 1, talkLines: 2)
                    #expect(layout.flow.flow(two, typeSetter: typeSetter).pages.count == cover, "\(name) \(week.isoWeek)")
                }
            }
        }
        #expect(movedUp > 0)
    }

    /// In a first week the urge chart and the Discipline Score trend mark the weeks and days before the start with
    /// the heatmap's dot and key; a person who began long ago gets no such key.
    @Test(arguments: [("en-US", "Before you started"), ("nb-NO", "Før du begynte")])
    func firstWeekChartsMarkTheTimeBeforeTheStart(_ locale: String, _ key: String) throws {
        let folder = Scratch.root.appendingPathComponent("first-week-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("first.json")
        try Data(SampleExport(days: 5, seed: 4, localeIdentifier: locale, lastDay: Day(iso: "2026-11-21")!).json().utf8).write(to: file)
        let first = try WeeklyPDFTests.context(file.path)
        let long = try Fixtures.context("sample-export.json")
        func texts(_ kind: ChartKind, _ context: ReportContext) -> [String] {
            let options = ChartOptions(week: context.week(.latest), weeks: 12, days: 56, theme: .light, weekStart: context.weekStart, localizer: context.localizer)
            return ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: TypeSetter()).items.compactMap {
                if case .text(let t) = $0 { t.block.text } else { nil }
            }
        }
        for kind in [ChartKind.urges, .trend] {
            #expect(texts(kind, first).contains(key), "\(kind)")
            #expect(!texts(kind, long).contains("Before you started"), "\(kind)")
        }
    }

    /// Every tile of every week's cover says what stands behind its number in one short line at most.
    @Test func aCoverTileHasOneLineBehindItsNumber() throws {
        var scores = 0
        for (name, context) in try WeeklyPageBreakTests.contexts() {
            let builder = WeeklyReflectionBuilder(context: context)
            for week in WeekJob.allWeeks(context) {
                for number in builder.reflection(for: week).cover.numbers {
                    #expect(number.detail?.contains("\n") != true, "\(name) \(week.isoWeek): \(number)")
                    if number.label == context.localizer("chart.trend.title") { scores += 1 }
                }
            }
        }
        #expect(scores > 10)
    }

    static let nightPrepDay = #"""
    {"date": "2026-11-17", "nightPrep": {"stickyNotes": true, "waterReady": true},
     "prepChecks": [{"itemId": "6F1C2A50-0000-4000-8000-000000000001", "title": "Lunch box", "status": "done"}],
     "endOfDay": {"didCareAction": false}}
    """#

    @Test(arguments: [Language.english, .norwegianBokmal])
    func nightPrepHasOneName(_ language: Language) throws {
        let r = try WeeklyReflectionTests.reflection(
            TestExports.coacher(entries: [Self.nightPrepDay], checkIns: [TestExports.checkIn("2026-11-18", completed: false)]), language: language)
        let name = language == .english ? "Night Prep" : "Kveldsforberedelse"
        let titles = r.days.flatMap(\.parts).filter { $0.kind == .nightPrep || $0.kind == .prepChecks }.map(\.title)
        #expect(titles.count == 2)
        #expect(titles.allSatisfy { $0.hasPrefix(name) }, "\(titles)")
        let row = try #require(r.cover.dayRows.first { $0.anchor == "day-2026-11-17" })
        #expect(row.summary.lowercased().contains(name.lowercased()), "\(row.summary)")
    }

    /// Our own sentences about a day say "that day"; the app's prompts ("Today I will …") keep their words.
    @Test(arguments: [Language.english, .norwegianBokmal])
    func noTodayInAWeekLookedBackOn(_ language: Language) throws {
        let r = try WeeklyReflectionTests.reflection(
            TestExports.coacher(entries: [Self.nightPrepDay], checkIns: [TestExports.checkIn("2026-11-18", completed: false)]), language: language)
        let words = Localizer(language: language)
        let prompts = Set(["week.morning.careAction", "week.morning.challenge", "week.morning.commitBoth", "week.morning.commitTo",
                           "week.evening.whatHelped"].map { words($0) })
        var ours: [String] = [r.cover.encouragement] + r.cover.numbers.flatMap { [$0.value, $0.label, $0.detail ?? ""] }
        ours += r.cover.dayRows.map(\.summary) + r.days.compactMap(\.gentle)
        for item in r.days.flatMap(\.parts).flatMap(\.items) {
            switch item {
            case .fact(let text): ours.append(text)
            case .answer(let prompt, let text): if !prompts.contains(prompt) { ours += [prompt, text] }
            }
        }
        #expect(ours.contains(words("week.training.plannedCheckedIn")))
        let today = language == .english ? "today" : "i dag"
        #expect(!ours.contains { $0.lowercased().contains(today) }, "\(ours.filter { $0.lowercased().contains(today) })")
    }
}
