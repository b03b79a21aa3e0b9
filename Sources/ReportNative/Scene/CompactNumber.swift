/// A number written with at most `decimals` decimals, no trailing zeros and never `-0`,
/// without locale or Foundation: the same digits on every machine.
package func compact(_ value: Double, decimals: Int = 2) -> String {
    var bytes: [UInt8] = []
    appendCompact(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// `compact(value, decimals:)` appended as UTF-8 to `out`, with no String in between: an SVG chart writes
/// thousands of these, and the SVG writer appends them straight into the file's bytes.
///
/// Integer arithmetic on the rounded value, so the digits are those of the value rounded to `decimals`.
package func appendCompact(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
    guard value.isFinite else { out.append(UInt8(ascii: "0")); return }
    // Most of a chart's numbers are whole (cells on whole pixels): their digits alone, no fraction to work out. (A
    // conversion to Int and back tells a whole number without calling the C library's `round`, as `rounded()` does.)
    if abs(value) < 1e9, Double(Int(value)) == value {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(Int(abs(value)), to: &out)
        return
    }
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
    if value < 0 { out.append(UInt8(ascii: "-")) }
    appendDigits(whole / factor, to: &out)
    if fraction != 0 {
        out.append(UInt8(ascii: "."))
        appendDigits(fraction, atLeast: places, to: &out)
    }
}

/// The decimal digits of `n` (not negative), with zeros in front up to `atLeast` digits (a fraction's `05`).
package func appendDigits(_ n: Int, atLeast minimum: Int = 1, to out: inout [UInt8]) {
    // Most of a chart's numbers are under a thousand (a site writes some 650,000): up to three digits, written in
    // order, cost a third of the general way's turning around.
    if n >= 0, n < 1000, minimum <= 3 {
        let zero = UInt8(ascii: "0")
        if n >= 100 || minimum == 3 { out.append(zero + UInt8(truncatingIfNeeded: n / 100)) }
        if n >= 10 || minimum >= 2 { out.append(zero + UInt8(truncatingIfNeeded: n / 10 % 10)) }
        out.append(zero + UInt8(truncatingIfNeeded: n % 10))
        return
    }
    // Last digit first, as division by ten gives them, then turned around in place.
    let start = out.count
    var rest = n
    repeat {
        out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
        rest /= 10
    } while rest > 0
    while out.count - start < minimum { out.append(UInt8(ascii: "0")) }
    var i = start, j = out.count - 1
    while i < j {
        out.swapAt(i, j)
        i += 1
        j -= 1
    }
}
