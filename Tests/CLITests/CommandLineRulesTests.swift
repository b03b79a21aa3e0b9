import Foundation
import Testing

/// docs/cli.md's "Command-line rules", through the built binary: what --out is for each command, the one
/// form of a usage error, the old name of `chart --trend-days`, and --time-zone against a file's own zone.
@Suite struct CommandLineRulesTests {
    static let sample = CLIRunner.example("sample-export.json")

    /// Commands that make one file, each with the arguments before --out and the file's name.
    static let oneFile: [(arguments: [String], name: String)] = [
        (["stats", sample, "--json"], "stats.json"),
        (["sample", "--days", "14"], "sample.json"),
        (["summary", sample, "--week", "2026-W47"], "week.md"),
        (["email", sample, "--week", "2026-W47", "--no-pdf", "--from", "sam@example.org", "--to", "kari@example.no"], "week.eml"),
        (["chart", "rings", sample, "--week", "2026-W47", "--format", "svg"], "rings.svg"),
    ]

    /// `--out FILE` and `--out -` give the same bytes, the one in the file and the other on standard output.
    @Test(arguments: oneFile)
    func aFileOrStandardOutput(arguments: [String], name: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        let toFile = try CLIRunner.run(arguments + ["--out", file.path])
        #expect(toFile.status == 0, "\(toFile.stderr)")
        #expect(toFile.stdout.isEmpty)
        let toStdout = try CLIRunner.run(arguments + ["--out", "-"])
        #expect(toStdout.status == 0, "\(toStdout.stderr)")
        #expect(Data(toStdout.stdout.utf8) == (try Data(contentsOf: file)))
        #expect(!toStdout.stdout.isEmpty)
    }

    /// A file's folder is not made: a mistyped path stops with 74 and leaves nothing behind.
    @Test(arguments: oneFile)
    func aFileInAMissingFolderIsAnIOError(arguments: [String], name: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(arguments + ["--out", dir.appendingPathComponent("missing/\(name)").path])
        #expect(r.status == 74, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Commands that make many files take a folder, and make it (with its parents) when it is missing.
    @Test(arguments: [
        (["week", sample, "--week", "2026-W47", "--pdf-only"], "2026-W47.pdf"),
        (["summary", sample, "--every-week"], "2026-W47.md"),
        (["site", sample, "--no-pdf", "--quiet"], "index.html"),
    ])
    func aMissingFolderIsMade(arguments: [String], expected: String) throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("new/folder")
        let r = try CLIRunner.run(arguments + ["--out", folder.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(expected).path))
    }

