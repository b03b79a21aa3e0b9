import Foundation
import Testing

/// `--health` through the command line: the JSON days, weight only at --redact full, the summary's Body section
/// in the locale's unit or --weight-unit, skipped records with their lines, a bad file refused in one sentence (exit 65), and `sample --health-out` the same
/// bytes every time.
@Suite struct HealthCommandTests {
    static func sample(_ folder: URL) throws -> (export: String, health: String) {
        let export = folder.appendingPathComponent("export.json").path, health = folder.appendingPathComponent("export.zip").path
        let r = try CLIRunner.run(["sample", "--days", "21", "--out", export, "--health-out", health])
        #expect(r.status == 0, "\(r.stderr)")
        return (export, health)
    }

    @Test func aHealthSampleThatCannotBeWrittenIsOneSentenceAndExit73() throws {
        let folder = try CLIRunner.temporaryFolder()
        let health = folder.appendingPathComponent("missing/export.zip").path
        let r = try CLIRunner.run(["sample", "--days", "3", "--out", folder.appendingPathComponent("export.json").path, "--health-out", health])
        #expect(r.status == 73)
        #expect(r.stderr.hasPrefix("coach-report: \(health): the Apple Health sample cannot be written ("), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func statsGivesTheDaysAndEachWeeksFigures() throws {
        let folder = try CLIRunner.temporaryFolder()
        let (export, health) = try Self.sample(folder)
        let r = try CLIRunner.run(["stats", export, "--json", "--health", health])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let days = (doc["health"] as! [String: Any])["days"] as! [[String: Any]]
        #expect(days.count == 21)
        #expect(days.allSatisfy { Set($0.keys) == ["date", "weightKg", "steps"] })
        #expect(days.contains { $0["weightKg"] is Double })
        let weeks = doc["weeks"] as! [[String: Any]]
        #expect(weeks.allSatisfy { $0.keys.contains("weightKg") && $0.keys.contains("averageSteps") })
    }

    @Test(arguments: ["summary", "counts"])
    func noWeightBelowFullRedaction(level: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        let (export, health) = try Self.sample(folder)
        let json = try CLIRunner.run(["stats", export, "--json", "--health", health, "--redact", level])
        #expect(json.status == 0)
        #expect(!json.stdout.contains("weightKg"))
        #expect(json.stdout.contains("\"steps\""))
        let text = try CLIRunner.run(["stats", export, "--health", health, "--redact", level])
        #expect(text.status == 0)
        #expect(!text.stdout.contains("kg") && !text.stdout.lowercased().contains("weight"))
        #expect(text.stdout.contains("steps a day"))
        let full = try CLIRunner.run(["stats", export, "--health", health])
        #expect(full.stdout.contains("last weight"))
    }

    /// Values no person records (issue 39: two step counts of 5e18 on one day trapped every command that read
    /// them): `stats --json`, a week and a batch with the file all end 0 with JSON a strict parser takes, and
    /// `validate` names each skipped record's line.
    @Test func extremeValuesCrashNothingAndAreWarningsWithLines() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (export, _) = try Self.sample(folder)
        func record(_ type: String, _ unit: String, _ value: String) -> String {
            #" <Record type="HKQuantityTypeIdentifier\#(type)" sourceName="S" unit="\#(unit)" startDate="2026-11-16 07:00:00 -0500" value="\#(value)"/>"#
        }
        var lines = ["<HealthData>"]
        lines += ["5e18", "5e18", "1e308", "inf", "nan", "-1"].map { record("StepCount", "count", $0) }
        lines += ["1e308", "inf", "nan", "-1"].map { record("BodyMass", "kg", $0) }
        lines += Array(repeating: record("StepCount", "count", "150"), count: 2_000)
        lines.append("</HealthData>")
        let xml = folder.appendingPathComponent("export.xml")
        try Data(lines.joined(separator: "\n").utf8).write(to: xml)

