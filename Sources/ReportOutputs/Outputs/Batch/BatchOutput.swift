import ReportCore
import ReportRender
/// One thing a manifest line asks for a person, and the folder beneath theirs it goes into
/// (`DIR/<id>/week/`, `DIR/<id>/chart/heatmap.png`).
package enum BatchOutput: Sendable, Equatable {
    /// What `week --out DIR/<id>/week` writes: the PDF, its summary and its charts.
    case week
    /// What `week --pdf-only --out DIR/<id>/week` writes: the PDF alone (`week:pdf`).
    case weekPDF
    /// What `summary --week W --out DIR/<id>/summary/2026-W47.md` writes.
    case summary
    /// What `email --week W --out DIR/<id>/email/2026-W47.eml` writes.
    case email
    /// What `site --out DIR/<id>/site` writes.
    case site
    /// What `chart KIND --week W --out DIR/<id>/chart/KIND.EXT` writes.
    case chart(ChartKind, OutputFormat)
    /// What `reflect --month latest --out DIR/<id>/reflect` writes (or `--quarter`, `--year`): the latest such
    /// period with something logged, its PDF and its summary.
    case reflect(CalendarPeriod.Kind)

    /// The output a manifest names (`week`, `chart:heatmap.png`), or the sentence saying why it is none.
    static func parse(_ text: String) -> Result<BatchOutput, BatchManifestProblem> {
        switch text {
        case "week": return .success(.week)
        case "week:pdf": return .success(.weekPDF)
        case "summary": return .success(.summary)
        case "email": return .success(.email)
        case "site": return .success(.site)
        default: break
        }
        if text.hasPrefix("reflect:"), let kind = CalendarPeriod.Kind(rawValue: String(text.dropFirst("reflect:".count))) {
            return .success(.reflect(kind))
        }
        if text.hasPrefix("chart:") {
            let name = text.dropFirst("chart:".count)
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, let kind = ChartKind(rawValue: String(parts[0])),
               let format = OutputFormat(rawValue: String(parts[1])), format.isPicture {
                return .success(.chart(kind, format))
            }
            let kinds = ChartKind.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(BatchManifestProblem("\(ReportError.shown(text)) is not a chart: write chart:<kind>.<ext>, the kind one of \(kinds), the ext png, svg or pdf"))
        }
        return .failure(BatchManifestProblem("\(ReportError.shown(text)) is not an output: ask for week, week:pdf, summary, email, site, reflect:month, reflect:quarter, reflect:year or chart:<kind>.<ext>"))
    }

    /// As the manifest writes it.
    package var name: String {
        switch self {
        case .week: "week"
        case .weekPDF: "week:pdf"
        case .summary: "summary"
        case .email: "email"
        case .site: "site"
        case .chart(let kind, let format): "chart:\(kind.rawValue).\(format.fileExtension)"
        case .reflect(let kind): "reflect:\(kind.rawValue)"
        }
    }

    /// The folder beneath the person's that it goes into; every chart goes into `chart/`, the PDF alone into `week/`.
    package var folder: String {
        switch self {
        case .chart: "chart"
        case .reflect: "reflect"
        case .weekPDF: "week"
        default: name
        }
    }

    /// How much of the person's words it holds when the manifest does not say: its command's default
    /// (what others will read, a site or an email, leaves typed words out).
    var defaultRedaction: Redaction {
        switch self {
        case .site, .email: .summary
        case .week, .weekPDF, .summary, .chart, .reflect: .full
        }
    }
}