    /// `week` writes into the current folder when --out is left out.
    @Test func weekWritesIntoTheCurrentFolderByDefault() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["week", Self.sample, "--week", "2026-W47", "--pdf-only"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["2026-W47.pdf"])
    }

    @Test(arguments: [
        (["chart", "rings", sample, "--out", "-"], "--out - needs --format png, svg or pdf, as there is no extension to follow."),
        (["chart", "rings", sample, "--out", "a.png", "--format", "svg"], "--format svg and --out a.png disagree; leave out --format, as the extension decides."),
        (["summary", sample, "--every-week", "--out", "-"], "--every-week needs --out, the folder to write the weeks into."),
        (["site", sample], "Missing expected argument '--out <dir>'."),
        (["summary", sample, "--out", "week.png"], "A summary is written as .md or .html, not .png."),
        (["summary", sample, "--format", "pdf"], "The value 'pdf' is invalid for '--format <format>'. Please provide one of 'md' and 'html'."),
    ])
    func whatOutCannotBe(arguments: [String], sentence: String) throws {
        let r = try CLIRunner.run(arguments)
        #expect(r.status == 64)
        #expect(r.stderr == "coach-report: \(sentence)\nSee 'coach-report \(arguments[0]) --help'.\n")
        #expect(r.stdout.isEmpty)
    }

    /// A usage error reads the same whether argument-parser found it (a bad value) or coach-report did
    /// (a request the export cannot meet).
    @Test func everyUsageErrorHasOneForm() throws {
        let parser = try CLIRunner.run(["stats", Self.sample, "--week-start", "tuesday"])
        #expect(parser.status == 64)
        #expect(parser.stderr == "coach-report: The value 'tuesday' is invalid for '--week-start <day>'. Please provide one of 'monday', 'sunday' or 'saturday'.\nSee 'coach-report stats --help'.\n")
        let ours = try CLIRunner.run(["stats", Self.sample, "--as-of", "2300-01-01"])
        #expect(ours.status == 64)
        #expect(ours.stderr.hasPrefix("coach-report: --as-of 2300-01-01 "))
        #expect(ours.stderr.hasSuffix(".\nSee 'coach-report stats --help'.\n"))
        #expect(ours.stderr.split(separator: "\n").count == 2)
        let unknown = try CLIRunner.run(["frobnicate"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasSuffix("\nSee 'coach-report --help'.\n"))
    }

    /// `chart --days` is the old name of `--trend-days`: it still works for a release, with a note.
    @Test func theOldNameOfTrendDaysStillWorks() throws {
        let dir = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.svg"), new = dir.appendingPathComponent("new.svg")
        let a = try CLIRunner.run(["chart", "trend", Self.sample, "--days", "30", "--out", old.path])
        #expect(a.status == 0)
        #expect(a.stderr == "coach-report: --days is now --trend-days; the old name goes in the next release.\n")
        let b = try CLIRunner.run(["chart", "trend", Self.sample, "--trend-days", "30", "--out", new.path])
        #expect(b.status == 0)
        #expect(b.stderr.isEmpty)
        #expect(try Data(contentsOf: old) == Data(contentsOf: new))
        let both = try CLIRunner.run(["chart", "trend", Self.sample, "--days", "30", "--trend-days", "30", "--out", new.path])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("coach-report: --days is the old name of --trend-days; give --trend-days alone.\n"))
        let range = try CLIRunner.run(["chart", "trend", Self.sample, "--days", "3", "--out", new.path])
        #expect(range.stderr.hasPrefix("coach-report: --days takes a number from 7 to 3650.\n"))
    }

    /// A file that names its zone is counted in it: another --time-zone is refused, naming both; the same is fine.
    @Test func aTimeZoneOtherThanTheFilesIsRefused() throws {
        let other = try CLIRunner.run(["stats", Self.sample, "--time-zone", "Europe/Oslo"])
        #expect(other.status == 64)
        #expect(other.stderr == """
            coach-report: --time-zone Europe/Oslo: \(Self.sample) names its own time zone, America/New_York, and its days are counted in it; leave out --time-zone.
            See 'coach-report stats --help'.

            """)
        #expect(other.stdout.isEmpty)
        let same = try CLIRunner.run(["stats", Self.sample, "--time-zone", "America/New_York"])
        #expect(same.status == 0)
        #expect(same.stdout == (try CLIRunner.run(["stats", Self.sample])).stdout)
        // A zone that does not exist is refused even when the file names its own.
        let bad = try CLIRunner.run(["stats", Self.sample, "--time-zone", "Nowhere/Land"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("coach-report: --time-zone: “Nowhere/Land” is not a time zone coach-report knows"))
    }

    /// A mistyped command is answered with the nearest one, as a mistyped option already is; a word near none
    /// lists the commands. Both are usage errors (64) that point to --help.
    @Test(arguments: [
        ("weak", "'weak' is not a command. Did you mean 'week'?"), ("stast", "'stast' is not a command. Did you mean 'stats'?"),
        ("reflcet", "'reflcet' is not a command. Did you mean 'reflect'?"), ("SITE", "'SITE' is not a command. Did you mean 'site'?"),
        ("export.json", "'export.json' is not a command; the commands are validate, stats, sample, chart, summary, week, reflect, site, email, batch, card."),
    ])
    func aMistypedCommandSuggestsTheNearest(typed: String, said: String) throws {
        let r = try CLIRunner.run([typed, Self.sample])
        #expect(r.status == 64)
        #expect(r.stderr == "coach-report: \(said)\nSee 'coach-report --help'.\n")
    }

    /// The machine's zone is the command line's to read (TZ, else /etc/localtime) and hand to the library.
    @Test func aFileWithNoZoneIsCountedInTheMachinesZone() throws {
        let r = try CLIRunner.run(["validate", CLIRunner.example("checkins.json")], environment: ["TZ": "Asia/Tokyo"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Time zone: Asia/Tokyo."), "\(r.stdout)")
    }
}
