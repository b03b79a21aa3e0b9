/// A number written with at most `decimals` decimals, no trailing zeros and never `-0`,
/// without locale or Foundation: the same digits on every machine.
///
/// Integer arithmetic on the rounded value: an SVG chart writes thousands of these.
func compact(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var factor = 1
    for _ in 0..<decimals { factor *= 10 }
    // Beyond this no drawing goes; clamping keeps the conversion to Int safe.
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
