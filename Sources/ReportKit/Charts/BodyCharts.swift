/// The two charts of `--health`: weight and steps. They take Apple Health's days beside the figures, so they are
/// kept apart from `ChartKind` (the `chart` command's charts of the export alone).
package enum BodyChartKind: String, CaseIterable, Sendable {
    case weight, steps

    /// The charts an output may show: weight only when weight may be shown, each only with readings in the days.
    package static func shown(_ health: HealthShown, from first: Day, through last: Day) -> [BodyChartKind] {
        let days = health.days(from: first, through: last)
        var kinds: [BodyChartKind] = []
        if health.showsWeight, days.contains(where: { $0.weightKg != nil }) { kinds.append(.weight) }
        if days.contains(where: { $0.steps != nil }) { kinds.append(.steps) }
        return kinds
    }

    /// The chart's title, and the line under it naming its days (`{0}`).
    var titleKey: String { self == .weight ? "chart.weight.title" : "chart.steps.title" }
    var subtitleKey: String { self == .weight ? "chart.weight.subtitle" : "chart.steps.subtitle" }
}

extension ChartRenderer {
    /// A body chart of `first...last` as a scene, to embed in a page or to write.
    package static func body(
        _ kind: BodyChartKind, health: HealthShown, from first: Day, through last: Day, options: ChartOptions, typeSetter: TypeSetter
    ) -> Drawing {
        let frame = BodyChartFrame(first: first, last: last, options: options)
        switch kind {
        case .weight: return WeightChart(health: health, frame: frame).scene(typeSetter)
        case .steps: return StepsChart(health: health, frame: frame).scene(typeSetter)
        }
    }

    /// The numbers a body chart draws, for its table and tests.
    package static func bodyData(_ kind: BodyChartKind, health: HealthShown, from first: Day, through last: Day, options: ChartOptions) -> ChartData {
        let frame = BodyChartFrame(first: first, last: last, options: options)
        switch kind {
        case .weight: return WeightChart(health: health, frame: frame).data()
        case .steps: return StepsChart(health: health, frame: frame).data()
        }
    }
}

extension ChartRenderer {
    /// A body chart as a one-page document named by its kind, as `document(_:figures:options:typeSetter:)` makes the others.
    package static func bodyDocument(
        _ kind: BodyChartKind, health: HealthShown, from first: Day, through last: Day, options: ChartOptions, typeSetter: TypeSetter
    ) -> PagedDocument {
        let scene = body(kind, health: health, from: first, through: last, options: options, typeSetter: typeSetter)
        let metadata = DocumentMetadata(
            title: scene.alt.title, author: options.author ?? options.localizer("chart.author.unnamed"),
            subject: scene.alt.description, creationDate: TimeStamp.iso8601(last))
        return PagedDocument(pages: [scene], metadata: metadata, name: kind.rawValue)
    }
}
