internal import CXML
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// XML that libxml2 or the health scanner refused, and where: not well-formed, or (`isUnsupported`) not as the Health app writes it.
package struct XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    /// libxml2's own words, or the scanner's in the same manner; one line.
    package let message: String
    /// Refused for what it is rather than for how it is written: the health scanner reads UTF-8 and Apple's
    /// kind of DTD only (docs/health.md), so such a document may well be well-formed.
    package var isUnsupported = false

    package var description: String { "\(line):\(column): \(message)" }

    /// The one place a libxml2 error becomes a Swift error.
    static func from(_ error: UnsafePointer<xmlError>) -> XMLError {
        let message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed"
        return XMLError(
            line: Int(error.pointee.line), column: Int(error.pointee.int2),
            message: message.trimmingScalars(where: \.isBlankOrNewline))
    }
}
