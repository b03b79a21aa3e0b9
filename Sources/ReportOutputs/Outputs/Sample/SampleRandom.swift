/// SplitMix64: a small, fixed pseudo-random generator, so a seed always gives the same sample.
struct SampleRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// A UUID-shaped identifier from the generator.
    mutating func uuid() -> String {
        let hex = Array("0123456789ABCDEF")
        var s = ""
        for (k, n) in [8, 4, 4, 4, 12].enumerated() {
            if k > 0 { s.append("-") }
            for _ in 0..<n { s.append(hex[Int(next() & 15)]) }
        }
        return s
    }
}
