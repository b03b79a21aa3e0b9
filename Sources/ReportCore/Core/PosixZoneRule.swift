/// The rule a TZif file's footer gives for the times after its last transition: a POSIX TZ string such as
/// `CET-1CEST,M3.5.0,M10.5.0/3` (standard time one hour east of UTC; summer time from the last Sunday of March
/// at 02:00 to the last Sunday of October at 03:00). Debian's files list transitions up to 2037 themselves, so
/// this matters after that, or with a database built "slim".
struct PosixZoneRule {
    /// Which day of a year a change falls on.
    enum DayRule: Equatable {
        /// `Mm.w.d`: day `d` (0 = Sunday) of week `w` (1–5, 5 = the last) of month `m`.
        case weekday(month: Int, week: Int, day: Int)
        /// `Jn`: day `n` (1–365), February 29 never counted.
        case julian(Int)
        /// `n`: day `n` (0–365), February 29 counted.
        case ordinal(Int)
    }

    struct Change: Equatable {
        var day: DayRule
        /// Seconds after local midnight (local time before the change); may be negative or past 24 hours.
        var time: Int
    }

    /// Seconds east of UTC in standard time.
    let standard: Int
    /// Summer time: its offset and when it starts and ends; nil for a zone without.
    let daylight: (offset: Int, start: Change, end: Change)?

    /// The rule in `text`; nil when it is not one this reads.
    init?(parsing text: String) {
        var s = Scanner(bytes: Array(text.utf8))
        guard s.name(), let std = s.offset() else { return nil }
        standard = -std
        if s.atEnd { daylight = nil; return }
        guard s.name() else { return nil }
        var dst = standard + 3600
        if let o = s.offset() { dst = -o }
        guard s.take(","), let start = s.change(), s.take(","), let end = s.change(), s.atEnd else { return nil }
        daylight = (dst, start, end)
    }

    /// The offset at `seconds` (since 1970, UTC), and the span it holds for.
    func offset(at seconds: Double) -> (offset: Int, from: Double, until: Double) {
        guard let daylight else { return (standard, -Double.infinity, Double.infinity) }
        let year = Day(number: Int(((seconds + Double(standard)) / 86_400).rounded(.down))).year
        // The changes of the years around, in order: the one at or before `seconds` says the offset.
        var changes: [(at: Double, offset: Int)] = []
        for y in year - 1...year + 1 {
            changes.append((Double(Self.day(daylight.start.day, year: y) * 86_400 + daylight.start.time - standard), daylight.offset))
            changes.append((Double(Self.day(daylight.end.day, year: y) * 86_400 + daylight.end.time - daylight.offset), standard))
        }
        changes.sort { $0.at < $1.at }
        guard let last = changes.lastIndex(where: { $0.at <= seconds }) else {
            return (changes[0].offset == standard ? daylight.offset : standard, -Double.infinity, changes[0].at)
        }
        return (changes[last].offset, changes[last].at, last + 1 < changes.count ? changes[last + 1].at : Double.infinity)
    }

    /// The day number (since 1970) a rule names in `year`.
    static func day(_ rule: DayRule, year: Int) -> Int {
        let january1 = Day(year: year, month: 1, day: 1)!.number
        switch rule {
        case .julian(let n):
            return january1 + n - 1 + (Day.isLeap(year) && n >= 60 ? 1 : 0)
        case .ordinal(let n):
            return january1 + n
        case .weekday(let month, let week, let weekday):
            let first = Day(year: year, month: month, day: 1)!
            var dayOfMonth = 1 + (weekday - first.weekday + 7) % 7 + (week - 1) * 7
            while dayOfMonth > Day.daysIn(month: month, year: year) { dayOfMonth -= 7 }
            return first.number + dayOfMonth - 1
        }
    }

    /// Reads a TZ string's parts, left to right.
    private struct Scanner {
        let bytes: [UInt8]
        var i = 0

        var atEnd: Bool { i == bytes.count }

        mutating func take(_ c: Character) -> Bool {
            guard i < bytes.count, bytes[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or anything between `<` and `>`.
        mutating func name() -> Bool {
            if take("<") {
                while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
                return take(">")
            }
            let start = i
            while i < bytes.count, (0x41...0x5A).contains(bytes[i]) || (0x61...0x7A).contains(bytes[i]) { i += 1 }
            return i - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds (POSIX: positive is west of UTC).
        mutating func offset() -> Int? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") || isDigit else { return nil }
            return signedTime()
        }

        mutating func signedTime() -> Int? {
            var sign = 1
            if take("-") { sign = -1 } else { _ = take("+") }
            guard let h = number() else { return nil }
            var total = h * 3600
            if take(":") {
                guard let m = number() else { return nil }
                total += m * 60
                if take(":") {
                    guard let sec = number() else { return nil }
                    total += sec
                }
            }
            return sign * total
        }

        /// `Mm.w.d`, `Jn` or `n`, then an optional `/time` (02:00 when left out).
        mutating func change() -> Change? {
            let day: DayRule
            if take("M") {
                guard let m = number(), take("."), let w = number(), take("."), let d = number(),
                      (1...12).contains(m), (1...5).contains(w), (0...6).contains(d) else { return nil }
                day = .weekday(month: m, week: w, day: d)
            } else if take("J") {
                guard let n = number(), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else {
                guard let n = number(), (0...365).contains(n) else { return nil }
                day = .ordinal(n)
            }
            var time = 7200
            if take("/") {
                guard let t = signedTime() else { return nil }
                time = t
            }
            return Change(day: day, time: time)
        }

        private var isDigit: Bool { i < bytes.count && (0x30...0x39).contains(bytes[i]) }

        private mutating func number() -> Int? {
            guard isDigit else { return nil }
            var n = 0
            while isDigit, n < 1_000 { n = n * 10 + Int(bytes[i] - 0x30); i += 1 }
            return n
        }
    }
}
