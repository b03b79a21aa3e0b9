#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Mustache

/// A template that cannot be used, named by file, line and column.
package struct TemplateError: Error, Equatable, CustomStringConvertible {
    /// The file: a path in a `--templates` folder, or `Templates/…` for a built-in one.
    package var file: String
    package var line: Int?
    package var column: Int?
    /// What is wrong, in a few plain words.
    package var reason: String
    /// The text of the line, when known, to show where.
    package var lineText: String?
    /// The file or folder could not be read at all (rather than read and found wrong).
    package var unreadable: Bool

    package init(
        file: String, line: Int? = nil, column: Int? = nil, reason: String, lineText: String? = nil, unreadable: Bool = false
    ) {
        self.file = file; self.line = line; self.column = column; self.reason = reason; self.lineText = lineText
        self.unreadable = unreadable
    }

    /// `file:line:column: reason: the line`, the form editors and terminals link to.
    package var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        // A template can be one line of megabytes: the message quotes its start only.
        let shown = lineText.map { String($0.trimmingPrefix(while: \.isWhitespace)).excerpt() }.map { $0.isEmpty ? "" : ": \($0)" } ?? ""
        return "\(place): \(reason)\(shown)"
    }

    /// A parse error of swift-mustache, in the file's own terms.
    init(file: String, parserError: MustacheTemplate.ParserError, text: String) {
        // Running out of text inside a tag is reported at the end of the file; point at the tag instead.
        if String(describing: parserError.error) == "overflow", let open = TemplateError.lastUnclosedTag(in: text) {
            self.init(
                file: file, line: open.line, column: open.column,
                reason: "this tag is never closed (}} missing)", lineText: open.lineText)
            return
        }
        self.init(
            file: file, line: parserError.context.lineNumber, column: parserError.context.columnNumber,
            reason: TemplateError.reason(parserError.error), lineText: parserError.context.line)
    }

    /// The last `{{` with no `}}` after it, by line and column (1-based).
    static func lastUnclosedTag(in text: String) -> (line: Int, column: Int, lineText: String)? {
        guard let open = text.literalRange(of: "{{", last: true), !text[open.upperBound...].contains("}}") else {
            return nil
        }
        let before = text[..<open.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let lineEnd = text[open.lowerBound...].firstIndex(of: "\n") ?? text.endIndex
        return (line, text.distance(from: lineStart, to: open.lowerBound) + 1, String(text[lineStart..<lineEnd]))
    }

    static func reason(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "this closing tag does not match the section it closes"
        case .unfinishedName?: return "this tag is not finished (a name and then }} expected)"
        case .expectedSectionEnd?: return "the template ends inside a section that was never closed"
        case .invalidSetDelimiter?: return "this set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection?, .illegalTokenInsideInheritSection?, .textInsideInheritSection?:
            return "this block inside a partial's inheritance section is not allowed"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?:
            return "unknown pragma (only {{% CONTENT_TYPE: TEXT }} and HTML are known)"
        case nil: return "the template cannot be read here (\(error))"
        }
    }
}

extension TemplateError {
    /// The CLI's error: a template folder that cannot be read is an I/O problem (exit 74),
    /// a template that does not parse is bad data (exit 65).
    package var reportError: ReportError {
        ReportError(unreadable ? .io : .badData, description + (description.hasSuffix(".") || description.hasSuffix("…") ? "" : "."))
    }
}
