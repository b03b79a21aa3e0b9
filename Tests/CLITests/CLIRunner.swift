import Foundation
import Testing

/// Runs the built `coach-report` binary as a person would, and captures what it says.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run was still going at its timeout, and was killed.
        var timedOut = false
    }

    /// The binary SwiftPM built beside this test bundle.
    static let binary: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("coach-report")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("coach-report binary not found near \(Bundle.main.bundleURL.path); run `swift build` first")
    }()

    /// The contract's example exports, copied into the repository (`Tests/Fixtures/exports`).
    static let examples: URL = {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("Fixtures/exports")
    }()

    static func example(_ name: String) -> String { examples.appendingPathComponent(name).path }

    /// `environment` is added to this process's (`COLUMNS` fixes the width help is wrapped to). A run still going
    /// after `timeout` seconds is killed, and says so (`timedOut`): for runs that must never block.
    static func run(
        _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil, environment: [String: String] = [:], timeout: TimeInterval? = nil
    ) throws -> Result {
        // Files, not pipes: no thread juggling, and a large output cannot block the child.
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
        try #require(FileManager.default.createFile(atPath: outURL.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: errURL.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: inURL.path, contents: stdin ?? Data()))
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        try process.run()
        var timedOut = false
        if let timeout {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            timedOut: timedOut)
    }

    /// Every folder these tests make lies beneath one folder per test process, removed when the process
    /// exits, so a run leaves nothing behind in the system's temporary folder.
    static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-cli-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: CLIRunner.scratch) }
        return url
    }()

    /// A fresh, empty folder for one test's outputs.
    static func temporaryFolder() throws -> URL {
        let url = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension CLIRunner {
    /// Starts the binary as a shell would, with SIGINT and SIGTERM unblocked and at their default, its output
    /// thrown away; for tests that stop it. (`Process` hands the child the signal mask of the thread that starts
    /// it, and the test runner's threads block those signals, so a child started that way never sees them.)
    static func start(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), stopping = sigset_t()
        sigemptyset(&none)
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &stopping)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, binary.path, &actions, &attributes, argv, environ)
        try #require(failure == 0, "posix_spawn: \(String(cString: strerror(failure)))")
        return pid
    }

    /// Waits for a process `start` began; the signal that ended it, or nil when it exited.
    static func waitForSignal(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFSIGNALED / WTERMSIG, which Swift does not import.
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? signal : nil
    }
}
