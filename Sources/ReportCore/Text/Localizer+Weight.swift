extension Localizer {
    /// One decimal, with the language's decimal mark ("82.4", "82,4"): how a scale shows a weight.
    package func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(number(abs(tenths) / 10))\(language == .norwegianBokmal ? "," : ".")\(abs(tenths) % 10)"
    }

    /// A weight in `unit`: "182.4 lb", "82,7 kg", "12 st 13.2 lb" (stones whole, the rest in pounds, as a
    /// British scale shows it). A no-break space keeps the number with its unit.
    package func weight(_ kg: Double, _ unit: WeightUnit) -> String {
        guard unit == .st else { return decimal(unit.value(kg)) + "\u{00A0}" + unit.rawValue }
        let tenthsOfPounds = Int((WeightUnit.lb.value(kg) * 10).rounded())
        let stones = tenthsOfPounds / 140
        return "\(stones)\u{00A0}st " + decimal(Double(tenthsOfPounds - stones * 140) / 10) + "\u{00A0}lb"
    }

    /// The lowest and highest of a period's weights: "181.2–184.6 lb", "82,2–83,7 kg"; one weight when they are the same.
    package func weightRange(_ low: Double, _ high: Double, _ unit: WeightUnit) -> String {
        let (a, b) = (weight(low, unit), weight(high, unit))
        guard a != b else { return a }
        guard unit != .st else { return a + " – " + b }
        return decimal(unit.value(low)) + "–" + b
    }
}
