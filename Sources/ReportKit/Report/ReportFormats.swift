/// The formats ``Report/summary(week:format:)`` writes: a summary is text, so it takes only these.
public enum SummaryFormat: Sendable, CaseIterable {
    case markdown, html

    var output: OutputFormat { self == .markdown ? .markdown : .html }
}

/// The formats ``Report/chart(_:format:week:weeks:days:scale:)`` draws in: a chart is a picture, so it takes only these.
public enum PictureFormat: Sendable, CaseIterable {
    case png, svg, pdf

    var output: OutputFormat {
        switch self {
        case .png: .png
        case .svg: .svg
        case .pdf: .pdf
        }
    }
}
