import ReportCore
import ReportNative
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

/// A body chart of one kind over the frame's days: the header, what the kind draws below it (`drawWeight`,
/// `drawSteps`), and the note for days without a reading, laid out alike so the two line up on a page.
struct BodyChart {
    let kind: BodyChartKind
    let health: HealthShown
    let frame: BodyChartFrame

    func scene(_ typeSetter: TypeSetter) -> Drawing {
        let p = frame.options.theme.palette
        var b = SceneBuilder(typeSetter)
        let headerBottom = frame.header(kind, builder: &b)
        let (plot, empty) = switch kind {
        case .weight: drawWeight(headerBottom: headerBottom, palette: p, builder: &b)
        case .steps: drawSteps(headerBottom: headerBottom, palette: p, builder: &b)
        }
        if empty {
            frame.emptyNote(plot: plot, palette: p, builder: &b)
        }
        return frame.drawing(b, bottom: plot.maxY + 20, alt: alt())
    }

    /// The numbers the chart draws, a row a day with a value.
    func data() -> ChartData {
        switch kind {
        case .weight: weightData()
        case .steps: stepsData()
        }
    }

    /// The title, and what the values say (or that the days hold none).
    func alt() -> AltText {
        frame.alt(kind, kind == .weight ? weightDescription() : stepsDescription())
    }
}

extension ChartRenderer {
    /// A body chart of `first...last` as a scene, to embed in a page or to write.
    package static func body(
        _ kind: BodyChartKind, health: HealthShown, from first: Day, through last: Day, options: ChartOptions, typeSetter: TypeSetter
    ) -> Drawing {
        BodyChart(kind: kind, health: health, frame: BodyChartFrame(first: first, last: last, options: options)).scene(typeSetter)
    }

    /// The numbers a body chart draws, for its table and tests.
    package static func bodyData(_ kind: BodyChartKind, health: HealthShown, from first: Day, through last: Day, options: ChartOptions) -> ChartData {
        BodyChart(kind: kind, health: health, frame: BodyChartFrame(first: first, last: last, options: options)).data()
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
