/// Every derived figure of the contract, computed once from an export and used by every output.
public struct Figures: Sendable {
    public let weekStart: WeekStart
    /// The day "current" stands on; later days are the future.
    public let asOf: Day
    /// The first day with anything in the export (nil when it holds nothing).
    public let firstDay: Day?
    /// The last day with anything in the export.
    public let lastDay: Day?

    /// First day of the dense per-day arrays below.
    let base: Day
    let activity: [DayActivity]
    let streakEnding: [Int]
    let disciplineCompleted: [Int]
    let disciplineCount: [Int]

    /// Showed-up days, in order.
    public let showedUp: [Day]
    /// Showed-up days that came after one or more empty days.
    public let comebacks: [Day]
    public let longestStreak: Int
    /// The last day of the (latest) longest streak.
    public let longestStreakEnd: Day?
    /// Weeks from the one holding the first day with data to the one holding `asOf`.
    public let weeks: [WeekFigures]
    public let milestones: [Milestone]
    /// The first day with a check-in, where the Discipline Score series begins.
    public let firstCheckInDay: Day?
    /// Whether the export has Coacher entries at all (a Discipline Coach file has only check-ins).
    public let hasEntries: Bool
    /// Every urge note's day and type, for weeks outside `weeks`.
    let urgeDays: [(day: Day, type: UrgeType)]

    public init(export: Export, options: FigureOptions) {
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
        urgeDays = export.urgeNotes.map { ($0.at.day, $0.type) }
        hasEntries = !export.entries.isEmpty

        let base = min(firstDay ?? asOf, asOf)
        let end = max(lastDay ?? asOf, asOf)
        self.base = base
        let count = end - base + 1
        var activity = [DayActivity](repeating: DayActivity(), count: count)
        for i in export.entries.indices { Figures.record(export.entries[i], into: &activity[export.entries[i].day - base]) }
        for c in export.checkIns {
            activity[c.day - base].checkIns += 1
            if c.plannedToTrain { activity[c.day - base].trainingPlanned += 1 }
            if c.plannedToTrain, c.completedTraining { activity[c.day - base].plannedCompleted += 1 }
            if c.completedTraining {
                activity[c.day - base].training = true
                activity[c.day - base].trainingCompleted += 1
            }
        }
        for u in export.urgeNotes { activity[u.at.day - base].urgeNotes += 1 }
        self.activity = activity

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
        self.showedUp = showedUp
        self.comebacks = comebacks
        longestStreak = longest
        longestStreakEnd = longestEnd

        // Discipline Score: prefix sums over check-ins, so each day's 14-day window is two subtractions.
        var completedPrefix = [Int](repeating: 0, count: count + 1)
        var countPrefix = [Int](repeating: 0, count: count + 1)
        for i in 0..<count {
            completedPrefix[i + 1] = completedPrefix[i] + activity[i].trainingCompleted
            countPrefix[i + 1] = countPrefix[i] + activity[i].checkIns
        }
        disciplineCompleted = completedPrefix
        disciplineCount = countPrefix

        // Weeks.
        var weekList: [WeekFigures] = []
        if let first = firstDay {
            var week = Week(start: options.weekStart.start(of: min(first, asOf)))
            let last = Week(start: options.weekStart.start(of: asOf))
            var fullMorningFound = false
            while week <= last {
                let wf = Figures.weekFigures(week, activity: activity, base: base, through: asOf, urgeNotes: [:], streakEnding: streakEnding, firstShowedUp: showedUp.first)
                if !fullMorningFound, wf.morningFocusDays == 7, week.end <= asOf {
                    fullMorningFound = true
                    milestones.append(Milestone(kind: .fullMorningFocusWeek, day: week.end))
                }
                if wf.prepDoneDays >= 5, let fifth = Figures.nthPrepDoneDay(5, in: week, activity: activity, base: base), fifth <= asOf {
                    milestones.append(Milestone(kind: .consistencyWeek, day: fifth))
                }
                weekList.append(wf)
                week = week.next
            }
            // Urge notes by type, placed into their weeks.
            if let firstWeek = weekList.first?.week.start {
                for u in export.urgeNotes where u.at.day <= asOf {
                    let index = (options.weekStart.start(of: u.at.day) - firstWeek) / 7
                    if index >= 0, index < weekList.count { weekList[index].urges[u.type, default: 0] += 1 }
                }
            }
        }
        weeks = weekList
        self.milestones = milestones.sorted { $0.day < $1.day }
    }

    // MARK: - Per-day questions

    /// What was logged on a day (empty outside the data).
    public func activity(on day: Day) -> DayActivity {
        let i = day - base
        return i >= 0 && i < activity.count ? activity[i] : DayActivity()
    }

