/// What goes with a person's calmer days, said only when the counts stand behind it (docs/patterns.md): for a
/// window of days, each candidate pair of an *exposure* on a day (a Night Prep, a Morning Focus, the evening's
/// care action, a training session, a day of many steps) and an *outcome* (urge notes that day or the next,
/// showing up the next day) is tested with an exact test, the p-values are corrected for how many pairs were
/// tested (Benjamini–Hochberg), and a pair is a pattern when its q is at most 0.10 and one rate is at least 1.5
/// times the other. Only days that can say something count: a day without an entry is neither "with" nor
/// "without" a Night Prep. A pattern is a pair of counts that went together, never a cause.
package struct Pattern: Sendable, Equatable {
    package enum Exposure: String, Sendable, CaseIterable {
        case nightPrep, morningFocus, careAction, training, steps
    }

    package enum Outcome: String, Sendable {
        /// Urge notes on the day itself (their day as the figures count it, the day's start applied).
        case urges
        /// Urge notes on the next day.
        case urgesNextDay
        /// Whether the next day was one the person showed up on.
        case showedUpNextDay
    }

    package let exposure: Exposure
    package let outcome: Outcome
    /// The window tested.
    package let from: Day
    package let to: Day
    /// Days with the exposure, and the outcome's count over them (urges, or days that showed up next).
    package let withDays: Int
    package let withCount: Int
    /// Days that could have had it and did not, and the outcome's count over them.
    package let withoutDays: Int
    package let withoutCount: Int
    /// The exact test's two-sided p-value, and its Benjamini–Hochberg q among the pairs tested in the window.
    package let p: Double
    package let q: Double
    /// For the steps pair: the steps a day that split the days (their median); nil for the others.
    package var stepsThreshold: Int? = nil

    /// `nightPrep-urges`: stable, for JSON and for tests.
    package var id: String { "\(exposure.rawValue)-\(outcome.rawValue)" }

    /// The outcome's rate on days with the exposure, and on days without.
    package var withRate: Double { Double(withCount) / Double(withDays) }
    package var withoutRate: Double { Double(withoutCount) / Double(withoutDays) }
    /// Whether the outcome came less often with the exposure (fewer urges; for showing up, the other way round).
    package var withIsLower: Bool { withRate < withoutRate }
}

