#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative

/// Writes a summary as Markdown: view → template. Pure: it returns text and writes no file.
package struct MarkdownWriter: Sendable {
    package static let templateName = "summary.md"
    /// nil: the built-in templates.
    package let templates: TemplateLibrary?

    package init(templates: TemplateLibrary?) { self.templates = templates }

    /// The Markdown: lines never end in white space and the file ends in exactly one newline,
    /// so a summary kept under version control diffs cleanly whatever a template left behind.
    package func markdown(_ view: SummaryView) throws(ReportError) -> String {
        let rendered = try render(view)
        guard !view.longTexts.isEmpty else { return rendered }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.length(rendered, view.longTexts))
        LongText.splice(rendered, view.longTexts) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The Markdown as a file's bytes: a long text is escaped straight into them (`LongText`), which are made
    /// once at their length, so a 30 MiB note is not copied on its way.
    package func bytes(_ view: SummaryView) throws(ReportError) -> Data {
        let rendered = try render(view)
        guard !view.longTexts.isEmpty else { return Data(rendered.utf8) }
        var bytes = Data(capacity: Self.length(rendered, view.longTexts))
        LongText.splice(rendered, view.longTexts) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// How many bytes the rendering is with its long texts in place: they are escaped once to count them.
    static func length(_ rendered: String, _ texts: [LongText]) -> Int {
        var count = 0
        LongText.splice(rendered, texts) { count += $0.count }
        return count
    }

    /// The template's rendering, tidied; a long text is still its marker (which no tidying touches).
    func render(_ view: SummaryView) throws(ReportError) -> String {
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
    ///
    /// Reads the UTF-8 bytes in place: it runs over every summary (a site has hundreds), and walking
    /// `String.UTF8View` cost some 15 instructions a byte.
    static func isTidy(_ text: String) -> Bool {
        var contiguous = text  // withUTF8 needs a variable; a native string is contiguous already
        return contiguous.withUTF8 { bytes in
            guard bytes.count >= 2, bytes[bytes.count - 1] == 0x0A, bytes[bytes.count - 2] != 0x0A else { return false }
            var previous: UInt8 = 0x0A
            for b in bytes {
                if b == 0x0A, previous == 0x20 || previous == 0x09 || previous == 0x0D { return false }
                previous = b
            }
            return true
        }
    }
}
