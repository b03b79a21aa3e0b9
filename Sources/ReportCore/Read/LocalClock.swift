#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Converts instants to the person's local day and time in their time zone.
///
/// Offsets are cached between daylight-saving transitions, so a 10-year export asks
/// the zone's rules a few dozen times rather than once per instant.
package struct LocalClock {
    let timeZone: ZoneRules
    /// Seconds after local midnight at which a new day begins for instants (`--day-starts-at`).
    let dayStartSeconds: Int
    private var cachedFrom = Double.infinity
    private var cachedUntil = -Double.infinity
    private var cachedOffset = 0

    package init(timeZone: ZoneRules, dayStartSeconds: Int) {
        self.timeZone = timeZone
        self.dayStartSeconds = dayStartSeconds
    }

    /// The UTC offset in seconds at an instant.
    mutating func offset(at seconds: Double) -> Int {
        if seconds >= cachedFrom, seconds < cachedUntil { return cachedOffset }
        let (offset, from, until) = timeZone.offset(at: seconds)
        // The offset holds from the last transition until the next.
        cachedFrom = from
        cachedUntil = until
        cachedOffset = offset
        return offset
    }

    /// The local calendar day of an instant at midnight boundaries: how the apps store an entry's day.
    mutating func day(of seconds: Double) -> Day {
        let local = seconds + Double(offset(at: seconds))
        return Day(number: Int((local / 86_400).rounded(.down)))
    }

    /// The moment, with its local day (after the `--day-starts-at` shift) and local minute of the day.
    mutating func instant(_ seconds: Double) -> Instant {
        let offset = offset(at: seconds)
        let local = seconds + Double(offset)
        let localWhole = Int(local.rounded(.down))
        let minute = ((localWhole % 86_400 + 86_400) % 86_400) / 60
        let shifted = Double(localWhole - dayStartSeconds)
        let day = Day(number: Int((shifted / 86_400).rounded(.down)))
        return Instant(secondsSince1970: seconds, utcOffset: offset, day: day, minuteOfDay: minute)
    }

    /// Local midnight of a calendar day as an instant (for a date-only value in an instant field).
    mutating func midnight(of day: Day) -> Instant {
        let guess = Double(day.number) * 86_400
        let first = offset(at: guess)
        let offset = offset(at: guess - Double(first))
        let seconds = guess - Double(offset)
        return Instant(secondsSince1970: seconds, utcOffset: offset, day: day, minuteOfDay: 0)
    }
}

extension LocalClock {
    /// The instant of a local wall-clock time, and the UTC offset in force then.
    package mutating func instant(localDay day: Day, secondsOfDay: Int) -> (seconds: Double, offset: Int) {
        let local = Double(day.number) * 86_400 + Double(secondsOfDay)
        let first = offset(at: local)
        let offset = offset(at: local - Double(first))
        return (local - Double(offset), offset)
    }

    /// `2026-08-31T07:53:33-04:00`: how the apps write a local moment.
    package mutating func isoString(localDay day: Day, secondsOfDay: Int) -> String {
        let (_, offset) = instant(localDay: day, secondsOfDay: secondsOfDay)
        let h = secondsOfDay / 3600, m = secondsOfDay / 60 % 60, s = secondsOfDay % 60
        let sign = offset < 0 ? "-" : "+"
        let oh = abs(offset) / 3600, om = abs(offset) / 60 % 60
        return "\(day.iso)T\(Day.pad(h, 2)):\(Day.pad(m, 2)):\(Day.pad(s, 2))\(sign)\(Day.pad(oh, 2)):\(Day.pad(om, 2))"
    }
}
