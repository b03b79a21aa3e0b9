import ReportCore
import ReportNative
import ReportRender
/// A picture of the email: one of the week's charts, or a body chart from `--health` (shown in the Body section).
enum EmailPicture: Sendable {
    case chart(ChartKind)
    case body(BodyChartKind)

    /// The week's pictures: its charts, then the body charts that have readings in the week.
    static func all(_ context: ReportContext, week: Week) -> [EmailPicture] {
        let last = Story(context: context).bodyLastDay(week.start, week.end)
        let body = context.health.map { BodyChartKind.shown($0, from: week.start, through: last) } ?? []
        return ChartKind.shown(context).map { .chart($0) } + body.map { .body($0) }
    }

    /// The name in file names and Content-IDs: `rings`, `weight`, …
    var name: String {
        switch self {
        case .chart(let kind): return kind.rawValue
        case .body(let kind): return kind.rawValue
        }
    }

    var isBody: Bool { if case .body = self { return true } else { return false } }

    /// The width a picture is laid out for: the message's column on a 390 px phone (390, less 2 × 8 px around
    /// the message, its 1 px border and 2 × 24 px of padding). Mail programs ignore `<picture>`, so there is one
    /// layout, the phone's, its smallest text 11 px there; a wide screen shows it at that size, not larger.
    static let phoneColumn = 324.0

    /// The picture laid out for a PNG, in the light theme mail is read in, for a phone's column.
    func document(_ context: ReportContext, week: Week, typeSetter: TypeSetter) -> PagedDocument {
        let options = ChartOptions(context: context, week: week, theme: .light).phone(width: Self.phoneColumn)
        switch self {
        case .chart(let kind):
            return ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        case .body(let kind):
            let last = Story(context: context).bodyLastDay(week.start, week.end)
            return ChartRenderer.bodyDocument(kind, health: context.health!, from: week.start, through: last, options: options, typeSetter: typeSetter)
        }
    }
}
