#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportRender

/// Makes a realistic, deterministic export in the contract's format: a person's weeks with good runs,
/// slumps and breaks, reflections and urge notes in the locale's language (emoji and a few long notes
/// included), prep checks and training check-ins. The demo, the tests and the benchmarks use it.
package struct SampleExport {
    package var days: Int
    package var seed: UInt64
    package var localeIdentifier: String
    /// The last day of the sample: fixed, never today, so the same arguments give the same bytes.
    package var lastDay: Day

    package static let defaultLastDay = Day(year: 2026, month: 11, day: 22)!

    package init(days: Int, seed: UInt64, localeIdentifier: String, lastDay: Day = SampleExport.defaultLastDay) {
        self.days = days
        self.seed = seed
        self.localeIdentifier = localeIdentifier
        self.lastDay = lastDay
    }

    typealias V = JSONWriter.Value

    /// The time zone a sample's moments are written in: its locale's.
    static func zoneName(_ language: Language) -> String {
        language == .norwegianBokmal ? "Europe/Oslo" : "America/New_York"
    }

    /// The days a sample of `days` days in `localeIdentifier` can end on, so that `validate` reads it: every date
    /// and moment in it must fall within the dates coach-report reads (`ReadLimits`), and a moment is judged
    /// in UTC, where a New York evening is already the next day and an Oslo midnight still the day before.
    /// The sample's moments all lie between local midnight of its first day and the end of its last.
    package static func lastDays(days: Int, localeIdentifier: String) -> ClosedRange<Day> {
        var clock = LocalClock(timeZone: ZoneRules.sample(zoneName(Language(localeIdentifier: localeIdentifier))), dayStartSeconds: 0)
        func fits(_ last: Day) -> Bool {
            let first = last - (max(days, 1) - 1)
            guard DateValue.day(first).isReadable, DateValue.day(last).isReadable else { return false }
            return DateValue.instant(clock.instant(localDay: first, secondsOfDay: 0).seconds).isReadable
                && DateValue.instant(clock.instant(localDay: last, secondsOfDay: 86_399).seconds).isReadable
        }
        // A zone's offset moves a moment by less than a day, so the bounds are at most a day inside the days read.
        var lowest = DateValue.earliestDay + (max(days, 1) - 1), highest = DateValue.latestDay
        while !fits(lowest), lowest < highest { lowest = lowest + 1 }
        while !fits(highest), highest > lowest { highest = highest - 1 }
        return lowest...highest
    }

    /// The export as JSON text.
    package func json() -> String {
        let language = Language(localeIdentifier: localeIdentifier)
        let words = SampleWords.forLanguage(language)
        let zoneName = Self.zoneName(language)
        var clock = LocalClock(timeZone: ZoneRules.sample(zoneName), dayStartSeconds: 0)
        var rng = SampleRandom(seed: seed)
        let first = lastDay - (max(days, 1) - 1)
        // Norwegian samples mix the three date spellings, as exports from older app versions do.
        let mixSpellings = language == .norwegianBokmal

        let prepIds = words.prepItems.map { _ in rng.uuid() }
        var entries: [V] = []
        var notes: [V] = []
        var checkIns: [V] = []
        var achievements: [V] = []
        var phase = Phase.good
        var phaseDaysLeft = 0
        var streak = 0

        for offset in 0..<max(days, 1) {
            let day = first + offset
            if phaseDaysLeft == 0 { (phase, phaseDaysLeft) = Phase.next(after: phase, rng: &rng) }
            phaseDaysLeft -= 1

            let showsUp = rng.chance(phase.showUpChance)
            var members: [(String, V)] = []
            if showsUp {
                members.append(("id", .string(rng.uuid())))
                members.append(("date", dateValue(day, mix: mixSpellings, clock: &clock, rng: &rng)))
                if rng.chance(0.75) {
                    members.append(("nightPrep", .object([
                        ("stickyNotes", .bool(rng.chance(0.5))), ("preppedProduce", .bool(rng.chance(0.5))),
                        ("waterReady", .bool(rng.chance(0.6))), ("breakfastPrepped", .bool(rng.chance(0.5))),
                        ("other", .string("")),
                    ])))
                }
                if rng.chance(phase == .good ? 0.92 : 0.7) {
                    var m: [(String, V)] = [
                        ("breathingDone", .bool(rng.chance(0.85))),
                        ("identity", .string(rng.pick(words.identities))),
                        ("careAction", .string(rng.pick(words.careActions))),
                        ("stressResponse", .string(rng.pick(words.stressResponses))),
                        ("completedAt", .string(clock.isoString(localDay: day, secondsOfDay: rng.int(6 * 3600 + 1800...8 * 3600 + 1800)))),
                    ]
                    if rng.chance(0.35) { m.append(("snackBackup", .string(rng.pick(words.snackBackups)))) }
                    if rng.chance(0.15) {
                        m.append(("myWhy", .string(rng.pick(words.whys))))
                        m.append(("challenge", .string(rng.pick(["other", "lateNightSnacking", "emotionalEating", "onTheGo", "none"]))))
                        m.append(("chosenSwap", .string(rng.pick(words.swaps))))
                        m.append(("commitTo", .string(rng.pick(words.careActions))))
                        m.append(("commitFrom", .string(rng.pick(words.habitsToSwap))))
                    }
                    members.append(("morningFocus", .object(m)))
                }
                if rng.chance(phase == .good ? 0.8 : 0.55) {
                    let helped = rng.chance(0.03) ? rng.pick(words.longNotes) : rng.pick(words.whatHelped)
                    var e: [(String, V)] = [
                        ("didCareAction", rng.chance(0.08) ? .null : .bool(rng.chance(phase == .good ? 0.8 : 0.55))),
                        ("whatHelped", .string(helped)),
                        ("comfortPull", .string(rng.pick(words.comfortPulls))),
                    ]
                    if rng.chance(0.4) { e.append(("urgesNoticed", .string(rng.pick(words.urgesNoticed)))) }
                    e.append(("smallWinForTomorrow", .string(rng.pick(words.prepItems))))
                    e.append(("dayCompletedAt", .string(clock.isoString(localDay: day, secondsOfDay: rng.int(20 * 3600 + 1800...22 * 3600 + 1800)))))
                    members.append(("endOfDay", .object(e)))
                }
                if rng.chance(0.65) {
                    var checks: [V] = []
                    for k in words.prepItems.indices where rng.chance(0.5) {
                        let status = rng.pick(["done", "done", "done", "partly", "skip"])
                        checks.append(.object([("itemId", .string(prepIds[k])), ("title", .string(words.prepItems[k])), ("status", .string(status))]))
                    }
                    if !checks.isEmpty { members.append(("prepChecks", .array(checks))) }
                }
                entries.append(.object(members))
                streak += 1
                if [3, 7, 14, 30].contains(streak) {
                    achievements.append(.object([
                        ("id", .string(rng.uuid())),
                        ("name", .string(words.achievementStreak.replacingEvery("{0}", with: String(streak)))),
                        ("type", .string("streak")),
                        ("dateEarned", .string(clock.isoString(localDay: day, secondsOfDay: 21 * 3600 + 1800 + rng.int(0...59)))),
                        ("details", .string("")),
                    ]))
                }
            } else {
                streak = 0
            }

            // Urge notes: more in hard weeks, mostly in the afternoon and evening.
            let urgeCount = !showsUp ? 0 : rng.int(0...(phase == .slump ? 3 : 2))
            for _ in 0..<urgeCount {
                let hour = rng.pick([10, 13, 15, 16, 17, 19, 20, 21, 21, 22])
                let text = rng.chance(0.02) ? rng.pick(words.longNotes) : rng.pick(words.urgeTexts)
                var n: [(String, V)] = [
                    ("id", .string(rng.uuid())),
                    ("at", .string(clock.isoString(localDay: day, secondsOfDay: hour * 3600 + rng.int(0...3599)))),
                    ("type", .string(rng.pick(["stress", "stress", "stress", "habit", "physical", "physical", "other"]))),
                    ("text", .string(text)),
                ]
                if rng.chance(0.9) { n.append(("chosenAction", .string(rng.pick(words.urgeActions)))) }
                n.append(("keptAudio", .bool(rng.chance(0.3))))
                notes.append(.object(n))
            }

            // Training check-ins, on most days the program runs.
            if phase != .breakPhase, rng.chance(showsUp ? 0.85 : 0.15) {
                let planned = rng.chance(4.0 / 7.0)
                let completed = planned ? rng.chance(phase == .good ? 0.85 : 0.5) : rng.chance(0.1)
                var c: [(String, V)] = [
                    ("id", .string(rng.uuid())),
                    ("date", dateValue(day, mix: mixSpellings, clock: &clock, rng: &rng)),
                    ("plannedToTrain", .bool(planned)),
                    ("completedTraining", .bool(completed)),
                ]
                if rng.chance(0.35) { c.append(("note", .string(rng.pick(words.trainingNotes)))) }
                checkIns.append(.object(c))
            }
        }

        let doc: V = .object([
            ("format", .string("coacher-export")),
            ("version", .int(1)),
            ("exportedAt", .string(clock.isoString(localDay: lastDay, secondsOfDay: 22 * 3600 + 34))),
            ("timeZone", .string(zoneName)),
            ("locale", .string(localeIdentifier)),
            ("app", .object([("name", .string("Coacher")), ("version", .string("1.4.0"))])),
            ("profile", .object([
                ("name", .string(words.name)), ("goal", .string(words.goal)),
                ("daysPerWeek", .int(4)), ("experience", .string("intermediate")),
            ])),
            ("entries", .array(entries)),
            ("cravingNotes", .array(notes)),
            ("achievements", .array(achievements)),
            ("prepItems", .array(words.prepItems.indices.map { k in
                .object([("id", .string(prepIds[k])), ("title", .string(words.prepItems[k])), ("isDefault", .bool(k < 2)), ("active", .bool(true))])
            })),
            ("checkIns", .array(checkIns)),
        ])
        return JSONWriter.write(doc, indent: 1)
    }

    /// A day field: a calendar date, or (when mixing) the UTC instant or Swift reference number of local midnight.
    private func dateValue(_ day: Day, mix: Bool, clock: inout LocalClock, rng: inout SampleRandom) -> V {
        guard mix else { return .string(day.iso) }
        let midnight = clock.instant(localDay: day, secondsOfDay: 0).seconds
        switch rng.int(0...2) {
        case 0: return .string(day.iso)
        case 1:
            let utcDay = Day(number: Int((midnight / 86_400).rounded(.down)))
            let s = Int(midnight) - utcDay.number * 86_400
            return .string("\(utcDay.iso)T\(Day.pad(s / 3600, 2)):\(Day.pad(s / 60 % 60, 2)):00Z")
        default: return .double(midnight - DateValue.referenceDateOffset)
        }
    }

    /// Stretches of a person's life: good runs, ordinary weeks, slumps and breaks.
    enum Phase {
        case good, ordinary, slump, breakPhase

        var showUpChance: Double {
            switch self {
            case .good: return 0.97
            case .ordinary: return 0.8
            case .slump: return 0.45
            case .breakPhase: return 0
            }
        }

        static func next(after phase: Phase, rng: inout SampleRandom) -> (Phase, Int) {
            let roll = rng.int(0...99)
            switch phase {
            case .breakPhase: return (.ordinary, rng.int(5...12))
            default:
                if roll < 40 { return (.good, rng.int(7...24)) }
                if roll < 75 { return (.ordinary, rng.int(5...14)) }
                if roll < 92 { return (.slump, rng.int(4...10)) }
                return (.breakPhase, rng.int(2...6))
            }
        }
    }
}
