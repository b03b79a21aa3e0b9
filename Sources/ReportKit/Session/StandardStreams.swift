import Foundation

/// Standard output and error, so the CLI needs no Foundation of its own.
public enum StandardStreams {
    public static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public static func writeOutput(_ text: String) {
        writeOutput(Data(text.utf8))
    }

    public static func writeOutput(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }
}
