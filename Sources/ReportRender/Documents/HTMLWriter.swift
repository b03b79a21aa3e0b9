#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Writes a summary as a small HTML5 page: the same Markdown, rendered by cmark in safe mode.
package struct HTMLWriter: Sendable {
    package let markdown: MarkdownWriter

    package init(templates: TemplateLibrary?) { markdown = MarkdownWriter(templates: templates) }

    package func html(_ view: SummaryView) throws(ReportError) -> String {
        HTMLDocument(language: view.language, title: view.plainTitle, body: try CommonMark.html(markdown.markdown(view))).html
    }
}

extension SummaryView: TextContent {
    package func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        switch format {
        case .markdown: return try MarkdownWriter(templates: templates).bytes(self)
        case .html: return Data(try HTMLWriter(templates: templates).html(self).utf8)
        case .eml: throw ReportError.onlyEmailIsEml
        default: throw ReportError.notWritten("A summary", as: [.markdown, .html], not: format)
        }
    }
}

extension Content {
    /// A summary, for the Markdown and HTML writers of the table.
    package static func summary(_ view: SummaryView) -> Content { .text(view) }
}
