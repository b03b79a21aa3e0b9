extension SummaryBuilder {
    /// The Body section: the period's weight and steps as `Story` tells them; nil without readings in the period.
    func body(_ period: SummaryPeriod) -> SummaryBody? {
        guard let health else { return nil }
        let lines = story.body(health, from: period.first, through: period.last).map { say($0) }
        return lines.isEmpty ? nil : SummaryBody(heading: say("body.title"), lines: lines)
    }
}
