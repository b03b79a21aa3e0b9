import Foundation

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

    var paths: [String] { written.withLock { $0 } }

    func write(_ file: OutputFile) throws(ReportError) {
        try inner.write(file)
        let path = prefix + file.path
        written.withLock { if !$0.contains(path) { $0.append(path) } }
    }

    func remove(_ path: String) throws(ReportError) { try inner.remove(path) }
    func contents(of path: String) -> Data? { inner.contents(of: path) }
    func existing(_ path: String) -> mode_t? { inner.existing(path) }
    func shown(_ path: String) -> String { inner.shown(path) }
}
