#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore

/// A sink that keeps every file in memory, by path: how `Report` runs the same jobs as the command line and hands
/// back their bytes without a file system.
package final class MemorySink: FileSink, Sendable {
    package init() {}

    private let files = Locked<[String: Data]>([:])

    package func write(_ file: OutputFile) throws(ReportError) { files.withLock { $0[file.path] = file.bytes } }
    package func remove(_ path: String) throws(ReportError) { _ = files.withLock { $0.removeValue(forKey: path) } }
    package func contents(of path: String) -> Data? { files.withLock { $0[path] } }

    /// The file a job wrote at `path`; an error if it wrote none there (a job that changed what it names).
    package func file(_ path: String) throws(ReportError) -> Data {
        guard let bytes = contents(of: path) else { throw ReportError(.io, "\(path) was not made.") }
        return bytes
    }
}
