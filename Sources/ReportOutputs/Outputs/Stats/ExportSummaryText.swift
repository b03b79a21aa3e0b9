import ReportCore
/// What `validate` prints: what the file holds, then its warnings.
package enum ExportSummaryText {
    package static func describe(_ context: ReportContext, name: String) -> String {
        let e = context.export
        let f = context.figures
        let t = context.localizer
        var lines: [String] = []
        let shownName = name == "-" ? "<stdin>" : name
        lines.append(t(e.exportedAt == nil ? "validate.valid.checkIns" : "validate.valid.export", shownName))
        if let first = f.firstDay, let last = f.lastDay {
            lines.append(t.plural("validate.days", last - first + 1, first.iso, last.iso, t.number(f.showedUp.count)))
        } else {
            lines.append(t("validate.days.none"))
        }
        lines.append(t("validate.timeZone", e.timeZone))
        lines.append(t("validate.counts", t.number(e.entries.count), t.number(e.urgeNotes.count), t.number(e.checkIns.count),
                       t.number(e.achievements.count), t.number(e.prepItems.count)))
        if let p = e.profile {
            lines.append(p.goal.map { t("validate.profile.goal", p.name, $0) } ?? t("validate.profile", p.name))
        }
        if e.warnings.isEmpty {
            lines.append(t("validate.warnings.none"))
        } else {
            lines.append(t("validate.warnings"))
            lines += e.warnings.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
