import ReportNative
/// Type sizes shared by the charts, so they sit together in an email or on a page.
enum ChartType {
    static let title = FontSpec(size: 15, weight: .bold)
    static let subtitle = FontSpec(size: 11.5)
    static let label = FontSpec(size: 10.5)
    static let small = FontSpec(size: 10)
    static let value = FontSpec(size: 12, weight: .bold)
    static let margin = 20.0
}
