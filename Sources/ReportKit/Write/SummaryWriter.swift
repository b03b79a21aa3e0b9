/// The summary's output formats.
public enum SummaryFormat: String, CaseIterable, Sendable {
    /// CommonMark.
    case markdown = "md"
    /// The same Markdown rendered by cmark (safe mode) in a small HTML5 page.
    case html

    public var fileExtension: String { rawValue }
}

/// Writes summaries: view → template → Markdown, and through cmark to HTML. Pure: it returns
/// text and writes no file.
public struct SummaryWriter: Sendable {
    public static let templateName = "summary.md"
    public let templates: TemplateLibrary

    public init(templates: TemplateLibrary) { self.templates = templates }

    /// The summary of `period` in `format`, for the CLI: one call from export to text.
    public static func summary(
        export: Export, figures: Figures, period: SummaryPeriod, localizer: Localizer,
        format: SummaryFormat, templates: TemplateLibrary
    ) throws -> String {
        let view = SummaryBuilder(export: export, figures: figures, localizer: localizer).view(for: period)
        return try SummaryWriter(templates: templates).write(view, as: format)
    }

    /// One summary per week with something logged in it,
    /// each named by its ISO week (`2026-W47.md`): a folder of these diffs week by week under git.
    public static func everyWeek(
        export: Export, figures: Figures, localizer: Localizer, format: SummaryFormat, templates: TemplateLibrary
    ) throws -> [(fileName: String, text: String)] {
        let builder = SummaryBuilder(export: export, figures: figures, localizer: localizer)
        let writer = SummaryWriter(templates: templates)
        return try figures.weeksWithData.map { week in
            ("\(week.week.isoWeek).\(format.fileExtension)", try writer.write(builder.view(for: SummaryPeriod(week: week.week)), as: format))
        }
    }

    public func write(_ view: SummaryView, as format: SummaryFormat) throws -> String {
        switch format {
        case .markdown: return try markdown(view)
        case .html: return try html(view)
        }
    }

    /// The Markdown: lines never end in white space and the file ends in exactly one newline,
    /// so a summary kept under version control diffs cleanly whatever a template left behind.
    public func markdown(_ view: SummaryView) throws -> String {
        Self.tidy(try templates.render(Self.templateName, view))
    }

    public func html(_ view: SummaryView) throws -> String {
        HTMLDocument(language: view.language, title: view.plainTitle, body: CommonMark.html(try markdown(view))).html
    }

    static func tidy(_ text: String) -> String {
        if isTidy(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 1)
        var lineEnd = 0  // where the current line's content ends, blanks after it left out
        for b in text.utf8 {
            if b == 0x0A {
                out.removeSubrange(lineEnd...)
                out.append(b)
                lineEnd = out.count
            } else {
                out.append(b)
                if b != 0x20, b != 0x09, b != 0x0D { lineEnd = out.count }
            }
        }
        out.removeSubrange(lineEnd...)
        while out.last == 0x0A { out.removeLast() }
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// True when no line ends in a blank and the text ends in exactly one newline (the usual case).
    static func isTidy(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var previous: UInt8 = 0x0A
        var beforePrevious: UInt8 = 0
        for b in text.utf8 {
            if b == 0x0A, previous == 0x20 || previous == 0x09 || previous == 0x0D { return false }
            beforePrevious = previous
            previous = b
        }
        return previous == 0x0A && beforePrevious != 0x0A
    }
}
