import ReportCore
/// Turns an export, its figures and the words into the `WeeklyReflection` of any week.
///
/// Build one per export and ask it for as many weeks as needed: entries, notes and check-ins are sorted
/// once, and each week only reads its own days.
package struct WeeklyReflectionBuilder: Sendable {
    let export: Export
    let figures: Figures
    let words: Localizer
    /// The statements every output shares.
    let story: Story
    /// By day, file order kept within a day (two entries for one day both appear).
    let entries: [DailyEntry]
    let checkIns: [CheckIn]
    /// By moment, file order kept for equal moments.
    let urgeNotes: [UrgeNote]
    /// Each day's steps from `--health`, for the steps pattern; nil without it.
    var steps: [Day: Int]? = nil

    package init(export: Export, figures: Figures, localizer: Localizer) {
        self.export = export
        self.figures = figures
        words = localizer
        story = Story(figures: figures, localizer: localizer)
        entries = export.entries.stablySorted { $0.day }
        checkIns = export.checkIns.stablySorted { $0.day }
        urgeNotes = export.urgeNotes.stablySorted { $0.at.secondsSince1970 }
    }

    package init(context: ReportContext) {
        self.init(export: context.export, figures: context.figures, localizer: context.localizer)
        steps = Patterns.steps(context.health?.days)
    }

    package func reflection(for week: Week) -> WeeklyReflection {
        let wf = figures.period(from: week.start, to: week.end)
        let weekLabel = words("week.isoWeek", week.isoWeek.week, week.isoWeek.year)
        let range = words.dateRange(week.start, week.end)
        let name = export.profile.flatMap { $0.name.hasContent ? $0.name.trimmed : nil }
        let empty = wf.showedUp == 0
        // A week before the records begin has no numbers or history to show, only kind words.
        let beforeData = figures.firstDay.map { week.end < $0 } ?? true
        // The days there were: from the day the records begin to the as-of day. A day before the person
        // started, or one still ahead, has a row in the table but no page of its own; a day with nothing
        // logged has neither: the pages tell what happened, not what did not (docs/words.md).
        let days = empty ? [] : week.days.filter { isRecorded($0) && !isQuiet($0) }.map { daySection($0) }
        // The notes the figures count: the week's, up to the as-of day.
        let weekNotes = urgeNotes.filter { week.contains($0.at.day) && $0.at.day <= wf.end }

        let cover = WeeklyReflection.Cover(
            eyebrow: words("week.eyebrow", weekLabel),
            title: name ?? range,
            subtitle: name != nil ? range : weekLabel,
            goal: export.profile?.goal.flatMap { $0.hasContent ? words("week.goal", $0.trimmed) : nil },
            encouragement: encouragement(week, wf),
            // A week before the records or still ahead has no figures of its own: its cover is words only.
            numbers: beforeData || wf.isAhead ? [] : numbers(week, wf),
            dayTableTitle: words("week.days.title"),
            dayRows: empty ? [] : week.days.filter { !isQuiet($0) }.map { day in dayRow(day, anchor: days.first { $0.contains(day) }?.anchor) },
            dayTablePageLabel: words("week.days.page"),
            showsCharts: !beforeData,
            forCoach: empty ? nil : forCoach(week, wf))

        let author = name ?? export.appName.flatMap { $0.hasContent ? $0 : nil } ?? "Coacher"
        let metadata = DocumentMetadata(
            title: words("week.pdf.title", range),
            author: author,
            subject: words("week.pdf.subject", weekLabel),
            creationDate: documentDate(week),
            modificationDate: documentDate(week))

        return WeeklyReflection(
            week: week, weekLabel: weekLabel, dateRange: range, cover: cover, days: days,
            urges: empty ? nil : urgeSection(weekNotes, wf),
            discipline: empty ? nil : disciplineSection(week, wf),
            achievements: empty ? nil : achievementSection(week, wf),
            noticed: empty ? nil : noticed(week),
            closing: words("compassion"),
            metadata: metadata,
            labels: WeeklyReflection.Labels(
                header: words("week.header", weekLabel, range),
                coverOutline: words("week.outline.cover"),
                urgesOutline: words("week.urges.title"),
                disciplineOutline: words("chart.trend.title"),
                achievementsOutline: words("week.achievements.title")))
    }

    /// The last day whose figures are known: the week's end, or the export's "now" inside the week.
    func end(of week: Week) -> Day { min(week.end, figures.asOf) }

    // MARK: - Cover

    /// Whether a day was there to log: on or after the day the records begin, and not after the as-of day.
    func isRecorded(_ day: Day) -> Bool {
        guard let first = figures.firstDay else { return false }
        return day >= first && day <= figures.asOf
    }

    /// The tiles: each says something that happened. A tile that would show 0 gives way to one that has
    /// something to say (the last day showed up, the check-ins of the week), or is left out.
    func numbers(_ week: Week, _ wf: PeriodFigures) -> [NumberTile] {
        var numbers: [NumberTile] = []
        // Showed up of the days there were: "5/7", "1/1" on the first day of a week, "3/4" since you began.
        if wf.showedUp > 0 {
            let showedUp = story.showedUpShort(wf)
            numbers.append(.init(
                value: words("week.number.showedUp.value", words.number(showedUp.number), words.number(showedUp.of ?? 0)),
                label: story.showedUpTileLabel(wf)))
        }
        if let streak = story.streak(wf), let through = wf.lastShowedUp {
            // The streak of the headline, dated on its last day, which the person showed up on.
            let isLongest = wf.currentStreak == wf.longestStreak && wf.currentStreak > 1
            numbers.append(.init(
                value: words.number(streak.number), label: words.plural("story.tile.streak", streak.number, words.shortDate(through)),
                detail: isLongest ? words("week.number.current.longest") : nil))
        } else if let last = wf.lastShowedUp {
            numbers.append(.init(value: words.dayMonth(last), label: words("week.number.lastDay")))
        }
        if wf.longestStreak > wf.currentStreak, wf.longestStreak > 1 {
            numbers.append(.init(value: words.number(wf.longestStreak), label: words.plural("week.number.longest", wf.longestStreak)))
        }
        if wf.comebacksToDate > 0 {
            numbers.append(.init(value: words.number(wf.comebacksToDate), label: words.plural("week.number.comebacks", wf.comebacksToDate)))
        }
        if let tile = disciplineTile(week, wf) { numbers.append(tile) }
        return numbers
    }

    /// The Discipline Score with the one line that stands behind it (Story.completedSessions, as every output says it):
    /// a tile is read at a glance, so its change, rest days and sessions trained are told on the score's page.
    /// A score of 0, none, or one that comes mostly from planned rest days (`DisciplineScore.mostlyRest`: the
    /// app counts rest as a check-in without a session) gives way to the check-ins of the week: a headline
    /// never leads with a score made by resting as planned.
    func disciplineTile(_ week: Week, _ wf: PeriodFigures) -> NumberTile? {
        guard let first = figures.firstCheckInDay, first <= wf.end else { return nil }
        let now = wf.discipline
        let lineBegun = figures.scoreLineBegun(by: now.day)
        if let s = now.score, s > 0, !now.mostlyRest, lineBegun {
            return .init(value: words.number(s), label: words("chart.trend.title"),
                         detail: story.completedSessions(now)?.text ?? "")
        }
        guard wf.checkIns > 0 else { return nil }
        // One line here too: the rest days the week's check-ins kept, else the day they began.
        let detail = wf.restDays > 0 ? words.plural("week.number.rest", wf.restDays)
            : week.contains(first) ? words("week.number.firstCheckIn", words.shortDate(first)) : nil
        return .init(value: words.number(wf.checkIns), label: words.plural("week.number.checkIns", wf.checkIns), detail: detail)
    }

    /// One sentence, from the first fact of the week that holds: kind, specific, never a judgement, and
    /// in agreement with the tiles beside it.
    func encouragement(_ week: Week, _ wf: PeriodFigures) -> String {
        if figures.firstDay == nil { return words("week.encourage.nothingYet") }
        if wf.isAhead { return words("week.encourage.ahead") }
        let end = wf.end
        // Of the days there were to log, as the tile beside it says.
        let days = story.showedUpShort(wf).of ?? 0
        if days == 0 { return words("week.encourage.before") }
        if wf.showedUp == 0 { return words(days < wf.length ? "week.encourage.emptySoFar" : "week.encourage.emptyWeek") }
        if wf.showedUp == days {
            if wf.daysBeforeRecords > 0 {
                return words(days == 1 ? "week.encourage.firstDay" : "week.encourage.everyDaySinceStart")
            }
            if days == wf.length { return words("week.encourage.everyDay") }
            return words(days == 1 ? "week.encourage.firstDayOfWeek" : "week.encourage.everyDaySoFar")
        }
        // A streak milestone this week, told as the streak the tile beside it shows, while it still runs.
        if figures.milestones.contains(where: { week.contains($0.day) && $0.day <= end && $0.isStreak }), let streak = story.streak(wf),
           wf.currentStreak >= wf.longestRunReached {
            return words("story.encourage.streak", streak.text.capitalizedFirst)
        }
        if wf.comebacks > 0 { return words("week.encourage.comeback") }
        if wf.careActionDays >= 3 { return words("week.encourage.care", words.number(wf.careActionDays)) }
        if wf.urgeCount > 0 { return words.plural("week.encourage.urges", wf.urgeCount) }
        if wf.trainingCompleted > 0 { return words.plural("week.encourage.training", wf.trainingCompleted) }
        if wf.restDays > 0 { return words.plural("week.encourage.rest", wf.restDays) }
        return words.plural("week.encourage.showedUp", wf.showedUp)
    }

    func dayRow(_ day: Day, anchor: String?) -> WeeklyReflection.DayRow {
        let a = figures.activity(on: day)
        var parts: [String] = []
        if a.morningFocus { parts.append(words("week.part.morning")) }
        if a.endOfDay { parts.append(words("week.part.evening")) }
        if a.nightPrep || a.prepChecks { parts.append(words("week.part.nightPrep")) }
        if a.trainingCompleted > 0 { parts.append(words("week.part.training")) }
        else if a.isRestDay { parts.append(words("week.part.rest")) }
        else if a.checkIns > 0 { parts.append(words("week.part.checkIn")) }
        if a.urgeNotes > 0 { parts.append(words.plural("week.part.urges", a.urgeNotes)) }
        let summary: String
        if day > figures.asOf { summary = words("week.days.ahead") }
        else if figures.firstDay.map({ day < $0 }) ?? true { summary = words("week.days.before") }
        else if parts.isEmpty { summary = words("week.days.logged") }
        else { summary = parts.joined(separator: " · ").capitalizedFirst }
        return .init(label: words.tableDate(day).capitalizedFirst, summary: summary, anchor: anchor, logged: a.showedUp)
    }

    // MARK: - For the coach

    /// The longest of their own lines worth quoting on the cover; a longer answer is still on its day's page.
    static let quoteLimit = 180

    func forCoach(_ week: Week, _ wf: PeriodFigures) -> WeeklyReflection.ForCoach {
        let weekEntries = entries.filter { week.contains($0.day) && $0.day <= wf.end }
        // Their own best lines: the latest two different answers to "I am someone who …" and to
        // "What helped …", in the order of the days.
        func latest(_ key: String, _ text: (DailyEntry) -> String?) -> [WeeklyReflection.OwnWords] {
            var seen: Set<String> = []
            var picked: [String] = []
            for e in weekEntries.reversed() {
                guard let t = text(e).shown else { continue }
                let line = t.trimmed
                guard line.count <= Self.quoteLimit, seen.insert(line.lowercased()).inserted else { continue }
                picked.append(line)
                if picked.count == 2 { break }
            }
            return picked.isEmpty ? [] : [.init(prompt: words(key), lines: picked.reversed())]
        }
        let own = latest("week.morning.identity") { $0.morningFocus?.identity }
            + latest("week.evening.whatHelped") { $0.endOfDay?.whatHelped }

        var cameUp: [String] = []
        if export.redaction.showsUrgeTimes, let pattern = UrgePattern(wf.counts).plainSentence(words, kindName: { words($0.kindKey) }) {
            cameUp.append(words.plural("summary.urges.count", wf.urgeCount) + " " + pattern)
        }
        // The three chosen most, and how many more: a list that stops at three says so, never drops one silently.
        let choices = figures.choices(from: week.start, through: week.end)
        if !choices.isEmpty {
            var named = choices.prefix(3).map { words.plural("week.cameUp.choice", $0.count, MiniCoachOptions.shown($0.choice)) }
            if choices.count > 3 { named.append(words.plural("week.cameUp.more", choices.count - 3)) }
            cameUp.append(words("week.cameUp.choices", words.list(named)))
        }
        return .init(
            ownWordsTitle: words("week.own.title"), ownWords: own,
            cameUpTitle: words("week.cameUp.title"), cameUp: cameUp,
            talkTitle: words("week.talk.title"), talkLines: 4)
    }

    // MARK: - Days

    func daySection(_ day: Day) -> WeeklyReflection.DaySection {
        let dayEntries = slice(entries, day) { $0.day }
        let dayCheckIns = slice(checkIns, day) { $0.day }
        var parts: [WeeklyReflection.DayPart] = []
        // Two entries for one day both appear, but a part a second entry repeats word for word appears once.
        for entry in dayEntries {
            for part in entryParts(entry) where !parts.contains(where: { $0.kind == part.kind && $0.title == part.title && $0.items == part.items }) {
                parts.append(part)
            }
        }
        for checkIn in dayCheckIns { parts.append(trainingPart(checkIn)) }
        let gentle: String?
        if !parts.isEmpty { gentle = nil }
        else if day > figures.asOf { gentle = words("week.day.ahead") }
        else if figures.activity(on: day).urgeNotes > 0 { gentle = words("week.day.onlyUrges") }
        else { gentle = nil }
        return .init(
            day: day, anchor: "day-" + day.iso,
            title: words("week.day.title", words.weekdayName(day.weekday), day.dayOfMonth, words.monthName(day.month)).capitalizedFirst,
            outlineTitle: words.shortDate(day).capitalizedFirst, parts: parts, gentle: gentle)
    }

    /// A day between the first record and the as-of day with nothing in it: no row, no page.
    func isQuiet(_ day: Day) -> Bool {
        guard let first = figures.firstDay, day >= first, day <= figures.asOf else { return false }
        let a = figures.activity(on: day)
        return !a.showedUp && a.urgeNotes == 0 && a.checkIns == 0 && slice(entries, day) { $0.day }.isEmpty
    }

    /// The entries (or check-ins) of one day from a list sorted by day.
    func slice<T>(_ list: [T], _ day: Day, _ dayOf: (T) -> Day) -> ArraySlice<T> {
        let lo = list.partitioningIndex { dayOf($0) >= day }
        let hi = list.partitioningIndex { dayOf($0) > day }
        return list[lo..<max(lo, hi)]
    }

    func entryParts(_ e: DailyEntry) -> [WeeklyReflection.DayPart] {
        var parts: [WeeklyReflection.DayPart] = []
        typealias Item = WeeklyReflection.Item
        func answer(_ key: String, _ text: String?) -> Item? {
            guard let t = text.shown else { return nil }
            return .answer(prompt: words(key), text: t.trimmed)
        }

        if let m = e.morningFocus, m.isFilled {
            var items: [Item] = []
            if m.breathingDone == true { items.append(.fact(words("week.morning.breathing"))) }
            items += [answer("week.morning.identity", m.identity), answer("week.morning.careAction", m.careAction),
                      answer("week.morning.stressResponse", m.stressResponse), answer("week.morning.snackBackup", m.snackBackup),
                      answer("week.morning.myWhy", m.myWhy)].compactMap { $0 }
            if let c = m.challenge, c != .none, c.rawValue.hasContent {
                items.append(.answer(prompt: words("week.morning.challenge"), text: challengeText(c, other: m.challengeOther)))
            } else if let other = answer("week.morning.challenge", m.challengeOther) {
                items.append(other)
            }
            if let swap = answer("week.morning.swap", m.chosenSwap) { items.append(swap) }
            let to = m.commitTo.shown?.trimmed
            let from = m.commitFrom.shown?.trimmed
            if let to, let from {
                items.append(.answer(prompt: words("week.morning.commitBoth"), text: words("week.morning.commitBoth.text", to, from)))
            } else if let to {
                items.append(.answer(prompt: words("week.morning.commitTo"), text: to))
            } else if let from {
                items.append(.answer(prompt: words("week.morning.commitFrom"), text: from))
            }
            if items.isEmpty { items.append(.fact(words("week.morning.opened"))) }
            parts.append(.init(kind: .morning, title: words("week.morning.title"), time: m.completedAt?.shownClock.map(clock), items: items))
        }

        if let d = e.endOfDay, d.isFilled {
            var items: [Item] = []
            // An answer is shown when it tells what happened; a "no" is not listed (no ledger of what did not happen).
            if d.didCareAction == true {
                items.append(.answer(prompt: words("week.evening.didCare"), text: words("week.yes")))
            }
            items += [answer("week.evening.whatHelped", d.whatHelped), answer("week.evening.comfortPull", d.comfortPull),
                      answer("week.evening.urgesNoticed", d.urgesNoticed), answer("week.evening.smallWin", d.smallWinForTomorrow)]
                .compactMap { $0 }
            if d.followedSwap == true {
                items.append(.answer(prompt: words("week.evening.followedSwap"), text: words("week.yes")))
            }
            items += [answer("week.evening.feel", d.feelAboutIt), answer("week.evening.inTheWay", d.whatGotInTheWay)].compactMap { $0 }
            if items.isEmpty { items.append(.fact(words("week.evening.closed"))) }
            parts.append(.init(kind: .evening, title: words("week.evening.title"), time: d.dayCompletedAt?.shownClock.map(clock), items: items))
        }

        if let n = e.nightPrep, n.isFilled {
            var done: [String] = []
            if n.stickyNotes == true { done.append(words("week.night.stickyNotes")) }
            if n.preppedProduce == true { done.append(words("week.night.produce")) }
            if n.waterReady == true { done.append(words("week.night.water")) }
            if n.breakfastPrepped == true { done.append(words("week.night.breakfast")) }
            var items: [Item] = done.isEmpty ? [] : [.fact(words("week.night.done", done.joined(separator: ", ")))]
            if let other = answer("week.night.other", n.other) { items.append(other) }
            parts.append(.init(kind: .nightPrep, title: words("week.nightPrep.before"), time: nil, items: items))
        }

        if !e.prepChecks.isEmpty {
            // What was prepared, never what was not; where the titles are withheld, the day's totals.
            let prepared = e.prepChecks.compactMap { check in story.prepStatus(check.status).map { (check, $0) } }
            var items: [Item] = []
            if prepared.contains(where: { $0.0.title == Redaction.withheld }) {
                let tally = PrepTally(e.prepChecks)
                if let totals = story.prepTotals(done: tally.done, partly: tally.partly) { items.append(.fact(totals.text)) }
            } else {
                items = prepared.map { check, status in .fact(words("week.prep.item", check.title.shown?.trimmed ?? words("week.prep.untitled"), status)) }
            }
            if !items.isEmpty { parts.append(.init(kind: .prepChecks, title: words("week.nightPrep.tomorrow"), time: nil, items: items)) }
        }

        if !e.voiceNotes.isEmpty {
            parts.append(.init(kind: .voice, title: words("week.voice.title"), time: nil,
                               items: [.fact(words.plural("week.voice.count", e.voiceNotes.count))]))
        }
        return parts
    }

    func trainingPart(_ c: CheckIn) -> WeeklyReflection.DayPart {
        let key: String
        switch (c.plannedToTrain, c.completedTraining) {
        case (true, true): key = "week.training.plannedDone"
        case (true, false): key = "week.training.plannedCheckedIn"
        case (false, true): key = "week.training.unplannedDone"
        case (false, false): key = "week.training.rest"
        }
        var items: [WeeklyReflection.Item] = [.fact(words(key))]
        if let note = c.note.shown { items.append(.answer(prompt: words("week.training.note"), text: note.trimmed)) }
        return .init(kind: .training, title: words("week.training.title"), time: nil, items: items)
    }

    func challengeText(_ c: Challenge, other: String?) -> String {
        let known: [Challenge] = [.skippingMeals, .lateNightSnacking, .sugaryDrinks, .onTheGo, .emotionalEating]
        if known.contains(c) { return words("week.challenge.\(c.rawValue)") }
        if c == .other { return other.shown?.trimmed ?? words("week.challenge.other") }
        return c.rawValue  // a newer app's value, kept as it is
    }

    func clock(_ instant: Instant) -> String { words.clockTime(minuteOfDay: instant.minuteOfDay) }

    // MARK: - Urge notes

    func urgeSection(_ notes: [UrgeNote], _ wf: PeriodFigures) -> WeeklyReflection.UrgeSection? {
        guard !notes.isEmpty else { return nil }
        var byType: [UrgeType: [UrgeNote]] = [:]
        for note in notes { byType[note.type.told, default: []].append(note) }
        let counts = UrgeType.told(wf.urges)
        let groups = byType.keys.sorted().map { type in
            let list = byType[type]!
            return WeeklyReflection.UrgeGroup(
                type: type,
                title: words("week.urges.group", words(type.nameKey), words.number(counts[type, default: list.count])),
                notes: list.map { note in
                    var details: [String] = []
                    if let action = note.chosenAction.shown { details.append(words("week.urges.chose", MiniCoachOptions.shown(action.trimmed))) }
                    if note.keptAudio == true { details.append(words("week.urges.audio")) }
                    return WeeklyReflection.UrgeItem(
                        when: words.moment(note.at, withClock: export.redaction.showsUrgeTimes),
                        text: note.text.shown?.trimmed, details: details)
                })
        }
        return .init(
            title: words("week.urges.title"), intro: words.plural("summary.urges.count", wf.urgeCount),
            pattern: !export.redaction.showsUrgeTimes ? nil : UrgePattern(wf.counts).plainSentence(words, kindName: { words($0.kindKey) }),
            groups: groups, showsChart: true)
    }

    // MARK: - What you noticed

    /// The patterns of the 84 days up to the week's end (the as-of day when that is earlier), in Story's words.
    func noticed(_ week: Week) -> Noticed? {
        guard let window = Patterns.window(figures, first: week.start, last: week.end, isWeek: true) else { return nil }
        return story.noticed(Patterns.find(figures, in: window, steps: steps))
    }

    // MARK: - Discipline Score

    func disciplineSection(_ week: Week, _ wf: PeriodFigures) -> WeeklyReflection.DisciplineSection? {
        let end = wf.end
        guard let first = figures.firstCheckInDay, first <= end else { return nil }
        let now = wf.discipline
        let before = wf.disciplineBefore
        var sentences: [String] = []
        // Before the score's line begins, no number: the chart beside it draws none yet (docs/figures.md).
        if now.score != nil, !figures.scoreLineBegun(by: end) {
            sentences.append(words("summary.discipline.early"))
            if let training = story.training(wf) { sentences.append(words("story.discipline.week", training.text)) }
            return .init(title: words("chart.trend.title"), sentence: sentences.joined(separator: " "))
        }
        if let s = now.score, s > 0 {
            sentences.append(words("story.discipline.score", words.shortDate(end), words.number(s)))
            if let behind = story.disciplineBehind(now) { sentences.append(behind.text) }
            // A lower score is not told as a drop: the week's numbers below say what the week held.
            if let e = before.score, s >= e {
                sentences.append(s > e ? words("week.discipline.up", words.number(s - e)) : words("week.discipline.same"))
            }
        } else if now.score != nil {
            sentences.append(words("week.discipline.zero", words.shortDate(end)))
        } else {
            sentences.append(words("week.discipline.none", words.shortDate(end)))
        }
        // Planned rest days among the check-ins are said plainly: they count, and lower the score (docs/words.md).
        if let rest = story.restInScore(now) { sentences.append(rest.text) }
        // The week's own numbers: what was trained, and its rest days.
        if let training = story.training(wf) { sentences.append(words("story.discipline.week", training.text)) }
        return .init(title: words("chart.trend.title"), sentence: sentences.joined(separator: " "))
    }

    // MARK: - Achievements and milestones

    /// The app's badges of the week, named by type in the person's language, then coach-report's milestones
    /// that no badge already tells (a "14-day streak" badge and the 14-day milestone are one line).
    func achievementSection(_ week: Week, _ wf: PeriodFigures) -> WeeklyReflection.AchievementSection {
        let end = wf.end
        var items: [String] = []
        var toldStreaks: Set<Int> = []
        for a in export.achievements.filter({ week.contains($0.dayEarned) && $0.dayEarned <= end }).sorted(by: { $0.dayEarned < $1.dayEarned }) {
            let name: String
            switch a.type {
            case "streak":
                if let n = a.streakLength {
                    name = words("achievement.streak", words.number(n))
                    toldStreaks.insert(n)
                } else {
                    name = words("achievement.streak.plain")
                }
            case "consistency", "first_week": name = words("achievement." + a.type!)
            default: name = a.name.trimmed
            }
            var line = words("week.achievement", name, words.shortDate(a.dayEarned))
            if let d = a.details.shown { line += " " + words("week.achievement.details", d.trimmed) }
            items.append(line)
        }
        for m in figures.milestones where week.contains(m.day) && m.day <= end {
            if case .streak(let n) = m.kind, toldStreaks.contains(n) { continue }
            items.append(story.milestone(m).text)
        }
        if items.isEmpty { items.append(words("summary.milestones.none")) }
        return .init(title: words("week.achievements.title"), items: items)
    }

    // MARK: - Metadata

    /// The export's own time stamp, so the same input gives the same bytes; for a bare check-in file
    /// (which has none), the week's last day.
    func documentDate(_ week: Week) -> String {
        guard let at = export.exportedAt else { return TimeStamp.iso8601(week.end) }
        return at.iso8601
    }
}
