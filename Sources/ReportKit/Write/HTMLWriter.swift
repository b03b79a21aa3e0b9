#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a summary as a small HTML5 page: the same Markdown, rendered by cmark in safe mode.
public struct HTMLWriter: OutputWriter {
    let markdown: MarkdownWriter

    public init(templates: TemplateLibrary?) { markdown = MarkdownWriter(templates: templates) }

    public func write(_ content: Content) throws(ReportError) -> Data {
        Data(try html(content.summary(as: .html)).utf8)
    }

    public func html(_ view: SummaryView) throws(ReportError) -> String {
        HTMLDocument(language: view.language, title: view.plainTitle, body: CommonMark.html(try markdown.markdown(view))).html
    }
}
