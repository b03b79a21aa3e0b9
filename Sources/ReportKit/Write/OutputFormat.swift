#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every file coach-report writes, named by its extension.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf, markdown, html

    /// The format an output path asks for (`chart.svg`, `week.md`, `site/index.html`); nil when unknown.
    public static func from(pathExtension ext: String) -> OutputFormat? {
        switch ext.lowercased() {
        case "png": return .png
        case "svg": return .svg
        case "pdf": return .pdf
        case "md", "markdown": return .markdown
        case "html", "htm": return .html
        default: return nil
        }
    }

    /// The format of a path's last extension.
    public static func from(path: String) -> OutputFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return from(pathExtension: String(name[name.index(after: dot)...]))
    }

    /// Formats a drawing (chart or page) can be written in.
    public var isPicture: Bool { sceneWriter(scale: 1) != nil }
}

/// Writes a drawing as the bytes of one file format.
public protocol SceneWriter {
    func write(_ scene: Scene) throws -> Data
}

extension PNGWriter: SceneWriter {}
extension SVGWriter: SceneWriter {}
extension PDFWriter: SceneWriter {}

extension OutputFormat {
    /// The one table from format to writer for drawings. Text formats (Markdown, HTML) are written
    /// from their own view models, not from scenes, so they have no scene writer.
    public func sceneWriter(scale: Int = 2, typeSetter: TypeSetter? = nil) -> (any SceneWriter)? {
        switch self {
        case .png: return PNGWriter(scale: scale, typeSetter: typeSetter)
        case .svg: return SVGWriter()
        case .pdf: return PDFWriter(typeSetter: typeSetter)
        case .markdown, .html: return nil
        }
    }
}
