/// A sentence of the table cut at its placeholders once, so that filling it in joins a few runs of words
/// and values rather than scanning its bytes again: a site fills some hundred thousand sentences.
///
/// `{0}`, `{1}` … (one to three digits) are placeholders; any other `{` is a word like the rest.
struct MessagePattern: Sendable {
    /// One placeholder: the number of its value and where it stands in `text`.
    struct Slot: Sendable {
        let index: Int
        /// Its bytes in `text` (`{1}`), kept for a placeholder left without a value.
        let range: Range<Int>
    }

    /// The pattern as written.
    let text: String
    /// The words before each slot, then the words after the last: one more than `slots`.
    let runs: [Substring]
    let slots: [Slot]

    init(_ text: String) {
        self.text = text
        var runs: [Substring] = []
        var slots: [Slot] = []
        let bytes = Array(text.utf8)
        var runStart = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{") {
                var j = i + 1, n = 0
                while j < bytes.count, j - i <= 3, (0x30...0x39).contains(bytes[j]) { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: "}") {
                    runs.append(Self.substring(text, runStart..<i))
                    slots.append(Slot(index: n, range: i..<(j + 1)))
                    i = j + 1
                    runStart = i
                    continue
                }
            }
            i += 1
        }
        runs.append(Self.substring(text, runStart..<bytes.count))
        self.runs = runs
        self.slots = slots
    }

    /// The pattern with each slot whose number is below `count` replaced by `value(index, offset)`, where
    /// `offset` is the slot's byte offset in `text`; a value holding right-to-left text is isolated
    /// (`BidiIsolation`), and a slot without a value is left as written.
    func fill(count: Int, _ value: (_ index: Int, _ offset: Int) -> String) -> String {
        guard count > 0, !slots.isEmpty else { return text }
        var out = String()
        out.reserveCapacity(text.utf8.count + 16 * slots.count)
        for (k, slot) in slots.enumerated() {
            out.append(contentsOf: runs[k])
            if slot.index < count {
                out.append(BidiIsolation.isolated(value(slot.index, slot.range.lowerBound)))
            } else {
                out.append(contentsOf: Self.substring(text, slot.range))
            }
        }
        out.append(contentsOf: runs[slots.count])
        return out
    }

    /// The bytes `range` of `text`; placeholders are ASCII, so every cut falls between characters.
    private static func substring(_ text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return Substring(utf8[start..<end])
    }
}
