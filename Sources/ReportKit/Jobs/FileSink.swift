#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a job's files go. Safe to call from several threads at once.
public protocol FileSink: Sendable {
    func write(_ file: OutputFile) throws(ReportError)
    /// Removes a file an earlier run wrote (a rebuilt site's stale week), at a path relative to the destination.
    func remove(_ path: String) throws(ReportError)
    /// The bytes of a file an earlier run wrote (a site's list of the files it made); nil when there is none.
    func contents(of path: String) -> Data?
}

/// The one place coach-report writes and removes files: each under `folder`, atomically (a temporary file beside
/// it, renamed into place, so a failure leaves nothing half-written); `-` is standard output. A file is removed,
/// or read back, only inside `folder` and never through a link (`InsideFolder`).
public struct FolderSink: FileSink {
    /// The folder relative paths are taken from; nil: the current folder.
    public let folder: String?
    /// Whether missing folders on the way are made (for commands that say they make the folder they are given).
    public let createsFolders: Bool

    public init(folder: String?, createsFolders: Bool = false) {
        self.folder = folder
        self.createsFolders = createsFolders
    }

    public func write(_ file: OutputFile) throws(ReportError) {
        if file.path == "-" { return try StandardStreams.writeOutput(file.bytes) }
        let path: String
        if let folder, !file.path.hasPrefix("/") {
            path = folder.hasSuffix("/") ? folder + file.path : folder + "/" + file.path
        } else {
            path = file.path
        }
        try AtomicFile.write(file.bytes, to: path, createFolders: createsFolders)
    }

    public func remove(_ path: String) throws(ReportError) {
        try InsideFolder.remove(path, in: folder ?? ".")
    }

    public func contents(of path: String) -> Data? {
        InsideFolder.read(path, in: folder ?? ".")
    }
}