    public func didShowUp(_ day: Day) -> Bool { activity(on: day).showedUp }

    /// Consecutive showed-up days ending on `day`; when `day` has not shown up (yet), ending the day before.
    public func currentStreak(on day: Day) -> Int {
        let i = day - base
        guard i >= 0 else { return 0 }
        if i < streakEnding.count, streakEnding[i] > 0 { return streakEnding[i] }
        let j = i - 1
        return j >= 0 && j < streakEnding.count ? streakEnding[j] : 0
    }

    /// The current streak on `asOf`.
    public var currentStreak: Int { currentStreak(on: asOf) }

    /// The Discipline Score of a day, with the numbers behind it.
    public func discipline(on day: Day) -> DisciplineScore {
        let hi = min(max(day - base + 1, 0), disciplineCount.count - 1)
        let lo = min(max(day - base + 1 - DisciplineScore.windowDays, 0), disciplineCount.count - 1)
        return DisciplineScore(
            day: day,
            completed: disciplineCompleted[hi] - disciplineCompleted[lo],
            checkIns: disciplineCount[hi] - disciplineCount[lo])
    }

    /// The Discipline Score of every day from the first check-in to `asOf` (empty without check-ins).
    public var disciplineSeries: [DisciplineScore] {
        guard let first = firstCheckInDay, first <= asOf else { return [] }
        return (0...(asOf - first)).map { discipline(on: first + $0) }
    }

    /// The week of `weekStart` that holds `day`.
    public func week(holding day: Day) -> Week { Week(start: weekStart.start(of: day)) }

    /// The figures of any week, also one outside the data (then all zero).
    public func figures(for week: Week) -> WeekFigures {
        if let first = weeks.first?.week.start {
            let i = (week.start - first) / 7
            if i >= 0, i < weeks.count, weeks[i].week == week { return weeks[i] }
        }
        var urges: [UrgeType: Int] = [:]
        for u in urgeDays where week.contains(u.day) && u.day <= asOf { urges[u.type, default: 0] += 1 }
        return Figures.weekFigures(week, activity: activity, base: base, through: asOf, urgeNotes: urges, streakEnding: streakEnding, firstShowedUp: showedUp.first)
    }

    /// The weeks with anything logged in them, in order: what "every week" means for `--week all` and
    /// `--every-week`. Empty weeks are left out, so one mistyped date decades away cannot ask for
    /// thousands of empty files.
    public var weeksWithData: [WeekFigures] { weeks.filter { $0.showedUp > 0 } }

    /// The latest week with anything logged in it (nil when the export is empty).
    public var latestWeekWithData: Week? { lastDay.map { week(holding: min($0, asOf)) } }

    // MARK: - Building

    static func record(_ e: DailyEntry, into a: inout DayActivity) {
        if let m = e.morningFocus, m.isFilled { a.morningFocus = true }
        if let d = e.endOfDay, d.isFilled {
            a.endOfDay = true
            if d.didCareAction == true { a.careActionDone = true }
        }
        if let n = e.nightPrep, n.isFilled { a.nightPrep = true }
        if !e.prepChecks.isEmpty {
            a.prepChecks = true
            if e.prepChecks.contains(where: { $0.status == .done }) { a.prepCheckDone = true }
        }
        if a.morningFocus || a.endOfDay || a.nightPrep || a.prepChecks || !e.voiceNotes.isEmpty { a.entryLogged = true }
    }

    /// The figures of `week`, counting its days up to `last` (the as-of day).
    static func weekFigures(_ week: Week, activity: [DayActivity], base: Day, through last: Day, urgeNotes: [UrgeType: Int], streakEnding: [Int], firstShowedUp: Day?) -> WeekFigures {
        var wf = WeekFigures(
            week: week, showedUp: 0, careActionDays: 0, morningFocusDays: 0, prepDoneDays: 0,
            checkIns: 0, trainingPlanned: 0, trainingCompleted: 0, urges: urgeNotes, comebacks: 0)
        for day in week.days where day <= last {
            let i = day - base
            guard i >= 0, i < activity.count else { continue }
            let a = activity[i]
            if a.showedUp { wf.showedUp += 1 }
            if a.careActionDone { wf.careActionDays += 1 }
            if a.morningFocus { wf.morningFocusDays += 1 }
            if a.prepCheckDone { wf.prepDoneDays += 1 }
            wf.checkIns += a.checkIns
            wf.trainingPlanned += a.trainingPlanned
            wf.trainingCompleted += a.trainingCompleted
            wf.plannedCompleted += a.plannedCompleted
            if isComeback(run: streakEnding[i], day: day, firstShowedUp: firstShowedUp) { wf.comebacks += 1 }
        }
        return wf
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
