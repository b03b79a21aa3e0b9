/// A date field as the contract spells it: a calendar day, or an instant (ISO 8601 date-time or
/// seconds since 2001-01-01T00:00:00Z, Swift's default `Date` encoding).
package enum DateValue: Equatable {
    case day(Day)
    /// Seconds since 1970-01-01T00:00:00Z.
    case instant(Double)

    /// Seconds between 1970-01-01 and 2001-01-01 (Swift's reference date).
    package static let referenceDateOffset = 978_307_200.0

    init(day: Day) { self = .day(day) }

    /// The first and last day read (`ReadLimits.earliestYear`, `latestYear`).
    package static let earliestDay = Day(year: ReadLimits.earliestYear, month: 1, day: 1) ?? Day(number: 0)
    package static let latestDay = Day(year: ReadLimits.latestYear, month: 12, day: 31) ?? Day(number: 0)

    /// The end of a sentence about a date outside them.
    static let readableDates = "the dates coach-report reads, \(earliestDay.iso) to \(latestDay.iso)"

    /// Whether the date falls on one of the days read: an instant is judged in UTC (its local day
    /// may be one beside). Anything further makes no sense for an export, and would have every
    /// figure count millions of days.
    package var isReadable: Bool {
        switch self {
        case .day(let day): return day >= Self.earliestDay && day <= Self.latestDay
        case .instant(let s): return s >= Double(Self.earliestDay.number) * 86_400 && s < Double(Self.latestDay.number + 1) * 86_400
        }
    }

    /// Parses the string spellings.
    init?(parsing text: String) {
        var text = text
        guard let parsed = text.withUTF8({ DateValue(bytes: $0) }) else { return nil }
        self = parsed
    }

    /// Parses the string spellings straight from bytes: ISO8601DateFormatter costs ~50 µs a date.
    init?(bytes u: UnsafeBufferPointer<UInt8>) {
        let parsed: DateValue? = { () -> DateValue? in
            if u.count == 10 {
                guard u[4] == 0x2D, u[7] == 0x2D, let y = num(u, 0, 4), let m = num(u, 5, 2), let d = num(u, 8, 2),
                      let day = Day(year: y, month: m, day: d) else { return nil }
                return .day(day)
            }
            // YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH[:]MM)
            guard u.count >= 17, u[4] == 0x2D, u[7] == 0x2D, u[10] == 0x54 || u[10] == 0x74 || u[10] == 0x20, u[13] == 0x3A,
                  let y = num(u, 0, 4), let mo = num(u, 5, 2), let d = num(u, 8, 2), let day = Day(year: y, month: mo, day: d),
                  let h = num(u, 11, 2), let mi = num(u, 14, 2), h < 24, mi < 60 else { return nil }
            var k = 16
            var seconds = 0.0
            if k < u.count, u[k] == 0x3A {
                guard let s = num(u, k + 1, 2), s < 61 else { return nil }
                seconds = Double(s)
                k += 3
                if k < u.count, u[k] == 0x2E || u[k] == 0x2C {
                    k += 1
                    var scale = 0.1
                    let fracStart = k
                    while k < u.count, u[k] >= 0x30, u[k] <= 0x39 {
                        seconds += Double(u[k] - 0x30) * scale
                        scale /= 10
                        k += 1
                    }
                    guard k > fracStart else { return nil }
                }
            }
            guard k < u.count else { return nil }
            var offset = 0
            if u[k] == 0x5A || u[k] == 0x7A {
                k += 1
            } else if u[k] == 0x2B || u[k] == 0x2D {
                let sign = u[k] == 0x2D ? -1 : 1
                guard let oh = num(u, k + 1, 2), oh < 24 else { return nil }
                k += 3
                var om = 0
                if k < u.count, u[k] == 0x3A { k += 1 }
                if k < u.count {
                    guard let m = num(u, k, 2), m < 60 else { return nil }
                    om = m
                    k += 2
                }
                offset = sign * (oh * 3600 + om * 60)
            } else {
                return nil
            }
            guard k == u.count else { return nil }
            let local = Double(day.number) * 86_400 + Double(h * 3600 + mi * 60) + seconds
            return .instant(local - Double(offset))
        }()
        guard let parsed else { return nil }
        self = parsed
    }
}

private func num(_ u: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    guard start + count <= u.count else { return nil }
    var v = 0
    for k in start..<(start + count) {
        let c = u[k]
        guard c >= 0x30, c <= 0x39 else { return nil }
        v = v * 10 + Int(c - 0x30)
    }
    return v
}
