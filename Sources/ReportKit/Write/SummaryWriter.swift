/// The summary's output formats.
public enum SummaryFormat: String, CaseIterable, Sendable {
    /// CommonMark.
    case markdown = "md"
    /// The same Markdown rendered by cmark (safe mode) in a small HTML5 page.
    case html
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var l = line
            while let last = l.last, last == " " || last == "\t" || last == "\r" { l = l.dropLast() }
            return l
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
