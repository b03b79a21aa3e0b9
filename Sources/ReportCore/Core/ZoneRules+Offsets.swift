extension ZoneRules {
    /// The zone of a name that gives its offset, as Foundation (ICU) took them: "UTC" is GMT, and "GMT+1",
    /// "UTC-05:30" or "GMT+0530" a fixed offset named "GMT+0100", "GMT-0530" (or "GMT" for none), so an export
    /// that names one reads and shows as it did. Nil for any other name.
    static func fixedOffset(named name: String) -> ZoneRules? {
        if name == "UTC" { return ZoneRules(fixed: "GMT", offset: 0) }
        let bytes = Array(name.utf8)
        guard bytes.count >= 5, bytes[0..<3].elementsEqual("GMT".utf8) || bytes[0..<3].elementsEqual("UTC".utf8),
              bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[3] == UInt8(ascii: "-") ? -1 : 1
        let rest = bytes[4...]
        func number(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        let hours: Int?, minutes: Int?
        if let colon = rest.firstIndex(of: UInt8(ascii: ":")) {
            // h:mm or hh:mm
            guard (1...2).contains(colon - rest.startIndex), rest.endIndex - colon == 3 else { return nil }
            hours = number(rest[..<colon])
            minutes = number(rest[(colon + 1)...])
        } else if rest.count <= 2 {
            hours = number(rest)
            minutes = 0
        } else if rest.count <= 4 {
            // hmm or hhmm
            hours = number(rest.dropLast(2))
            minutes = number(rest.suffix(2))
        } else {
            return nil
        }
        // At most 18 hours either way, as Foundation allows.
        guard let hours, let minutes, minutes <= 59, hours * 3600 + minutes * 60 <= 18 * 3600 else { return nil }
        let offset = sign * (hours * 3600 + minutes * 60)
        guard offset != 0 else { return ZoneRules(fixed: "GMT", offset: 0) }
        let shown = "GMT" + (sign < 0 ? "-" : "+") + Day.pad(hours, 2) + Day.pad(minutes, 2)
        return ZoneRules(fixed: shown, offset: offset)
    }
}
