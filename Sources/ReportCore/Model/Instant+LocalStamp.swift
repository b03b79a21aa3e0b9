// With the model's `Instant`, below both its users: the reflection's PDF dates and the email's Date header.
extension Instant {
    /// The local calendar day and clock (whole seconds) at this moment, and the offset as "+HH" and "MM":
    /// what every written time stamp (PDF dates, mail headers) is made of.
    package var localStamp: (day: Day, clock: String, offsetSign: String, offsetHours: String, offsetMinutes: String) {
        let local = Int((secondsSince1970 + Double(utcOffset)).rounded(.down))
        let day = Day(number: Int((Double(local) / 86_400).rounded(.down)))
        let seconds = local - day.number * 86_400
        let offset = abs(utcOffset) / 60
        return (day, Day.pad(seconds / 3600, 2) + ":" + Day.pad(seconds / 60 % 60, 2) + ":" + Day.pad(seconds % 60, 2),
                utcOffset < 0 ? "-" : "+", Day.pad(offset / 60, 2), Day.pad(offset % 60, 2))
    }

    /// `2026-11-22T22:00:34-05:00`: the local time with its offset, whole seconds.
    package var iso8601: String {
        let local = Int((secondsSince1970 + Double(utcOffset)).rounded(.down))
        let day = Day(number: Int((Double(local) / 86_400).rounded(.down)))
        return TimeStamp.iso8601(day, seconds: local - day.number * 86_400, offsetMinutes: utcOffset / 60)
    }
}
