#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportCore

/// A made-up Apple Health `export.xml` for the sample's person, written a piece at a time: weight most
/// mornings (some readings in pounds), steps from an iPhone and, on most days, an Apple Watch counting the
/// same walks, and the bulk a real export is full of and `--health` skips: heart rate every four minutes,
/// active and basal energy, distance, sleep, blood-pressure correlations, workouts with events, statistics,
/// metadata and a route, daily activity summaries, and the internal DTD. The same arguments give the same bytes.
package struct HealthSample {
    package let first: Day
    package let last: Day
    package let seed: UInt64
    let name: String
    let zone: ZoneRules
    let poundsByDefault: Bool

    package init(first: Day, last: Day, seed: UInt64, localeIdentifier: String) {
        let language = Language(localeIdentifier: localeIdentifier)
        self.first = first
        self.last = last
        self.seed = seed
        name = SampleWords.forLanguage(language).name
        zone = ZoneRules.sample(SampleExport.zoneName(language))
        poundsByDefault = language != .norwegianBokmal
    }

    /// The parts of the document in order; each writes one day (or the head or tail) per call.
    enum Part: Int, CaseIterable {
        case head, bodyMass, steps, heartRate, activeEnergy, basalEnergy, distance, sleep, bloodPressure, workouts, activity, tail
    }

    /// A cursor over the document: `next` appends the next piece and returns false at the end.
    package struct Pieces {
        let sample: HealthSample
        var part = Part.head
        var day: Day

        package mutating func next(into out: inout [UInt8]) -> Bool {
            var w = HealthSampleBytes(bytes: out)
            defer { out = w.bytes }
            switch part {
            case .head:
                sample.head(&w)
                part = .bodyMass
            case .tail:
                w.put("</HealthData>\n")
                return false
            default:
                sample.write(part, day, &w)
                if day < sample.last {
                    day = day + 1
                } else {
                    day = sample.first
                    part = Part(rawValue: part.rawValue + 1)!
                }
            }
            return true
        }
    }

    package var pieces: Pieces { Pieces(sample: self, day: first) }

    /// The whole document as a string (for tests; a big sample goes through `pieces`).
    package func xml() -> String {
        var p = pieces
        var out: [UInt8] = []
        while p.next(into: &out) {}
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - The person's numbers, each a function of the day so every part agrees

    func random(_ part: Part, _ day: Day) -> SampleRandom {
        SampleRandom(seed: seed &* 0x100_0000_01B3 ^ UInt64(part.rawValue) << 40 ^ UInt64(bitPattern: Int64(day.number)))
    }

    func offset(_ day: Day) -> Int {
        zone.offset(at: Double(day.number * 86_400 + 43_200)).offset
    }

    /// The person's weight that morning: slowly lighter over the first year or so, with the usual wobble.
    func weightKg(_ day: Day, _ rng: inout SampleRandom) -> Double {
        let i = Double(day - first)
        return 94 + Double(seed % 7) - 9 * (1 - exp(-i / 420)) + 0.8 * sin(i / 37) + Double.random(in: -0.6...0.6, using: &rng)
    }

    /// The steps the person really walked that day, and whether the watch was worn.
    func walked(_ day: Day) -> (steps: Int, watch: Bool) {
        var rng = random(.steps, day)
        let weekend = day.weekday == 0 || day.weekday == 6
        let steps = Int(Double.random(in: 3500...(weekend ? 14000 : 10500), using: &rng))
        return (steps, rng.chance(0.85))
    }

    // MARK: - Writing

    static let iPhoneDevice: StaticString = "&lt;&lt;HKDevice: 0x2816a4c80&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.1&gt;"
    static let watchDevice: StaticString = "&lt;&lt;HKDevice: 0x2816a5e50&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;"

    enum Source { case phone, watch, scale, health }

    func head(_ w: inout HealthSampleBytes) {
        w.put("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!-- HealthKit Export Version: 14 -->
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
            <!ATTLIST HealthData
              locale CDATA #REQUIRED
            >
            <!ELEMENT ExportDate EMPTY>
            <!ATTLIST ExportDate
              value CDATA #REQUIRED
            >
            <!ELEMENT Me EMPTY>
            <!ATTLIST Me
              HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
              HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
              HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
              HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
              HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse CDATA #IMPLIED
            >
            <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
            <!ATTLIST Record
              type          CDATA #REQUIRED
              unit          CDATA #IMPLIED
              value         CDATA #IMPLIED
              sourceName    CDATA #REQUIRED
              sourceVersion CDATA #IMPLIED
              device        CDATA #IMPLIED
              creationDate  CDATA #IMPLIED
              startDate     CDATA #REQUIRED
              endDate       CDATA #REQUIRED
            >
            <!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
            <!ELEMENT Correlation ((MetadataEntry|Record)*)>
            <!ATTLIST Correlation
              type          CDATA #REQUIRED
              sourceName    CDATA #REQUIRED
              sourceVersion CDATA #IMPLIED
              device        CDATA #IMPLIED
              creationDate  CDATA #IMPLIED
              startDate     CDATA #REQUIRED
              endDate       CDATA #REQUIRED
            >
            <!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
            <!ATTLIST Workout
              workoutActivityType   CDATA #REQUIRED
              duration              CDATA #IMPLIED
              durationUnit          CDATA #IMPLIED
              sourceName            CDATA #REQUIRED
              sourceVersion         CDATA #IMPLIED
              device                CDATA #IMPLIED
              creationDate          CDATA #IMPLIED
              startDate             CDATA #REQUIRED
              endDate               CDATA #REQUIRED
            >
            <!ELEMENT WorkoutEvent EMPTY>
            <!ATTLIST WorkoutEvent type CDATA #REQUIRED date CDATA #REQUIRED duration CDATA #IMPLIED durationUnit CDATA #IMPLIED>
            <!ELEMENT WorkoutStatistics EMPTY>
            <!ATTLIST WorkoutStatistics type CDATA #REQUIRED startDate CDATA #REQUIRED endDate CDATA #REQUIRED average CDATA #IMPLIED minimum CDATA #IMPLIED maximum CDATA #IMPLIED sum CDATA #IMPLIED unit CDATA #IMPLIED>
            <!ELEMENT WorkoutRoute ((MetadataEntry|FileReference)*)>
            <!ATTLIST WorkoutRoute sourceName CDATA #REQUIRED sourceVersion CDATA #IMPLIED device CDATA #IMPLIED creationDate CDATA #IMPLIED startDate CDATA #REQUIRED endDate CDATA #REQUIRED>
            <!ELEMENT FileReference EMPTY>
            <!ATTLIST FileReference path CDATA #REQUIRED>
            <!ELEMENT ActivitySummary EMPTY>
            <!ATTLIST ActivitySummary dateComponents CDATA #IMPLIED activeEnergyBurned CDATA #IMPLIED activeEnergyBurnedGoal CDATA #IMPLIED activeEnergyBurnedUnit CDATA #IMPLIED appleExerciseTime CDATA #IMPLIED appleExerciseTimeGoal CDATA #IMPLIED appleStandHours CDATA #IMPLIED appleStandHoursGoal CDATA #IMPLIED>
            <!ELEMENT MetadataEntry EMPTY>
            <!ATTLIST MetadataEntry key CDATA #REQUIRED value CDATA #REQUIRED>
            ]>

            """)
        w.put("<HealthData locale=\"\(poundsByDefault ? "en_US" : "nb_NO")\">\n <ExportDate value=\"")
        w.stamp(last + 1, 8 * 3600, offset: offset(last + 1))
        w.put("\"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1988-04-12\" HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexNotSet\" HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeNotSet\" HKCharacteristicTypeIdentifierFitzpatrickSkinType=\"HKFitzpatrickSkinTypeNotSet\" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse=\"None\"/>\n")
    }

    /// The start of a `Record` up to its value; `close` ends it after any children.
    func record(
        _ w: inout HealthSampleBytes, _ type: StaticString, _ source: Source, unit: StaticString?,
        _ day: Day, _ start: Int, _ end: Int, _ off: Int
    ) {
        w.put(" <Record type=\"")
        w.put(type)
        w.put("\" sourceName=\"")
        switch source {
        case .phone: w.put(name); w.put("’s iPhone\" sourceVersion=\"17.1\" device=\""); w.put(Self.iPhoneDevice)
        case .watch: w.put(name); w.put("’s Apple Watch\" sourceVersion=\"10.1\" device=\""); w.put(Self.watchDevice)
        case .scale: w.put("Withings\" sourceVersion=\"6.4.1")
        case .health: w.put("Health\" sourceVersion=\"17.1")
        }
        if let unit { w.put("\" unit=\""); w.put(unit) }
        w.put("\" creationDate=\""); w.stamp(day, end + 40, offset: off)
        w.put("\" startDate=\""); w.stamp(day, start, offset: off)
        w.put("\" endDate=\""); w.stamp(day, end, offset: off)
        w.put("\" value=\"")
    }

    func write(_ part: Part, _ day: Day, _ w: inout HealthSampleBytes) {
        var rng = random(part, day)
        let off = offset(day)
        switch part {
        case .bodyMass:
            guard rng.chance(0.8) else { return }
            let kg = weightKg(day, &rng)
            let time = 6 * 3600 + rng.int(0...7200)
            // The scale writes the phone's unit; now and then a reading typed in by hand, in the other one.
            let pounds = rng.chance(0.1) ? !poundsByDefault : poundsByDefault
            record(&w, "HKQuantityTypeIdentifierBodyMass", pounds == poundsByDefault ? .scale : .health, unit: pounds ? "lb" : "kg", day, time, time, off)
            w.decimal(pounds ? kg / 0.45359237 : kg, places: 1)
            if pounds != poundsByDefault {
                w.put("\">\n  <MetadataEntry key=\"HKWasUserEntered\" value=\"1\"/>\n </Record>\n")
            } else {
                w.put("\"/>\n")
            }
        case .steps:
            let (steps, watch) = walked(day)
            // The phone misses what was walked without it; the watch, when worn, counts nearly all.
            stepRecords(&w, .phone, Int(Double(steps) * 0.8), hours: 7..<23, day, off, &rng)
            if watch { stepRecords(&w, .watch, steps, hours: 6..<23, day, off, &rng) }
        case .heartRate:
            for slot in stride(from: 0, to: 86_400, by: 240) {
                let t = slot + rng.int(0...200)
                record(&w, "HKQuantityTypeIdentifierHeartRate", .watch, unit: "count/min", day, t, t, off)
                w.int(rng.int(52...(slot > 7 * 3600 ? 118 : 70)))
                w.put("\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"")
                w.int(rng.int(0...1))
                w.put("\"/>\n </Record>\n")
            }
        case .activeEnergy:
            for slot in stride(from: 6 * 3600, to: 23 * 3600, by: 600) {
                record(&w, "HKQuantityTypeIdentifierActiveEnergyBurned", .watch, unit: "Cal", day, slot, slot + 600, off)
                w.decimal(Double.random(in: 0.2...14, using: &rng), places: 3)
                w.put("\"/>\n")
            }
        case .basalEnergy:
            for slot in stride(from: 0, to: 86_400, by: 1800) {
                record(&w, "HKQuantityTypeIdentifierBasalEnergyBurned", .watch, unit: "Cal", day, slot, slot + 1800, off)
                w.decimal(Double.random(in: 33...38, using: &rng), places: 3)
                w.put("\"/>\n")
            }
        case .distance:
            for hour in 7..<22 {
                record(&w, "HKQuantityTypeIdentifierDistanceWalkingRunning", .phone, unit: "mi", day, hour * 3600, hour * 3600 + 3000, off)
                w.decimal(Double.random(in: 0.01...0.6, using: &rng), places: 5)
                w.put("\"/>\n")
            }
        case .sleep:
            var t = 22 * 3600 + rng.int(0...5400)
            let stages: [StaticString] = ["HKCategoryValueSleepAnalysisAsleepCore", "HKCategoryValueSleepAnalysisAsleepDeep", "HKCategoryValueSleepAnalysisAsleepREM", "HKCategoryValueSleepAnalysisAwake"]
            for _ in 0..<10 {
                let length = rng.int(900...3600)
                record(&w, "HKCategoryTypeIdentifierSleepAnalysis", .watch, unit: nil, day, t, t + length, off)
                w.put(rng.pick(stages))
                w.put("\"/>\n")
                t += length
            }
        case .bloodPressure:
            guard day.weekday == 1 else { return }
            let t = 19 * 3600 + rng.int(0...3600)
            let systolic = rng.int(112...131), diastolic = rng.int(70...84)
            w.put(" <Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\" sourceName=\"Health\" sourceVersion=\"17.1\" creationDate=\"")
            w.stamp(day, t + 60, offset: off); w.put("\" startDate=\""); w.stamp(day, t, offset: off)
            w.put("\" endDate=\""); w.stamp(day, t, offset: off); w.put("\">\n  <MetadataEntry key=\"HKWasUserEntered\" value=\"1\"/>\n ")
            record(&w, "HKQuantityTypeIdentifierBloodPressureDiastolic", .health, unit: "mmHg", day, t, t, off)
            w.int(diastolic); w.put("\"/>\n ")
            record(&w, "HKQuantityTypeIdentifierBloodPressureSystolic", .health, unit: "mmHg", day, t, t, off)
            w.int(systolic); w.put("\"/>\n </Correlation>\n")
        case .workouts:
            guard rng.chance(0.4) else { return }
            workout(&w, day, off, &rng)
        case .activity:
            let (y, m, d) = day.components
            w.put(" <ActivitySummary dateComponents=\""); w.digits(y, 4); w.put("-"); w.digits(m, 2); w.put("-"); w.digits(d, 2)
            w.put("\" activeEnergyBurned=\""); w.decimal(Double.random(in: 150...900, using: &rng), places: 3)
            w.put("\" activeEnergyBurnedGoal=\"500\" activeEnergyBurnedUnit=\"Cal\" appleExerciseTime=\""); w.int(rng.int(0...90))
            w.put("\" appleExerciseTimeGoal=\"30\" appleStandHours=\""); w.int(rng.int(4...14)); w.put("\" appleStandHoursGoal=\"12\"/>\n")
        case .head, .tail:
            break
        }
    }

    /// One source's step records for the day: `total` spread over short walks within `hours`.
    func stepRecords(_ w: inout HealthSampleBytes, _ source: Source, _ total: Int, hours: Range<Int>, _ day: Day, _ off: Int, _ rng: inout SampleRandom) {
        let blocks = source == .watch ? (hours.count * 4) : hours.count
        let span = (hours.count * 3600) / blocks
        var left = total
        for k in 0..<blocks {
            let n = k == blocks - 1 ? left : min(left, Int(Double(total) / Double(blocks) * Double.random(in: 0.2...1.8, using: &rng)))
            left -= n
            guard n > 0 else { continue }
            let start = hours.lowerBound * 3600 + k * span + rng.int(0...(span / 4))
            record(&w, "HKQuantityTypeIdentifierStepCount", source, unit: "count", day, start, start + span / 2, off)
            w.int(n)
            w.put("\"/>\n")
        }
    }

    func workout(_ w: inout HealthSampleBytes, _ day: Day, _ off: Int, _ rng: inout SampleRandom) {
        let start = 17 * 3600 + rng.int(0...3600), minutes = rng.int(25...55), end = start + minutes * 60
        w.put(" <Workout workoutActivityType=\"HKWorkoutActivityTypeWalking\" duration=\""); w.int(minutes)
        w.put("\" durationUnit=\"min\" sourceName=\""); w.put(name); w.put("’s Apple Watch\" sourceVersion=\"10.1\" device=\""); w.put(Self.watchDevice)
        w.put("\" creationDate=\""); w.stamp(day, end + 5, offset: off); w.put("\" startDate=\""); w.stamp(day, start, offset: off)
        w.put("\" endDate=\""); w.stamp(day, end, offset: off); w.put("\">\n")
        w.put("  <MetadataEntry key=\"HKIndoorWorkout\" value=\"0\"/>\n  <MetadataEntry key=\"HKTimeZone\" value=\""); w.put(zone.identifier); w.put("\"/>\n")
        for (type, at) in [("HKWorkoutEventTypeSegment", start), ("HKWorkoutEventTypePause", start + 600), ("HKWorkoutEventTypeResume", start + 660)] {
            w.put("  <WorkoutEvent type=\""); w.put(type); w.put("\" date=\""); w.stamp(day, at, offset: off); w.put("\" duration=\"10\" durationUnit=\"min\"/>\n")
        }
        w.put("  <WorkoutStatistics type=\"HKQuantityTypeIdentifierStepCount\" startDate=\""); w.stamp(day, start, offset: off)
        w.put("\" endDate=\""); w.stamp(day, end, offset: off); w.put("\" sum=\""); w.int(minutes * 110); w.put("\" unit=\"count\"/>\n")
        w.put("  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\""); w.stamp(day, start, offset: off)
        w.put("\" endDate=\""); w.stamp(day, end, offset: off); w.put("\" average=\""); w.int(rng.int(95...120)); w.put("\" minimum=\"80\" maximum=\"140\" unit=\"count/min\"/>\n")
        w.put("  <WorkoutRoute sourceName=\""); w.put(name); w.put("’s Apple Watch\" sourceVersion=\"10.1\" creationDate=\""); w.stamp(day, end + 5, offset: off)
        w.put("\" startDate=\""); w.stamp(day, start, offset: off); w.put("\" endDate=\""); w.stamp(day, end, offset: off)
        w.put("\">\n   <MetadataEntry key=\"HKMetadataKeySyncVersion\" value=\"2\"/>\n   <FileReference path=\"/workout-routes/route_")
        let (y, m, d) = day.components
        w.digits(y, 4); w.put("-"); w.digits(m, 2); w.put("-"); w.digits(d, 2); w.put("_5.12pm.gpx\"/>\n  </WorkoutRoute>\n </Workout>\n")
    }
}
