/// Reads a TZif file (RFC 8536, the tz database's binary format): its transitions, the offset after each, the
/// offset before the first, and its footer (a POSIX TZ string for the times after the last transition).
enum TZif {
    struct Parsed {
        var transitions: [Int64]
        var offsets: [Int]
        var initialOffset: Int
        var footer: String?
    }

    /// nil for anything that is not a whole TZif file.
    static func parse(_ bytes: [UInt8]) -> Parsed? {
        guard bytes.count >= 44, bytes[0..<4].elementsEqual("TZif".utf8) else { return nil }
        let version = bytes[4]
        guard let first = block(bytes, at: 0, timeSize: 4) else { return nil }
        // Version 2 and later repeat the data with 64-bit times after the first block, then give the footer.
        guard version >= UInt8(ascii: "2") else { return first.parsed }
        guard var second = block(bytes, at: first.end, timeSize: 8) else { return nil }
        var i = second.end
        if i < bytes.count, bytes[i] == 0x0A {
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            let footer = String(decoding: bytes[start..<i], as: UTF8.self)
            second.parsed.footer = footer.isEmpty ? nil : footer
        }
        return second.parsed
    }

    /// The header and data block at `offset`, with times of `timeSize` bytes, and where the block ends.
    private static func block(_ b: [UInt8], at offset: Int, timeSize: Int) -> (parsed: Parsed, end: Int)? {
        guard offset + 44 <= b.count, b[offset..<offset + 4].elementsEqual("TZif".utf8) else { return nil }
        func count(_ k: Int) -> Int { Int(int32(b, offset + 20 + 4 * k)) }
        let isutcnt = count(0), isstdcnt = count(1), leapcnt = count(2), timecnt = count(3), typecnt = count(4), charcnt = count(5)
        guard [isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt].allSatisfy({ $0 >= 0 }), typecnt > 0 else { return nil }
        let times = offset + 44
        let indices = times + timecnt * timeSize
        let types = indices + timecnt
        let end = types + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
        guard end <= b.count else { return nil }
        let typeOffsets = (0..<typecnt).map { Int(int32(b, types + 6 * $0)) }
        var transitions: [Int64] = [], offsets: [Int] = []
        for k in 0..<timecnt {
            let time = timeSize == 8 ? int64(b, times + 8 * k) : Int64(int32(b, times + 4 * k))
            let type = Int(b[indices + k])
            guard type < typecnt else { return nil }
            transitions.append(time)
            offsets.append(typeOffsets[type])
        }
        return (Parsed(transitions: transitions, offsets: offsets, initialOffset: typeOffsets[0], footer: nil), end)
    }

    private static func int32(_ b: [UInt8], _ i: Int) -> Int32 {
        Int32(bitPattern: UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3]))
    }

    private static func int64(_ b: [UInt8], _ i: Int) -> Int64 {
        Int64(bitPattern: UInt64(UInt32(bitPattern: int32(b, i))) << 32 | UInt64(UInt32(bitPattern: int32(b, i + 4))))
    }
}
