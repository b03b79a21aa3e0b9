/// One chart, in the format its path asks for.
public struct ChartJob: Job {
    public let context: ReportContext
    public let kind: ChartKind
    public let options: ChartOptions
    public let path: String
    public let format: OutputFormat
    public let settings: WriterSettings

    public init(context: ReportContext, kind: ChartKind, options: ChartOptions, path: String, format: OutputFormat, settings: WriterSettings) {
        self.context = context; self.kind = kind; self.options = options; self.path = path; self.format = format; self.settings = settings
    }

    public var unitCount: Int { 1 }

    public func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        guard format.isPicture else {
            throw ReportError.notWritten("A chart", as: [.png, .svg, .pdf], not: format)
        }
        let document = ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        return [OutputFile(path: path, bytes: try format.writer(settings).write(.document(document)))]
    }
}
