import Foundation

/// The one place coach-report touches files: reading inputs and writing outputs atomically.
public enum FileIO {
    /// Reads a whole file, or standard input for `-`, straight into bytes (no intermediate copy).
    public static func read(_ path: String) throws(ReportError) -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: throw ReportError(.io, "\(path): no such file.")
            case EACCES: throw ReportError(.io, "\(path): the file cannot be read (check its permissions).")
            default: throw ReportError(.io, "\(path): the file cannot be opened.")
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReportError(.io, "\(path): the file cannot be read.") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw ReportError(.io, "\(path): is a folder, not a file.") }
        var bytes: [UInt8] = []
        var chunk = max(Int(info.st_size), 0) + 1
        while true {
            let start = bytes.count
            var failed = false
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                let n = Foundation.read(fd, buffer.baseAddress! + start, chunk)
                if n < 0 { failed = true }
                return max(n, 0)
            }
            bytes.removeLast(chunk - got)
            if failed { throw ReportError(.io, "\(path): the file cannot be read.") }
            if got == 0 { return bytes }
            chunk = 1 << 16
        }
    }

    /// Writes `data` to a temporary file beside `path` and renames it into place, so a failure
    /// leaves nothing half-written. `-` writes to standard output.
    public static func write(_ data: Data, to path: String) throws(ReportError) {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError(.io, "\(folder.path): the folder cannot be created.")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the destination in one step.
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ReportError(.io, "\(path): the file cannot be written.")
        }
    }

    public static func write(_ text: String, to path: String) throws(ReportError) {
        try write(Data(text.utf8), to: path)
    }
}
