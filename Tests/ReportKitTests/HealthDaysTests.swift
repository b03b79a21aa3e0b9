import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `--health`'s days equal a naive computation written here from the rules in docs/health.md, on
/// generated exports with two step sources, kg/lb/st, several offsets with records either side of local
/// midnight, MetadataEntry children, correlations (with records inside) and a DTD.
@Suite struct HealthDaysTests {
    struct Made {
        var type: String, source: String, unit: String, start: String, value: String
        var children: String = ""
    }

    static let offsets = ["-0500", "-0400", "+0100", "+0200", "+0530", "-1100", "+1400", "+0000"]
    static let units = ["kg", "lb", "st"]

    /// Records in a shuffled order: weights in all three units and steps from an iPhone and a watch,
    /// many at 23:59:59 and 00:00:00, plus the other kinds an export is full of.
    static func records(seed: UInt64) -> [Made] {
        var rng = SampleRandom(seed: seed)
        var made: [Made] = []
        for _ in 0..<400 {
            let day = 10 + rng.int(0...6)
            let time = rng.pick(["23:59:59", "00:00:00", "07:05:11", "12:00:00", "00:00:01", "23:59:58"])
            let start = "2026-11-\(day) \(time) \(rng.pick(offsets))"
            switch rng.int(0...5) {
            case 0, 1:
                let unit = rng.pick(units)
                made.append(Made(type: "HKQuantityTypeIdentifierBodyMass", source: rng.pick(["Withings", "Health"]), unit: unit,
                                 start: start, value: String(format: "%.1f", Double(rng.int(500...1300)) / (unit == "st" ? 80 : 10)),
                                 children: rng.chance(0.3) ? "<MetadataEntry key=\"HKWasUserEntered\" value=\"1\"/>" : ""))
            case 2, 3:
                made.append(Made(type: "HKQuantityTypeIdentifierStepCount", source: rng.pick(["Sam’s iPhone", "Sam’s Apple Watch"]),
                                 unit: "count", start: start, value: String(rng.int(1...900)),
                                 children: rng.chance(0.2) ? "<MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>" : ""))
            case 4:
                made.append(Made(type: "HKQuantityTypeIdentifierHeartRate", source: "Sam’s Apple Watch", unit: "count/min", start: start, value: "71",
                                 children: "<MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>"))
            default:
                made.append(Made(type: "HKQuantityTypeIdentifierActiveEnergyBurned", source: "Sam’s Apple Watch", unit: "Cal", start: start, value: "3.2"))
            }
        }
        return made
    }

    static func xml(_ records: [Made], bom: Bool = false) -> String {
        var x = (bom ? "\u{FEFF}" : "") + """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
            <!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED sourceName CDATA #REQUIRED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
            <!ELEMENT MetadataEntry EMPTY>
            ]>
            <HealthData locale="en_US">
             <ExportDate value="2026-11-22 10:00:00 -0500"/>
             <Me HKCharacteristicTypeIdentifierDateOfBirth=""/>

            """
        for (k, r) in records.enumerated() {
            let open = " <Record type=\"\(r.type)\" sourceName=\"\(r.source)\" unit=\"\(r.unit)\" startDate=\"\(r.start)\" endDate=\"\(r.start)\" value=\"\(r.value)\""
            x += r.children.isEmpty ? open + "/>\n" : open + ">\n  \(r.children)\n </Record>\n"
            if k % 50 == 0 {
                x += """
                     <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health" startDate="\(r.start)" endDate="\(r.start)">
                      <MetadataEntry key="HKWasUserEntered" value="1"/>
                      <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Health" unit="mmHg" startDate="\(r.start)" endDate="\(r.start)" value="120"/>
                     </Correlation>

                    """
            }
        }
        return x + "</HealthData>\n"
    }

