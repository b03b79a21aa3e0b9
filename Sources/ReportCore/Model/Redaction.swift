/// How much of what the person wrote an output may hold. Anything meant to be shared (the site, an email)
/// defaults to leaving their words out; what they keep for themselves (`week`, `summary`, `chart`) to `full`.
public enum Redaction: String, CaseIterable, Sendable {
    /// Everything the person wrote.
    case full
    /// No text the person typed, the profile's goal included; figures, charts, urge types and times, the
    /// action chosen from the app's own list (`MiniCoachOptions`), achievements, milestones and the name stay.
    case summary
    /// Figures and charts only: no name, no goal, no clock times (of urge notes, Morning Focus and End of Day),
    /// no chosen actions.
    case counts

    /// What a withheld answer holds: it still counts as filled in (so every figure is the same at every
    /// level), and no writer shows it (`String.shown`). Characters from the private-use area, which no
    /// app writes as an answer of its own.
    public static let withheld = "\u{E000}\u{2026}"

    /// Whether outputs may tell when an urge note was written (its clock time, the pattern of the hours):
    /// not at `counts`. The one place that rule lives; every builder asks it.
    public var showsUrgeTimes: Bool { self != .counts }
}

extension Export {
    /// The export as an output at `level` may see it: the one place words are taken out, right after
    /// reading and before figures and writers, so no writer can leak what it never receives.
    package func redacted(_ level: Redaction) -> Export {
        var e = self
        e.redact(level)
        return e
    }

    /// `redacted(level)` in place: reading hands over the only copy of a 10-year export's entries, which a
    /// copy would have duplicated and then freed, before any other work can start.
    package mutating func redact(_ level: Redaction) {
        guard level != .full else { return }
        redaction = level
        for i in entries.indices { entries[i].withholdWords() }
        for i in urgeNotes.indices {
            urgeNotes[i].text = urgeNotes[i].text.withheld
            // An action from the app's own list stays, as the app writes it; anything else was typed.
            urgeNotes[i].chosenAction = level == .counts ? nil : urgeNotes[i].chosenAction.flatMap(MiniCoachOptions.option)
            if level == .counts { urgeNotes[i].keptAudio = nil }
        }
        for i in checkIns.indices { checkIns[i].note = checkIns[i].note.withheld }
        for i in prepItems.indices { prepItems[i].title = Redaction.withheld }
        for i in achievements.indices { achievements[i].details = achievements[i].details.withheld }
        // The goal is the person's own words, as every answer is.
        profile?.goal = nil
        if level == .counts {
            profile = profile.map { p in Profile(name: "", goal: nil, daysPerWeek: p.daysPerWeek, experience: nil) }
            for i in entries.indices { entries[i].withholdClockTimes() }
            // When the person exported is their moment too: the PDF's dates and the email's Date header show it.
            exportedAt = exportedAt?.clockWithheld()
        }
    }
}

extension DailyEntry {
    /// Every answer the person typed withheld; what was set (switches, times, choices from the app's lists) stays.
    mutating func withholdWords() {
        if var m = morningFocus {
            m.myWhy = m.myWhy.withheld; m.challengeOther = m.challengeOther.withheld; m.chosenSwap = m.chosenSwap.withheld
            m.commitTo = m.commitTo.withheld; m.commitFrom = m.commitFrom.withheld; m.identity = m.identity.withheld
            m.careAction = m.careAction.withheld; m.stressResponse = m.stressResponse.withheld; m.snackBackup = m.snackBackup.withheld
            // A challenge the format does not know is shown as written, and nothing tells it from typed text.
            if let c = m.challenge, !Challenge.known.contains(c) { m.challenge = .other }
            morningFocus = m
        }
        if var d = endOfDay {
            d.feelAboutIt = d.feelAboutIt.withheld; d.whatGotInTheWay = d.whatGotInTheWay.withheld; d.whatHelped = d.whatHelped.withheld
            d.comfortPull = d.comfortPull.withheld; d.urgesNoticed = d.urgesNoticed.withheld
            d.smallWinForTomorrow = d.smallWinForTomorrow.withheld
            endOfDay = d
        }
        if var n = nightPrep { n.other = n.other.withheld; nightPrep = n }
        for i in prepChecks.indices { prepChecks[i].title = Redaction.withheld }
        voiceNotes = voiceNotes.map { _ in Redaction.withheld }
    }
}

extension DailyEntry {
    /// When Morning Focus and End of Day were completed, taken out: the weekly PDF showed each day's times at
    /// `counts`. Each stays set (with its day), so it still counts as filled in.
    mutating func withholdClockTimes() {
        if var m = morningFocus { m.completedAt = m.completedAt?.clockWithheld(); morningFocus = m }
        if var d = endOfDay { d.dayCompletedAt = d.dayCompletedAt?.clockWithheld(); endOfDay = d }
    }
}

extension Instant {
    /// This moment with its clock time taken out: local midnight of its day, marked so that no output shows a time.
    func clockWithheld() -> Instant {
        var i = Instant(secondsSince1970: Double(day.number * 86_400 - utcOffset), utcOffset: utcOffset, day: day, minuteOfDay: 0)
        i.isClockWithheld = true
        return i
    }

    /// The moment, when an output may show its clock time; nil when it was withheld.
    package var shownClock: Instant? { isClockWithheld ? nil : self }
}

extension Optional where Wrapped == String {
    /// `Redaction.withheld` where there were words, blank where there were none: filled in exactly as before.
    var withheld: String? { map { $0.hasContent ? Redaction.withheld : $0 } }
}

extension String {
    /// The text as an output shows it: nil when blank or withheld.
    package var shown: String? { hasContent && self != Redaction.withheld ? self : nil }
}

extension Optional where Wrapped == String {
    package var shown: String? { self?.shown }
}
