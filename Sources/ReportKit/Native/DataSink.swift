#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CCairo

/// Collects the bytes cairo writes to a stream, so writers return `Data` and never touch files.
final class DataSink {
    var data = Data()

    /// cairo's write callback; the closure pointer is an unretained `DataSink`.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}

/// Hands cairo the bytes of a PNG to read.
final class DataSource {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<DataSource>.fromOpaque(closure).takeUnretainedValue()
        let n = Int(length)
        guard source.offset + n <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        let start = source.data.startIndex + source.offset
        source.data.copyBytes(to: buffer, from: start..<(start + n))
        source.offset += n
        return CAIRO_STATUS_SUCCESS
    }
}
