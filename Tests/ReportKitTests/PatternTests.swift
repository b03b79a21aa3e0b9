import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The patterns stage (issue 36): its exact tests against published values, its counts against a naive count
/// written here, and how often it finds a planted pattern and how rarely it finds one in independent habits.
@Suite struct PatternTests {
    /// The sample's SplitMix64: the same numbers on every machine, so a seed is a fixed export.
    struct Numbers {
        var random: SampleRandom
        init(state: UInt64) { random = SampleRandom(seed: state) }
        mutating func next() -> UInt64 { random.next() }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
        /// Knuth's Poisson draw: fine for the small rates of urges a day.
        mutating func poisson(_ rate: Double) -> Int {
            let limit = exp(-rate)
            var k = 0, product = unit()
            while product > limit { k += 1; product *= unit() }
            return k
        }
    }

    /// An export of `days` days ending 2026-11-22: an entry on most days (Night Prep, the morning's breathing and
    /// the evening's care action each by chance), check-ins on some, and urge notes drawn with `rate`, which gets
    /// the day's Night Prep to say how many a day may bring. Instants are written in UTC; `zone` names the export's.
    static func export(
        seed: UInt64, days: Int = 84, zone: String = "Etc/UTC", rate: (_ nightPrep: Bool) -> Double
    ) -> (json: Data, urgeInstants: [Int], entries: [(day: Day, prep: Bool, breathing: Bool, care: Bool?)],
          checkIns: [(day: Day, trained: Bool)]) {
        var n = Numbers(state: seed)
        let last = Day(iso: "2026-11-22")!
        var entries: [[String: Any]] = [], notes: [[String: Any]] = [], checkIns: [[String: Any]] = []
        var instants: [Int] = []
        var entryList: [(Day, Bool, Bool, Bool?)] = [], checkInList: [(Day, Bool)] = []
        for i in 0..<days {
            let day = last - (days - 1 - i)
            let prep = n.chance(0.5)
            if n.chance(0.9) {
                let breathing = n.chance(0.5)
                let care: Bool? = n.chance(0.8) ? n.chance(0.6) : nil
                var entry: [String: Any] = [
                    "date": day.iso, "nightPrep": ["waterReady": prep, "stickyNotes": false],
                    "morningFocus": ["breathingDone": breathing, "identity": "calm"],
                ]
                if let care { entry["endOfDay"] = ["didCareAction": care] }
                entries.append(entry)
                entryList.append((day, prep, breathing, care))
            }
            if n.chance(0.6) {
                let trained = n.chance(0.5)
                checkIns.append(["date": day.iso, "plannedToTrain": true, "completedTraining": trained])
                checkInList.append((day, trained))
            }
            for _ in 0..<n.poisson(rate(prep && entryList.last?.0 == day)) {
                let instant = day.number * 86_400 + Int(n.next() % 86_400)
                instants.append(instant)
                let stamp = Date(timeIntervalSince1970: TimeInterval(instant)).ISO8601Format()
                notes.append(["at": stamp, "type": "stress"])
            }
        }
        let object: [String: Any] = [
            "format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00Z", "timeZone": zone, "locale": "en-US",
            "entries": entries, "cravingNotes": notes, "checkIns": checkIns,
        ]
        let json = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return (json, instants, entryList.map { ($0.0, $0.1, $0.2, $0.3) }, checkInList.map { ($0.0, $0.1) })
    }

    static func figures(_ json: Data, dayStartsAtMinutes: Int = 0) throws -> Figures {
        let export = try ExportReader.read([UInt8](json), name: "generated.json", options: ReadOptions(dayStartsAtMinutes: dayStartsAtMinutes))
        return Figures(export: export, options: FigureOptions(asOf: nil, weekStart: .monday))
    }

    // MARK: The exact tests, against SciPy 1.17 (binomtest, fisher_exact: the same two-sided rule as R's)