    /// The rules, computed the slow and obvious way: every record kept, then grouped.
    static func naive(_ records: [Made]) -> [HealthDay] {
        let kg = ["kg": 1.0, "lb": 0.45359237, "st": 6.35029318]
        func instant(_ s: String) -> Int {
            let parts = s.split(separator: " ")
            let d = parts[0].split(separator: "-").map { Int($0)! }, t = parts[1].split(separator: ":").map { Int($0)! }
            let o = parts[2], sign = o.first == "-" ? -1 : 1, oh = Int(o.dropFirst().prefix(2))!, om = Int(o.suffix(2))!
            return Day(year: d[0], month: d[1], day: d[2])!.number * 86_400 + t[0] * 3600 + t[1] * 60 + t[2] - sign * (oh * 3600 + om * 60)
        }
        var days: [String: (weight: (Int, Int, Double)?, steps: [String: Double])] = [:]
        for (order, r) in records.enumerated() {
            let date = String(r.start.prefix(10))
            if r.type == "HKQuantityTypeIdentifierBodyMass" {
                let candidate = (instant(r.start), order, Double(r.value)! * kg[r.unit]!)
                if let old = days[date]?.weight, (old.0, old.1) > (candidate.0, candidate.1) { continue }
                days[date, default: (nil, [:])].weight = candidate
            } else if r.type == "HKQuantityTypeIdentifierStepCount" {
                days[date, default: (nil, [:])].steps[r.source, default: 0] += Double(r.value)!
            }
        }
        return days.keys.sorted().map { date in
            let d = days[date]!
            return HealthDay(date: Day(iso: date)!, weightKg: d.weight?.2, steps: d.steps.values.max().map { Int($0) })
        }
    }

    static func write(_ text: String, _ name: String) throws -> String {
        let path = Scratch.root.appendingPathComponent("health-\(UUID().uuidString)-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func daysEqualTheNaiveComputation(seed: UInt64) throws {
        let records = Self.records(seed: seed)
        let path = try Self.write(Self.xml(records), "export.xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try HealthExport.read(path)
        let expected = Self.naive(records)
        #expect(read.days.map(\.date) == expected.map(\.date))
        for (a, b) in zip(read.days, expected) {
            #expect(a.steps == b.steps, "\(a.date)")
            #expect(abs((a.weightKg ?? -1) - (b.weightKg ?? -1)) < 1e-9, "\(a.date)")
        }
        #expect(read.warningCount == 0)
    }

    @Test func theSameFromAZipAndWithAByteOrderMark() throws {
        let records = Self.records(seed: 9)
        let xml = try Self.write(Self.xml(records, bom: true), "export.xml")
        let zipPath = Scratch.root.appendingPathComponent("health-\(UUID().uuidString).zip").path
        defer { try? FileManager.default.removeItem(atPath: xml); try? FileManager.default.removeItem(atPath: zipPath) }
        let bytes = Array(Self.xml(records, bom: true).utf8)
        let zip = try ZipStreamWriter(creatingAt: zipPath)
        var at = 0
        try zip.addEntry(named: "apple_health_export/export.xml", modified: 0) { buffer in
            let n = min(buffer.count, bytes.count - at)
            bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + at, byteCount: n) }
            at += n
            return n
        }
        try zip.close()
        #expect(try HealthExport.read(xml).days == Self.naive(records))
        let fromXML = try HealthExport.read(xml).days, fromZip = try HealthExport.read(zipPath).days
        #expect(fromZip == fromXML)
        #expect(try HealthExport.read(zipPath, parser: .libxml2).days == fromXML)
    }

