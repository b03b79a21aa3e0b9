/// The unit weight is shown in (`--weight-unit`): kept as kilograms, shown as the person reads a scale.
public enum WeightUnit: String, CaseIterable, Sendable {
    /// Kilograms.
    case kg
    /// Pounds.
    case lb
    /// Stones.
    case st

    /// Kilograms in one of the unit (the same factors `HealthDayRules` reads with).
    package var kilograms: Double {
        switch self {
        case .kg: return 1
        case .lb: return 0.45359237
        case .st: return 6.35029318
        }
    }

    /// `kg` in this unit.
    package func value(_ kg: Double) -> Double { kg / kilograms }

    /// Pounds where scales show pounds (a locale of the United States, Liberia or Myanmar), kilograms elsewhere.
    /// Stones are only on request: most British scales show kilograms too.
    package static func forLocale(_ identifier: String) -> WeightUnit {
        let region = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
            .first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
        return ["US", "LR", "MM"].contains(region ?? "") ? .lb : .kg
    }
}
