/// A number written with at most `decimals` decimals, no trailing zeros and never `-0`,
/// without locale or Foundation: the same digits on every machine.
func compact(_ value: Double, decimals: Int = 2) -> String {
    var bytes: [UInt8] = []
    appendCompact(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// `compact(value, decimals:)` appended as UTF-8 to `out`, with no String in between: an SVG chart writes
/// thousands of these, and the SVG writer appends them straight into the file's bytes.
///
/// Integer arithmetic on the rounded value, so the digits are those of the value rounded to `decimals`. The
/// digits are written back to front into a few bytes on the stack and go into `out` in one append: a byte
/// appended at a time, then turned around, was most of what a site's 100,000 rectangles cost to write.
func appendCompact(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
    guard value.isFinite else { out.append(UInt8(ascii: "0")); return }
    var factor = 1
    for _ in 0..<decimals { factor *= 10 }
    // Beyond this no drawing goes; clamping keeps the conversion to Int safe.
    let scaled = min((abs(value) * Double(factor)).rounded(), 1e15)
    if scaled == 0 { out.append(UInt8(ascii: "0")); return }
    let whole = Int(scaled)
    var fraction = whole % factor
    var places = decimals
    while fraction != 0, fraction % 10 == 0 {
        fraction /= 10
        places -= 1
    }
    // 16 digits at most before the point (the clamp), `decimals` after it, a sign and the point.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 18 + decimals) { buffer in
        var i = buffer.count
        if fraction != 0 {
            i = writeDigits(fraction, atLeast: places, endingAt: i, in: buffer)
            i -= 1
            buffer[i] = UInt8(ascii: ".")
        }
        i = writeDigits(whole / factor, atLeast: 1, endingAt: i, in: buffer)
        if value < 0 {
            i -= 1
            buffer[i] = UInt8(ascii: "-")
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
    }
}

/// The decimal digits of `n` (not negative), with zeros in front up to `atLeast` digits (a fraction's `05`).
func appendDigits(_ n: Int, atLeast minimum: Int = 1, to out: inout [UInt8]) {
    // An Int has at most 19 digits.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(20, minimum)) { buffer in
        let start = writeDigits(n, atLeast: minimum, endingAt: buffer.count, in: buffer)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
}

/// Writes the digits of `n` (not negative, at least `minimum` of them) into `buffer` so they end before `end`,
/// last digit first as division by ten gives them; returns where they begin.
private func writeDigits(_ n: Int, atLeast minimum: Int, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var i = end
    var rest = n
    repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
    } while rest > 0
    while end - i < minimum {
        i -= 1
        buffer[i] = UInt8(ascii: "0")
    }
    return i
}
