import ReportCore
import ReportRender
/// The `stats --json` document: the figures as a stable JSON shape (documented in docs/figures.md).
package enum StatsJSON {
    package static let schemaVersion = 1

    /// `health`, when `--health` was given, adds the `health` member and each week's health figures.
    package static func document(_ context: ReportContext, health: HealthInput? = nil) -> String {
        let f = context.figures
        var milestones: [JSONWriter.Value] = []
        for m in f.milestones {
            var kind: String
            var members: [(String, JSONWriter.Value)] = []
            switch m.kind {
            case .streak(let n): kind = "streak"; members.append(("days", .int(n)))
            case .fullMorningFocusWeek: kind = "fullMorningFocusWeek"
            case .consistencyWeek: kind = "consistencyWeek"
            }
            milestones.append(.object([("kind", .string(kind)), ("day", .string(m.day.iso))] + members))
        }
        let weeks: [JSONWriter.Value] = f.weeks.map { w in
            let healthMembers = health.map { HealthJSON.week(w.week, $0.days, withWeight: $0.showsWeight) } ?? []
            return .object([
                ("start", .string(w.week.start.iso)),
                ("isoWeek", .string(w.week.isoWeek.description)),
                ("showedUp", .int(w.showedUp)),
                ("days", .int(w.recordedDays)),
                ("completion", .double(w.completion)),
                ("careActionDays", .int(w.careActionDays)),
                ("comebacks", .int(w.comebacks)),
                ("checkIns", .int(w.checkIns)),
                ("trainingPlanned", .int(w.trainingPlanned)),
                ("trainingCompleted", .int(w.trainingCompleted)),
                ("urges", urges(w.urges)),
            ] + healthMembers)
        }
        let series = f.disciplineSeries
        let discipline: [(String, JSONWriter.Value)] = series.map { ($0.day.iso, $0.score.map { .int($0) } ?? .null) }
        let latest = series.last ?? f.discipline(on: f.asOf)
        let healthMember = health.map { [("health", HealthJSON.days($0.days, withWeight: $0.showsWeight))] } ?? []
        let patterns = context.patterns(health: health?.days).map { p -> JSONWriter.Value in
            .object([
                ("id", .string(p.id)), ("exposure", .string(p.exposure.rawValue)), ("outcome", .string(p.outcome.rawValue)),
                ("from", .string(p.from.iso)), ("to", .string(p.to.iso)),
                ("withDays", .int(p.withDays)), ("withCount", .int(p.withCount)),
                ("withoutDays", .int(p.withoutDays)), ("withoutCount", .int(p.withoutCount)),
                ("p", .exact(p.p)), ("q", .exact(p.q)),
            ])
        }
        let doc: JSONWriter.Value = .object([
            ("schema", .int(schemaVersion)),
            ("timeZone", .string(context.export.timeZone)),
            ("weekStart", .string(f.weekStart.rawValue)),
            ("asOf", .string(f.asOf.iso)),
            ("firstDay", f.firstDay.map { .string($0.iso) } ?? .null),
            ("lastDay", f.lastDay.map { .string($0.iso) } ?? .null),
            ("showedUp", .array(f.showedUp.map { .string($0.iso) })),
            ("currentStreak", .int(f.currentStreak)),
            ("longestStreak", .int(f.longestStreak)),
            ("comebacks", .array(f.comebacks.map { .string($0.iso) })),
            ("weeks", .array(weeks)),
            ("months", periods(.month, of: f)),
            ("quarters", periods(.quarter, of: f)),
            ("years", periods(.year, of: f)),
            ("discipline", .object(discipline)),
            ("disciplineNow", .object([
                ("day", .string(latest.day.iso)),
                ("score", latest.score.map { .int($0) } ?? .null),
                ("completed", .int(latest.completed)),
                ("checkIns", .int(latest.checkIns)),
            ])),
            ("milestones", .array(milestones)),
            ("patterns", .array(patterns)),
        ] + healthMember)
        return JSONWriter.write(doc)
    }
}
