import ReportCore
/// A byte buffer that Apple Health's XML is written into without a String per record, so that a
/// gigabyte of sample comes out at the speed the zip can take it.
struct HealthSampleBytes {
    var bytes: [UInt8] = []

    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func put(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func int(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")); int(-n); return }
        if n >= 10 { int(n / 10) }
        bytes.append(UInt8(48 + n % 10))
    }

    mutating func digits(_ n: Int, _ width: Int) {
        var p = 1
        for _ in 1..<width { p *= 10 }
        var n = n
        while p > 0 { bytes.append(UInt8(48 + (n / p) % 10)); n %= p; p /= 10 }
    }

    /// `value` with `places` decimals (no exponent), as Apple Health writes quantities.
    mutating func decimal(_ value: Double, places: Int) {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        if value < 0, scaled > 0 { bytes.append(UInt8(ascii: "-")) }
        int(scaled / scale)
        if places > 0 { bytes.append(UInt8(ascii: ".")); digits(scaled % scale, places) }
    }

    /// `2024-10-25 07:05:11 -0500`: `seconds` after local midnight of `day` (may run into the next day),
    /// written in the offset `offset` (seconds east of UTC).
    mutating func stamp(_ day: Day, _ seconds: Int, offset: Int) {
        let date = day + seconds / 86_400
        let s = seconds % 86_400
        let (y, m, d) = date.components
        digits(y, 4); put("-"); digits(m, 2); put("-"); digits(d, 2); put(" ")
        digits(s / 3600, 2); put(":"); digits(s / 60 % 60, 2); put(":"); digits(s % 60, 2)
        put(offset < 0 ? " -" : " +")
        digits(abs(offset) / 3600, 2); digits(abs(offset) / 60 % 60, 2)
    }
}
