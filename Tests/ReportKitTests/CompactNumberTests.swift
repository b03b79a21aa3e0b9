import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `compact` writes its digits into a byte buffer now; every number must come out as the String-building
/// version wrote it, because the SVG files (and their goldens) are made of these numbers.
@Suite struct CompactNumberTests {
    /// `compact` as it was before it appended bytes, kept word for word as the reference.
    static func reference(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1
        for _ in 0..<decimals { factor *= 10 }
        let scaled = min((abs(value) * Double(factor)).rounded(), 1e15)
        if scaled == 0 { return "0" }
        let whole = Int(scaled)
        var fraction = whole % factor
        var places = decimals
        while fraction != 0, fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        var s = value < 0 ? "-" : ""
        s += String(whole / factor)
        if fraction != 0 {
            let digits = String(fraction)
            s += "." + String(repeating: "0", count: places - digits.utf8.count) + digits
        }
        return s
    }

    /// The decimals the writers use (2 for coordinates, 3 for opacities, 4 for scales) and the plain ones.
    static let decimals = [0, 1, 2, 3, 4]

    /// Values where rounding is decided: halves at every number of decimals, either side of them, zeros,
    /// the clamp at 10^15, and what is not a number.
    static let edges: [Double] = {
        var values: [Double] = [0, -0.0, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e15, -1e15, 1e16,
                                999_999_999_999_999.5, 1e15 / 100 + 0.005, 9.995, 0.995, 0.0049, 0.005, -0.005, 1.005, 12.5]
        for d in 0...5 {
            var p = 1.0
            for _ in 0..<d { p *= 10 }
            for n in [0, 1, 2, 5, 9, 10, 99, 123, 999, 12_345] {
                let half = (Double(n) + 0.5) / p
                values += [half, -half, half.nextUp, half.nextDown, -half.nextUp, -half.nextDown, Double(n) / p, -Double(n) / p]
            }
        }
        return values
    }()

    @Test func edgesAreWrittenAsBefore() {
        for value in Self.edges {
            for d in Self.decimals {
                #expect(compact(value, decimals: d) == Self.reference(value, decimals: d), "\(value), \(d) decimals")
            }
        }
    }

    /// Many random numbers of every size and sign: any bit pattern, and values spread evenly in ranges
    /// from far below a hundredth to beyond the clamp.
    @Test func randomNumbersAreWrittenAsBefore() {
        var random = SampleRandom(seed: 2026)
        var failures = 0
        for i in 0..<60_000 {
            let value: Double
            switch i % 6 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = Double.random(in: -1e-3...1e-3, using: &random)
            case 2: value = Double.random(in: -10...10, using: &random)
            case 3: value = Double.random(in: -5000...5000, using: &random)
            case 4: value = Double.random(in: -1e17...1e17, using: &random)
            default: value = Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 2000  // halves of the 4th decimal
            }
            let d = Self.decimals[i % Self.decimals.count]
            if compact(value, decimals: d) != Self.reference(value, decimals: d) {
                failures += 1
                Issue.record("\(value) (bits \(value.bitPattern)), \(d) decimals: \(compact(value, decimals: d)) ≠ \(Self.reference(value, decimals: d))")
                if failures > 10 { return }
            }
        }
    }

    /// Whole numbers, with zeros in front up to a width: the short way for those under a thousand and the
    /// general one give what `String` does.
    @Test func digitsAreThoseOfTheNumberPadded() {
        for n in Array(0..<2_100) + [9_999, 10_000, 123_456_789, Int.max] {
            for minimum in 0...5 {
                var bytes: [UInt8] = []
                appendDigits(n, atLeast: minimum, to: &bytes)
                let plain = String(n)
                #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "0", count: max(0, minimum - plain.count)) + plain)
            }
        }
    }

    /// Appending adds the digits after what is there and touches nothing before.
    @Test func appendingKeepsWhatIsThere() {
        var bytes = Array("x=".utf8)
        appendCompact(-3.14159, to: &bytes)
        appendCompact(0.1, decimals: 3, to: &bytes)
        appendDigits(7, atLeast: 3, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=-3.140.1007")
    }
}
