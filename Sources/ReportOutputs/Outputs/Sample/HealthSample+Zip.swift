import ReportNative
import ReportCore
extension HealthSample {
    /// Writes the sample as the Health app does, `apple_health_export/export.xml` in a zip, streaming:
    /// the XML is made a day at a time as libzip deflates it, never held whole.
    package func writeZip(to path: String) throws {
        let zip = try ZipStreamWriter(creatingAt: path)
        var pieces = self.pieces
        var pending: [UInt8] = []
        var position = 0
        var more = true
        try zip.addEntry(named: "apple_health_export/export.xml", modified: (last + 1).number * 86_400 + 8 * 3600) { buffer in
            var written = 0
            while written < buffer.count {
                if position == pending.count {
                    guard more else { break }
                    pending.removeAll(keepingCapacity: true)
                    position = 0
                    more = pieces.next(into: &pending)
                    continue
                }
                let n = min(buffer.count - written, pending.count - position)
                pending.withUnsafeBytes { bytes in
                    buffer.baseAddress!.advanced(by: written).copyMemory(from: bytes.baseAddress!.advanced(by: position), byteCount: n)
                }
                written += n
                position += n
            }
            return written
        }
        try zip.close()
    }
}
