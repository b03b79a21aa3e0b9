import ReportRender
/// The formats ``Report/summary(week:format:)`` writes: a summary is text, so it takes only these.
public enum SummaryFormat: Sendable, CaseIterable {
    /// Markdown (`.md`).
    case markdown
    /// One HTML page.
    case html

    var output: OutputFormat { self == .markdown ? .markdown : .html }
}

/// The formats ``Report/chart(_:format:week:weeks:days:scale:)`` draws in: a chart is a picture, so it takes only these.
public enum PictureFormat: Sendable, CaseIterable {
    /// PNG, at the chart's scale.
    case png
    /// SVG.
    case svg
    /// PDF, a page the chart's size.
    case pdf

    var output: OutputFormat {
        switch self {
        case .png: .png
        case .svg: .svg
        case .pdf: .pdf
        }
    }
}
