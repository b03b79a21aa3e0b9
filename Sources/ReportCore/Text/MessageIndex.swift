/// The table's sentences by key, found through a plain hash of the key's bytes (FNV-1a) in an open-addressed
/// table: a site looks some hundred thousand sentences up, and the standard dictionary's seeded hash and
/// probe cost about 480 instructions a look. The keys are ours and fixed, so no seed is needed.
struct MessageIndex: Sendable {
    private struct Slot: Sendable {
        let key: String
        let pattern: MessagePattern
    }

    /// A power of two, at least twice the number of keys, so every probe run stays short and ends at an empty slot.
    private let slots: [Slot?]
    private let mask: Int

    /// Each of `entries` under its key, as the pattern `pattern` makes of it.
    init<Entry>(_ entries: [String: Entry], _ pattern: (Entry) -> MessagePattern) {
        var size = 8
        while size < entries.count * 2 { size <<= 1 }
        var slots = [Slot?](repeating: nil, count: size)
        for (key, entry) in entries {
            var i = Self.hash(key) & (size - 1)
            while slots[i] != nil { i = (i + 1) & (size - 1) }
            slots[i] = Slot(key: key, pattern: pattern(entry))
        }
        self.slots = slots
        mask = size - 1
    }

    subscript(key: String) -> MessagePattern? {
        var i = Self.hash(key) & mask
        while let slot = slots[i] {
            if slot.key == key { return slot.pattern }
            i = (i + 1) & mask
        }
        return nil
    }

    static func hash(_ key: String) -> Int {
        var key = key  // withUTF8 needs a variable; a literal or native key is read in place
        return key.withUTF8 { bytes in
            var h: UInt64 = 0xCBF2_9CE4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return Int(truncatingIfNeeded: h ^ (h >> 32))
        }
    }
}
