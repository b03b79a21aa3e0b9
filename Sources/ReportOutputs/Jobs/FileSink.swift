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

/// Where a job's files go. Safe to call from several threads at once.
package protocol FileSink: Sendable {
    func write(_ file: OutputFile) throws(ReportError)
    /// Removes a file an earlier run wrote (a rebuilt site's stale week), at a path relative to the destination.
    func remove(_ path: String) throws(ReportError)
    /// The bytes of a file an earlier run wrote (a site's list of the files it made); nil when there is none.
    func contents(of path: String) -> Data?
    /// What is at a path relative to the destination, a link itself rather than what it names; nil for
    /// nothing (or no way to tell).
    func existing(_ path: String) -> mode_t?
    /// `path` as messages show it (under the folder as the person named it).
    func shown(_ path: String) -> String
    /// Adds `bytes` at the end of a file an earlier write made (a site's list, a line as each file is written).
    func append(_ bytes: Data, to path: String) throws(ReportError)
    /// The same file made ready for many additions: a site adds a line to its list before each of its hundreds of
    /// files, and a folder's file is then opened (and checked) once, not for every line.
    func appending(to path: String) throws(ReportError) -> any FileAppending
}

/// A file of a sink kept ready to add to (`FileSink.appending(to:)`). Safe to call from several threads at once.
package protocol FileAppending: Sendable {
    func append(_ bytes: Data) throws(ReportError)
}

extension FileSink {
    package func existing(_ path: String) -> mode_t? { nil }
    package func shown(_ path: String) -> String { path }
    /// Reads the file and writes it whole again: for sinks that keep files elsewhere than in a folder.
    package func append(_ bytes: Data, to path: String) throws(ReportError) {
        try write(OutputFile(path: path, bytes: (contents(of: path) ?? Data()) + bytes))
    }
    /// Each addition made through `append(_:to:)`.
    package func appending(to path: String) throws(ReportError) -> any FileAppending { SinkAppending(sink: self, path: path) }
}

/// Additions made one at a time through the sink's `append(_:to:)`.
private struct SinkAppending: FileAppending {
    let sink: any FileSink
    let path: String
    package func append(_ bytes: Data) throws(ReportError) { try sink.append(bytes, to: path) }
}

/// Writes a file named `-` to standard output: passed in by the program that owns the stream (the command
/// line), as the library never writes it itself.
public typealias StandardOutputWriter = @Sendable (Data) throws(ReportError) -> Void

