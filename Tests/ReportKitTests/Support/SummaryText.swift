@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

extension Fixtures {
    /// A summary of `period` as the CLI writes it: the summary job, through the format table.
    static func summary(_ context: ReportContext, _ period: SummaryPeriod, format: OutputFormat, templates: TemplateLibrary) throws -> String {
        let job = SummaryJob(context: context, period: period, path: "-", format: format, settings: WriterSettings(templates: templates))
        let files = try job.files(unit: 0, typeSetter: TypeSetter())
        return String(decoding: files[0].bytes, as: UTF8.self)
    }
}
