import Foundation
import Testing

/// validate, stats and sample, run as the built binary: stdout, stderr and exit status.
@Suite struct FoundationCommandsTests {
    @Test func validateSaysWhatTheFileHolds() throws {
        let r = try CLIRunner.run(["validate", CLIRunner.example("sample-export.json")])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Days covered: 2026-08-31 to 2026-11-22 (84 days, 73 with something logged)."))
        #expect(r.stdout.contains("Entries: 68. Urge notes: 83. Check-ins: 73. Achievements: 12. Prep items: 4."))
        #expect(r.stderr.isEmpty)
    }

    @Test func validateReadsABareCheckInArrayWithItsProfile() throws {
        let r = try CLIRunner.run(["validate", CLIRunner.example("checkins.json"), "--time-zone", "Europe/Oslo", "--profile", CLIRunner.example("profile.json")])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Discipline Coach check-in file"))
        #expect(r.stdout.contains("Profile: Ingrid"))
    }

    @Test func standardInputIsRead() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIRunner.example("uke-nb.json")))
        let r = try CLIRunner.run(["validate", "-"], stdin: data)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("<stdin>: en gyldig Coacher-eksport."), "the file is nb-NO, so the report is in bokmål")
    }

    /// `stats --json` against an independent reading of the contract (bench/crosscheck_figures.py, Python's zoneinfo).
    @Test(arguments: [
        ("sample-export.json", "America/New_York", "sunday", [String]()),
        ("sample-export.json", "America/New_York", "saturday", [String]()),
        ("uke-nb.json", "Europe/Oslo", "monday", [String]()),
        ("checkins.json", "Europe/Oslo", "monday", ["--time-zone", "Europe/Oslo"]),
    ])
    func statsMatchAnIndependentReading(file: String, zone: String, weekStart: String, extra: [String]) throws {
        let path = CLIRunner.example(file)
        let r = try CLIRunner.run(["stats", path, "--json", "--as-of", "2026-11-22", "--week-start", weekStart] + extra)
        #expect(r.status == 0)
        let ours = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("bench/crosscheck_figures.py")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", script.path, path, zone, weekStart, "2026-11-22"]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        let theirsData = pipe.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        let theirs = try JSONSerialization.jsonObject(with: theirsData) as! [String: Any]
        #expect(ours["showedUp"] as? [String] == theirs["showedUp"] as? [String])
        #expect(ours["currentStreak"] as? Int == theirs["currentStreak"] as? Int)
        #expect(ours["longestStreak"] as? Int == theirs["longestStreak"] as? Int)
        #expect(NSDictionary(dictionary: ours["discipline"] as! [String: Any]) == NSDictionary(dictionary: theirs["discipline"] as! [String: Any]))
        let weeks = ours["weeks"] as! [[String: Any]]
        let start = weeks.first!["start"] as! String
        let weekday = ["sunday": 1, "monday": 2, "saturday": 7][weekStart]!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        #expect(calendar.component(.weekday, from: formatter.date(from: start)!) == weekday)
        // Each week's showed-up count is the showed-up days inside it.
        let shown = Set(ours["showedUp"] as! [String])
        for w in weeks {
            let first = formatter.date(from: w["start"] as! String)!
            let days = (0..<7).map { formatter.string(from: first.addingTimeInterval(Double($0) * 86_400)) }
            #expect(w["showedUp"] as? Int == days.filter(shown.contains).count)
        }
    }

    @Test func statsJSONHasTheDocumentedShape() throws {
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--json"])
        let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        for key in ["schema", "timeZone", "weekStart", "asOf", "showedUp", "currentStreak", "longestStreak", "comebacks", "weeks", "months", "quarters", "years", "discipline", "disciplineNow", "milestones", "patterns"] {
            #expect(doc[key] != nil, "missing \(key)")
        }
        let week = (doc["weeks"] as! [[String: Any]]).last!
        for key in ["start", "isoWeek", "showedUp", "completion", "urges"] { #expect(week[key] != nil, "missing weeks[].\(key)") }
        #expect((week["urges"] as! [String: Any]).keys.sorted() == ["habit", "other", "physical", "stress"])
        #expect(doc["asOf"] as? String == "2026-11-22")
        #expect(doc["weekStart"] as? String == "sunday")
    }

    /// An export with a planted pattern (urges at about 0.4 times the rate on days after a Night Prep): `stats
    /// --json` lists it with exactly the documented members, and `stats` says the same counts in words (issue 36).
    @Test func statsGivesAPatternWithItsCountsInJSONAndInWords() throws {
        let export = CLIRunner.examples.deletingLastPathComponent().appendingPathComponent("patterns/planted-night-prep.json").path
        let json = try CLIRunner.run(["stats", export, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let patterns = try #require(doc["patterns"] as? [[String: Any]])
        #expect(patterns.count == 1)
        let p = try #require(patterns.first)
        #expect(Set(p.keys) == ["id", "exposure", "outcome", "from", "to", "withDays", "withCount", "withoutDays", "withoutCount", "p", "q"])
        #expect(p["id"] as? String == "nightPrep-urges")
        #expect([p["withDays"], p["withCount"], p["withoutDays"], p["withoutCount"]].map { $0 as? Int } == [39, 24, 45, 71])
        #expect(p["from"] as? String == "2026-08-31" && p["to"] as? String == "2026-11-22")
        #expect(((p["q"] as? Double) ?? 1) <= 0.10)
        let text = try CLIRunner.run(["stats", export])
        #expect(text.stdout.contains("On the 39 days after a Night Prep there were 24 urge notes; on the 45 other days, 71 urge notes."))
        let nb = try CLIRunner.run(["stats", export, "--locale", "nb-NO"])
        #expect(nb.stdout.contains("De 39 dagene etter en kveldsforberedelse noterte du 24 sugnotater, de 45 andre dagene 71 sugnotater."))
        // Nothing is said of patterns when none stands: no heading, no filler.
        let plain = try CLIRunner.run(["stats", CLIRunner.example("uke-nb.json")])
        #expect(plain.status == 0 && !plain.stdout.contains("Mønstre") && !plain.stdout.contains("Patterns"))
    }

    @Test func sampleIsDeterministicAndValid() throws {
        let folder = try CLIRunner.temporaryFolder()
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        #expect(try CLIRunner.run(["sample", "--days", "120", "--seed", "3", "--locale", "nb-NO", "--out", a]).status == 0)
        #expect(try CLIRunner.run(["sample", "--days", "120", "--seed", "3", "--locale", "nb-NO", "--out", b]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let r = try CLIRunner.run(["validate", a])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Tidssone: Europe/Oslo."))
        let text = try String(contentsOfFile: a, encoding: .utf8)
        #expect(text.contains("ø") || text.contains("å"))
    }

    /// `sample` writes only what `validate` reads (issue 27): moments are judged in UTC, where a New York evening
    /// of 2199-12-31 is already 2200, and a sample reaching back before 1900-01-01 has days that are not read.
    @Test func sampleRefusesALastDayWhoseExportWouldNotBeRead() throws {
        let r = try CLIRunner.run(["sample", "--last-day", "2199-12-31"])
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == """
            coach-report: --last-day 2199-12-31 would put the sample's dates and times (in UTC) outside the dates \
            coach-report reads, 1900-01-01 to 2199-12-31; with --days 84 and --locale en-US it can be 1900-03-25 to 2199-12-30.
            See 'coach-report sample --help'.

            """)
        for args in [["--last-day", "1900-01-01", "--days", "3"], ["--last-day", "1900-01-03", "--days", "3", "--locale", "nb-NO"]] {
            let refused = try CLIRunner.run(["sample"] + args)
            #expect(refused.status == 64, "\(args)")
            #expect(refused.stderr.hasPrefix("coach-report: --last-day \(args[1]) would put"), "\(args)")
            #expect(refused.stderr.split(separator: "\n").count == 2, "\(args)")
        }
        // The days the sentence names are accepted, and validate reads what they make.
        let folder = try CLIRunner.temporaryFolder()
        for (k, args) in [
            ["--last-day", "2199-12-30"], ["--last-day", "1900-01-03", "--days", "3"],
            ["--last-day", "2199-12-31", "--locale", "nb-NO"], ["--last-day", "1900-01-04", "--days", "3", "--locale", "nb-NO"],
        ].enumerated() {
            for seed in 1...3 {
                let file = folder.appendingPathComponent("s\(k)-\(seed).json").path
                #expect(try CLIRunner.run(["sample", "--seed", "\(seed)", "--out", file] + args).status == 0, "\(args)")
                let validated = try CLIRunner.run(["validate", file])
                #expect(validated.status == 0, "\(args) seed \(seed): \(validated.stderr)")
            }
        }
    }

    @Test func everyCommandHasHelpWithAnExample() throws {
        for command in ["validate", "stats", "sample"] {
            let r = try CLIRunner.run([command, "--help"])
            #expect(r.status == 0)
            #expect(r.stdout.contains("coach-report \(command)"), "\(command) --help has no example")
        }
        let v = try CLIRunner.run(["--version"])
        #expect(v.status == 0)
        #expect(!v.stdout.isEmpty)
    }

    @Test func badUsageExits64() throws {
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--week-start", "tuesday"])
        #expect(r.status == 64)
        let z = try CLIRunner.run(["stats", CLIRunner.example("checkins.json"), "--time-zone", "Nowhere/Land"])
        #expect(z.status == 64)
        #expect(z.stderr.contains("“Nowhere/Land” is not a time zone"))
    }

    @Test func aMissingFileExits74() throws {
        let r = try CLIRunner.run(["stats", "/nonexistent/export.json"])
        #expect(r.status == 74)
        #expect(r.stderr == "coach-report: /nonexistent/export.json: no such file.\n")
    }

    @Test func anEmptyCheckInFileAsksForTheDay() throws {
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent("empty.json")
        try Data("[]".utf8).write(to: file)
        let r = try CLIRunner.run(["stats", file.path, "--time-zone", "Europe/Oslo"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("name one with --as-of"))
        let dated = try CLIRunner.run(["stats", file.path, "--time-zone", "Europe/Oslo", "--as-of", "2026-11-22"])
        #expect(dated.status == 0)
        #expect(dated.stdout.hasPrefix("As of November 22, 2026"))
    }

    @Test func onlyTheLanguagesWeWriteAreAccepted() throws {
        let r = try CLIRunner.run(["stats", CLIRunner.example("sample-export.json"), "--locale", "fr-FR"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("en-US or nb-NO"))
        let s = try CLIRunner.run(["sample", "--locale", "de-DE"])
        #expect(s.status == 64)
    }

    @Test func aFileWithoutAZoneIsReadInTheMachinesAndValidateSaysSo() throws {
        let r = try CLIRunner.run(["validate", CLIRunner.example("checkins.json")])
        #expect(r.status == 0)
        #expect(r.stdout.contains("--time-zone"))
        let named = try CLIRunner.run(["validate", CLIRunner.example("checkins.json"), "--time-zone", "Europe/Oslo"])
        #expect(!named.stdout.contains("--time-zone"))
    }
}
