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
        if case .sitePage(let page) = content { return Data(try html(page).utf8) }
        return Data(try html(content.summary(as: .html)).utf8)
    }

    /// A page of the site, from `site-page.html.mustache`: every value reaches the template as `SiteHTML`,
    /// escaped by `MarkupEscaping`, except the ones made as markup here (cmark's HTML, the inline charts).
    public func html(_ page: SitePageView) throws(ReportError) -> String {
        try SiteTemplates.render("site-page.html", page, templates: markdown.templates)
    }

    public func html(_ view: SummaryView) throws(ReportError) -> String {
        HTMLDocument(language: view.language, title: view.plainTitle, body: CommonMark.html(try markdown.markdown(view))).html
    }
}
