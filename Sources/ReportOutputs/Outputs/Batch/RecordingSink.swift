#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportCore

/// A `FolderSink` for one person's output that notes the path of each file written, as seen from the batch's
/// folder (`client-042/week/2026-W47.pdf`), for their status line and record.
final class RecordingSink: FileSink, @unchecked Sendable {
    let inner: FolderSink
    let prefix: String
    private let written = Locked<[String]>([])

    init(_ inner: FolderSink, prefix: String) {
        self.inner = inner
        self.prefix = prefix
    }

    /// In path order: the files a person's output is made of, whatever order threads wrote them in.
    var paths: [String] { written.withLock { $0 }.sorted() }

    func write(_ file: OutputFile) throws(ReportError) {
        try inner.write(file)
        let path = prefix + file.path
        written.withLock { if !$0.contains(path) { $0.append(path) } }
    }

    func remove(_ path: String) throws(ReportError) { try inner.remove(path) }
    /// Straight to the folder, as the site's list is appended to, not read and written whole again.
    package func append(_ bytes: Data, to path: String) throws(ReportError) { try inner.append(bytes, to: path) }
    func contents(of path: String) -> Data? { inner.contents(of: path) }
    func existing(_ path: String) -> mode_t? { inner.existing(path) }
    func shown(_ path: String) -> String { inner.shown(path) }
}
