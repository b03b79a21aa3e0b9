internal import CCairo

/// A cairo call that did not succeed, as a Swift error.
///
/// Every cairo status in ReportKit passes through `CairoError.check`, so a failure
/// (out of memory, a write error, an invalid matrix) is never silently dropped.
package struct CairoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// cairo's `cairo_status_t` value.
    package let code: Int32
    /// What went wrong, in cairo's words.
    package let message: String
    /// What ReportKit was doing when it happened.
    package let operation: String

    package var description: String { "cairo could not \(operation): \(message) (status \(code))" }

    /// The one place a cairo status becomes a Swift error.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoError(
            code: Int32(bitPattern: status.rawValue),
            message: String(cString: cairo_status_to_string(status)),
            operation: operation())
    }

    /// A status number as cairo reports it (for tests of the mapping).
    static func check(statusCode: Int32, _ operation: String) throws {
        try check(cairo_status_t(rawValue: UInt32(bitPattern: statusCode)), operation)
    }
}
