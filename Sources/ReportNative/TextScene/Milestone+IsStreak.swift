import ReportCore
extension Milestone {
    /// Whether it is a streak's milestone: a week that reached one is encouraged with its run.
    var isStreak: Bool { if case .streak = kind { return true } else { return false } }
}
