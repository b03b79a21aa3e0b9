import Foundation

/// Every file and folder a test makes lies beneath one folder per test process, which is removed when the
/// process exits: a run of the suite leaves nothing behind in the system's temporary folder, whether or not a
/// test tidies up after itself (hundreds of folders were left behind before).
enum Scratch {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-kit-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()
}