    @Test func theBinomialTestGivesPublishedValues() {
        let cases: [(Int, Int, Double, Double)] = [
            (6, 23, 21.0 / 40, 0.012097169573297371), (24, 84, 0.5, 0.00010714768358467152), (3, 10, 0.5, 0.34375),
            (0, 8, 0.5, 0.0078125), (8, 8, 0.3, 6.560999999999998e-05), (17, 40, 0.45, 0.8740083184499943),
            (5, 100, 0.1, 0.13014985175191468), (2, 9, 0.25, 1.0),
        ]
        for (k, n, p0, expected) in cases {
            let p = ExactTests.binomial(k, of: n, p0: p0)
            #expect(abs(p - expected) <= 1e-9 * max(1, expected) + 1e-12, "binomial(\(k), \(n), \(p0)) = \(p), not \(expected)")
        }
    }

    @Test func fishersTestGivesPublishedValues() {
        let cases: [((Int, Int, Int, Int), Double)] = [
            ((3, 1, 1, 3), 0.48571428571428565), ((10, 2, 3, 15), 0.0005367241191434357), ((0, 7, 8, 0), 0.0001554001554001554),
            ((20, 1, 18, 3), 0.6060037523452158), ((5, 5, 5, 5), 1.0), ((1, 9, 11, 3), 0.0027594561852200836),
        ]
        for (t, expected) in cases {
            let p = ExactTests.fisher(t.0, t.1, t.2, t.3)
            #expect(abs(p - expected) <= 1e-9 * max(1, expected) + 1e-12, "fisher\(t) = \(p), not \(expected)")
        }
    }

    @Test func benjaminiHochbergAdjustsInTheOrderGiven() {
        let q = ExactTests.benjaminiHochberg([0.01, 0.04, 0.03, 0.005, 0.2])
        let expected = [0.025, 0.05, 0.05, 0.025, 0.2]
        #expect(zip(q, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(q)")
        #expect(ExactTests.benjaminiHochberg([0.9, 0.9]) == [0.9, 0.9])
    }

    // MARK: Counts against a naive count

    /// Every candidate's four counts, against a count written here from the generated lists: in several zones
    /// (instants in UTC, days where the zone's clock puts them) and with the day starting at 03:00.
    @Test(arguments: [("Etc/UTC", 0), ("Europe/Oslo", 0), ("America/Los_Angeles", 180), ("Pacific/Chatham", 0), ("Asia/Kolkata", 180)])
    func countsEqualANaiveCount(zone: String, dayStartsAt: Int) throws {
        for seed in UInt64(1)...3 {
            let made = Self.export(seed: seed, days: 60, zone: zone) { _ in 1.2 }
            let figures = try Self.figures(made.json, dayStartsAtMinutes: dayStartsAt)
            let window = try #require(Patterns.window(figures))
            let tz = try #require(TimeZone(identifier: zone))
            var urges: [Day: Int] = [:]
            for instant in made.urgeInstants {
                let date = Date(timeIntervalSince1970: TimeInterval(instant - dayStartsAt * 60))
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = tz
                let c = calendar.dateComponents([.year, .month, .day], from: date)
                urges[Day(year: c.year!, month: c.month!, day: c.day!)!, default: 0] += 1
            }
            let entries = Dictionary(made.entries.map { ($0.day, $0) }, uniquingKeysWith: { $1 })
            let checkIns = Dictionary(made.checkIns.map { ($0.day, $0.trained) }, uniquingKeysWith: { $0 || $1 })
            // Steps on some days of the window; the median of those, worked out here the plain way.
            var numbers = Numbers(state: seed * 7)
            var steps: [Day: Int] = [:]
            var stepDay = window.lowerBound
            while stepDay <= window.upperBound {
                if numbers.chance(0.7) { steps[stepDay] = Int(numbers.next() % 15_000) }
                stepDay = stepDay + 1
            }
            let sortedSteps = steps.values.sorted()
            let stepsMedian = sortedSteps.count % 2 == 1
                ? Double(sortedSteps[sortedSteps.count / 2])
                : Double(sortedSteps[sortedSteps.count / 2 - 1] + sortedSteps[sortedSteps.count / 2]) / 2
            var showed = Set(made.entries.map(\.day)).union(made.checkIns.map(\.day))
            showed.formUnion(urges.keys)
            func naive(_ pair: (Pattern.Exposure, Pattern.Outcome)) -> Patterns.Counts {
                var c = Patterns.Counts()
                if pair.0 == .steps { c.median = stepsMedian }
                var day = window.lowerBound
                while day <= window.upperBound {
                    defer { day = day + 1 }
                    let exposed: Bool
                    switch pair.0 {
                    case .nightPrep: guard let e = entries[day] else { continue }; exposed = e.prep
                    case .morningFocus: guard let e = entries[day] else { continue }; exposed = e.breathing
                    case .careAction: guard let care = entries[day]?.care else { continue }; exposed = care
                    case .training: guard let trained = checkIns[day] else { continue }; exposed = trained
                    case .steps: guard let n = steps[day] else { continue }; exposed = Double(n) >= stepsMedian
                    }
                    var outcome = urges[day] ?? 0
                    if pair.1 != .urges {
                        if day == window.upperBound { continue }
                        outcome = pair.1 == .urgesNextDay ? urges[day + 1] ?? 0 : (showed.contains(day + 1) ? 1 : 0)
                    }
                    if exposed { c.withDays += 1; c.withCount += outcome } else { c.withoutDays += 1; c.withoutCount += outcome }
                }
                return c
            }
            for pair in Patterns.candidates {
                #expect(Patterns.count(pair, figures: figures, window: window, steps: steps) == naive(pair), "\(zone) \(dayStartsAt) seed \(seed) \(pair)")
            }
        }
    }

