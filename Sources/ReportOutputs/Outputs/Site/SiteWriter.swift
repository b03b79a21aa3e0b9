#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportRender

/// Renders the site's templates, with the errors the CLI reports.
enum SiteTemplates {
    /// Renders `view` with every text escaped once as `SiteHTML`, or as it is (`escaped: false`, the stylesheet's
    /// declarations).
    static func render<View: Encodable>(_ name: String, _ view: View, escaped: Bool = true, templates: TemplateLibrary?) throws(ReportError) -> String {
        let library: TemplateLibrary
        if let templates { library = templates } else { library = try TemplateLibrary.load(nil) }
        do {
            return try escaped ? library.render(name, view, text: SiteHTML.init(text:)) : library.render(name, view)
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "The page could not be written: \(error).")
        }
    }
}

extension SitePageView: TextContent {
    /// A page of the site, from `site-page.html.mustache`: every value reaches the template as `SiteHTML`,
    /// escaped by `MarkupEscaping`, except the ones made as markup here (cmark's HTML, the inline charts).
    package func html(templates: TemplateLibrary?) throws(ReportError) -> String {
        try SiteTemplates.render("site-page.html", self, templates: templates)
    }

    package func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        guard format == .html else { throw ReportError.notWritten("A page of the site", as: [.html], not: format) }
        return Data(try html(templates: templates).utf8)
    }
}

/// The site's feed is written as Atom (RFC 4287) from `site-feed.atom.mustache`; every value reaches it escaped, as `SiteHTML`.
extension SiteFeedView: TextContent {
    package func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data {
        guard format == .atom else { throw ReportError.notWritten("The site's feed", as: [.atom], not: format) }
        return Data(try SiteTemplates.render("site-feed.atom", self, templates: templates).utf8)
    }
}

extension SiteStyleView {
    /// The stylesheet, from `site-style.css.mustache`.
    package func css(templates: TemplateLibrary?) throws(ReportError) -> String {
        try SiteTemplates.render("site-style.css", self, escaped: false, templates: templates)
    }
}

extension Content {
    /// A page of the site, for the HTML writer of the table.
    package static func sitePage(_ page: SitePageView) -> Content { .text(page) }
    /// The site's feed, for the Atom writer of the table.
    package static func feed(_ feed: SiteFeedView) -> Content { .text(feed) }
}
