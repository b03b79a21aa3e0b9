internal import CCmark
import ReportCore

/// libcmark, the one Markdown engine of coach-report.
///
/// This is the only file that touches `CCmark`. Each call parses into a cmark tree, renders it,
/// copies the result into a Swift `String` and frees the tree, the parser and cmark's buffer before
/// returning, so no cmark node or pointer outlives the call.
package enum CommonMark {
    /// Renders CommonMark to an HTML fragment in cmark's safe mode: raw HTML is left out
    /// (`<!-- raw HTML omitted -->`) and `javascript:`, `vbscript:`, `file:` and `data:` links are emptied.
    ///
    /// Smart punctuation stays off, so quotes and dashes the person typed come out as typed. Throws when cmark
    /// could not (it makes nothing only when memory runs out), rather than leaving a page without its text.
    package static func html(_ markdown: String) throws(ReportError) -> String {
        try render(markdown) { cmark_render_html($0, $1) }
    }

    /// `CMARK_OPT_SAFE` is cmark's default since 0.29; it is named anyway so that an older libcmark
    /// stays safe too. `CMARK_OPT_UNSAFE` is never set. `CMARK_OPT_VALIDATE_UTF8` is not needed: the text comes
    /// from a Swift `String`, which is always valid UTF-8 (cmark replaces a NUL either way).
    private static let options: Int32 = CMARK_OPT_SAFE

    private static func render(
        _ markdown: String, with renderer: (OpaquePointer, Int32) -> UnsafeMutablePointer<CChar>?
    ) throws(ReportError) -> String {
        let parser = try made(cmark_parser_new(options), "start a parser")
        defer { cmark_parser_free(parser) }
        var source = markdown
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        let document = try made(cmark_parser_finish(parser), "parse the Markdown")
        defer { cmark_node_free(document) }
        let buffer = try made(renderer(document, options), "render the HTML")
        defer { cmark_get_default_mem_allocator().pointee.free(buffer) }
        return String(cString: buffer)
    }

    /// The one place a cmark result becomes a Swift error: cmark has no status, it returns nothing when it fails.
    private static func made<T>(_ result: T?, _ step: @autoclosure () -> String) throws(ReportError) -> T {
        guard let result else { throw ReportError(.io, "The Markdown could not be turned into HTML: cmark could not \(step()).") }
        return result
    }
}
