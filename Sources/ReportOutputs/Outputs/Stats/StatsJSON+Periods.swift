import ReportCore
import ReportRender
/// `stats --json`'s `months`, `quarters` and `years`: the same fields as `weeks`, for calendar periods.
extension StatsJSON {
    /// One entry per period from the one holding the first day with data to the one holding `asOf`.
    static func periods(_ kind: CalendarPeriod.Kind, of f: Figures) -> JSONWriter.Value {
        .array(f.calendarPeriods(kind).map { period, p in
            .object([
                ("start", .string(period.start.iso)),
                ("end", .string(period.end.iso)),
                ("name", .string(period.description)),
                ("showedUp", .int(p.showedUp)),
                ("days", .int(p.recordedDays)),
                ("careActionDays", .int(p.careActionDays)),
                ("comebacks", .int(p.comebacks)),
                ("checkIns", .int(p.checkIns)),
                ("trainingPlanned", .int(p.trainingPlanned)),
                ("trainingCompleted", .int(p.trainingCompleted)),
                ("urges", urges(p.urges)),
            ])
        })
    }

    /// Urge notes by type: always the four known types, then any type a newer app wrote, by name.
    static func urges(_ byType: [UrgeType: Int]) -> JSONWriter.Value {
        var urges: [(String, JSONWriter.Value)] = UrgeType.known.map { ($0.rawValue, .int(byType[$0] ?? 0)) }
        for (type, n) in byType.sorted(by: { $0.key < $1.key }) where !UrgeType.known.contains(type) {
            urges.append((type.rawValue, .int(n)))
        }
        return .object(urges)
    }
}
