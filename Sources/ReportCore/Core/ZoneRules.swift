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

/// A time zone's UTC offsets through time, read from the system's tz database (`/usr/share/zoneinfo`, the
/// files RFC 8536 describes; Debian's `tzdata`, which the container installs).
///
/// Foundation's `TimeZone` knows IANA names only through ICU (FoundationInternationalization): without it,
/// FoundationEssentials knows no name but "GMT". Reading the tz database ourselves keeps ICU, and its 30 MB of
/// data, out of the binary. The offsets and names are the same: names of an offset ("UTC", "GMT+1") are read as
/// ICU read them (`fixedOffset(named:)`).
package struct ZoneRules: Sendable {
    /// The name as asked for ("Europe/Oslo").
    package let identifier: String
    /// UTC instants (seconds since 1970) at which the offset changes, ascending.
    let transitions: [Int64]
    /// The offset (seconds east of UTC) in force from each transition on.
    let offsets: [Int]
    /// The offset before the first transition (the zone's first time type).
    let initialOffset: Int
    /// The rule after the last transition (the file's footer), when it has one this reads.
    let rule: PosixZoneRule?

    /// Where the tz database is, on Linux and macOS alike.
    static let folder = "/usr/share/zoneinfo"

    /// The zone named `identifier`: a name of an offset, or one the tz database holds; nil for any other (or one
    /// that is not a plain name there: no `..`, no leading `/`, none of the `posix/` and `right/` copies).
    package init?(identifier: String) {
        if let fixed = Self.fixedOffset(named: identifier) {
            self = fixed
            return
        }
        guard Self.isPlainName(identifier), let bytes = FileManager.default.contents(atPath: Self.folder + "/" + identifier),
              let parsed = TZif.parse(Array(bytes)) else { return nil }
        self.identifier = identifier
        transitions = parsed.transitions
        offsets = parsed.offsets
        initialOffset = parsed.initialOffset
        rule = parsed.footer.flatMap(PosixZoneRule.init(parsing:))
    }

    /// What to add to "not a time zone coach-report knows" on a machine without the tz database (no `tzdata`), where
    /// no name but an offset is known: the name may be right, and installing the package is the fix.
    package static var missingDatabaseNote: String {
        access(folder + "/UTC", R_OK) == 0 ? "" : " (this machine has no time zone database at \(folder): install tzdata)"
    }

    /// The zone a sample is written in: always in the database, so only a machine without one lacks it.
    package static func sample(_ identifier: String) -> ZoneRules {
        guard let zone = ZoneRules(identifier: identifier) else { preconditionFailure("\(identifier) is unknown\(missingDatabaseNote)") }
        return zone
    }

    /// A zone with one offset for ever (the machine's, when it names none the database holds).
    init(fixed identifier: String, offset: Int) {
        self.identifier = identifier
        transitions = []
        offsets = []
        initialOffset = offset
        rule = nil
    }

    /// The zone days are counted in when neither the export nor the caller names one: the one the host says the
    /// machine is in (`ReadOptions.machineTimeZone`; the command line reads `TZ` and `/etc/localtime`), else GMT.
    /// The library itself never reads the environment or the machine's settings.
    package static func fallback(_ machineTimeZone: String?) -> ZoneRules {
        machineTimeZone.flatMap { ZoneRules(identifier: $0) } ?? ZoneRules(fixed: "GMT", offset: 0)
    }

    /// The offset at `seconds` (since 1970, UTC), and the span of instants it holds for: from `from` until `until`.
    package func offset(at seconds: Double) -> (offset: Int, from: Double, until: Double) {
        // The last transition at or before `seconds`.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if Double(transitions[mid]) <= seconds { low = mid + 1 } else { high = mid }
        }
        if low == 0 {
            return (initialOffset, -Double.infinity, transitions.first.map(Double.init) ?? Double.infinity)
        }
        let from = Double(transitions[low - 1])
        if low < transitions.count { return (offsets[low - 1], from, Double(transitions[low])) }
        guard let rule else { return (offsets[low - 1], from, Double.infinity) }
        let ruled = rule.offset(at: seconds)
        return (ruled.offset, max(from, ruled.from), ruled.until)
    }

    /// A name of letters, digits, `_`, `-`, `+` and `.` parts joined by `/`, no part `.` or `..` or hidden, and not
    /// one of the database's own files or copies.
    static func isPlainName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, !["posix", "right", "posixrules", "localtime"].contains(parts[0]) else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.first != "." && part.utf8.allSatisfy { b in
                (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
            }
        }
    }
}
