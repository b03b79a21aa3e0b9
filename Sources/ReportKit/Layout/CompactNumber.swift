/// A number written with at most `decimals` decimals, no trailing zeros and never `-0`,
/// without locale or Foundation: the same digits on every machine.
func compact(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(value) * factor).rounded()
    if scaled == 0 { return "0" }
    let whole = Int(scaled)
    let f = Int(factor)
    var s = value < 0 ? "-" : ""
    s += String(whole / f)
    let frac = whole % f
    if frac != 0 {
        var digits = String(frac)
        digits = String(repeating: "0", count: decimals - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        s += "." + digits
    }
    return s
}
