/// Every derived figure of the contract, computed once from an export and used by every output.
package struct Figures: Sendable {
    package let weekStart: WeekStart
    /// The day "current" stands on; later days are the future.
    package let asOf: Day
    /// The last day there was to log: `asOf`, or the day before when `asOf` is, by default, the day the export
    /// was written and holds nothing yet. That day was still under way, so an export written the morning after the only
    /// day logged is "1 of 1 day", never "1 of the 2 days since you began" (issue 35).
    package let lastDayToLog: Day
    /// The first day with anything in the export (nil when it holds nothing).
    package let firstDay: Day?
    /// The last day with anything in the export.
    package let lastDay: Day?

    /// First day of the dense per-day arrays below.
    let base: Day
    let activity: [DayActivity]
    let streakEnding: [Int]
    /// The longest of `streakEnding` up to each day: what `longestStreak(through:)` looks up, where scanning the
    /// days before it for each of a site's 522 weeks, index and years grew with the square of the history.
    let longestEndingBy: [Int]
    let disciplineCompleted: [Int]
    let disciplineCount: [Int]
    let disciplineRest: [Int]

    /// Showed-up days, in order.
    package let showedUp: [Day]
    /// Showed-up days that came after one or more empty days.
    package let comebacks: [Day]
    package let longestStreak: Int
    /// The last day of the (latest) longest streak.
    package let longestStreakEnd: Day?
    /// Weeks from the one holding the first day with data to the one holding `asOf`.
    package let weeks: [WeekFigures]
    package let milestones: [Milestone]
    /// The first day with a check-in, where the Discipline Score series begins.
    package let firstCheckInDay: Day?
    /// The first day, up to `asOf`, whose 14-day window holds `DisciplineScore.lineCheckIns` check-ins: where the
    /// score's line and sparkline begin (docs/figures.md). Nil while no window has held that many.
    package let scoreLineStart: Day?
    /// Whether the export has Coacher entries at all (a Discipline Coach file has only check-ins).
    package let hasEntries: Bool
    /// Every urge note's day, type and part of the day, by day.
    package let urgeMoments: [UrgeMoment]

    package init(export: Export, options: FigureOptions) {
        weekStart = options.weekStart
        var dataDays: [Day] = []
        dataDays.reserveCapacity(export.entries.count + export.checkIns.count + export.urgeNotes.count)
        // By index, not `for e in`: a DailyEntry copied per step retains each of its strings.
        for i in export.entries.indices { dataDays.append(export.entries[i].day) }
        for i in export.checkIns.indices { dataDays.append(export.checkIns[i].day) }
        for i in export.urgeNotes.indices { dataDays.append(export.urgeNotes[i].at.day) }
        firstDay = dataDays.min()
        lastDay = dataDays.max()
        let asOf = options.asOf ?? export.exportedAt?.day ?? lastDay ?? Day(number: 0)
        self.asOf = asOf
        firstCheckInDay = export.checkIns.map(\.day).min()
        urgeMoments = export.urgeNotes
            .map { UrgeMoment(day: $0.at.day, type: $0.type, part: PartOfDay(minuteOfDay: $0.at.minuteOfDay), choice: $0.chosenAction) }
            .stablySorted { $0.day }
        hasEntries = !export.entries.isEmpty

        let base = min(firstDay ?? asOf, asOf)
        let lastDayToLog: Day
        let end = max(lastDay ?? asOf, asOf)
        self.base = base
        let count = end - base + 1
        var activity = [DayActivity](repeating: DayActivity(), count: count)
        for i in export.entries.indices { Figures.record(export.entries[i], into: &activity[export.entries[i].day - base]) }
        for c in export.checkIns {
            activity[c.day - base].checkIns += 1
            if c.plannedToTrain { activity[c.day - base].trainingPlanned += 1 }
            if c.plannedToTrain, c.completedTraining { activity[c.day - base].plannedCompleted += 1 }
            if !c.plannedToTrain, !c.completedTraining { activity[c.day - base].restCheckIns += 1 }
            if c.completedTraining {
                activity[c.day - base].training = true
                activity[c.day - base].trainingCompleted += 1
            }
        }
        for u in export.urgeNotes { activity[u.at.day - base].urgeNotes += 1 }
        self.activity = activity
        // Only when the as-of day is the export's by default: a day named with `--as-of` is counted through.
        if options.asOf == nil, let first = firstDay, asOf > first, asOf == export.exportedAt?.day, asOf - base < count,
           !activity[asOf - base].showedUp {
            lastDayToLog = asOf - 1
        } else {
            lastDayToLog = asOf
        }
        self.lastDayToLog = lastDayToLog

        // Streaks and comebacks, one pass over the days.
        var streakEnding = [Int](repeating: 0, count: count)
        var showedUp: [Day] = []
        var comebacks: [Day] = []
        var longest = 0
        var longestEnd: Day?
        var milestones: [Milestone] = []
        // "As of" means as of: nothing after that day counts toward streaks, comebacks or milestones.
        let throughAsOf = max(0, min(count, asOf - base + 1))
        for i in 0..<throughAsOf where activity[i].showedUp {
            let run = (i > 0 ? streakEnding[i - 1] : 0) + 1
            streakEnding[i] = run
            let day = base + i
            showedUp.append(day)
            if Figures.isComeback(run: run, day: day, firstShowedUp: showedUp.first) { comebacks.append(day) }
            if run >= longest { longest = run; longestEnd = day }
            if Milestone.streakLengths.contains(run) { milestones.append(Milestone(kind: .streak(run), day: day)) }
        }
        self.streakEnding = streakEnding
        var longestSoFar = 0
        longestEndingBy = streakEnding.map { run in
            longestSoFar = max(longestSoFar, run)
            return longestSoFar
        }
        self.showedUp = showedUp
        self.comebacks = comebacks
        longestStreak = longest
        longestStreakEnd = longestEnd

        // Discipline Score: prefix sums over check-ins, so each day's 14-day window is two subtractions.
        var completedPrefix = [Int](repeating: 0, count: count + 1)
        var countPrefix = [Int](repeating: 0, count: count + 1)
        var restPrefix = [Int](repeating: 0, count: count + 1)
        for i in 0..<count {
            completedPrefix[i + 1] = completedPrefix[i] + activity[i].trainingCompleted
            countPrefix[i + 1] = countPrefix[i] + activity[i].checkIns
            restPrefix[i + 1] = restPrefix[i] + activity[i].restCheckIns
        }
        disciplineCompleted = completedPrefix
        disciplineCount = countPrefix
        disciplineRest = restPrefix
        var lineStart: Day?
        if let first = firstCheckInDay, first <= asOf {
            for i in (first - base)..<min(count, asOf - base + 1)
            where countPrefix[i + 1] - countPrefix[max(0, i + 1 - DisciplineScore.windowDays)] >= DisciplineScore.lineCheckIns {
                lineStart = base + i
                break
            }
        }
        scoreLineStart = lineStart

        // Weeks.
        var weekList: [WeekFigures] = []
        if let first = firstDay {
            var week = Week(start: options.weekStart.start(of: min(first, asOf)))
            let last = Week(start: options.weekStart.start(of: asOf))
            while week <= last {
                weekList.append(WeekFigures(week: week, counts: Figures.counts(
                    from: week.start, through: min(week.end, asOf), activity: activity, base: base,
                    streakEnding: streakEnding, firstShowedUp: showedUp.first, urges: urgeMoments),
                    recordedDays: max(0, min(week.end, lastDayToLog) - max(week.start, first) + 1)))
                week = week.next
            }
            // The week milestones are the app's: counted on the weeks of the export's own locale, whatever week
            // start the reader chose (`--locale`, `--week-start`), so every language lists the same milestones.
            // A file that names no locale (a bare check-in array) has only the reader's weeks.
            let appWeekStart = export.locale.map(WeekStart.forLocale) ?? options.weekStart
            var appWeek = Week(start: appWeekStart.start(of: min(first, asOf)))
            var fullMorningFound = false
            while appWeek.start <= asOf {
                let counts = Figures.counts(
                    from: appWeek.start, through: min(appWeek.end, asOf), activity: activity, base: base,
                    streakEnding: streakEnding, firstShowedUp: showedUp.first, urges: urgeMoments)
                if !fullMorningFound, counts.morningFocusDays == 7, appWeek.end <= asOf {
                    fullMorningFound = true
                    milestones.append(Milestone(kind: .fullMorningFocusWeek, day: appWeek.end))
                }
                if counts.prepDoneDays >= 5, let fifth = Figures.nthPrepDoneDay(5, in: appWeek, activity: activity, base: base), fifth <= asOf {
                    milestones.append(Milestone(kind: .consistencyWeek, day: fifth))
                }
                appWeek = appWeek.next
            }
        }
        weeks = weekList
        self.milestones = milestones.sorted { $0.day < $1.day }
    }

    // MARK: - Per-day questions

    /// What was logged on a day (empty outside the data).
    package func activity(on day: Day) -> DayActivity {
        let i = day - base
        return i >= 0 && i < activity.count ? activity[i] : DayActivity()
    }

    package func didShowUp(_ day: Day) -> Bool { activity(on: day).showedUp }

    /// Consecutive showed-up days ending on `day`; when `day` has not shown up (yet), ending the day before.
    package func currentStreak(on day: Day) -> Int {
        let i = day - base
        guard i >= 0 else { return 0 }
        if i < streakEnding.count, streakEnding[i] > 0 { return streakEnding[i] }
        let j = i - 1
        return j >= 0 && j < streakEnding.count ? streakEnding[j] : 0
    }

    /// The current streak on `asOf`.
    package var currentStreak: Int { currentStreak(on: asOf) }

    /// The Discipline Score of a day, with the numbers behind it.
    package func discipline(on day: Day) -> DisciplineScore {
        let hi = min(max(day - base + 1, 0), disciplineCount.count - 1)
        let lo = min(max(day - base + 1 - DisciplineScore.windowDays, 0), disciplineCount.count - 1)
        return DisciplineScore(
            day: day,
            completed: disciplineCompleted[hi] - disciplineCompleted[lo],
            checkIns: disciplineCount[hi] - disciplineCount[lo],
            rest: disciplineRest[hi] - disciplineRest[lo])
    }

    /// The Discipline Score of every day from the first check-in to `asOf` (empty without check-ins).
    package var disciplineSeries: [DisciplineScore] {
        guard let first = firstCheckInDay, first <= asOf else { return [] }
        return (0...(asOf - first)).map { discipline(on: first + $0) }
    }

    /// The week of `weekStart` that holds `day`.
    package func week(holding day: Day) -> Week { Week(start: weekStart.start(of: day)) }

    /// The figures of any week, also one outside the data (then all zero).
    package func figures(for week: Week) -> WeekFigures {
        if let first = weeks.first?.week.start {
            let i = (week.start - first) / 7
            if i >= 0, i < weeks.count, weeks[i].week == week { return weeks[i] }
        }
        return WeekFigures(
            week: week, counts: counts(from: week.start, through: min(week.end, asOf)),
            recordedDays: recordedDays(from: week.start, to: week.end))
    }

    /// What the days from `first` to `last` add up to (nothing when `last` comes first).
    package func counts(from first: Day, through last: Day) -> DayCounts {
        Figures.counts(
            from: first, through: last, activity: activity, base: base, streakEnding: streakEnding,
            firstShowedUp: showedUp.first, urges: urgeMoments)
    }

    /// The showed-up days from `first` through `last`, up to the as-of day: `counts(from:through:).showedUp` with
    /// `last` cut at as-of, found by halving the sorted showed-up days. A site's heatmaps ask this of some 9,000
    /// weeks, where adding every figure of every day to read one cost a few percent of the build.
    package func showedUpCount(from first: Day, through last: Day) -> Int {
        let last = min(last, asOf)
        guard first <= last else { return 0 }
        return showedUp.partitioningIndex { $0 > last } - showedUp.partitioningIndex { $0 >= first }
    }

    /// Days from `first` to `last`, up to the last day there was to log, since the records began: the days
    /// there were to log (days before the first day with data were never there).
    package func recordedDays(from first: Day, to last: Day) -> Int {
        max(0, min(last, lastDayToLog) - max(first, firstDay ?? asOf + 1) + 1)
    }

    /// The figures of the days from `first` to `last`, counted up to the as-of day.
    package func period(from first: Day, to last: Day) -> PeriodFigures {
        let end = min(last, asOf)
        var earlier: [Int] = []
        var earlierRecorded: [Int] = []
        let length = last - first + 1
        for n in 1...4 {
            let (a, b) = (first - n * length, last - n * length)
            // Earlier periods count only once the records have begun: days before the first entry are not "missing".
            guard let firstDay, b >= firstDay else { break }
            earlier.append(showedUpCount(from: a, through: b))
            earlierRecorded.append(recordedDays(from: a, to: b))
        }
        let shownBefore = showedUp.partitioningIndex { $0 > end }
        return PeriodFigures(
            first: first, last: last, end: end, counts: counts(from: first, through: end),
            daysSoFar: max(0, end - first + 1), recordedDays: recordedDays(from: first, to: last),
            daysBeforeRecords: max(0, min(firstDay ?? end + 1, end + 1) - first),
            currentStreak: currentStreak(on: end), longestStreak: longestStreak(through: end),
            comebacksToDate: comebacks.partitioningIndex { $0 > end },
            discipline: discipline(on: end), disciplineBefore: discipline(on: first - 1), earlier: earlier,
            earlierRecordedDays: earlierRecorded, lastShowedUp: shownBefore > 0 ? showedUp[shownBefore - 1] : nil,
            recordsBegin: firstDay.flatMap { $0 >= first && $0 <= end ? $0 : nil })
    }

    /// What the person chose in the urge notes of `first` … `last` (up to the as-of day), the same choice
    /// (ignoring case and white space at the ends) counted once per note: most often first, then in the order
    /// they first came. Counted on demand, not in `counts`, since only the cover asks for it.
    package func choices(from first: Day, through last: Day) -> [(choice: String, count: Int)] {
        let end = min(last, asOf)
        var order: [String] = []
        var tally: [String: (shown: String, count: Int)] = [:]
        for u in urgeMoments[urgeMoments.partitioningIndex { $0.day >= first }...] {
            if u.day > end { break }
            guard let choice = u.choice else { continue }
            let key = choice.lowercased()
            if let seen = tally[key] { tally[key] = (seen.shown, seen.count + 1) } else { tally[key] = (choice, 1); order.append(key) }
        }
        return order.enumerated()
            .sorted { (tally[$0.element]!.count, -$0.offset) > (tally[$1.element]!.count, -$1.offset) }
            .map { (tally[$0.element]!.shown, tally[$0.element]!.count) }
    }

    /// The weeks with anything logged in them, in order: what "every week" means for `--week all` and
    /// `--every-week`. Empty weeks are left out, so one mistyped date decades away cannot ask for
    /// thousands of empty files.
    package var weeksWithData: [WeekFigures] { weeks.filter { $0.showedUp > 0 } }

    /// The latest week with anything logged in it (nil when the export is empty).
    package var latestWeekWithData: Week? { lastDay.map { week(holding: min($0, asOf)) } }

    // MARK: - Building

    static func record(_ e: DailyEntry, into a: inout DayActivity) {
        if let m = e.morningFocus, m.isFilled { a.morningFocus = true }
        if let m = e.morningFocus, m.breathingDone == true || m.completedAt != nil { a.morningPractice = true }
        if let d = e.endOfDay, d.isFilled {
            a.endOfDay = true
            if let did = d.didCareAction {
                a.careAnswered = true
                if did { a.careActionDone = true }
            }
        }
        if let n = e.nightPrep, n.isFilled { a.nightPrep = true }
        if !e.prepChecks.isEmpty {
            a.prepChecks = true
            // A later entry for the same day supersedes the list of an earlier one.
            a.prepItems = PrepTally(e.prepChecks)
        }
        if a.morningFocus || a.endOfDay || a.nightPrep || a.prepChecks || !e.voiceNotes.isEmpty { a.entryLogged = true }
    }

    /// The one loop that adds days up: `first` to `last`, as far as the data reaches.
    static func counts(
        from first: Day, through last: Day, activity: [DayActivity], base: Day, streakEnding: [Int], firstShowedUp: Day?,
        urges: [UrgeMoment]
    ) -> DayCounts {
        var c = DayCounts()
        guard first <= last else { return c }
        let lo = max(first - base, 0), hi = min(last - base, activity.count - 1)
        if lo <= hi {
            for i in lo...hi {
                c.add(activity[i], run: streakEnding[i], inside: base + i - first + 1, comeback: isComeback(run: streakEnding[i], day: base + i, firstShowedUp: firstShowedUp))
            }
        }
        // By index, not `for u in`: a note copied per step retained its strings, for each of the site's 30,000 calls.
        var u = urges.partitioningIndex { $0.day >= first }
        while u < urges.endIndex, urges[u].day <= last {
            c.add(urges[u])
            u += 1
        }
        return c
    }

    /// A comeback: a day that starts a new run of showing up after an earlier showed-up day.
    static func isComeback(run: Int, day: Day, firstShowedUp: Day?) -> Bool {
        guard run == 1, let first = firstShowedUp else { return false }
        return day > first
    }

    static func nthPrepDoneDay(_ n: Int, in week: Week, activity: [DayActivity], base: Day) -> Day? {
        var seen = 0
        for day in week.days {
            let i = day - base
            if i >= 0, i < activity.count, activity[i].prepCheckDone {
                seen += 1
                if seen == n { return day }
            }
        }
        return nil
    }
}

extension Figures {
    /// Whether the score's line has begun by `day` (`scoreLineStart`): before it, no output tells a score.
    package func scoreLineBegun(by day: Day) -> Bool {
        scoreLineStart.map { $0 <= day } ?? false
    }
}
