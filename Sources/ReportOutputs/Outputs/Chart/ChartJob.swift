import ReportCore
import ReportNative
import ReportRender
/// One chart, in the format its path asks for.
package struct ChartJob: Job {
    package let context: ReportContext
    package let kind: ChartKind
    package let options: ChartOptions
    package let path: String
    package let format: OutputFormat
    package let settings: WriterSettings

    package init(context: ReportContext, kind: ChartKind, options: ChartOptions, path: String, format: OutputFormat, settings: WriterSettings) {
        self.context = context; self.kind = kind; self.options = options; self.path = path; self.format = format; self.settings = settings
    }

    package var unitCount: Int { 1 }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        guard format.isPicture else {
            throw ReportError.notWritten("A chart", as: [.png, .svg, .pdf], not: format)
        }
        let document = ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        return [OutputFile(path: path, bytes: try format.writer(settings).write(.document(document)))]
    }
}
