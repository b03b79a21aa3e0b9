import ArgumentParser
import ReportKit

/// --templates, declared once for every command that writes through templates (`summary`, `week`, `site`, `email`).
struct TemplatesOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A folder of .mustache files that replace the built-in templates of the same name.",
        valueName: "dir"))
    var templates: String?

    /// The built-in templates with the folder's replacements; an error names a template that cannot be read.
    func library() throws(ReportError) -> ReportTemplates { try ReportTemplates(folder: templates) }
}
