/// Type sizes shared by the charts, so they sit together in an email or on a page.
enum ChartType {
    static let title = Font(size: 15, weight: .bold)
    static let subtitle = Font(size: 11.5)
    static let label = Font(size: 10.5)
    static let small = Font(size: 10)
    static let value = Font(size: 12, weight: .bold)
    static let margin = 20.0
}
