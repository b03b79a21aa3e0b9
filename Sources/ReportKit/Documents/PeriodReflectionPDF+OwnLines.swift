extension PeriodReflectionPDF {
    /// How many of the person's lines the period's pages quote: about a page; the rest are in the weekly reflections.
    static let ownLinesLimit = 16

    /// The person's own lines the period brought, at `--redact full` only: their answers to "I am someone
    /// who …" and "What helped …" (the lines the weekly reflection quotes), most recent first, each once,
    /// under its day. Drawn as typed text (Pango lays out plain text, never markup), in its own direction.
    func ownLineBlocks(_ period: SummaryPeriod) -> [FlowBlock] {
        guard context.export.redaction == .full else { return [] }
        var lines: [(day: Day, prompt: String, text: String)] = []
        var seen: Set<String> = []
        let through = min(period.last, context.figures.asOf)
        for e in context.export.entries.reversed() where e.day >= period.first && e.day <= through {
            for (key, answer) in [("week.evening.whatHelped", e.endOfDay?.whatHelped), ("week.morning.identity", e.morningFocus?.identity)] {
                guard let text = answer.shown?.trimmed, !text.isEmpty, seen.insert(text.lowercased()).inserted else { continue }
                lines.append((e.day, key, text))
            }
        }
        // Entries are in file order; the most recent day first, and within a day the order above.
        lines = lines.enumerated().sorted { ($0.element.day, -$0.offset) > ($1.element.day, -$1.offset) }.map(\.element)
        guard !lines.isEmpty else { return [] }
        var blocks: [FlowBlock] = [.anchor("own"), title(words("period.lines.title"))]
        for line in lines.prefix(Self.ownLinesLimit) {
            blocks.append(.keepTogether(2))
            blocks.append(.text(FlowText(words.shortDate(line.day) + " · " + words(line.prompt), font: PageStyle.prompt, color: palette.muted,
                                         indent: PageFlow.contentIndent, spaceBefore: 7, spaceAfter: 1, keepWithNext: true)))
            blocks.append(.text(FlowText(Self.shortened(line.text), font: PageStyle.body, color: palette.ink,
                                         lineSpacing: PageStyle.bodySpacing, indent: PageFlow.contentIndent, direction: nil)))
        }
        if lines.count > Self.ownLinesLimit {
            blocks.append(.text(FlowText(words.plural("period.lines.more", lines.count - Self.ownLinesLimit), font: PageStyle.small,
                                         color: palette.muted, indent: PageFlow.contentIndent, spaceBefore: 6)))
        }
        return blocks
    }

    /// A long line as the period quotes it: whole up to the weekly reflection's quote length, else cut after its
    /// last whole word within it, with "…" (the whole line is in that week's reflection).
    static func shortened(_ text: String, limit: Int = WeeklyReflectionBuilder.quoteLimit) -> String {
        text.shortenedAfterWord(limit)
    }
}
