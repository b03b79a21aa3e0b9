#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a summary as Markdown: view → template. Pure: it returns text and writes no file.
public struct MarkdownWriter: OutputWriter {
    public static let templateName = "summary.md"
    /// nil: the built-in templates.
    public let templates: TemplateLibrary?

    public init(templates: TemplateLibrary?) { self.templates = templates }

    public func write(_ content: Content) throws(ReportError) -> Data {
        Data(try markdown(content.summary(as: .markdown)).utf8)
    }

    /// The Markdown: lines never end in white space and the file ends in exactly one newline,
    /// so a summary kept under version control diffs cleanly whatever a template left behind.
    public func markdown(_ view: SummaryView) throws(ReportError) -> String {
        let library: TemplateLibrary
        if let templates { library = templates } else { library = try TemplateLibrary.load(nil) }
        do {
            return Self.tidy(try library.render(Self.templateName, view))
        } catch let error as TemplateError {
            throw error.reportError
        } catch {
            throw ReportError(.io, "The summary could not be written: \(error).")
        }
    }

    static func tidy(_ text: String) -> String {
        if isTidy(text) { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 1)
        var lineEnd = 0  // where the current line's content ends, blanks after it left out
        for b in text.utf8 {
            if b == 0x0A {
                out.removeSubrange(lineEnd...)
                out.append(b)
                lineEnd = out.count
            } else {
                out.append(b)
                if b != 0x20, b != 0x09, b != 0x0D { lineEnd = out.count }
            }
        }
        out.removeSubrange(lineEnd...)
        while out.last == 0x0A { out.removeLast() }
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// True when no line ends in a blank and the text ends in exactly one newline (the usual case).
    static func isTidy(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        var previous: UInt8 = 0x0A
        var beforePrevious: UInt8 = 0
        for b in text.utf8 {
            if b == 0x0A, previous == 0x20 || previous == 0x09 || previous == 0x0D { return false }
            beforePrevious = previous
            previous = b
        }
        return previous == 0x0A && beforePrevious != 0x0A
    }
}
