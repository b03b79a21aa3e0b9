import ReportCore
/// Turns an export and its figures into the view of one summary: every sentence chosen,
/// localized and escaped here, so the templates only arrange them.
///
/// Build one per export and ask it for as many periods as needed: the entries and notes are
/// sorted once, and each period only reads its own days.
///
/// The same sentences come as Markdown (`SummaryStyle.markdown`, the summary files) or as plain text
/// (`.plain`, for outputs that escape for their own medium, such as the email's two bodies).
package struct SummaryBuilder: Sendable {
    let figures: Figures
    let words: Localizer
    /// The statements every output shares: the numbers, their denominators and their words.
    let story: Story
    package let style: SummaryStyle
    let profileName: String?
    /// Whether the export holds any Coacher entries or urge notes at all: a Discipline Coach file
    /// has neither, and its summary leaves those sections out rather than calling them empty.
    let hasEntries: Bool
    let hasUrgeNotes: Bool
    /// Whether urge times are shown (`Redaction.showsUrgeTimes`); at `counts` notes are told by day, with no pattern of the hours.
    let showsTimes: Bool
    /// Entries by day, file order kept within a day (two entries for one day both appear).
    let entries: [DailyEntry]
    /// Urge notes by the moment they were written, file order kept for equal moments.
    let urgeNotes: [UrgeNote]
    /// The places in `urgeNotes` by each note's day (then place): a period's notes are a run of it, found by
    /// halving rather than by reading every note of the history for each of a site's 522 weeks.
    let urgeNotesByDay: [(day: Day, index: Int)]
    /// Weight and steps from `--health`, for the Body section; nil without it.
    let health: HealthShown?
    /// The most characters of one text the person typed that is shown whole; nil: every text whole (the Markdown
    /// file, kept like the PDF). Pages read on a screen (the site's, the email's) give `screenLength`.
    let shownLength: Int?
    /// Whether a longer period lists its days and urge notes, or only its numbers and highlights.
    let detail: SummaryDetail

    /// How much of one text a page for the screen shows: some ten printed pages, far beyond any note a phone
    /// keeps, so only a pasted book is cut; a 30 MiB note would otherwise cost a site or an email hundreds of
    /// megabytes in Markdown, HTML and MIME. The cut says so on the page (`summary.shortened`).
    package static let screenLength = 16 * 1024
    /// Where a Markdown view being made sets its long texts aside (`LongText`); nil on the builder itself.
    var shelf: LongTextShelf?

    /// `only`: the one period this builder will be asked for, so it sorts that period's entries and notes
    /// rather than the whole export's (one week's email from ten years of data); nil for any period.
    package init(
        export: Export, figures: Figures, localizer: Localizer, style: SummaryStyle = .markdown, only period: SummaryPeriod? = nil,
        health: HealthShown? = nil, shownLength: Int? = nil, detail: SummaryDetail = .highlights
    ) {
        self.figures = figures
        self.detail = detail
        self.health = health
        self.shownLength = shownLength
        words = localizer
        story = Story(figures: figures, localizer: localizer)
        self.style = style
        profileName = export.profile?.name.hasContent == true ? export.profile?.name : nil
        hasEntries = !export.entries.isEmpty
        hasUrgeNotes = !export.urgeNotes.isEmpty
        showsTimes = export.redaction.showsUrgeTimes
        let entries = period.map { p in export.entries.filter { p.contains($0.day) } } ?? export.entries
        let notes = period.map { p in export.urgeNotes.filter { p.contains($0.at.day) } } ?? export.urgeNotes
        // Exports come in order, so these are mostly only checked (the site builds this once, before its pages).
        self.entries = entries.stablySorted { $0.day }
        let byMoment = notes.stablySorted { $0.at.secondsSince1970 }
        urgeNotes = byMoment
        urgeNotesByDay = byMoment.indices.map { (byMoment[$0].at.day, $0) }.stablySorted { $0.day }
    }

    package func view(for period: SummaryPeriod) -> SummaryView {
        guard style == .markdown else { return makeView(for: period) }
        var builder = self
        let shelf = LongTextShelf()
        builder.shelf = shelf
        var view = builder.makeView(for: period)
        view.longTexts = shelf.all
        return view
    }

    func makeView(for period: SummaryPeriod) -> SummaryView {
        // Days after the export's "now" are still ahead: figures stop at the last day that has been.
        let pf = figures.period(from: period.first, to: period.last)
        let range = words.dateRange(period.first, period.last)
        let isWeek = period.week != nil
        let name = profileName.map { escape($0) }
        let greetingKey = "summary.greeting." + (isWeek ? "week" : "period")
        // The highlights every output of a longer period tells alike (a week has none; where the days are listed,
        // the person's words of the highlights are left to the list).
        let highlights = period.week != nil ? PeriodHighlights()
            : story.highlights(first: period.first, last: period.last, entries: Array(entries(in: period)), urgeNotes: urgeNotes(in: period, through: pf.end))
        var view = SummaryView(
            language: words.language.rawValue,
            title: say(isWeek ? "summary.title.week" : "summary.title.period", .text(range)),
            plainTitle: words(isWeek ? "summary.title.week" : "summary.title.period", range),
            greeting: name.map { say(greetingKey + ".named", .markdown($0)) } ?? say(greetingKey),
            headline: headline(pf, isWeek: isWeek, highlights: highlights),
            care: hasEntries ? care(period, pf, highlights) : nil,
            urges: hasUrgeNotes ? urges(period, pf, highlights) : nil,
            discipline: discipline(period, pf),
            milestones: milestones(period),
            body: body(period),
            noticed: noticed(period),
            closing: say("compassion"))
        // A month of 31 quiet days is one kind sentence, never a page of sections saying "none" (a week keeps
        // its sections: its page is short, and the weekly outputs tell a quiet week in their own way).
        if !isWeek, pf.showedUp == 0 { view.quiet = say(story.showedUp(pf)) }
        return view
    }

    // MARK: - Headline

    func headline(_ pf: PeriodFigures, isWeek: Bool, highlights: PeriodHighlights) -> SummaryHeadline {
        let showedUp = say(story.showedUp(pf))
        let streak: String
        // A period that is over is told at its end, never as "current" or "now" read months later.
        let over = story.isOver(pf)
        if let current = story.streak(pf) {
            let key = !over ? "story.summary.streak" : isWeek ? "story.summary.streak.over.week" : "story.summary.streak.over"
            streak = say(key, .text(current.text), .text(story.longestStreak(pf).text))
        } else if over, pf.longestStreak > 0 {
            // No "a new streak starts the next day you show up" about days long past.
            streak = say(isWeek ? "summary.streak.over.week" : "summary.streak.over", .text(""), .text(story.longestStreak(pf).text))
        } else {
            // No "longest so far: 0 days" before the first day shown up: a zero is a grade.
            streak = say(pf.longestStreak > 0 ? "summary.streak.new" : "summary.streak.first", .text(""), .text(story.longestStreak(pf).text))
        }
        let comebacks = story.comebacks(pf).map(say)
        // The period before, only where it helps: never as a decline, never beside a period still under way,
        // and no average of earlier periods (a fraction of a day is not a day anyone can picture).
        let compare = pf.earlier.isEmpty ? say("summary.compare.first") : story.earlier(pf, isWeek: isWeek).map(say)
        return SummaryHeadline(
            heading: say("summary.headline.heading"), showedUp: showedUp, streak: streak,
            comebacks: comebacks, compare: compare, highlights: highlights.fromFigures.map(say))
    }

    // MARK: - Care actions

    /// A line the person broke continues at the content column of a nested list item.
    static let careIndent = "    "

    func care(_ period: SummaryPeriod, _ pf: PeriodFigures, _ chosen: PeriodHighlights) -> SummaryCare {
        // One block a day, however many entries the file holds for it: a line a second entry repeats is said once.
        var days: [SummaryCareDay] = []
        var lastDay: Day?
        for entry in entries(in: period) {
            let lines = careLines(entry)
            if entry.day == lastDay, !days.isEmpty {
                for line in lines where !days[days.count - 1].lines.contains(line) { days[days.count - 1].lines.append(line) }
            } else if !lines.isEmpty {
                days.append(SummaryCareDay(date: escape(words.shortDate(entry.day)), lines: lines))
                lastDay = entry.day
            }
        }
        let prep = pf.prepItems
        let none = days.isEmpty ? say(hasWithheldPlans(period) ? "summary.care.withheld" : "summary.care.none") : nil
        var highlights: [String] = []
        if !listsDays(period) {
            highlights = [chosen.care, chosen.helped].compactMap { $0 }.map(say)
            days = []
        }
        return SummaryCare(
            heading: say("summary.care.heading"),
            // Of the evenings that answered, as the care ring says it; only when the care action happened.
            answered: story.care(pf).map(say),
            // What was prepared; what was skipped is not tallied.
            prepTotals: story.prepTotals(done: prep.done, partly: prep.partly)
                .map { say("summary.care.prepTotals", .text($0.arguments[0])) },
            days: days, none: none, highlights: highlights)
    }

    /// Whether the summary lists the period's days and urge notes: a week's always, a longer period's with
    /// `--detail days`.
    func listsDays(_ period: SummaryPeriod) -> Bool { period.week != nil || detail == .days }

    /// Whether the period's plans are there but are the person's own words, left out at this redaction level: then
    /// "no plans" would not be true.
    func hasWithheldPlans(_ period: SummaryPeriod) -> Bool {
        entries(in: period).contains { e in
            [e.morningFocus?.careAction, e.morningFocus?.stressResponse, e.morningFocus?.commitTo, e.endOfDay?.whatHelped]
                .contains { $0 == Redaction.withheld }
        }
    }

    func careLines(_ entry: DailyEntry) -> [String] {
        func typed(_ text: String) -> MarkdownPiece { .markdown(escape(text, continuation: Self.careIndent)) }
        func content(_ text: String?) -> String? { text.shown }
        /// A plan, and the evening's word when it said the plan happened; an evening that said it did not adds
        /// nothing (what did not happen is never listed).
        func plan(_ plan: String, evening answer: Bool?) -> String {
            guard answer == true else { return plan }
            return say("summary.care.withEvening", .markdown(plan), .markdown(say("summary.care.evening.yes")))
        }
        let focus = entry.morningFocus
        let evening = entry.endOfDay
        var lines: [String] = []
        if let care = content(focus?.careAction) {
            lines.append(plan(say("summary.care.action", typed(care)), evening: evening?.didCareAction))
        } else if evening?.didCareAction == true {
            lines.append(say("summary.care.eveningOnly.yes"))
        }
        if let stress = content(focus?.stressResponse) {
            lines.append(say("summary.care.stress", typed(stress)))
        }
        if let to = content(focus?.commitTo) {
            let swap = content(focus?.commitFrom).map { say("summary.care.commitInstead", typed(to), typed($0)) }
                ?? say("summary.care.commit", typed(to))
            lines.append(plan(swap, evening: evening?.followedSwap))
        }
        if let helped = content(evening?.whatHelped) {
            lines.append(say("summary.care.helped", typed(helped)))
        }
        // What was prepared, never what was not. Where the titles are withheld, the day's totals stand for the
        // list, so a row of "A prep item (…)" never adds up to a tally.
        let prepared = entry.prepChecks.compactMap { check in story.prepStatus(check.status).map { (check, $0) } }
        if prepared.contains(where: { $0.0.title == Redaction.withheld }) {
            let tally = PrepTally(entry.prepChecks)
            if let totals = story.prepTotals(done: tally.done, partly: tally.partly) { lines.append(say(totals)) }
        } else if !prepared.isEmpty {
            let items = prepared.map { check, status in
                say("summary.care.prepItem", check.title.shown.map(typed) ?? .text(words("week.prep.untitled")), .text(status))
            }
            lines.append(say("summary.care.prep", .markdown(items.joined(separator: ", "))))
        }
        return lines
    }

    // MARK: - Urge notes

    func urges(_ period: SummaryPeriod, _ pf: PeriodFigures, _ chosen: PeriodHighlights) -> SummaryUrges {
        let notes = urgeNotes(in: period, through: pf.end)
        let heading = say("summary.urges.heading")
        guard !notes.isEmpty else {
            return SummaryUrges(
                heading: heading, count: nil, types: [], pattern: nil, notes: [],
                none: say("summary.urges.none"))
        }
        let types = UrgeType.told(pf.urges).sorted { $0.key < $1.key }.map { type, n in
            say("summary.urges.type", .markdown(typeName(type)), .text(words.number(n)))
        }
        let highlights = listsDays(period) ? [] : [chosen.response].compactMap { $0 }.map(say)
        let items = !listsDays(period) ? [] : notes.map { note in
            SummaryUrgeNote(
                when: escape(
                    words.moment(note.at, withClock: showsTimes)),
                kind: typeName(note.type),
                action: note.chosenAction.shown.map(MiniCoachOptions.shown)
                    .map { say("summary.urges.chose", .markdown(escape($0, continuation: "  "))) },
                audio: note.keptAudio == true ? say("summary.urges.audio") : nil,
                quote: note.text.shown.map { quoted($0, indent: "  ") })
        }
        return SummaryUrges(
            heading: heading, count: sayPlural("summary.urges.count", pf.urgeCount), types: types,
            pattern: !showsTimes ? nil : patternSentence(UrgePattern(pf.counts)), notes: items, none: nil, highlights: highlights)
    }

    /// The app's name for a type of urge, as Story tells it (a type a newer app added is "Other / not sure").
    func typeName(_ type: UrgeType) -> String { say(type.nameKey) }

    /// The type in plain words for the pattern sentence ("stress or emotions").
    func kindPhrase(_ type: UrgeType) -> String { say(type.kindKey) }

    // MARK: - Discipline Score

    func discipline(_ period: SummaryPeriod, _ pf: PeriodFigures) -> SummaryDiscipline? {
        let end = pf.end
        guard let firstCheckIn = figures.firstCheckInDay, firstCheckIn <= end, period.first <= end else { return nil }
        let score = pf.discipline
        let before = period.first - 1
        let earlier = pf.disciplineBefore
        let shown = score.score.map(words.number) ?? words("score.none")
        let now: String
        if let s = score.score, let e = earlier.score, s >= e {
            // In running text, a date with its month in full and its year: a year's summary compares with the
            // last day of the year before ("up 53 since December 31, 2025").
            let change = say(s > e ? "summary.discipline.up" : "summary.discipline.same", .text(words.number(s - e)), .text(words.longDate(before)))
            now = say("summary.discipline.nowChange", .text(words.shortDate(end)), .text(shown), .markdown(change))
        } else {
            now = say("summary.discipline.now", .text(words.shortDate(end)), .text(shown))
        }
        // Before the score's line begins (three check-ins in 14 days, docs/figures.md), no number is told: a 100
        // from one check-in says little, and the chart beside it draws no line yet.
        let lineBegun = figures.scoreLineBegun(by: end)
        if score.score != nil, !lineBegun {
            return SummaryDiscipline(
                heading: say("summary.discipline.heading"), now: say("summary.discipline.early"), behind: nil,
                weeksIntro: "", weeks: [], sparkline: "")
        }
        var behind = story.disciplineBehind(score).map(say) ?? say("summary.discipline.noCheckIns", .text(words.shortDate(end)))
        // Planned rest days among the check-ins are said plainly: they count, and lower the score (docs/words.md).
        if let rest = story.restInScore(score) { behind += " " + say(rest) }
        // A lower score is told as the week's own numbers, never as "N points lower".
        if let lower = story.lowerScore(pf) { behind += " " + say(lower) }

        // A short list: the week and the three before it, or the last eight weeks of a longer period, whose rows
        // are cut at the period's ends: a year's last row stands on Dec 31, with the score said above, not on a
        // Saturday of the next year.
        let lastWeek = figures.week(holding: end)
        let periodWeeks = (end - figures.weekStart.start(of: period.first)) / 7 + 1
        let weekCount = period.week != nil ? 4 : min(8, periodWeeks)
        let weeks = (0..<weekCount).reversed().map { Week(start: lastWeek.start - 7 * $0) }
            .filter { $0.end >= firstCheckIn && $0.end >= (figures.scoreLineStart ?? firstCheckIn) }
            .map { week -> String in
                // A period's rows are cut at its ends, as the PDF's are: the last row's score is the period's.
                let (first, last) = period.week == nil ? (max(week.start, period.first), min(week.end, period.last)) : (week.start, week.end)
                let d = figures.discipline(on: min(last, figures.asOf))
                let label = words.dateRange(first, last)
                // A 0 is listed with its check-ins, not as "0 of 1" (Story.completedSessions).
                guard let row = story.scoreRow(label, d) else {
                    return say("summary.discipline.weekNone", .text(label), .text(words("score.none")))
                }
                return say(row)
            }

        let window = period.length <= 14 ? 14 : 30
        // As the trend's line: from where a score means something (`Figures.scoreLineStart`), the app's values.
        let scores = (0..<window).reversed().map { end - $0 }.map { day in
            figures.scoreLineStart.flatMap { day >= $0 ? figures.discipline(on: day).score : nil }
        }
        // The shape only: its first and last values side by side would narrate a fall ("from 85 to 54").
        let sparkline = say(
            // A code span: in a monospace font each block is drawn at its own height (in a proportional
            // fallback font, browsers drew the row as one solid bar).
            "summary.discipline.sparkline", .text(words.number(window)), style == .markdown ? .markdown("`" + Sparkline.text(scores) + "`") : .text(Sparkline.text(scores)))
        return SummaryDiscipline(
            heading: say("summary.discipline.heading"), now: now, behind: behind,
            // A list shorter than the period says so, so a reader comparing it with the PDF's rows sees why.
            weeksIntro: period.week == nil && weeks.count < periodWeeks && weeks.count > 1
                ? say("summary.discipline.weeksLast", .text(words.number(weeks.count))) : say("summary.discipline.weeks"),
            weeks: weeks, sparkline: sparkline)
    }

    // MARK: - Milestones

    func milestones(_ period: SummaryPeriod) -> SummaryMilestones {
        let items = figures.milestones.filter { period.contains($0.day) && $0.day <= figures.asOf }.map { say(story.milestone($0)) }
        return SummaryMilestones(
            heading: say("summary.milestones.heading"), items: items,
            // No milestone, no section: an empty one only says what did not happen.
            none: nil)
    }

    // MARK: - The period's share of the export

    func entries(in period: SummaryPeriod) -> ArraySlice<DailyEntry> {
        let lo = entries.partitioningIndex { $0.day >= period.first }
        let hi = entries.partitioningIndex { $0.day > period.last }
        return entries[lo..<max(lo, hi)]
    }

    /// The notes written in `period` up to `end` (the as-of day): the same notes the figures count.
    func urgeNotes(in period: SummaryPeriod, through end: Day) -> [UrgeNote] {
        // Sorted by moment; a note's day also depends on its UTC offset (travel), so the period's days are a run of
        // the notes by day, whose places, in order, keep the notes in the order of their moments.
        let last = min(period.last, end)
        let lo = urgeNotesByDay.partitioningIndex { $0.day >= period.first }
        let hi = urgeNotesByDay.partitioningIndex { $0.day > last }
        guard lo < hi else { return [] }
        return urgeNotesByDay[lo..<hi].map(\.index).sorted().map { urgeNotes[$0] }
    }
}

