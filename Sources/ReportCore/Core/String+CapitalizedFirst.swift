extension String {
    /// The first letter in upper case ("mandag 16. november" → "Mandag 16. november").
    package var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
