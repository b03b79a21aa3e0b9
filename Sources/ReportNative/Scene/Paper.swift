/// The sheet a document is laid out on: ISO A4 or US Letter, in points.
public enum Paper: String, CaseIterable, Sendable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The sheet's width in points.
    public var width: Double { self == .a4 ? 595.28 : 612 }
    /// The sheet's height in points.
    public var height: Double { self == .a4 ? 841.89 : 792 }

    /// Letter in the United States and Canada, A4 elsewhere (`--paper` overrides it).
    public static func forLocale(_ identifier: String) -> Paper {
        let region = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().last.map(String.init)?.uppercased()
        switch region {
        case "US", "CA": return .letter
        default: return .a4
        }
    }
}
