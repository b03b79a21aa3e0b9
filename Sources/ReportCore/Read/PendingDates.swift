/// Dates as read, in file order, until the time zone is known.
struct PendingDates {
    var exportedAt: DateValue?
    var entries: [DateValue] = []
    var completedAt: [DateValue?] = []
    var dayCompletedAt: [DateValue?] = []
    var urgeNotes: [DateValue] = []
    var achievements: [DateValue] = []
    var checkIns: [DateValue] = []

    /// Day fields: a calendar date is that day; an instant is the local day it falls on.
    /// Instant fields: a calendar date alone stands for local midnight.
    func resolve(into export: inout Export, clock: inout LocalClock) {
        func day(_ d: DateValue) -> Day {
            switch d {
            case .day(let day): return day
            case .instant(let s): return clock.day(of: s)
            }
        }
        func instant(_ d: DateValue) -> Instant {
            switch d {
            case .day(let day): return clock.midnight(of: day)
            case .instant(let s): return clock.instant(s)
            }
        }
        export.exportedAt = exportedAt.map(instant)
        for i in export.entries.indices {
            export.entries[i].day = day(entries[i])
            if let c = completedAt[i] { export.entries[i].morningFocus?.completedAt = instant(c) }
            if let c = dayCompletedAt[i] { export.entries[i].endOfDay?.dayCompletedAt = instant(c) }
        }
        for i in export.urgeNotes.indices { export.urgeNotes[i].at = instant(urgeNotes[i]) }
        for i in export.achievements.indices { export.achievements[i].dayEarned = day(achievements[i]) }
        for i in export.checkIns.indices { export.checkIns[i].day = day(checkIns[i]) }
    }
}
