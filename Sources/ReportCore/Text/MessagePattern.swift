/// A sentence of the table cut at its placeholders once, so that filling it in joins a few runs of words
/// and values rather than scanning its bytes again: a site fills some hundred thousand sentences.
///
/// `{0}`, `{1}` … (one to three digits) are placeholders; any other `{` is a word like the rest.
/// Held by reference: a look-up in the table hands out one reference rather than copies of its parts.
package final class MessagePattern: Sendable {
    /// One placeholder: the number of its value and where it stands in `text`.
    struct Slot: Sendable {
        let index: Int
        /// Its bytes in `text` (`{1}`), kept for a placeholder left without a value.
        let range: Range<Int>
    }

    /// The pattern as written.
    package let text: String
    /// The placeholders in order; the words between them are copied from `bytes` as they stand.
    let slots: [Slot]
    /// The text's bytes, kept only where there is a placeholder to fill (read in place from the string instead,
    /// a fill cost a fifth more).
    let bytes: [UInt8]

    private static let fullStop = UInt8(ascii: ".")

    init(_ text: String) {
        self.text = text
        var slots: [Slot] = []
        var text = text  // withUTF8 needs a variable; a native string is read in place
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "{") {
                    var j = i + 1, n = 0
                    while j < bytes.count, j - i <= 3, (0x30...0x39).contains(bytes[j]) { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                    if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: "}") {
                        slots.append(Slot(index: n, range: i..<(j + 1)))
                        i = j + 1
                        continue
                    }
                }
                i += 1
            }
        }
        self.slots = slots
        bytes = slots.isEmpty ? [] : Array(self.text.utf8)
    }

    /// `text` closed with a full stop, unless it already ends in one (a bokmål date such as "15. nov."): for the
    /// few sentences put together from parts rather than filled from the table.
    package static func endingSentence(_ text: String) -> String {
        text.utf8.last == fullStop ? text : text + "."
    }

    /// The pattern with each slot whose number is below `count` replaced by `value(index, offset)`, where
    /// `offset` is the slot's byte offset in `text`, in one pass (a value that itself holds `{1}` stays as it is);
    /// a value holding right-to-left text is isolated (`BidiIsolation`), and a slot without a value is left as written.
    /// A value ending in a full stop followed by the pattern's full stop keeps one: a bokmål date ends in an
    /// abbreviated month ("15. nov."), and a sentence that ends with one must not read "15. nov..". Done here,
    /// where every sentence is filled, so no sentence, however it is put together, can end up with two.
    func fill(count: Int, _ value: (_ index: Int, _ offset: Int) -> String) -> String {
        guard count > 0, !slots.isEmpty else { return text }
        // Bytes copied in runs into one buffer, then one string: joining strings cost some 300 instructions a piece.
        return bytes.withUnsafeBufferPointer { pattern in
            var out: [UInt8] = []
            out.reserveCapacity(pattern.count + 16 * slots.count)
            var runStart = 0
            for slot in slots {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: pattern[runStart..<slot.range.lowerBound]))
                runStart = slot.range.upperBound
                if slot.index < count {
                    var piece = BidiIsolation.isolated(value(slot.index, slot.range.lowerBound))
                    let endsInFullStop = piece.withUTF8 { out.append(contentsOf: $0); return $0.last == Self.fullStop }
                    // A value that ends in its own full stop ("søndag 15. nov.") takes the place of the sentence's.
                    if endsInFullStop, runStart < pattern.count, pattern[runStart] == Self.fullStop { runStart += 1 }
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: pattern[slot.range]))
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: pattern[runStart...]))
            return String(decoding: out, as: UTF8.self)
        }
    }
}
