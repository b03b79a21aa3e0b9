internal import CDeflate

/// A zlib datastream (RFC 1950) of some bytes, compressed by libdeflate in one call.
///
/// libdeflate, not ISA-L's igzip, which was used before: igzip's level 1 was some ten times faster (0.4 ms against
/// 3.5 ms for a chart's 1.9 MB of rows), but in a few batch runs out of a hundred it chose a different, equally
/// valid match for the same rows, so the same export gave a PNG with other bytes (issue 39; the same rows compressed
/// again in that process gave the same odd bytes, and no harness outside it ever did). libdeflate's output depends
/// only on its input, its level and its version (ebiggers/libdeflate#400), and its files are some 15–25% smaller.
/// Replace it only with a compressor that is as exact, and show that with `bench/batch-repeat.sh`.
enum ZlibDeflate {
    /// libdeflate's level 2: on charts and cards both faster and smaller than its level 1 (bench/charts.sh).
    static let level: Int32 = 2

    static func compress(_ input: UnsafeRawBufferPointer) throws(DeflateError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { throw DeflateError(reason: "could not allocate") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, input.count)
        var written = 0
        let out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            written = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
            count = written
        }
        // The bound is libdeflate's own, so 0 (no room) would be this code's fault.
        guard written > 0 else { throw DeflateError(reason: "found no room in \(bound) bytes for \(input.count)") }
        return out
    }
}

/// libdeflate refused to compress (this code's fault, not the person's).
struct DeflateError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "libdeflate could not compress: \(reason)" }
}
