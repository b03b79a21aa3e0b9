/// The one way a date-time stamp is written (RFC 3339, as PDF metadata, the feed and mail headers take it):
/// `2026-11-22T22:00:34-05:00`, or `…Z` at UTC. A day alone stands at its midnight, UTC.
package enum TimeStamp {
    /// `day` at `seconds` after midnight, `offsetMinutes` east of UTC.
    package static func iso8601(_ day: Day, seconds: Int = 0, offsetMinutes: Int = 0) -> String {
        let clock = Day.pad(seconds / 3600, 2) + ":" + Day.pad(seconds / 60 % 60, 2) + ":" + Day.pad(seconds % 60, 2)
        let offset = abs(offsetMinutes)
        let zone = offsetMinutes == 0 ? "Z" : (offsetMinutes < 0 ? "-" : "+") + Day.pad(offset / 60, 2) + ":" + Day.pad(offset % 60, 2)
        return day.iso + "T" + clock + zone
    }
}
