#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One file a job makes: where it goes, relative to the job's destination, and its bytes.
package struct OutputFile: Sendable, Equatable {
    /// A path relative to the destination folder (`2026-W47.pdf`, `weeks/2026-W47.html`), or `-` for standard output.
    package var path: String
    package var bytes: Data

    package init(path: String, bytes: Data) { self.path = path; self.bytes = bytes }
    package init(path: String, text: String) { self.init(path: path, bytes: Data(text.utf8)) }
}
