/// Where `TypeSetter` cuts a long text into the windows it lays out one Pango layout at a time.
///
/// Pango 1.50 cannot be given a long text whole. A layout's work grows with the square of its paragraphs
/// (100,000 short lines took minutes), and it adds glyph widths in 32-bit Pango units, so a paragraph wider than
/// 2^31 units (about 140,000 emoji, or 290,000 letters, without a line break) is not wrapped at all: it runs off
/// the page and, drawn, overflows the size of an image. A window holds at most `TypeSetter.windowBytes` of
/// text and `paragraphs` paragraphs, so neither can happen, and measuring is linear in the length of the text.
///
/// Windows are cut where Pango would start a line anyway: after a paragraph separator when the window holds
/// one, else (a paragraph longer than a window) anywhere, preferably after a space; the typesetter then keeps
/// every line of the window but the last, which may have been cut short, and starts the next window where that
/// line started. Wrapping is greedy, so each kept line is the line Pango would have made of the whole text.
struct TextWindows {
    /// The text's UTF-8 bytes, borrowed for as long as the windows are worked out.
    let bytes: UnsafeBufferPointer<UInt8>

    /// How far back from a window's end a space is looked for before a long word is cut wherever it is.
    static let spaceSearch = 256

    /// Most bytes of a window cut inside a word: a few lines, since the work of breaking a word into lines grows with
    /// the square of its length.
    static let wordBytes = 512

    /// Most paragraphs in a window: Pango counts the characters from the start of its text to each paragraph,
    /// so a window of many short lines costs the square of their number.
    static let paragraphs = 32

    /// The index after the paragraph separator (LF, CR, CR LF, U+2029) that starts at `index`; `index` when none does.
    func separator(at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: return index + 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9: return index + 3
        default: return index
        }
    }

    /// The end of the window that starts at `start` and holds at most `limit` bytes (at least one character) and
    /// at most `paragraphs` paragraph separators.
    func end(from start: Int, limit: Int, paragraphs: Int = TextWindows.paragraphs) -> Int {
        let last = min(bytes.count, start + limit)
        var separators = 0
        var afterSeparator: Int?
        var i = start
        while i < last {
            let next = separator(at: i)
            if next > i {
                separators += 1
                if separators >= paragraphs, next < bytes.count { return next }
                afterSeparator = next
                i = next
            } else {
                i += 1
            }
        }
        guard last < bytes.count else { return bytes.count }
        // After the last paragraph separator in the window (a CR LF pair stays whole).
        if let afterSeparator { return afterSeparator }
        // After a space near the end, so the cut falls between words.
        i = last - 1
        while i > max(start, last - Self.spaceSearch) {
            if bytes[i] == 0x20 { return i + 1 }
            i -= 1
        }
        // Else a word longer than the window, cut at the start of a character (never inside one's UTF-8 bytes),
        // after `wordBytes`: Pango shapes the rest of a word again for each line it breaks off it.
        i = min(last, start + Self.wordBytes)
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
            let next = separator(at: i)
            if next > i { return next }
            i += 1
        }
        return bytes.count
    }
}