/// The one place coach-report writes, reads back and removes files; `-` is standard output, through the writer
/// the caller gives.
///
/// With a `folder` (`week`, `site`, `summary --every-week`), the folder is opened once, as the person named it,
/// and every file is reached beneath it without following a link (`InsideFolder`) and written atomically
/// (`AtomicFile`): whatever is planted in the folder, nothing outside it is written, read or removed.
/// Without one, each file is one the person named (`--out report.json`), in its folder as named.
package struct FolderSink: FileSink {
    /// The folder relative paths are taken from; nil: each path is a single file the person named.
    package let folder: String?
    /// Whether missing folders on the way are made (for commands that say they make the folder they are given).
    package let createsFolders: Bool
    /// Where a file named `-` goes; nil: such a file is refused.
    private let standardOutput: StandardOutputWriter?
    private let opened: OpenedFolder
    /// Lists the temporary files of the writes in flight (the host's, so a stopping program can remove them).
    private let temporaryFiles: TemporaryFiles

    package init(folder: String?, createsFolders: Bool = false, standardOutput: StandardOutputWriter? = nil, temporaryFiles: TemporaryFiles) {
        self.folder = folder
        self.createsFolders = createsFolders
        self.standardOutput = standardOutput
        self.temporaryFiles = temporaryFiles
        opened = OpenedFolder(nil)
    }

    /// A folder already opened beneath another sink's (`subfolder(_:)`), shown as `folder`.
    private init(opened fd: Int32, shown folder: String, createsFolders: Bool, temporaryFiles: TemporaryFiles) {
        self.folder = folder
        self.createsFolders = createsFolders
        self.temporaryFiles = temporaryFiles
        standardOutput = nil
        opened = OpenedFolder(fd)
    }

    /// The sink of the folder at `path` beneath this one (made if missing, when this sink makes folders), reached
    /// as every file is, one folder at a time with no link followed: a batch person's folder, and each output's
    /// folder within it, are as confined as their files. A link, FIFO, device or file planted on the way, or a
    /// dangling link, is refused with the sentence a single command gives (exit 74), never followed or replaced.
    package func subfolder(_ path: String) throws(ReportError) -> FolderSink {
        let shown = self.shown(path)
        guard let parts = InsideFolder.components(path) else {
            throw InsideFolder.refused(shown, "written", "it is not a plain path inside the folder")
        }
        guard let root = try opened.descriptor(folder ?? ".", creating: createsFolders) else {
            throw ReportError(.io, "\(shown): the folder \(folder ?? ".") does not exist.")
        }
        guard let fd = try InsideFolder.openFolder(parts, beneath: root, creating: createsFolders, shown: shown, doing: "written") else {
            throw ReportError(.io, "\(shown): the folder does not exist.")
        }
        return FolderSink(opened: fd, shown: shown, createsFolders: createsFolders, temporaryFiles: temporaryFiles)
    }

    /// Every regular file beneath the folder, as paths relative to it, found without following a link; nothing
    /// when the folder is not there. For clearing what a killed run left (`.name.tag.tmp`).
    package func regularFiles() -> [String] {
        guard let root = try? opened.descriptor(folder ?? ".", creating: false) else { return [] }
        return InsideFolder.regularFiles(beneath: root)
    }

    package func write(_ file: OutputFile) throws(ReportError) {
        if file.path == "-" {
            guard let standardOutput else { throw ReportError(.usage, "-: standard output is written only by the command line; name a file.") }
            switch file.body {
            case .bytes(let data): return try standardOutput(data)
            case .streamed(let streamed): return try streamed.write { (piece) throws(ReportError) in try standardOutput(Data(piece)) }
            }
        }
        guard let folder else { return try AtomicFile.write(file.body, toFileNamed: file.path, temporaryFiles: temporaryFiles) }
        let shown = self.shown(file.path)
        guard let parts = InsideFolder.components(file.path) else {
            throw InsideFolder.refused(shown, "written", "it is not a plain path inside the folder")
        }
        guard let root = try opened.descriptor(folder, creating: createsFolders) else {
            throw ReportError(.io, "\(shown): the folder \(folder) does not exist.")
        }
        guard let chain = try InsideFolder.openFolders(parts, beneath: root, creating: createsFolders, shown: shown, doing: "written") else {
            throw ReportError(.io, "\(shown): the folder \(folderPart(of: shown)) does not exist.")
        }
        defer { chain.forEach { close($0) } }
        try AtomicFile.write(file.body, named: parts[parts.count - 1], in: chain.last ?? root, shown: shown, temporaryFiles: temporaryFiles)
    }

    package func remove(_ path: String) throws(ReportError) {
        guard let root = try opened.descriptor(folder ?? ".", creating: false) else { return }
        try InsideFolder.remove(path, beneath: root, shown: shown(path))
    }

    package func contents(of path: String) -> Data? {
        guard let root = try? opened.descriptor(folder ?? ".", creating: false) else { return nil }
        return InsideFolder.read(path, beneath: root)
    }

    package func existing(_ path: String) -> mode_t? {
        guard let parts = InsideFolder.components(path), let root = try? opened.descriptor(folder ?? ".", creating: false),
              let chain = try? InsideFolder.openFolders(parts, beneath: root, creating: false, shown: path, doing: "read") else { return nil }
        defer { chain.forEach { close($0) } }
        return InsideFolder.status(of: parts[parts.count - 1], in: chain.last ?? root).map { $0.st_mode }
    }

    package func append(_ bytes: Data, to path: String) throws(ReportError) {
        try appending(to: path).append(bytes)
    }

    /// The file opened once (a link, FIFO or device there refused, never opened; it must be there and ours) and
    /// written to until the value is let go.
    package func appending(to path: String) throws(ReportError) -> any FileAppending {
        guard let root = try opened.descriptor(folder ?? ".", creating: false) else {
            throw ReportError(.io, "\(shown(path)): the folder \(folder ?? ".") does not exist.")
        }
        let shown = self.shown(path)
        return OpenFileAppending(fd: try InsideFolder.openForAppending(path, beneath: root, shown: shown), shown: shown)
    }

    package func shown(_ path: String) -> String {
        guard let folder, folder != "." else { return path }
        return (folder.hasSuffix("/") ? folder : folder + "/") + path
    }
}

/// The output folder, opened the first time it is needed and kept open: every later path is taken from that
/// folder, even if the name is pointed elsewhere meanwhile.
private final class OpenedFolder: Sendable {
    private let fd: Locked<Int32?>

    /// `fd`: a folder opened already, now this value's to close; nil: opened by name when first needed.
    init(_ fd: Int32?) { self.fd = Locked(fd) }

    /// The folder's descriptor; nil when it does not exist and is not to be made.
    func descriptor(_ path: String, creating: Bool) throws(ReportError) -> Int32? {
        try fd.withLock { (fd: inout Int32?) throws(ReportError) -> Int32? in
            if let fd { return fd }
            var opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if opened < 0, errno == ENOENT, creating {
                do {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                } catch {
                    throw ReportError(.io, "\(path): the folder cannot be created.")
                }
                opened = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            }
            guard opened >= 0 else {
                if errno == ENOENT { return nil }
                throw ReportError(.io, "\(path): the folder cannot be opened (\(AtomicFile.reason())).")
            }
            fd = opened
            return opened
        }
    }

    deinit { fd.withLock { if let fd = $0 { close(fd) } } }
}

/// A file of the folder opened for adding to its end, closed when let go. Each addition is one `write` to a file
/// opened `O_APPEND`, so additions from several threads never interleave.
private final class OpenFileAppending: FileAppending {
    private let fd: Int32
    private let shown: String

    init(fd: Int32, shown: String) {
        self.fd = fd
        self.shown = shown
    }

    deinit { close(fd) }

    package func append(_ bytes: Data) throws(ReportError) {
        guard AtomicFile.writeAll(bytes, to: fd) else { throw ReportError(.io, "\(shown): cannot be written (\(AtomicFile.reason())).") }
    }
}
