import ReportRender
/// The formats ``Report/summary(week:format:)`` writes: a summary is text, so it takes only these.
public enum SummaryFormat: Sendable, CaseIterable {
    /// Markdown (`.md`).
    case markdown
    /// One HTML page.
    case html

    var output: OutputFormat { self == .markdown ? .markdown : .html }

    /// The format a file's name asks for (`week.md`, `week.markdown`, `week.html`, `week.htm`); nil for any other.
    public init?(path: String) {
        guard let named = OutputFormat.from(path: path), let format = Self.allCases.first(where: { $0.output == named }) else { return nil }
        self = format
    }

    /// The extension of a path that names another format coach-report writes (`png`, `svg`, `pdf`, `eml`, `xml`),
    /// for the sentence that refuses it as a summary's; nil for a summary's extension or one coach-report does not write.
    public static func otherFormatsExtension(path: String) -> String? {
        guard let format = OutputFormat.from(path: path), !format.isSummary else { return nil }
        return format.fileExtension
    }
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

    /// The format a file's name asks for (`chart.png`, `card.svg`, `card.pdf`); nil for any other.
    public init?(path: String) {
        guard let named = OutputFormat.from(path: path), let format = Self.allCases.first(where: { $0.output == named }) else { return nil }
        self = format
    }
}
