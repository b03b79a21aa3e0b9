/// Header values as RFC 5322 and RFC 2047 want them: ASCII only, folded at 78 characters, and anything
/// outside printable ASCII (a name like "Kari Nordmann", a subject like "Uke 47: 5 av 7 dager 🌱") as
/// encoded words of at most 75 characters, each holding whole characters.
///
/// A value is never pasted into a header as it came: line breaks and other control characters become
/// spaces first, so text cannot end the header it is in and start another.
enum EncodedWord {
    /// What folding aims for (RFC 5322 §2.1.1 "SHOULD"); a single token may be longer, never over 998.
    static let foldAt = 78
    static let maxWord = 75
    private static let prefix = "=?UTF-8?B?"
    private static let suffix = "?="

    /// One header, folded: `Name: token token…` with CRLF SP wherever the line would pass 78 characters.
    static func header(_ name: String, tokens: [String]) -> String {
        var out = name + ":"
        var column = out.count
        for token in tokens {
            if column + 1 + token.count > foldAt, column > name.count + 1 {
                out += "\r\n"
                column = 0
            }
            out += " " + token
            column += 1 + token.count
        }
        return out + "\r\n"
    }

    /// An unstructured value (a subject): its words as they are when it is printable ASCII, else encoded words.
    static func unstructured(_ text: String) -> [String] {
        let clean = singleLine(text)
        if clean.isEmpty { return [] }
        let words = clean.split(separator: " ").map(String.init)
        if isPlainASCII(clean), !clean.contains("=?"), words.allSatisfy({ $0.utf8.count <= 60 }) { return words }
        return encodedWords(clean)
    }

    /// A display name: as atoms when it is only letters, digits and spaces of ASCII, a quoted string when
    /// it is other printable ASCII, else encoded words.
    static func phrase(_ text: String) -> [String] {
        let clean = singleLine(text)
        if clean.isEmpty { return [] }
        if isPlainASCII(clean), clean.utf8.count <= 60, !clean.contains("=?") {
            if clean.utf8.allSatisfy({ isAtext($0) || $0 == 0x20 }) { return clean.split(separator: " ").map(String.init) }
            var quoted = "\""
            for c in clean.unicodeScalars {
                if c == "\"" || c == "\\" { quoted += "\\" }
                quoted.unicodeScalars.append(c)
            }
            return [quoted + "\""]
        }
        return encodedWords(clean)
    }

    /// `text` as B-encoded UTF-8 words, each at most 75 characters, split between characters (between
    /// Unicode scalars only when one character alone is too long for a word).
    static func encodedWords(_ text: String) -> [String] {
        let maxBytes = (maxWord - prefix.count - suffix.count) / 4 * 3  // 45 bytes: 60 base64 characters
        var words: [String] = []
        var chunk: [UInt8] = []
        func flush() {
            if !chunk.isEmpty { words.append(prefix + Base64Lines.encode(chunk) + suffix); chunk.removeAll() }
        }
        for character in text {
            let bytes = Array(String(character).utf8)
            if bytes.count <= maxBytes {
                if chunk.count + bytes.count > maxBytes { flush() }
                chunk += bytes
            } else {
                for scalar in character.unicodeScalars {
                    let s = Array(String(scalar).utf8)
                    if chunk.count + s.count > maxBytes { flush() }
                    chunk += s
                }
            }
        }
        flush()
        return words
    }

    /// One line: control characters (line breaks too) become spaces, runs of white space one space, ends trimmed.
    static func singleLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.properties.isWhitespace
            if isSpace {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out += " "; pendingSpace = false }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isPlainASCII(_ text: String) -> Bool { text.utf8.allSatisfy { (0x20...0x7E).contains($0) } }

    /// RFC 5322 atext: letters, digits and ``!#$%&'*+-/=?^_`{|}~``.
    static func isAtext(_ b: UInt8) -> Bool {
        switch b {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
        default: return "!#$%&'*+-/=?^_`{|}~".utf8.contains(b)
        }
    }
}
