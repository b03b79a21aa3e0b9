extension String {
    /// How two answers are matched as the same: lower case, letters and digits only, single spaces
    /// ("2-minute grounding 🌬️" and "2 minute Grounding" are one). The plan card ranks answers by it, and
    /// redaction knows the app's own mini-coach options by it.
    package var matchKey: String {
        var out = "", space = false
        for scalar in lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if space, !out.isEmpty { out.append(" ") }
                out.unicodeScalars.append(scalar)
                space = false
            } else {
                space = true
            }
        }
        return out
    }
}
