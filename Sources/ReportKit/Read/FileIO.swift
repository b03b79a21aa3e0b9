import Foundation

/// The one place coach-report touches files: reading inputs and writing outputs atomically.
public enum FileIO {
    /// Reads a whole file, or standard input for `-`.
    public static func read(_ path: String) throws(ReportError) -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReportError(.io, "\(path): no such file.")
        }
        guard !isDirectory.boolValue else { throw ReportError(.io, "\(path): is a folder, not a file.") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReportError(.io, "\(path): the file cannot be read (check its permissions).")
        }
        return Array(data)
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
