/// What `validate` prints: what the file holds, then its warnings.
public enum ExportSummaryText {
    public static func describe(_ context: ReportContext, name: String) -> String {
        let e = context.export
        let f = context.figures
        var lines: [String] = []
        lines.append("\(name == "-" ? "<stdin>" : name): a valid \(e.exportedAt == nil ? "Discipline Coach check-in file" : "Coacher export").")
        if let first = f.firstDay, let last = f.lastDay {
            lines.append("Days covered: \(first.iso) to \(last.iso) (\(last - first + 1) days, \(f.showedUp.count) with something logged).")
        } else {
            lines.append("Days covered: none yet.")
        }
        lines.append("Time zone: \(e.timeZone).")
        lines.append("Entries: \(e.entries.count). Urge notes: \(e.urgeNotes.count). Check-ins: \(e.checkIns.count). Achievements: \(e.achievements.count). Prep items: \(e.prepItems.count).")
        if let p = e.profile { lines.append("Profile: \(p.name)\(p.goal.map { ", goal “\($0)”" } ?? "").") }
        if e.warnings.isEmpty {
            lines.append("No warnings.")
        } else {
            lines.append("Warnings:")
            lines += e.warnings.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
