/// How much a month's, a quarter's, a year's or a run of days' summary lists. A summary is a page a person
/// reads: by default it gives the period's numbers and highlights, and the day-by-day care lines and the
/// urge-by-urge notes only when asked for (`summary --detail days`). A week's summary always lists its days.
public enum SummaryDetail: String, Sendable, CaseIterable {
    /// The numbers and highlights.
    case highlights
    /// Also every day's care lines and every urge note.
    case days
}
