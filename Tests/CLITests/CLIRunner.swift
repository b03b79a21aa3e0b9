import Foundation
import Testing

/// Runs the built `coach-report` binary as a person would, and captures what it says.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
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

    /// `environment` is added to this process's (`COLUMNS` fixes the width help is wrapped to).
    static func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
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
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh, empty folder for one test's outputs.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
