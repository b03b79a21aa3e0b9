internal import CZip

/// A libzip call that did not succeed, as a Swift error.
///
/// Every libzip status in ReportKit passes through here, so a damaged or cut-short archive is never
/// read as if it were whole.
package struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libzip's `ZIP_ER_*` number.
    package let code: Int32
    /// What went wrong, in libzip's words.
    package let message: String
    /// What ReportKit was doing when it happened.
    package let operation: String

    package var description: String { "libzip could not \(operation): \(message)" }

    /// The file holds no zip directory where libzip looks for one (not a zip, or cut short).
    package var isNotAZip: Bool { code == ZIP_ER_NOZIP || code == ZIP_ER_INCONS }
    /// An entry's bytes do not match their checksum or do not inflate (a damaged or cut-short archive).
    package var isDamaged: Bool { code == ZIP_ER_CRC || code == ZIP_ER_COMPRESSED_DATA || code == ZIP_ER_EOF || code == ZIP_ER_INCONS }

    /// The error a `zip_error_t` holds.
    static func from(_ error: UnsafeMutablePointer<zip_error_t>, _ operation: String) -> ZipError {
        ZipError(code: zip_error_code_zip(error), message: String(cString: zip_error_strerror(error)), operation: operation)
    }

    /// The error libzip's `ZIP_ER_*` number stands for.
    static func from(code: Int32, _ operation: String) -> ZipError {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return from(&error, operation)
    }

    /// The one place a libzip result becomes a Swift error: `result` below 0 means failure, and `error`
    /// (the archive's or the file's) says why.
    @discardableResult
    static func check<Result: BinaryInteger>(
        _ result: Result, _ error: @autoclosure () -> UnsafeMutablePointer<zip_error_t>?, _ operation: @autoclosure () -> String
    ) throws -> Result {
        guard result < 0 else { return result }
        guard let error = error() else { throw from(code: ZIP_ER_INTERNAL, operation()) }
        throw from(error, operation())
    }
}
