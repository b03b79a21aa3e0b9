import ReportCore
extension ChartKind {
    /// The charts that have something to show for this export, as the week's PDF companions, the email and the
    /// site choose them alike: the trend only with check-ins, the urge breakdown only with urge notes.
    package static func shown(_ context: ReportContext) -> [ChartKind] {
        var kinds: [ChartKind] = [.rings, .heatmap]
        if !context.export.urgeNotes.isEmpty { kinds.append(.urges) }
        if !context.export.checkIns.isEmpty { kinds.append(.trend) }
        return kinds
    }
}
