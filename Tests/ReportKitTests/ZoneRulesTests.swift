import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `ZoneRules`, read from the tz database, against Foundation's `TimeZone` (ICU, which this test process links):
/// the same offsets at every instant, so counting days without ICU changes no day of any export.
@Suite struct ZoneRulesTests {
    static let zones = [
        "Europe/Oslo", "America/New_York", "America/Los_Angeles", "Australia/Sydney", "Australia/Lord_Howe",
        "Asia/Kolkata", "America/St_Johns", "Pacific/Apia", "America/Nuuk", "Africa/Casablanca", "Europe/Dublin",
        "Asia/Tehran", "Pacific/Chatham", "America/Sao_Paulo", "Etc/UTC", "Etc/GMT-14", "EST", "CET",
    ]

    @Test(arguments: zones) func agreesWithFoundationFrom1970To2060(name: String) throws {
        let rules = try #require(ZoneRules(identifier: name))
        let foundation = try #require(TimeZone(identifier: name))
        #expect(rules.identifier == name)
        // Every 5 days and 7 hours, and an hour either side of every change Foundation knows.
        var t = 0.0
        while t < 2_840_000_000 {
            let (offset, from, until) = rules.offset(at: t)
            #expect(offset == foundation.secondsFromGMT(for: Date(timeIntervalSince1970: t)), "\(name) at \(t)")
            #expect(from <= t && t < until)
            t += 5 * 86_400 + 7 * 3600
        }
        var next = foundation.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
        while let change = next, change.timeIntervalSince1970 < 2_840_000_000 {
            for t in [change.timeIntervalSince1970 - 1, change.timeIntervalSince1970] {
                #expect(rules.offset(at: t).offset == foundation.secondsFromGMT(for: Date(timeIntervalSince1970: t)), "\(name) at \(t)")
            }
            next = foundation.nextDaylightSavingTimeTransition(after: change)
        }
    }

    /// Past the transitions a file lists (2037 in Debian's), the footer's rule says the offset.
    @Test func theFootersRuleGivesSummerTime() throws {
        let oslo = try #require(PosixZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3"))
        // 2050-03-27 01:00 UTC is the last Sunday of March at 02:00 in Oslo; 2050-10-30 01:00 UTC ends it.
        #expect(oslo.offset(at: 2_531_955_599).offset == 3600)
        #expect(oslo.offset(at: 2_531_955_600).offset == 7200)
        #expect(oslo.offset(at: 2_550_704_399).offset == 7200)
        #expect(oslo.offset(at: 2_550_704_400).offset == 3600)
        let sydney = try #require(PosixZoneRule(parsing: "AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.offset(at: 2_524_608_000).offset == 39600)  // 2050-01-01: summer in the south
        #expect(sydney.offset(at: 2_540_246_400).offset == 36000)  // 2050-07-01
        #expect(PosixZoneRule(parsing: "<+0530>-5:30")?.offset(at: 0).offset == 19800)
        #expect(PosixZoneRule(parsing: "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1")?.daylight?.offset == -7200)
        #expect(PosixZoneRule(parsing: "nonsense") == nil)
    }

    /// Only plain names of the database are zones: never a path out of it, its leap-second copies or its own files.
    @Test func onlyPlainNamesAreRead() {
        for name in ["../etc/passwd", "/etc/localtime", "Europe/../Europe/Oslo", "right/Europe/Oslo", "posix/Europe/Oslo",
                     "posixrules", "localtime", "", "Europe/", "Nowhere/Land", "zone.tab", "tzdata.zi", "Europe/Oslo\0"] {
            #expect(ZoneRules(identifier: name) == nil, "\(name)")
        }
    }

    /// Names of an offset are taken, and named, as Foundation's ICU took them.
    @Test func namesOfAnOffsetAreReadAsICUReadThem() {
        for name in ["UTC", "GMT", "GMT+0", "GMT-0", "GMT+1", "GMT-5", "GMT+05:30", "GMT+0530", "GMT+1:30", "UTC+2", "UTC-11",
                     "GMT+14", "GMT+18", "GMT+18:01", "GMT-18", "GMT-19", "GMT+23", "GMT+099", "UTC-0", "GMT+1:5", "gmt+1", "UTC+", "GMT+12345", "Etc/GMT-3", "UCT", "Zulu"] {
            let ours = ZoneRules(identifier: name), icu = TimeZone(identifier: name)
            #expect(ours?.identifier == icu?.identifier, "\(name)")
            #expect(ours?.offset(at: 1.8e9).offset == icu?.secondsFromGMT(for: Date(timeIntervalSince1970: 1.8e9)), "\(name)")
        }
    }
}

/// The library reads no environment (issue 38): a file that names no zone is counted in the zone the host names
/// for the machine, else in GMT, whatever `TZ` this process has; the command line names the machine's.
@Suite struct MachineZoneTests {
    @Test func aFileWithNoZoneIsCountedInTheZoneTheHostNames() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.examples.appendingPathComponent("checkins.json").path)))
        let named = try ExportReader.read(bytes, name: "checkins.json", options: ReadOptions(machineTimeZone: "Asia/Tokyo"))
        #expect(named.timeZone == "Asia/Tokyo")
        let none = try ExportReader.read(bytes, name: "checkins.json", options: ReadOptions())
        #expect(none.timeZone == "GMT")
        #expect(none.warnings.last == "checkins.json names no time zone, so days are counted in this machine's (GMT); name the person's with --time-zone, such as --time-zone Europe/Oslo.")
    }
}