    @Test func skippedRecordsAreWarningsWithTheirLines() throws {
        let text = """
            <HealthData>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="S" unit="oz" startDate="2026-11-16 07:00:00 -0500" value="3"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="S" unit="kg" startDate="2026-11-16 07:00:00 -0500" value="heavy"/>
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="S" unit="count" value="40"/>
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="S" unit="count" startDate="2026-11-16 07:00:00 -0500" value="40"/>
            </HealthData>
            """
        let path = try Self.write(text, "export.xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try HealthExport.read(path)
        #expect(read.warnings.map(\.line) == [2, 3, 4])
        #expect(read.warnings.map(\.problem) == [.unknownUnit("oz"), .notANumber("heavy"), .noDate(nil)])
        #expect(read.days == [HealthDay(date: Day(iso: "2026-11-16")!, weightKg: nil, steps: 40)])
    }

    /// Values no person records (issue 39): each a warning with its line, none reaching a sum, a day or JSON; a
    /// day that many records would take past the most steps keeps what it had, and nothing overflows.
    @Test func valuesNoPersonRecordsAreSkippedWithTheirLines() throws {
        func record(_ kind: String, _ value: String, unit: String? = nil, date: String = "2026-11-16 07:00:00 -0500") -> String {
            let type = kind == "w" ? "HKQuantityTypeIdentifierBodyMass" : "HKQuantityTypeIdentifierStepCount"
            return #" <Record type="\#(type)" sourceName="S" unit="\#(unit ?? (kind == "w" ? "kg" : "count"))" startDate="\#(date)" value="\#(value)"/>"#
        }
        var lines = ["<HealthData>"]
        for value in ["5e18", "5e18", "1e308", "inf", "nan", "-1", "1e999"] { lines.append(record("s", value)) }
        for value in ["inf", "1e20", "-70", "0", "1500"] { lines.append(record("w", value, unit: value == "1500" ? "lb" : nil)) }
        lines.append(record("w", "70", date: "1899-12-31 07:00:00 -0500"))
        lines.append(record("s", "10", date: "2200-01-01 07:00:00 -0500"))
        lines.append(record("w", "70.5"))
        // 250 records of 1,000 steps on one day: the day takes 200; the other 50 are skipped, each with its line.
        for _ in 0..<250 { lines.append(record("s", "1000", date: "2026-11-17 08:00:00 -0500")) }
        lines.append(record("s", "1200"))
        lines.append("</HealthData>")
        let path = try Self.write(lines.joined(separator: "\n"), "export.xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try HealthExport.read(path)
        let problems = read.warnings.map(\.problem)
        #expect(Array(problems.prefix(7)) == [
            .outOfRange("5e18"), .outOfRange("5e18"), .outOfRange("1e308"), .notANumber("inf"), .notANumber("nan"),
            .outOfRange("-1"), .notANumber("1e999"),
        ])
        #expect(Array(problems[7..<12]) == [.notANumber("inf"), .outOfRange("1e20"), .outOfRange("-70"), .outOfRange("0"), .outOfRange("1500")])
        #expect(Array(problems[12..<14]) == [.dateOutOfRange("1899-12-31 07:00:00 -0500"), .dateOutOfRange("2200-01-01 07:00:00 -0500")])
        #expect(Array(problems[14...]) == Array(repeating: .dayTooFull("1000"), count: 50))
        #expect(read.warnings.map(\.line) == Array(2...15) + Array(217...266))
        #expect(read.days == [
            HealthDay(date: Day(iso: "2026-11-16")!, weightKg: 70.5, steps: 1200),
            HealthDay(date: Day(iso: "2026-11-17")!, weightKg: nil, steps: 200_000),
        ])
        #expect(read.warnings[0].description == "line 2: a step count of “5e18”, outside what a person records (from 0 to 200000); skipped.")
    }

    @Test func aWeeksFiguresAreItsLastWeightAndItsAverageStepsOnDaysWithSteps() {
        let d = Day(iso: "2026-11-16")!
        let days = [
            HealthDay(date: d - 1, weightKg: 70, steps: 99_999),
            HealthDay(date: d, weightKg: 81, steps: 1000),
            HealthDay(date: d + 2, weightKg: nil, steps: 2001),
            HealthDay(date: d + 3, weightKg: 80.5, steps: nil),
            HealthDay(date: d + 7, weightKg: 60, steps: 5),
        ]
        let week = HealthPeriod(days: days, from: d, through: d + 6)
        #expect(week.lastWeightKg == 80.5)
        #expect(week.averageSteps == 1501)
        #expect(HealthPeriod(days: days, from: d + 20, through: d + 26) == HealthPeriod(days: [], from: d, through: d))
    }

    @Test func theSampleReadsAsItsOwnNumbers() throws {
        let sample = HealthSample(first: Day(iso: "2026-11-01")!, last: Day(iso: "2026-11-22")!, seed: 3, localeIdentifier: "nb-NO")
        let path = try Self.write(sample.xml(), "export.xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try HealthExport.read(path)
        #expect(read.days.first?.date == sample.first)
        #expect(read.days.last?.date == sample.last)
        #expect(read.days.allSatisfy { $0.steps != nil })
        #expect(read.warningCount == 0)
        // The watch's count (the larger) is the day's, never the two added.
        for day in read.days { #expect(day.steps! <= 14_000) }
    }
}
