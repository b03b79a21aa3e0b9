import ReportCore
import ReportNative
extension PeriodReflectionPDF {
    /// How many of the person's lines the period's pages quote: about a page; the rest are in the weekly reflections.
    static let ownLinesLimit = 16

    /// The person's own lines the period brought, at `--redact full` only: their answers to "I am someone
    /// who …" and "What helped …" (the lines the weekly reflection quotes), each once, under its day. Drawn as
    /// typed text (Pango lays out plain text, never markup), in its own direction. A month quotes its most recent
    /// lines first; a longer period is spread over its months (docs/outputs.md, "In your own words"): each month
    /// gives its latest lines, as many as `ownLinesLimit` shared by its months with lines (one a month for a year), and they
    /// follow in the order of the days.
    func ownLineBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        guard context.export.redaction == .full else { return [] }
        var lines: [(day: Day, prompt: String, text: String)] = []
        let through = min(period.last, context.figures.asOf)
        for e in context.export.entries.reversed() where e.day >= period.first && e.day <= through {
            for (key, answer) in [("week.evening.whatHelped", e.endOfDay?.whatHelped), ("week.morning.identity", e.morningFocus?.identity)] {
                guard let text = answer.shown?.trimmed, !text.isEmpty else { continue }
                lines.append((e.day, key, text))
            }
        }
        // Entries are in file order; the most recent day first, and within a day the order above.
        lines = lines.enumerated().sorted { ($0.element.day, -$0.offset) > ($1.element.day, -$1.offset) }.map(\.element)
        guard !lines.isEmpty else { return [] }
        let months = (period.last.year * 12 + period.last.month) - (period.first.year * 12 + period.first.month) + 1
        let chosen = Self.spread(lines, months: months)
        let distinct = Set(lines.map { $0.text.lowercased() }).count
        var blocks: [FlowBlock] = [.anchor("own"), title(words("period.lines.title"))]
        for line in chosen {
            blocks.append(.keepTogether(2))
            blocks.append(.text(FlowText(words.shortDate(line.day) + " · " + words(line.prompt), font: PageStyle.prompt, color: palette.muted,
                                         indent: PageFlow.contentIndent, spaceBefore: 7, spaceAfter: 1, keepWithNext: true)))
            blocks.append(.text(FlowText(Self.shortened(line.text), font: PageStyle.body, color: palette.ink,
                                         lineSpacing: PageStyle.bodySpacing, indent: PageFlow.contentIndent, direction: nil)))
        }
        if distinct > chosen.count {
            blocks.append(.text(FlowText(words.plural("period.lines.more", distinct - chosen.count), font: PageStyle.small,
                                         color: palette.muted, indent: PageFlow.contentIndent, spaceBefore: 6, keepWithPrevious: true)))
        }
        return blocks
    }

    /// The lines a period quotes from `lines` (most recent first), each text once (case aside): within one month
    /// the first `ownLinesLimit`; over more months, month by month from the first, each month's latest lines not
    /// quoted yet, `ownLinesLimit` shared by the months that have lines (at least one each), in the order of their days.
    static func spread(_ lines: [(day: Day, prompt: String, text: String)], months: Int) -> [(day: Day, prompt: String, text: String)] {
        var seen: Set<String> = []
        guard months > 1 else {
            return Array(lines.filter { seen.insert($0.text.lowercased()).inserted }.prefix(ownLinesLimit))
        }
        let byMonth = Dictionary(grouping: lines) { $0.day.year * 12 + $0.day.month }
        // Shared by the months that have lines: a first year begun in September quotes four a month.
        let quota = max(1, ownLinesLimit / byMonth.count)
        var chosen: [(day: Day, prompt: String, text: String)] = []
        for month in byMonth.keys.sorted() {
            // Latest first within the month, as `lines` holds them; shown in the order of the days.
            var picked: [(day: Day, prompt: String, text: String)] = []
            for line in byMonth[month]! where picked.count < quota && seen.insert(line.text.lowercased()).inserted { picked.append(line) }
            chosen += picked.reversed()
        }
        return chosen
    }

    /// A long line as the period quotes it: whole up to `wholeLimit` (it wraps), else cut at its last sentence end
    /// within it, or, with none, after its last whole word, with "…" (the whole line is in that week's reflection).
    /// The person's own words are never left mid-sentence where a sentence end is near.
    static func shortened(_ text: String, limit: Int = wholeLimit) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit)
        if let end = head.lastIndex(where: { ".!?".contains($0) }), head.distance(from: head.startIndex, to: end) >= limit / 3 {
            return String(head[...end]) + " …"
        }
        return text.shortenedAfterWord(limit)
    }

    /// About six lines of the page: a reflection this long is printed whole.
    static let wholeLimit = 600
}
