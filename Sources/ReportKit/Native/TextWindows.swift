/// Where `TypeSetter` cuts a long text into the windows it lays out one Pango layout at a time.
///
/// Pango 1.50 cannot be given a long text whole. A layout's work grows with the square of its paragraphs
/// (100,000 short lines took minutes), and it adds glyph widths in 32-bit Pango units, so a paragraph wider than
/// 2^31 units (about 140,000 emoji, or 290,000 letters, without a line break) is not wrapped at all: it runs off
/// the page and, drawn, overflows the size of an image. A window holds at most `TypeSetter.windowBytes` of
/// text, so neither can happen, and measuring is linear in the length of the text.
///
/// Windows are cut where Pango would start a line anyway: after a paragraph separator when the window holds
/// one, else (a paragraph longer than a window) anywhere, preferably after a space; the typesetter then keeps
/// every line of the window but the last, which may have been cut short, and starts the next window where that
/// line started. Wrapping is greedy, so each kept line is the line Pango would have made of the whole text.
struct TextWindows {
    let bytes: [UInt8]

    /// How far back from a window's end a space is looked for before a long word is cut wherever it is.
    static let spaceSearch = 256

    /// The end of the window that starts at `start` and holds at most `limit` bytes (at least one character).
    func end(from start: Int, limit: Int) -> Int {
        guard bytes.count - start > limit else { return bytes.count }
        let last = start + limit
        // After the last paragraph separator in the window (a CR LF pair stays whole).
        var i = last - 1
        while i > start {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                return b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
            }
            if b == 0xA9, i >= start + 2, bytes[i - 1] == 0x80, bytes[i - 2] == 0xE2 { return i + 1 }  // U+2029
            i -= 1
        }
        // After a space near the end, so the cut falls between words.
        i = last - 1
        while i > max(start, last - Self.spaceSearch) {
            if bytes[i] == 0x20 { return i + 1 }
            i -= 1
        }
        // Else at the start of a character (never inside one's UTF-8 bytes).
        i = last
        while i > start + 1, bytes[i] & 0xC0 == 0x80 { i -= 1 }
        return i
    }

    /// Whether `index` starts a paragraph: the start of the text, or just after a separator (LF, CR not before an
    /// LF, U+2029), as Pango divides paragraphs.
    func startsParagraph(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        guard index <= bytes.count else { return false }
        switch bytes[index - 1] {
        case 0x0A: return true
        case 0x0D: return index == bytes.count || bytes[index] != 0x0A
        case 0xA9: return index >= 3 && bytes[index - 2] == 0x80 && bytes[index - 3] == 0xE2
        default: return false
        }
    }

    /// The end of the paragraph that starts at `start`, its separator included.
    func paragraphEnd(from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: return i + 1
            case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9: return i + 3
            default: i += 1
            }
        }
        return bytes.count
    }
}
