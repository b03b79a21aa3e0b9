import Foundation
import Testing

/// Inputs made to break coach-report, through the built binary: each ends with its sentence and
/// exit status, never a crash (issue 15).
@Suite struct HostileInputTests {
    /// Writes `text` to a file in a fresh folder and gives its path.
    static func file(_ text: String, named name: String = "x.json") throws -> String {
        let folder = try CLIRunner.temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Every command that reads an export, with what it needs to run.
    static func commands(_ path: String, out folder: String) -> [[String]] {
        [
            ["validate", path],
            ["stats", path, "--json"],
            ["chart", "rings", path, "--out", folder + "/rings.svg"],
            ["summary", path],
            ["week", path, "--out", folder],
        ]
    }

    /// A version of 2^63 or more, or 1e999, once ended every command with SIGILL.
    @Test(arguments: ["9223372036854775808", "1e999", "-1e999"])
    func aHugeVersionIsASentenceForEveryCommand(version: String) throws {
        let path = try Self.file(#"{"format": "coacher-export", "version": \#(version), "exportedAt": "2026-11-22", "timeZone": "UTC"}"#)
        let folder = try CLIRunner.temporaryFolder().path
        for arguments in Self.commands(path, out: folder) {
            let r = try CLIRunner.run(arguments)
            #expect(r.status == 65, "\(arguments[0])")
            #expect(r.stderr.hasPrefix("coach-report: \(path):1:41: version: "), "\(arguments[0])")
            #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        }
    }
}