    // MARK: How often a pattern is found

    /// 84 days, about one urge a day. Planted: on days after a Night Prep urges come at 0.4 times the rate of
    /// other days; found, in the right direction and with the right counts, in at least 80% of seeds. Independent:
    /// every habit unrelated to urges; any pattern at all in at most 15% of seeds. Both rates are printed.
    @Test func aPlantedPatternIsFoundAndIndependentHabitsRarelyGiveOne() throws {
        let seeds = UInt64(1)...40
        var found = 0, falseAlarms = 0
        let base = 1 / (0.5 * 0.4 + 0.5)
        for seed in seeds {
            let planted = Self.export(seed: seed) { prep in prep ? 0.4 * base : base }
            let figures = try Self.figures(planted.json)
            let window = try #require(Patterns.window(figures))
            let patterns = Patterns.find(figures, in: window)
            if let p = patterns.first(where: { $0.id == "nightPrep-urges" }), p.withIsLower {
                let counts = Patterns.count((.nightPrep, .urges), figures: figures, window: window, steps: [:])
                #expect(counts == Patterns.Counts(withDays: p.withDays, withCount: p.withCount, withoutDays: p.withoutDays, withoutCount: p.withoutCount))
                found += 1
            }
            let independent = Self.export(seed: 1000 + seed) { _ in 1.0 }
            let quiet = try Self.figures(independent.json)
            if !Patterns.find(quiet, in: try #require(Patterns.window(quiet))).isEmpty { falseAlarms += 1 }
        }
        print("patterns: planted found in \(found) of \(seeds.count) seeds; a pattern in independent habits in \(falseAlarms) of \(seeds.count)")
        #expect(Double(found) >= 0.8 * Double(seeds.count))
        #expect(Double(falseAlarms) <= 0.15 * Double(seeds.count))
    }

    /// Below the thresholds nothing is said, however lopsided: six days on one side, or seven urges in all.
    @Test func tooFewDaysOrEventsSayNothing() throws {
        let c = Patterns.Counts(withDays: 6, withCount: 0, withoutDays: 30, withoutCount: 40)
        #expect(c.withDays < Patterns.minimumDaysEachSide)
        let made = Self.export(seed: 7, days: 12) { prep in prep ? 0 : 3 }
        let figures = try Self.figures(made.json)
        #expect(Patterns.find(figures, in: try #require(Patterns.window(figures))).isEmpty)
    }
}
