internal import CCrypto

/// SHA-256 by OpenSSL's libcrypto, which uses the processor's SHA instructions where it has them: a site hashes every
/// file it writes for its list (`SiteManifest`), tens of megabytes for ten years, and GLib's portable SHA-256 spent
/// 13% of such a build on it (1.29 G of 9.75 G instructions).
package enum SHA256 {
    /// The 32 bytes of the SHA-256 of `bytes`.
    package static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        // EVP_Digest fails only when it cannot allocate its context, or for a digest libcrypto lacks; SHA-256 is always
        // built in (in the default provider and the FIPS one alike).
        let ok = digest.withUnsafeMutableBufferPointer { out in
            EVP_Digest(bytes.baseAddress, bytes.count, out.baseAddress, &length, EVP_sha256(), nil)
        }
        precondition(ok == 1 && length == 32, "libcrypto could not compute a SHA-256")
        return digest
    }

    /// SHA-256 fed a piece at a time, for bytes never held together (a message's 30 MB of parts).
    package final class Hasher {
        private let context: OpaquePointer

        package init() {
            // As for `digest`: only a failed allocation can stop these.
            guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
                preconditionFailure("libcrypto could not start a SHA-256")
            }
            self.context = context
        }

        deinit { EVP_MD_CTX_free(context) }

        package func update(_ bytes: UnsafeRawBufferPointer) {
            guard !bytes.isEmpty else { return }
            precondition(EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1, "libcrypto could not compute a SHA-256")
        }

        /// The 32 bytes of the SHA-256 of everything fed so far; the hasher is spent.
        package func finish() -> [UInt8] {
            var digest = [UInt8](repeating: 0, count: 32)
            var length: UInt32 = 0
            let ok = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
            precondition(ok == 1 && length == 32, "libcrypto could not compute a SHA-256")
            return digest
        }
    }
}
