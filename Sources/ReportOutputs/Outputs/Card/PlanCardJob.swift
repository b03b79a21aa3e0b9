import ReportCore
import ReportNative
import ReportRender
/// The plan card as one file: a phone's lock screen as PNG (1170×2532 pixels) or SVG, or a wallet card as PDF.
package struct PlanCardJob: Job {
    package let context: ReportContext
    package let path: String
    package let format: OutputFormat
    package let theme: Theme

    package init(context: ReportContext, path: String, format: OutputFormat, theme: Theme) {
        self.context = context; self.path = path; self.format = format; self.theme = theme
    }

    package var unitCount: Int { 1 }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        guard format.isPicture else { throw ReportError.notWritten("A plan card", as: [.png, .svg, .pdf], not: format) }
        let document = try PlanCard.document(context: context, size: format == .pdf ? .wallet : .phone, theme: theme, typeSetter: typeSetter)
        return [OutputFile(path: path, bytes: try format.writer(WriterSettings(scale: PlanCard.phoneScale)).write(.document(document)))]
    }
}
