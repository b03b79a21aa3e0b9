/// Turns an export, its figures and the words into the `WeeklyReflection` of any week.
///
/// Build one per export and ask it for as many weeks as needed: entries, notes and check-ins are sorted
/// once, and each week only reads its own days.
public struct WeeklyReflectionBuilder: Sendable {
    let export: Export
    let figures: Figures
    let words: Localizer
    /// By day, file order kept within a day (two entries for one day both appear).
    let entries: [DailyEntry]
    let checkIns: [CheckIn]
    /// By moment, file order kept for equal moments.
    let urgeNotes: [UrgeNote]

    public init(export: Export, figures: Figures, localizer: Localizer) {
        self.export = export
        self.figures = figures
        words = localizer
        entries = export.entries.stablySorted { $0.day }
        checkIns = export.checkIns.stablySorted { $0.day }
        urgeNotes = export.urgeNotes.stablySorted { $0.at.secondsSince1970 }
    }

    public init(context: ReportContext) {
        self.init(export: context.export, figures: context.figures, localizer: context.localizer)
    }

    public func reflection(for week: Week) -> WeeklyReflection {
        let wf = figures.period(from: week.start, to: week.end)
        let weekLabel = words("week.isoWeek", week.isoWeek.week, week.isoWeek.year)
        let range = words.dateRange(week.start, week.end)
        let name = export.profile.flatMap { $0.name.hasContent ? $0.name.trimmed : nil }
        let empty = wf.showedUp == 0
        // A week before the records begin has no numbers or history to show, only kind words.
        let beforeData = figures.firstDay.map { week.end < $0 } ?? true
        let days = empty ? [] : week.days.map { daySection($0) }
        // The notes the figures count: the week's, up to the as-of day.
        let weekNotes = urgeNotes.filter { week.contains($0.at.day) && $0.at.day <= wf.end }

        let cover = WeeklyReflection.Cover(
            eyebrow: words("week.eyebrow", weekLabel),
            title: name ?? range,
            subtitle: name != nil ? range : weekLabel,
            goal: export.profile?.goal.flatMap { $0.hasContent ? words("week.goal", $0.trimmed) : nil },
            encouragement: encouragement(week, wf),
            numbers: beforeData ? [] : numbers(week, wf),
            dayTableTitle: words("week.days.title"),
            dayRows: empty ? [] : days.map { dayRow($0) },
            showsCharts: !beforeData)

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
            achievements: empty ? nil : achievementSection(week),
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

    func numbers(_ week: Week, _ wf: PeriodFigures) -> [WeeklyReflection.Number] {
        let end = wf.end
        var numbers: [WeeklyReflection.Number] = []
        // An empty week's cover says so in words; "0/7" in large type would only weigh on it.
        if wf.showedUp > 0 {
            numbers.append(.init(value: words("week.number.showedUp.value", wf.showedUp), label: words("week.number.showedUp")))
        }
        numbers += [
            .init(value: String(wf.currentStreak), label: words("week.number.current", words.shortDate(end)),
                  detail: wf.currentStreak == 0 ? words("week.number.current.new") : nil),
            .init(value: String(wf.longestStreak), label: words("week.number.longest")),
            .init(value: String(wf.comebacksToDate), label: words("week.number.comebacks")),
        ]
        if let first = figures.firstCheckInDay, first <= end {
            let now = wf.discipline
            let before = wf.disciplineBefore
            var details: [String] = []
            details.append(now.checkIns > 0
                ? words("chart.trend.latest", now.completed, now.checkIns) : words("chart.trend.none"))
            if let s = now.score, let e = before.score {
                details.append(s > e ? words("week.change.up", s - e) : s < e ? words("week.change.down", e - s) : words("week.change.same"))
            }
            numbers.append(.init(
                value: now.score.map(String.init) ?? words("score.none"), label: words("chart.trend.title"),
                detail: details.joined(separator: "\n")))
        }
        return numbers
    }

    /// One sentence, from the first fact of the week that holds: kind, specific, never a judgement.
    func encouragement(_ week: Week, _ wf: PeriodFigures) -> String {
        if figures.firstDay == nil { return words("week.encourage.nothingYet") }
        if wf.isAhead { return words("week.encourage.ahead") }
        let end = wf.end
        let daysSoFar = wf.daysSoFar
        if wf.showedUp == 0 { return words(daysSoFar < 7 ? "week.encourage.emptySoFar" : "week.encourage.emptyWeek") }
        if wf.showedUp == 7 { return words("week.encourage.everyDay") }
        if daysSoFar < 7, wf.showedUp == daysSoFar { return words("week.encourage.everyDaySoFar") }
        if let streak = figures.milestones.last(where: { week.contains($0.day) && $0.day <= end && $0.isStreak }),
           case .streak(let n) = streak.kind {
            return words("week.encourage.streak", n)
        }
        if wf.comebacks > 0 { return words("week.encourage.comeback") }
        if wf.careActionDays >= 3 { return words("week.encourage.care", wf.careActionDays) }
        if wf.urgeCount > 0 { return words.plural("week.encourage.urges", wf.urgeCount) }
        if wf.trainingCompleted > 0 { return words.plural("week.encourage.training", wf.trainingCompleted) }
        return words.plural("week.encourage.showedUp", wf.showedUp)
    }

    func dayRow(_ section: WeeklyReflection.DaySection) -> WeeklyReflection.DayRow {
        let day = section.day
        let a = figures.activity(on: day)
        var parts: [String] = []
        if a.morningFocus { parts.append(words("week.part.morning")) }
        if a.endOfDay { parts.append(words("week.part.evening")) }
        if a.nightPrep || a.prepChecks { parts.append(words("week.part.prep")) }
        if a.checkIns > 0 { parts.append(words("week.part.training")) }
        if a.urgeNotes > 0 { parts.append(words.plural("week.part.urges", a.urgeNotes)) }
        let summary: String
        if day > figures.asOf { summary = words("week.days.ahead") }
        else if parts.isEmpty { summary = a.showedUp ? words("week.days.logged") : words("week.days.quiet") }
        else { summary = parts.joined(separator: " · ").capitalizedFirst }
        return .init(label: words.shortDate(day).capitalizedFirst, summary: summary, anchor: section.anchor, logged: a.showedUp)
    }

    // MARK: - Days

    func daySection(_ day: Day) -> WeeklyReflection.DaySection {
        let dayEntries = slice(entries, day) { $0.day }
        let dayCheckIns = slice(checkIns, day) { $0.day }
        var parts: [WeeklyReflection.DayPart] = []
        for entry in dayEntries { parts += entryParts(entry) }
        for checkIn in dayCheckIns { parts.append(trainingPart(checkIn)) }
        let gentle: String?
        if !parts.isEmpty { gentle = nil }
        else if day > figures.asOf { gentle = words("week.day.ahead") }
        else if figures.activity(on: day).urgeNotes > 0 { gentle = words("week.day.onlyUrges") }
        else { gentle = words("week.day.quiet") }
        return .init(
            day: day, anchor: "day-" + day.iso,
            title: words("week.day.title", words.weekdayName(day.weekday), day.dayOfMonth, words.monthName(day.month)).capitalizedFirst,
            outlineTitle: words.shortDate(day).capitalizedFirst, parts: parts, gentle: gentle)
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
            parts.append(.init(kind: .morning, title: words("week.morning.title"), time: m.completedAt.map(clock), items: items))
        }

        if let d = e.endOfDay, d.isFilled {
            var items: [Item] = []
            if let did = d.didCareAction {
                items.append(.answer(prompt: words("week.evening.didCare"), text: words(did ? "week.yes" : "week.evening.notToday")))
            }
            items += [answer("week.evening.whatHelped", d.whatHelped), answer("week.evening.comfortPull", d.comfortPull),
                      answer("week.evening.urgesNoticed", d.urgesNoticed), answer("week.evening.smallWin", d.smallWinForTomorrow)]
                .compactMap { $0 }
            if let followed = d.followedSwap {
                items.append(.answer(prompt: words("week.evening.followedSwap"), text: words(followed ? "week.yes" : "week.evening.notThisTime")))
            }
            items += [answer("week.evening.feel", d.feelAboutIt), answer("week.evening.inTheWay", d.whatGotInTheWay)].compactMap { $0 }
            if items.isEmpty { items.append(.fact(words("week.evening.closed"))) }
            parts.append(.init(kind: .evening, title: words("week.evening.title"), time: d.dayCompletedAt.map(clock), items: items))
        }

        if let n = e.nightPrep, n.isFilled {
            var done: [String] = []
            if n.stickyNotes == true { done.append(words("week.night.stickyNotes")) }
            if n.preppedProduce == true { done.append(words("week.night.produce")) }
            if n.waterReady == true { done.append(words("week.night.water")) }
            if n.breakfastPrepped == true { done.append(words("week.night.breakfast")) }
            var items: [Item] = done.isEmpty ? [] : [.fact(words("week.night.done", done.joined(separator: ", ")))]
            if let other = answer("week.night.other", n.other) { items.append(other) }
            parts.append(.init(kind: .nightPrep, title: words("week.night.title"), time: nil, items: items))
        }

        if !e.prepChecks.isEmpty {
            let items: [Item] = e.prepChecks.map { check in
                .fact(words("week.prep.item", check.title.shown?.trimmed ?? words("week.prep.untitled"), prepStatus(check.status)))
            }
            parts.append(.init(kind: .prepChecks, title: words("week.prep.title"), time: nil, items: items))
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
        case (true, false): key = "week.training.plannedNotToday"
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

    func prepStatus(_ s: PrepStatus) -> String {
        switch s {
        case .done, .partly, .skip: return words("prep.\(s.rawValue)")
        default: return s.rawValue
        }
    }

    func clock(_ instant: Instant) -> String { words.clockTime(minuteOfDay: instant.minuteOfDay) }

    // MARK: - Urge notes

    func urgeSection(_ notes: [UrgeNote], _ wf: PeriodFigures) -> WeeklyReflection.UrgeSection? {
        guard !notes.isEmpty else { return nil }
        var byType: [UrgeType: [UrgeNote]] = [:]
        for note in notes { byType[note.type, default: []].append(note) }
        let groups = byType.keys.sorted().map { type in
            let list = byType[type]!
            return WeeklyReflection.UrgeGroup(
                type: type,
                title: words("week.urges.group", urgeTypeName(type), wf.urges[type, default: 0]),
                notes: list.map { note in
                    var details: [String] = []
                    if let action = note.chosenAction.shown { details.append(words("week.urges.chose", action.trimmed)) }
                    if note.keptAudio == true { details.append(words("week.urges.audio")) }
                    return WeeklyReflection.UrgeItem(
                        when: when(note),
                        text: note.text.shown?.trimmed, details: details)
                })
        }
        return .init(
            title: words("week.urges.title"), intro: words.plural("summary.urges.count", wf.urgeCount),
            pattern: export.redaction == .counts ? nil : UrgePattern(wf.counts).plainSentence(words, kindName: urgeKindPhrase),
            groups: groups, showsChart: true)
    }

    /// The day and time of a note; the day alone where times are withheld (`Redaction.counts`).
    func when(_ note: UrgeNote) -> String {
        let day = words.shortDate(note.at.day)
        return export.redaction == .counts ? day : words("date.time", day, words.clockTime(minuteOfDay: note.at.minuteOfDay))
    }

    func urgeTypeName(_ type: UrgeType) -> String {
        UrgeType.known.contains(type) ? words("urge.\(type.rawValue)") : type.rawValue.capitalizedFirst
    }

    func urgeKindPhrase(_ type: UrgeType) -> String {
        UrgeType.known.contains(type) ? words("summary.pattern.kind.\(type.rawValue)") : type.rawValue
    }

    // MARK: - Discipline Score

    func disciplineSection(_ week: Week, _ wf: PeriodFigures) -> WeeklyReflection.DisciplineSection? {
        let end = wf.end
        guard let first = figures.firstCheckInDay, first <= end else { return nil }
        let now = wf.discipline
        let before = wf.disciplineBefore
        var sentence: String
        if let s = now.score {
            sentence = words("week.discipline.now", words.shortDate(end), s, now.completed, now.checkIns)
            if let e = before.score {
                sentence += " " + (s > e ? words("week.discipline.up", s - e) : s < e ? words("week.discipline.down", e - s) : words("week.discipline.same"))
            }
        } else {
            sentence = words("week.discipline.none", words.shortDate(end))
        }
        return .init(title: words("chart.trend.title"), sentence: sentence)
    }

    // MARK: - Achievements and milestones

    func achievementSection(_ week: Week) -> WeeklyReflection.AchievementSection {
        let end = end(of: week)
        var items: [String] = []
        for a in export.achievements.filter({ week.contains($0.dayEarned) }).sorted(by: { $0.dayEarned < $1.dayEarned }) {
            var line = words("week.achievement", a.name.trimmed, words.shortDate(a.dayEarned))
            if let d = a.details.shown { line += " " + words("week.achievement.details", d.trimmed) }
            items.append(line)
        }
        for m in figures.milestones where week.contains(m.day) && m.day <= end {
            let day = words.shortDate(m.day)
            switch m.kind {
            case .streak(let n): items.append(words("summary.milestone.streak", day, words.plural("days", n)))
            case .fullMorningFocusWeek: items.append(words("summary.milestone.fullMorningFocusWeek", day))
            case .consistencyWeek: items.append(words("summary.milestone.consistencyWeek", day))
            }
        }
        if items.isEmpty { items.append(words("summary.milestones.none")) }
        return .init(title: words("week.achievements.title"), items: items)
    }

    // MARK: - Metadata

    /// The export's own time stamp, so the same input gives the same bytes; for a bare check-in file
    /// (which has none), the week's last day.
    func documentDate(_ week: Week) -> String {
        guard let at = export.exportedAt else { return week.end.iso + "T00:00:00Z" }
        return at.iso8601
    }
}

extension Milestone {
    var isStreak: Bool { if case .streak = kind { return true } else { return false } }
}

extension Instant {
    /// `2026-11-22T22:00:34-05:00`: the local time with its offset, whole seconds.
    var iso8601: String {
        let local = Int((secondsSince1970 + Double(utcOffset)).rounded(.down))
        let day = Day(number: Int((Double(local) / 86_400).rounded(.down)))
        let seconds = local - day.number * 86_400
        let offset = abs(utcOffset) / 60
        return day.iso + "T" + Day.pad(seconds / 3600, 2) + ":" + Day.pad(seconds / 60 % 60, 2) + ":" + Day.pad(seconds % 60, 2)
            + (utcOffset == 0 ? "Z" : (utcOffset < 0 ? "-" : "+") + Day.pad(offset / 60, 2) + ":" + Day.pad(offset % 60, 2))
    }
}

extension String {
    /// Without white space at either end.
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }

    /// The first letter in upper case ("mandag 16. november" → "Mandag 16. november").
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
