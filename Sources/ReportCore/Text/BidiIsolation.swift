/// Keeps right-to-left text (and explicit direction marks) that fills a sentence of ours from
/// turning the rest of the sentence around.
///
/// A name in Arabic or Hebrew, or one holding U+202E, put into "Goal: {0}" or "{0}'s week" would
/// otherwise reorder the words around it. Wrapping it in FIRST STRONG ISOLATE … POP DIRECTIONAL
/// ISOLATE (Unicode's bidi algorithm, UAX #9) gives it its own direction and nothing more; Pango,
/// browsers and SVG viewers all honour it, and the marks are invisible. Left-to-right text is left
/// exactly as it is.
enum BidiIsolation {
    static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    static func isolated(_ text: String) -> String {
        guard needsIsolation(text) else { return text }
        return String(firstStrongIsolate) + text + String(popDirectionalIsolate)
    }

    /// Whether `text` holds a right-to-left letter or an explicit direction control.
    static func needsIsolation(_ text: String) -> Bool {
        // UTF-8 below U+0590 has no lead byte above 0xD5: most text is done after one byte scan.
        // The bytes are read in place where the string has them in one piece (every native string does).
        let mayHoldRTL = text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0xD6 } }
            ?? text.utf8.contains { $0 >= 0xD6 }
        guard mayHoldRTL else { return false }
        return text.unicodeScalars.contains { s in
            switch s.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
                return true  // Hebrew, Arabic, Syriac, Thaana, N'Ko and the other right-to-left scripts
            case 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
                return true  // right-to-left and Arabic letter marks, embeddings, overrides, isolates
            default:
                return false
            }
        }
    }
}
