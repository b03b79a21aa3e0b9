#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Every file format coach-report writes, named by its extension.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// A PNG picture (charts, cards).
    case png
    /// An SVG picture (charts, cards).
    case svg
    /// A PDF document (reflections, charts, the wallet card).
    case pdf
    /// A Markdown summary (`.md`).
    case markdown = "md"
    /// An HTML page (summaries, the site).
    case html
    /// One RFC 5322 message (`coach-report email`).
    case eml
    /// An Atom feed (RFC 4287), the site's `feed.xml`.
    case atom = "xml"

    /// The format an output path asks for (`chart.svg`, `week.md`, `site/index.html`); nil when unknown.
    package static func from(pathExtension ext: String) -> OutputFormat? {
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
    package static func from(path: String) -> OutputFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return from(pathExtension: String(name[name.index(after: dot)...]))
    }

    /// The extension files of this format are given.
    package var fileExtension: String { rawValue }

    /// Formats a drawing (a chart or pages) is written in; the others are written from a summary or, for `eml`, a message.
    package var isPicture: Bool { self == .png || self == .svg || self == .pdf }

    /// Formats a summary is written in.
    package var isSummary: Bool { self == .markdown || self == .html }
}

/// What a writer turns into the bytes of one file: a drawing (a chart is a one-page document), or the view
/// model of an output that is written through templates (a summary, a page of the site, the site's feed, a
/// week's email), which that output's own writer turns into text.
package enum Content: Sendable {
    case document(PagedDocument)
    case text(any TextContent)
}

/// A view model written as text through templates. Each output's folder says how its view is written in
/// the formats it has (`SummaryView` as Markdown or HTML, `EmailContent` as a message, …); the table below
/// hands it the format and the run's templates.
package protocol TextContent: Sendable {
    /// The bytes of this content in `format`; a format it is not written in is a usage error.
    func write(as format: OutputFormat, templates: TemplateLibrary?) throws(ReportError) -> Data
}

/// How the writers of the table are set up for one run.
package struct WriterSettings: Sendable {
    /// PNG pixels per point (1, 2 or 3).
    package var scale: Int
    package var svg: SVGOptions
    /// The summary templates (Markdown and HTML); nil: the built-in ones.
    package var templates: TemplateLibrary?

    package init(scale: Int = 2, svg: SVGOptions = SVGOptions(), templates: TemplateLibrary? = nil) {
        self.scale = scale; self.svg = svg; self.templates = templates
    }
}

/// Writes content as the bytes of one file format. Pure: no files, no threads.
package protocol OutputWriter: Sendable {
    func write(_ content: Content) throws(ReportError) -> Data
}

extension OutputFormat {
    /// The one table from format to writer.
    package func writer(_ settings: WriterSettings = WriterSettings()) -> any OutputWriter {
        switch self {
        case .png: return PNGWriter(scale: settings.scale)
        case .svg: return SVGWriter(options: settings.svg)
        case .pdf: return PDFWriter()
        case .markdown, .html, .eml, .atom: return TextWriter(format: self, templates: settings.templates)
        }
    }
}

extension Content {
    /// The drawing, for writers of pictures; a summary asked for as a picture is a usage error.
    func drawing(as format: OutputFormat) throws(ReportError) -> PagedDocument {
        guard case .document(let document) = self else {
            throw ReportError.notWritten("A summary", as: [.markdown, .html], not: format)
        }
        return document
    }
}

/// Writes the text formats (Markdown, HTML, Atom, email) by handing the content its format and templates.
package struct TextWriter: OutputWriter {
    package let format: OutputFormat
    /// nil: the built-in templates.
    package let templates: TemplateLibrary?

    package func write(_ content: Content) throws(ReportError) -> Data {
        guard case .text(let text) = content else {
            if format == .eml {
                throw ReportError.onlyEmailIsEml
            }
            throw ReportError.notWritten("A chart or a page", as: [.png, .svg, .pdf], not: format)
        }
        return try text.write(as: format, templates: templates)
    }
}

extension ReportError {
    /// The usage error for content asked for in a format it is not written in, in one form for every writer
    /// and job: "A summary is written as .md or .html, not .png."
    package static func notWritten(_ what: String, as formats: [OutputFormat], not format: OutputFormat) -> ReportError {
        let names = formats.map { "." + $0.fileExtension }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
        return ReportError(.usage, "\(what) is written as \(list), not .\(format.fileExtension).")
    }

    /// Anything but a week's email asked for as `.eml`.
    static let onlyEmailIsEml = ReportError(.usage, "Only a week's email is written as .eml; a chart or a summary has formats of its own.")
}

/// Turns a failure of a drawing library into a sentence a person can act on.
package func drawingFailed(_ what: @autoclosure () -> String, _ error: any Error) -> ReportError {
    if let error = error as? ReportError { return error }
    if let error = error as? CairoError { return ReportError(.io, "\(what()) could not be drawn: \(error.description).") }
    return ReportError(.io, "\(what()) could not be drawn: \(error).")
}