        let stats = try CLIRunner.run(["stats", export, "--json", "--health", xml.path])
        #expect(stats.status == 0, "\(stats.stderr)")
        // JSONSerialization takes no NaN or Infinity: a number JSON cannot hold fails here.
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        let days = try #require((doc["health"] as? [String: Any])?["days"] as? [[String: Any]])
        #expect(days.count == 1)
        #expect(days.first?["steps"] as? Int == 199_950)
        #expect(days.first?["weightKg"] is NSNull)

        let validate = try CLIRunner.run(["validate", export, "--health", xml.path])
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.contains("line 2: a step count of “5e18”, outside what a person records"))
        #expect(validate.stdout.contains("line 10: a weight whose value is “nan”, not a number"))
        #expect(validate.stdout.contains("a step count of “150” that would take its source's day past 200000 steps"))

        let week = try CLIRunner.run(["week", export, "--health", xml.path, "--pdf-only", "--out", folder.appendingPathComponent("week").path])
        #expect(week.status == 0, "\(week.stderr)")
        let manifest = folder.appendingPathComponent("m.jsonl")
        try Data(#"{"id": "a", "export": "export.json", "health": "export.xml", "outputs": ["summary"]}"#.utf8).write(to: manifest)
        let batch = try CLIRunner.run(["batch", manifest.path, "--out", folder.appendingPathComponent("batch").path])
        #expect(batch.status == 0, "\(batch.stderr)")
    }

    @Test func validateListsSkippedRecordsWithTheirLines() throws {
        let folder = try CLIRunner.temporaryFolder()
        let (export, _) = try Self.sample(folder)
        let xml = folder.appendingPathComponent("export.xml")
        try Data("""
            <HealthData>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="oz" startDate="2026-11-16 07:00:00 -0500" value="3000"/>
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2026-11-16 07:00:00 -0500" value="812"/>
            </HealthData>
            """.utf8).write(to: xml)
        let r = try CLIRunner.run(["validate", export, "--health", xml.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("weight or steps on 1 day, 2026-11-16"))
        #expect(r.stdout.contains("line 2: a weight in the unit “oz”"))
    }

    @Test func aBadHealthFileIsOneSentenceAndExit65() throws {
        let folder = try CLIRunner.temporaryFolder()
        let (export, _) = try Self.sample(folder)
        let empty = folder.appendingPathComponent("empty.zip")
        try Data().write(to: empty)
        let r = try CLIRunner.run(["stats", export, "--json", "--health", empty.path])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "coach-report: \(empty.path): the file is empty; --health takes the export.zip the Health app writes, or its export.xml.\n")
    }

    @Test func summaryTellsWeightAndStepsInTheLocalesUnitOrTheOneAsked() throws {
        let folder = try CLIRunner.temporaryFolder()
        let (export, health) = try Self.sample(folder)
        // A whole week (the latest, in a Sunday-first week, has one day).
        let week = ["--week", "2026-11-18"]
        let en = try CLIRunner.run(["summary", export, "--health", health] + week)
        #expect(en.status == 0, "\(en.stderr)")
        #expect(en.stdout.contains("## Body"))
        #expect(en.stdout.contains("Your weight readings:") && en.stdout.contains("\u{00A0}lb."))
        let nb = try CLIRunner.run(["summary", export, "--health", health, "--locale", "nb-NO"] + week)
        #expect(nb.stdout.contains("## Kropp") && nb.stdout.contains("Vektmålingene dine:") && nb.stdout.contains("\u{00A0}kg."))
        let st = try CLIRunner.run(["summary", export, "--health", health, "--weight-unit", "st"] + week)
        #expect(st.stdout.contains("\u{00A0}st "))
        let shared = try CLIRunner.run(["summary", export, "--health", health, "--redact", "summary"] + week)
        #expect(shared.stdout.contains("steps a day on average") && !shared.stdout.contains("weight"))
        let without = try CLIRunner.run(["summary", export])
        #expect(!without.stdout.contains("## Body"))
    }

    @Test func theHealthSampleIsTheSameBytesEveryTime() throws {
        let a = try Self.sample(try CLIRunner.temporaryFolder()), b = try Self.sample(try CLIRunner.temporaryFolder())
        #expect(try Data(contentsOf: URL(fileURLWithPath: a.health)) == Data(contentsOf: URL(fileURLWithPath: b.health)))
    }
}
