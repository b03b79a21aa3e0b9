/// How an SVG is written (placeholder until the embeddable SVG lands).
public struct SVGOptions: Sendable, Equatable {
    public init() {}
}
