internal import CZip
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a zip archive with libzip whose one entry's bytes are made as libzip asks for them, so an
/// entry of any size passes through memory a buffer at a time. Owns the archive until `close`.
package final class ZipStreamWriter {
    private var archive: OpaquePointer?

    /// Creates (or replaces) the archive at `path`; libzip writes it beside and renames it on `close`.
    package init(creatingAt path: String) throws {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
            throw ZipError.from(code: code, "create the archive")
        }
        self.archive = archive
    }

    deinit { if let archive { zip_discard(archive) } }

    /// Adds the entry `name`, deflated, dated `modified` (seconds since 1970, for the same bytes on every
    /// run); `produce` fills the buffer it is given and returns how many bytes it wrote, 0 at the end.
    package func addEntry(
        named name: String, modified: Int, produce: @escaping (UnsafeMutableRawBufferPointer) -> Int
    ) throws {
        guard let archive else { return }
        let box = Unmanaged.passRetained(EntryProducer(produce: produce, modified: modified))
        guard let source = zip_source_function(archive, entrySourceCallback, box.toOpaque()) else {
            box.release()
            throw ZipError.from(zip_get_error(archive), "make a source for \(name)")
        }
        // From here the source owns the box: libzip frees it (ZIP_SOURCE_FREE) with the source.
        let index = zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
        if index < 0 { zip_source_free(source) }
        try ZipError.check(index, zip_get_error(archive), "add \(name)")
        try ZipError.check(zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_DEFLATE, 6), zip_get_error(archive), "set \(name)'s compression")
        try ZipError.check(zip_file_set_mtime(archive, zip_uint64_t(index), time_t(modified), 0), zip_get_error(archive), "date \(name)")
    }

    /// Writes everything out; only now are the entries' bytes made.
    package func close() throws {
        guard let archive else { return }
        if zip_close(archive) < 0 {
            let error = ZipError.from(zip_get_error(archive), "write the archive")
            zip_discard(archive)
            self.archive = nil
            throw error
        }
        self.archive = nil
    }
}

/// The closure behind one entry, kept alive by libzip's source.
private final class EntryProducer {
    let produce: (UnsafeMutableRawBufferPointer) -> Int
    let modified: Int
    init(produce: @escaping (UnsafeMutableRawBufferPointer) -> Int, modified: Int) {
        self.produce = produce
        self.modified = modified
    }
}

/// libzip's questions to a read-only source, answered from an `EntryProducer`.
private func entrySourceCallback(
    _ userdata: UnsafeMutableRawPointer?, _ data: UnsafeMutableRawPointer?, _ length: zip_uint64_t, _ command: zip_source_cmd_t
) -> zip_int64_t {
    guard let userdata else { return -1 }
    let producer = Unmanaged<EntryProducer>.fromOpaque(userdata)
    switch command {
    case ZIP_SOURCE_OPEN, ZIP_SOURCE_CLOSE:
        return 0
    case ZIP_SOURCE_READ:
        guard let data else { return -1 }
        return zip_int64_t(producer.takeUnretainedValue().produce(UnsafeMutableRawBufferPointer(start: data, count: Int(length))))
    case ZIP_SOURCE_STAT:
        guard let data, length >= MemoryLayout<zip_stat_t>.size else { return -1 }
        let stat = data.assumingMemoryBound(to: zip_stat_t.self)
        zip_stat_init(stat)
        stat.pointee.mtime = time_t(producer.takeUnretainedValue().modified)
        stat.pointee.valid |= zip_uint64_t(ZIP_STAT_MTIME)
        return zip_int64_t(MemoryLayout<zip_stat_t>.size)
    case ZIP_SOURCE_ERROR:
        guard let data, length >= 2 * MemoryLayout<Int32>.size else { return -1 }
        let codes = data.assumingMemoryBound(to: Int32.self)
        codes[0] = ZIP_ER_INTERNAL
        codes[1] = 0
        return zip_int64_t(2 * MemoryLayout<Int32>.size)
    case ZIP_SOURCE_FREE:
        producer.release()
        return 0
    case ZIP_SOURCE_SUPPORTS:
        return coach_zip_source_readable()
    default:
        return -1
    }
}
