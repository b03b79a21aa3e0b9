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
