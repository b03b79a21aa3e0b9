#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every file format coach-report writes, named by its extension.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, markdown = "md", html
    /// One RFC 5322 message (`coach-report email`).
    case eml
    /// An Atom feed (RFC 4287), the site's `feed.xml`.
    case atom = "xml"

    /// The format an output path asks for (`chart.svg`, `week.md`, `site/index.html`); nil when unknown.
    public static func from(pathExtension ext: String) -> OutputFormat? {
        switch ext.lowercased() {
        case "png": return .png
        case "svg": return .svg
        case "pdf": return .pdf
        case "md", "markdown": return .markdown
        case "html", "htm": return .html
        case "eml": return .eml
        case "xml", "atom": return .atom
        default: return nil
        }
    }

    /// The format of a path's last extension.
    public static func from(path: String) -> OutputFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return from(pathExtension: String(name[name.index(after: dot)...]))
    }

    /// The extension files of this format are given.
    public var fileExtension: String { rawValue }

    /// Formats a drawing (a chart or pages) is written in; the others are written from a summary or, for `eml`, a message.
    public var isPicture: Bool { self == .png || self == .svg || self == .pdf }

    /// Formats a summary is written in.
    public var isSummary: Bool { self == .markdown || self == .html }
}

/// What a writer turns into the bytes of one file: a drawing (a chart is a one-page document), a summary,
/// a page of the site (HTML), the site's feed (Atom), or a week's email with its charts and PDF.
public enum Content: Sendable {
    case document(Document)
    case summary(SummaryView)
    case sitePage(SitePageView)
    case feed(SiteFeedView)
    case message(EmailContent)
}

/// How the writers of the table are set up for one run.
public struct WriterSettings: Sendable {
    /// PNG pixels per point (1, 2 or 3).
    public var scale: Int
    public var svg: SVGOptions
    /// The summary templates (Markdown and HTML); nil: the built-in ones.
    public var templates: TemplateLibrary?

    public init(scale: Int = 2, svg: SVGOptions = SVGOptions(), templates: TemplateLibrary? = nil) {
        self.scale = scale; self.svg = svg; self.templates = templates
    }
}

/// Writes content as the bytes of one file format. Pure: no files, no threads.
public protocol OutputWriter: Sendable {
    func write(_ content: Content) throws(ReportError) -> Data
}

extension OutputFormat {
    /// The one table from format to writer.
    public func writer(_ settings: WriterSettings = WriterSettings()) -> any OutputWriter {
        switch self {
        case .png: return PNGWriter(scale: settings.scale)
        case .svg: return SVGWriter(options: settings.svg)
        case .pdf: return PDFWriter()
        case .markdown: return MarkdownWriter(templates: settings.templates)
        case .html: return HTMLWriter(templates: settings.templates)
        case .eml: return EmailWriter(templates: settings.templates)
        case .atom: return AtomWriter(templates: settings.templates)
        }
    }
}

extension Content {
    /// The drawing, for writers of pictures; a summary asked for as a picture is a usage error.
    func drawing(as format: OutputFormat) throws(ReportError) -> Document {
        guard case .document(let document) = self else {
            throw ReportError(.usage, "A summary is written as .md or .html, not .\(format.fileExtension).")
        }
        return document
    }

    /// The summary, for writers of text; a drawing asked for as text is a usage error.
    func summary(as format: OutputFormat) throws(ReportError) -> SummaryView {
        guard case .summary(let view) = self else {
            throw ReportError(.usage, "A chart or a page is written as .png, .svg or .pdf, not .\(format.fileExtension).")
        }
        return view
    }
}

/// Turns a failure of a drawing library into a sentence a person can act on.
func drawingFailed(_ what: @autoclosure () -> String, _ error: any Error) -> ReportError {
    if let error = error as? ReportError { return error }
    if let error = error as? CairoError { return ReportError(.io, "\(what()) could not be drawn: \(error.description).") }
    return ReportError(.io, "\(what()) could not be drawn: \(error).")
}
