import Foundation

/// Reading inputs: a file mapped, or standard input. (Outputs are written by `FolderSink`.)
public enum FileIO {
    /// Reads a whole file, or standard input for `-`: a regular file is mapped, not copied.
    public static func read(_ path: String) throws(ReportError) -> InputBytes {
        if path == "-" {
            return InputBytes(Array(FileHandle.standardInput.readDataToEndOfFile()))
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
        if (info.st_mode & S_IFMT) == S_IFREG, let mapped = InputBytes(mapping: fd, length: Int(info.st_size)) {
            return mapped
        }
        return InputBytes(try readStream(fd, path: path, sizeHint: Int(info.st_size)))
    }

    /// Reads `fd` to its end: for pipes, devices and files that cannot be mapped (or are empty).
    private static func readStream(_ fd: Int32, path: String, sizeHint: Int) throws(ReportError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(sizeHint, 0) + 1)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let got = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress!, chunk) }
            if got < 0 { throw ReportError(.io, "\(path): the file cannot be read.") }
            if got == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<got])
        }
    }
}