// MARK: - Markdown or plain text

/// How a summary's sentences are written.
package enum SummaryStyle: Sendable {
    /// CommonMark, every value escaped (the summary files and the HTML page).
    case markdown
    /// Plain text, nothing escaped and control characters taken out: for a writer that escapes for its own medium.
    case plain
}

extension SummaryBuilder {
    /// A sentence of the table with its pieces.
    func say(_ key: String, _ pieces: MarkdownPiece...) -> String { say(key, pieces) }

    /// A statement of the story, its table words escaped for the style like any other sentence.
    func say(_ statement: Statement) -> String { say(statement.key, statement.arguments.map { .text($0) }) }

    func say(_ key: String, _ pieces: [MarkdownPiece]) -> String {
        switch style {
        case .markdown: return words.markdown(key, pieces)
        case .plain: return words.sentence(key, pieces.map(\.raw))
        }
    }

    /// `key.one` or `key.other` by `count`, with the count as `{0}` and `pieces` from `{1}` on.
    func sayPlural(_ key: String, _ count: Int, _ pieces: MarkdownPiece...) -> String {
        say(count == 1 ? "\(key).one" : "\(key).other", [.text(words.number(count))] + pieces)
    }

    /// Text that is not ours (the person's words, a type a newer app wrote), for the style.
    func escape(_ text: String, continuation: String = "", midLine: Bool = false) -> String {
        let text = shown(text)
        switch style {
        case .markdown:
            if text.utf8.count >= LongText.longLength, let shelf { return shelf.marker(text, .inline(continuation: continuation, midLine: midLine)) }
            return MarkdownEscaping.inline(text, continuation: continuation, midLine: midLine)
        case .plain: return PlainText.clean(text)
        }
    }

    /// A note of the person's, set apart: a block quote in Markdown, the text itself in plain text.
    func quoted(_ text: String, indent: String) -> String {
        let text = shown(text)
        switch style {
        case .markdown:
            if text.utf8.count >= LongText.longLength, let shelf { return shelf.marker(text, .blockQuote(indent: indent)) }
            return MarkdownEscaping.blockQuote(text, indent: indent)
        case .plain: return PlainText.clean(text)
        }
    }

    /// A text as this summary shows it: whole up to `shownLength` characters, else cut after its last whole word
    /// within them, with "…" and a sentence saying how much is shown, so the page never passes a part for the whole.
    func shown(_ text: String) -> String {
        guard let shownLength, text.utf8.count > shownLength else { return text }
        let cut = text.shortenedAfterWord(shownLength)
        guard cut != text else { return text }
        return cut + " " + words("summary.shortened", words.number(cut.count - 1))
    }

    func patternSentence(_ pattern: UrgePattern) -> String? {
        switch style {
        case .markdown: return pattern.sentence(words, kindName: kindPhrase)
        case .plain: return pattern.plainSentence(words, kindName: kindPhrase)
        }
    }
}
