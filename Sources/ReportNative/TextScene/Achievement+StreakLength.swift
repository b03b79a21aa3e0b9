import ReportCore
extension Achievement {
    /// The length of a streak badge, from the number its name begins with ("14-day streak" → 14).
    var streakLength: Int? {
        let digits = name.trimmed.prefix { $0.isASCII && $0.isNumber }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
