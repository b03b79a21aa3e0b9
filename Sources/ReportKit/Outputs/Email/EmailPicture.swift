/// A picture of the email: one of the week's charts, or a body chart from `--health` (shown in the Body section).
enum EmailPicture: Sendable {
    case chart(ChartKind)
    case body(BodyChartKind)

    /// The week's pictures: its charts, then the body charts that have readings in the week.
    static func all(_ context: ReportContext, week: Week) -> [EmailPicture] {
        let last = Story(context: context).bodyLastDay(week.start, week.end)
        let body = context.health.map { BodyChartKind.shown($0, from: week.start, through: last) } ?? []
        return WeekJob.charts(context).map { .chart($0) } + body.map { .body($0) }
    }

    /// The name in file names and Content-IDs: `rings`, `weight`, …
    var name: String {
        switch self {
        case .chart(let kind): return kind.rawValue
        case .body(let kind): return kind.rawValue
        }
    }

    var isBody: Bool { if case .body = self { return true } else { return false } }

    /// The picture laid out for a PNG, in the light theme mail is read in.
    func document(_ context: ReportContext, week: Week, typeSetter: TypeSetter) -> PagedDocument {
        let options = ChartOptions(context: context, week: week, theme: .light)
        switch self {
        case .chart(let kind):
            return ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        case .body(let kind):
            let last = Story(context: context).bodyLastDay(week.start, week.end)
            return ChartRenderer.bodyDocument(kind, health: context.health!, from: week.start, through: last, options: options, typeSetter: typeSetter)
        }
    }
}
