internal import CZip

/// A zip archive open for reading, with libzip (Zip64 included). Owns the archive and frees it.
package final class ZipArchive {
    private let archive: OpaquePointer

    /// Opens `path` read-only, checking that its directory agrees with itself.
    package init(readingAt path: String) throws {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY | ZIP_CHECKCONS, &code) else {
            throw ZipError.from(code: code, "open the archive")
        }
        self.archive = archive
    }

    deinit { zip_discard(archive) }

    /// The names of the entries, in the archive's order.
    package func entryNames() throws -> [String] {
        let count = try ZipError.check(zip_get_num_entries(archive, 0), zip_get_error(archive), "count the entries")
        return (0..<count).compactMap { index in zip_get_name(archive, zip_uint64_t(index), 0).map { String(cString: $0) } }
    }

    /// The entry named `name`, to read from the start; it keeps this archive open while it lives.
    package func openEntry(named name: String) throws -> ZipEntryReader {
        guard let file = zip_fopen(archive, name, 0) else {
            throw ZipError.from(zip_get_error(archive), "open \(name)")
        }
        return ZipEntryReader(file: file, archive: self)
    }
}

/// One entry's bytes as they inflate, a buffer at a time; owns the open entry and closes it.
package final class ZipEntryReader {
    private let file: OpaquePointer
    private let archive: ZipArchive  // The entry reads through the archive: keep it open.

    fileprivate init(file: OpaquePointer, archive: ZipArchive) {
        self.file = file
        self.archive = archive
    }

    deinit { zip_fclose(file) }

    /// Fills `buffer` with the next bytes; 0 at the end. Throws when the bytes are damaged or cut short
    /// (libzip checks the entry's CRC at its end).
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        return Int(try ZipError.check(zip_fread(file, base, zip_uint64_t(buffer.count)), zip_file_get_error(file), "read the entry"))
    }
}
