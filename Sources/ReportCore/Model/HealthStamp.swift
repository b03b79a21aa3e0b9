/// A `startDate` as Apple Health writes it, `2024-10-25 07:05:11 -0500`: local time with its offset.
/// The record's day is the date as written; the instant orders a day's weights.
package struct HealthStamp: Equatable, Sendable {
    /// The date as written, in the record's own offset.
    package let day: Day
    /// Seconds since 1970-01-01 00:00 UTC.
    package let instant: Int
    /// The year as written.
    package let year: Int

    package init?(_ text: String) {
        let b = Array(text.utf8)
        guard b.count == 25, b[4] == 45, b[7] == 45, b[10] == 32, b[13] == 58, b[16] == 58, b[19] == 32,
              b[20] == 43 || b[20] == 45 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var n = 0
            for k in from..<from + count {
                guard (48...57).contains(b[k]) else { return nil }
                n = n * 10 + Int(b[k] - 48)
            }
            return n
        }
        guard let y = number(0, 4), let mo = number(5, 2), let d = number(8, 2),
              let h = number(11, 2), let mi = number(14, 2), let s = number(17, 2),
              let oh = number(21, 2), let om = number(23, 2),
              h < 24, mi < 60, s < 61, oh < 24, om < 60, let day = Day(year: y, month: mo, day: d) else { return nil }
        let offset = (oh * 3600 + om * 60) * (b[20] == 45 ? -1 : 1)
        self.day = day
        year = y
        self.instant = day.number * 86_400 + h * 3600 + mi * 60 + s - offset
    }
}
