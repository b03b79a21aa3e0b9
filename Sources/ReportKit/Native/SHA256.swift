internal import CPango

/// SHA-256 by GLib's `GChecksum`: GLib is linked already, through Pango, so a published hash costs no new package.
enum SHA256 {
    /// The 32 bytes of the SHA-256 of `bytes`.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        // g_checksum_new gives nil only for a type GLib does not know; SHA-256 is known since GLib 2.16.
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { preconditionFailure("GLib has no SHA-256") }
        defer { g_checksum_free(checksum) }
        g_checksum_update(checksum, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
        var digest = [UInt8](repeating: 0, count: 32)
        var length = digest.count
        digest.withUnsafeMutableBufferPointer { g_checksum_get_digest(checksum, $0.baseAddress, &length) }
        return digest
    }
}
