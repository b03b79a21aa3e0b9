import ReportCore
/// What `stats` prints for a person reading a terminal: the figures that matter, plainly.
package enum StatsText {
    package static func describe(_ context: ReportContext) -> String {
        let f = context.figures
        let t = context.localizer
        var lines: [String] = []
        lines.append(t("stats.asOf", t.longDate(f.asOf)))
        lines.append(t("stats.showedUp", t.number(f.showedUp.count)))
        lines.append(t("stats.streaks", t.plural("days", f.currentStreak), t.plural("days", f.longestStreak)))
        lines.append(t("stats.comebacks", t.number(f.comebacks.count)))
        let score = f.discipline(on: f.asOf)
        if let line = Story(figures: f, localizer: t).scoreLine(score) {
            lines.append(line.text)
        } else if f.firstCheckInDay != nil {
            lines.append(t("stats.discipline.none"))
        }
        lines.append("")
        lines.append(t("stats.weeks.heading"))
        for w in f.weeks.suffix(8) {
            let urges = w.urgeCount > 0 ? "  " + t.plural("stats.urges", w.urgeCount) : ""
            lines.append("  \(w.week.isoWeek)  \(w.week.start.iso)  \(days(w.showedUp, of: w.recordedDays, t))\(urges)")
        }
        // The months the same way, once there is more than one: the longer look back a coach asks for.
        let months = f.calendarPeriods(.month).suffix(6)
        if months.count > 1 {
            lines.append("")
            lines.append(t("stats.months.heading"))
            for (month, p) in months {
                let urges = p.urgeCount > 0 ? "  " + t.plural("stats.urges", p.urgeCount) : ""
                lines.append("  \(month)  \(days(p.showedUp, of: p.recordedDays, t))\(urges)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The patterns of the last 84 days in words, with their counts (nothing at all when none stands): the same
    /// statements as every other output, from `Story`.
    package static func patterns(_ context: ReportContext, health: HealthInput? = nil) -> String {
        let found = context.patterns(health: health?.days)
        guard let first = found.first else { return "" }
        let t = context.localizer, story = Story(context: context)
        var lines = ["", t("stats.patterns.heading", t.dateRange(first.from, first.to))]
        for p in found { lines.append("  " + story.patternLine(p)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "5/7", or "quiet" for a week or month with nothing logged: never a row of "0/7".
    static func days(_ showedUp: Int, of days: Int, _ t: Localizer) -> String {
        showedUp == 0 ? t("stats.quiet") : "\(t.number(showedUp))/\(t.number(days))"
    }
}
