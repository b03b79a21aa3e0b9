import Foundation
import PropertyBased
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit
import Testing

/// `stats --json`'s months, quarters and years, checked against a count written here from scratch: days as
/// strings cut into "2026-11" / "2026-Q4" / "2026", urge notes placed on their day by Foundation in the
/// export's zone, and nothing from ReportKit but the reader and the document under test.
@Suite struct CalendarPeriodTests {
    static let zones = ["UTC", "Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata", "Europe/Oslo"]
    static let starts: [WeekStart] = [.monday, .sunday, .saturday]
    /// 2025-12-20: close to a year's end, so the ranges cross months, quarters and years.
    static let base = Date(timeIntervalSince1970: 1_766_188_800)

    /// One formatter per zone: making one per call would be most of the test's time.
    static let formatters: [String: DateFormatter] = Dictionary(uniqueKeysWithValues: (zones).map { zone in
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: zone)!
        f.dateFormat = "yyyy-MM-dd"
        return (zone, f)
    })

    static func iso(_ date: Date, zone: String) -> String { formatters[zone]!.string(from: date) }

    static func day(_ offset: Int) -> String { iso(base.addingTimeInterval(Double(offset) * 86_400), zone: "UTC") }

    static func keys(_ day: String) -> [String] {
        let month = Int(day.dropFirst(5).prefix(2))!
        return [String(day.prefix(7)), "\(day.prefix(4))-Q\((month - 1) / 3 + 1)", String(day.prefix(4))]
    }

    struct Naive {
        var showedUp = Set<String>(), care = Set<String>()
        var checkIns = 0, planned = 0, completed = 0
        var urges = [String: Int]()
    }

    @Test func everyPeriodEqualsANaiveCount() async throws {
        await propertyCheck(
            count: 40,
            input: Gen.int(in: 0...500).array(of: 0...40), Gen.int(in: 0...43_200_000).array(of: 0...25),
            Gen.int(in: 0...500).array(of: 0...20), Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.int(in: 0...520)
        ) { entryDays, urgeSeconds, checkDays, zoneIndex, startIndex, asOfOffset in
            let zone = Self.zones[zoneIndex]
            let types = ["stress", "habit", "physical", "other", "boredom"]
            var entries: [String] = [], notes: [String] = [], checks: [String] = []
            var data: [(day: String, add: (inout Naive) -> Void)] = []
            for (i, d) in entryDays.enumerated() {
                let care = i % 3 == 0 ? #", "endOfDay": {"didCareAction": \#(i % 2 == 0)}"# : ""
                entries.append(#"{"date": "\#(Self.day(d))", "morningFocus": {"breathingDone": true}\#(care)}"#)
                data.append((Self.day(d), { n in
                    n.showedUp.insert(Self.day(d))
                    if i % 3 == 0, i % 2 == 0 { n.care.insert(Self.day(d)) }
                }))
            }
            for (i, s) in urgeSeconds.enumerated() {
                let at = Self.base.addingTimeInterval(Double(s))
                let local = Self.iso(at, zone: zone)
                notes.append(#"{"at": "\#(ISO8601DateFormatter().string(from: at))", "type": "\#(types[i % 5])", "text": ""}"#)
                data.append((local, { n in n.showedUp.insert(local); n.urges[types[i % 5], default: 0] += 1 }))
            }
            for (i, d) in checkDays.enumerated() {
                let (plan, done) = (i % 4 != 3, i % 3 != 0)
                checks.append(#"{"date": "\#(Self.day(d))", "plannedToTrain": \#(plan), "completedTraining": \#(done)}"#)
                data.append((Self.day(d), { n in
                    n.showedUp.insert(Self.day(d)); n.checkIns += 1
                    if plan { n.planned += 1 }
                    if done { n.completed += 1 }
                }))
            }
            let json = TestExports.coacher(timeZone: zone, entries: entries, notes: notes, checkIns: checks)
            guard let export = try? TestExports.read(json) else { Issue.record("the export did not read"); return }
            let asOf = Self.day(asOfOffset)
            let figures = Figures(export: export, options: FigureOptions(asOf: Day(iso: asOf)!, weekStart: Self.starts[startIndex]))
            let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
            guard let stats = try? JSONSerialization.jsonObject(with: Data(StatsJSON.document(context).utf8)) as? [String: Any] else {
                Issue.record("stats --json did not parse"); return
            }

            // The naive count: every day from the first with data (or the as-of day) to the as-of day, by name.
            let firstData = data.map(\.day).min()
            var order: [[String]] = [[], [], []]
            var days: [String: Int] = [:]
            var naive: [String: Naive] = [:]
            if let firstData {
                var offset = -2
                while Self.day(offset) < min(firstData, asOf) { offset += 1 }
                while Self.day(offset) <= asOf {
                    let day = Self.day(offset)
                    for (k, key) in Self.keys(day).enumerated() where order[k].last != key { order[k].append(key) }
                    if day >= firstData { for key in Self.keys(day) { days[key, default: 0] += 1 } }
                    offset += 1
                }
                for (day, add) in data where day <= asOf {
                    for key in Self.keys(day) { add(&naive[key, default: Naive()]) }
                }
            }
            for (k, name) in ["months", "quarters", "years"].enumerated() {
                guard let rows = stats[name] as? [[String: Any]] else { Issue.record("no \(name)"); continue }
                #expect(rows.map { $0["name"] as? String ?? "" } == order[k], "\(name) in \(zone)")
                for row in rows {
                    let key = row["name"] as! String
                    let n = naive[key] ?? Naive()
                    #expect(row["days"] as? Int == days[key] ?? 0, "\(key) days")
                    #expect(row["showedUp"] as? Int == n.showedUp.count, "\(key) showed up")
                    #expect(row["careActionDays"] as? Int == n.care.count, "\(key) care")
                    #expect(row["checkIns"] as? Int == n.checkIns, "\(key) check-ins")
                    #expect(row["trainingPlanned"] as? Int == n.planned, "\(key) planned")
                    #expect(row["trainingCompleted"] as? Int == n.completed, "\(key) completed")
                    let urges = row["urges"] as? [String: Int] ?? [:]
                    #expect(urges.filter { $0.value > 0 } == n.urges, "\(key) urges in \(zone)")
                    let (start, end) = (row["start"] as! String, row["end"] as! String)
                    #expect(Self.keys(start)[k] == key && Self.keys(end)[k] == key, "\(key) bounds")
                    #expect(Self.keys(Self.iso(Self.date(start).addingTimeInterval(-86_400), zone: "UTC"))[k] != key)
                    #expect(Self.keys(Self.iso(Self.date(end).addingTimeInterval(86_400), zone: "UTC"))[k] != key)
                }
            }
        }
    }

    /// The summary of every month, quarter and year says `stats --json`'s showed-up days of its days there were,
    /// and a period with nothing in it is its one kind sentence, never "0 of N".
    @Test func theSummaryOfEachPeriodSaysWhatStatsCounts() async {
        await propertyCheck(
            count: 30,
            input: Gen.int(in: 0...150).array(of: 0...40), Gen.int(in: 0...150).array(of: 0...12), Gen.int(in: 0...150).array(of: 0...10),
            Gen.int(in: 0...2), Gen.int(in: 0...170)
        ) { entryDays, urgeDays, checkDays, startIndex, asOf in
            let export = FigureAgreementTests.export(entryDays: entryDays, urgeDays: urgeDays, checkDays: checkDays)
            let figures = Figures(export: export, options: FigureOptions(asOf: FigureAgreementTests.base + asOf, weekStart: Self.starts[startIndex]))
            let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: .english), localeIdentifier: "en-US")
            guard let stats = try? JSONSerialization.jsonObject(with: Data(StatsJSON.document(context).utf8)) as? [String: Any] else {
                Issue.record("stats --json did not parse"); return
            }
            let summaries = SummaryBuilder(export: export, figures: figures, localizer: context.localizer, style: .plain)
            for (kind, name) in zip(CalendarPeriod.Kind.allCases, ["months", "quarters", "years"]) {
                for row in stats[name] as? [[String: Any]] ?? [] {
                    let period = CalendarPeriod(parsing: row["name"] as! String, kind: kind)!
                    let view = summaries.view(for: SummaryPeriod(period))
                    let (shown, days) = (row["showedUp"] as! Int, row["days"] as! Int)
                    if shown == 0 {
                        #expect(view.quiet != nil, "\(period) is quiet")
                        #expect(!(view.quiet ?? "").contains("0 of"))
                    } else {
                        #expect(view.quiet == nil)
                        if days > 1 {
                            #expect(view.headline.showedUp.contains("\(shown) of") && view.headline.showedUp.contains("\(days) day"),
                                    "\(period): \(view.headline.showedUp) for \(shown) of \(days)")
                        }
                    }
                }
            }
        }
    }

    /// The calendar of a period marks its days as the heatmap does: as many cells of each shade as days of that
    /// level, and an outline for each day with nothing logged (the legend draws one of each besides).
    @Test func theCalendarMarksEachDayAsTheHeatmapDoes() async {
        await propertyCheck(count: 25, input: Gen.int(in: 0...90).array(of: 0...50), Gen.int(in: 0...2), Gen.int(in: 30...100)) { days, startIndex, asOf in
            let export = FigureAgreementTests.export(entryDays: days, urgeDays: [], checkDays: days.filter { $0 % 5 == 0 })
            let figures = Figures(export: export, options: FigureOptions(asOf: FigureAgreementTests.base + asOf, weekStart: Self.starts[startIndex]))
            let words = Localizer(language: .english)
            let options = ChartOptions(week: figures.week(holding: figures.asOf), weekStart: figures.weekStart, localizer: words)
            let month = CalendarPeriod(.month, holding: FigureAgreementTests.base + 31)
            let scene = ChartRenderer.periodCalendar(
                figures: figures, options: options, first: month.start, last: month.end, width: 480, alt: AltText(title: "", description: ""),
                typeSetter: TypeSetter())
            let heatmap = StreakHeatmap(figures: figures, options: options)
            let cells = (0..<month.length).map { heatmap.cell(month.start + $0) }
            let shapes = scene.items.compactMap { item -> PaintedPath? in if case .shape(let s) = item { s } else { nil } }
            let palette = options.theme.palette
            let legend = figures.hasEntries ? 1 : 0
            for level in 1...4 {
                #expect(shapes.filter { $0.fill == palette.heat[level - 1] }.count == cells.filter { $0 == .level(level) }.count + legend)
            }
            let outlines = shapes.filter { $0.stroke?.color == palette.emptyMark && $0.stroke?.dash.isEmpty == true }.count
            #expect(outlines == cells.filter { $0 == .nothingLogged }.count + 1)
        }
    }

    static func date(_ iso: String) -> Date { formatters["UTC"]!.date(from: iso)! }

    @Test func periodsAreNamedAndBoundedAsPeopleWriteThem() {
        let nov = CalendarPeriod(.month, holding: .iso("2026-11-17"))
        #expect(nov.description == "2026-11" && nov.start == .iso("2026-11-01") && nov.end == .iso("2026-11-30"))
        #expect(nov.next.description == "2026-12" && nov.next.next.description == "2027-01")
        let q = CalendarPeriod(.quarter, holding: .iso("2024-02-29"))
        #expect(q.description == "2024-Q1" && q.length == 91 && q.previous.description == "2023-Q4")
        #expect(CalendarPeriod(.year, holding: .iso("2026-12-31")).length == 365)
    }
}
