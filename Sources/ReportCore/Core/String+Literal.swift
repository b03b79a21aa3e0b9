// The few string calls that were Foundation's (NSString's) and are not FoundationEssentials': matched and trimmed
// as Foundation did, byte for byte and scalar by scalar, not a `Character` at a time as the standard library's
// `replacing(_:with:)` and `trimmingPrefix` do, so every output keeps its bytes.
extension String {
    /// Every `target` replaced by `replacement`, from the start, matched literally in UTF-8 (as Foundation's
    /// `replacingOccurrences(of:with:)`, which compares literally unless asked not to).
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == pattern[0], i + pattern.count <= bytes.count, bytes[i..<i + pattern.count].elementsEqual(pattern) {
                out.append(contentsOf: replacement.utf8)
                i += pattern.count
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where `target` first (or, `last`, last) occurs, matched literally in UTF-8; nil when it does not.
    package func literalRange(of target: String, last: Bool = false) -> Range<String.Index>? {
        let view = utf8, pattern = Array(target.utf8)
        guard !pattern.isEmpty, view.count >= pattern.count else { return nil }
        let starts = 0...(view.count - pattern.count)
        let found = last
            ? starts.reversed().first { view.dropFirst($0).starts(with: pattern) }
            : starts.first { view.dropFirst($0).starts(with: pattern) }
        guard let offset = found else { return nil }
        let lower = view.index(view.startIndex, offsetBy: offset)
        return lower..<view.index(lower, offsetBy: pattern.count)
    }

    /// Without the Unicode scalars at either end that `isTrimmed` picks (as Foundation's
    /// `trimmingCharacters(in:)`, which trims scalars, not characters).
    package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Foundation's `CharacterSet.whitespaces`: space separators (Zs) and the tab.
    package var isBlank: Bool { self == "\t" || properties.generalCategory == .spaceSeparator }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: `isBlank`, U+000A–U+000D, U+0085, U+2028 and U+2029.
    package var isBlankOrNewline: Bool {
        isBlank || (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}
