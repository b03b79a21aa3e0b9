#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A sink that keeps every file in memory, by path: how `Report` runs the same jobs as the command line and hands
/// back their bytes without a file system.
final class MemorySink: FileSink, Sendable {
    private let files = Locked<[String: Data]>([:])

    func write(_ file: OutputFile) throws(ReportError) { files.withLock { $0[file.path] = file.bytes } }
    func remove(_ path: String) throws(ReportError) { _ = files.withLock { $0.removeValue(forKey: path) } }
    func contents(of path: String) -> Data? { files.withLock { $0[path] } }

    /// The file a job wrote at `path`; an error if it wrote none there (a job that changed what it names).
    func file(_ path: String) throws(ReportError) -> Data {
        guard let bytes = contents(of: path) else { throw ReportError(.io, "\(path) was not made.") }
        return bytes
    }
}
