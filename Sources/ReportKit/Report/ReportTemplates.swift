import ReportCore
import ReportRender
import ReportOutputs
/// The Mustache templates summaries, emails and the site are written through: the built-in ones, with any a
/// folder holds in their place (a file of the same name). Read and checked once; parsed as they are first used.
public struct ReportTemplates: Sendable {
    let library: TemplateLibrary

    /// The built-in templates, with the `.mustache` files of `folder` replacing those of the same name; nil: the
    /// built-in ones alone. An error names a template that cannot be read or parsed.
    public init(folder: String? = nil) throws(ReportError) {
        library = try TemplateLibrary.load(folder)
    }

    /// Parses the email's templates now rather than when the first message is written: for a host to run on
    /// another thread while the export is read. Safe to be still running when the email is written.
    public func prepareEmail() {
        EmailJob.prepare(settings: WriterSettings(templates: library))
    }

    /// The library of `templates`, or the built-in one.
    static func library(_ templates: ReportTemplates?) throws(ReportError) -> TemplateLibrary {
        if let templates { return templates.library }
        return try TemplateLibrary.load(nil)
    }
}