/// The patterns stage: runs after the figures, on their per-day counts, and is the one place patterns are found.
package enum Patterns {
    /// The most a pattern's q may be.
    package static let maximumQ = 0.10
    /// The fewest days on each side, the fewest events in all, and how many times one rate must be the other's.
    package static let minimumDaysEachSide = 7
    package static let minimumEvents = 8
    package static let minimumRatio = 1.5
    /// The window `stats` and the weekly PDF test: the 84 days up to the as-of day.
    package static let windowDays = 84
    /// The fewest days a month, quarter, year or range must have for its reflection to test its own days.
    package static let minimumPeriodDays = 28

    /// The candidate pairs, in the order ties are listed (docs/patterns.md says why each is there).
    static let candidates: [(Pattern.Exposure, Pattern.Outcome)] = [
        (.nightPrep, .urges), (.morningFocus, .urges), (.careAction, .urgesNextDay), (.careAction, .showedUpNextDay),
        (.training, .urges), (.steps, .urges),
    ]

    /// The `windowDays` days up to `figures.asOf` (from the first day with data, when that is later).
    package static func window(_ figures: Figures, endingOn last: Day? = nil) -> ClosedRange<Day>? {
        guard let firstDay = figures.firstDay else { return nil }
        let end = last ?? figures.asOf
        let start = max(firstDay, end - (windowDays - 1))
        return start <= end ? start...end : nil
    }

    /// The window an output of the days `first...last` tests: for a week, the 84 days up to its end; for a
    /// longer period (a month, quarter, year or range), its own days up to the as-of day, only when there are at
    /// least `minimumPeriodDays` of them; else none.
    package static func window(_ figures: Figures, first: Day, last: Day, isWeek: Bool) -> ClosedRange<Day>? {
        if isWeek { return window(figures, endingOn: min(last, figures.asOf)) }
        guard let firstDay = figures.firstDay else { return nil }
        let start = max(first, firstDay), end = min(last, figures.asOf)
        guard start <= end, end - start + 1 >= minimumPeriodDays else { return nil }
        return start...end
    }

    /// Each day's steps of `days`, or nil when there are none (then the steps pair is not tried).
    package static func steps(_ days: [HealthDay]?) -> [Day: Int]? {
        guard let days else { return nil }
        let steps = Dictionary(days.compactMap { d in d.steps.map { (d.date, $0) } }, uniquingKeysWith: { $1 })
        return steps.isEmpty ? nil : steps
    }

    /// The patterns of `window`, strongest first (smallest q, then p, then candidate order); `steps`: each day's
    /// steps from `--health` (nil without it, and the steps pair is not tried).
    package static func find(_ figures: Figures, in window: ClosedRange<Day>, steps: [Day: Int]? = nil) -> [Pattern] {
        var tested: [(pair: (Pattern.Exposure, Pattern.Outcome), counts: Counts, p: Double)] = []
        for pair in candidates {
            if pair.0 == .steps, steps == nil { continue }
            let counts = count(pair, figures: figures, window: window, steps: steps ?? [:])
            guard counts.withDays >= minimumDaysEachSide, counts.withoutDays >= minimumDaysEachSide,
                  counts.withCount + counts.withoutCount >= minimumEvents else { continue }
            let p: Double
            switch pair.1 {
            case .urges, .urgesNextDay:
                p = ExactTests.binomial(
                    counts.withCount, of: counts.withCount + counts.withoutCount,
                    p0: Double(counts.withDays) / Double(counts.withDays + counts.withoutDays))
            case .showedUpNextDay:
                p = ExactTests.fisher(
                    counts.withCount, counts.withDays - counts.withCount, counts.withoutCount, counts.withoutDays - counts.withoutCount)
            }
            tested.append((pair, counts, p))
        }
        let q = ExactTests.benjaminiHochberg(tested.map(\.p))
        var found: [(Pattern, Int)] = []
        for (i, t) in tested.enumerated() where q[i] <= maximumQ && ratio(t.counts) >= minimumRatio {
            let c = t.counts
            found.append((Pattern(
                exposure: t.pair.0, outcome: t.pair.1, from: window.lowerBound, to: window.upperBound,
                withDays: c.withDays, withCount: c.withCount, withoutDays: c.withoutDays, withoutCount: c.withoutCount,
                p: t.p, q: q[i], stepsThreshold: t.pair.0 == .steps ? Int(c.median.rounded(.up)) : nil), i))
        }
        return found.sorted { a, b in
            if a.0.q != b.0.q { return a.0.q < b.0.q }
            if a.0.p != b.0.p { return a.0.p < b.0.p }
            return a.1 < b.1
        }.map(\.0)
    }

    struct Counts: Equatable {
        var withDays = 0, withCount = 0, withoutDays = 0, withoutCount = 0
        /// The steps pair's split (days at or above it are "with"); 0 for the others.
        var median = 0.0
    }

    /// How many times the larger rate is the smaller (infinite when the smaller is 0).
    static func ratio(_ c: Counts) -> Double {
        let a = Double(c.withCount) / Double(c.withDays), b = Double(c.withoutCount) / Double(c.withoutDays)
        let (low, high) = (min(a, b), max(a, b))
        return low == 0 ? (high == 0 ? 1 : .infinity) : high / low
    }

    /// The days of `window` that can say something of `pair`, split by the exposure, with the outcome counted.
    static func count(_ pair: (Pattern.Exposure, Pattern.Outcome), figures: Figures, window: ClosedRange<Day>, steps: [Day: Int]) -> Counts {
        var c = Counts()
        let days = (0...(window.upperBound - window.lowerBound)).map { window.lowerBound + $0 }
        let median = pair.0 == .steps ? Self.median(days.compactMap { steps[$0] }) : 0
        c.median = median
        for day in days {
            let a = figures.activity(on: day)
            let exposed: Bool
            switch pair.0 {
            case .nightPrep:
                guard a.entryLogged else { continue }
                exposed = a.nightPrep
            case .morningFocus:
                guard a.entryLogged else { continue }
                exposed = a.morningPractice
            case .careAction:
                guard a.careAnswered else { continue }
                exposed = a.careActionDone
            case .training:
                guard a.checkIns > 0 else { continue }
                exposed = a.training
            case .steps:
                guard let n = steps[day] else { continue }
                exposed = Double(n) >= median
            }
            let outcome: Int
            switch pair.1 {
            case .urges: outcome = a.urgeNotes
            case .urgesNextDay, .showedUpNextDay:
                // The next day must be one the window holds, so nothing after the as-of day is counted as quiet.
                guard day < window.upperBound else { continue }
                let next = figures.activity(on: day + 1)
                outcome = pair.1 == .urgesNextDay ? next.urgeNotes : (next.showedUp ? 1 : 0)
            }
            if exposed { c.withDays += 1; c.withCount += outcome } else { c.withoutDays += 1; c.withoutCount += outcome }
        }
        return c
    }

    /// The middle value (the mean of the two middle ones for an even count); 0 for none.
    static func median(_ values: [Int]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? Double(sorted[mid - 1] + sorted[mid]) / 2 : Double(sorted[mid])
    }
}
