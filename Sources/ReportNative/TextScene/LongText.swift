import ReportCore
/// A text of the person's too long to copy through a template: the summary's view holds a short marker in its
/// place, and the Markdown writer escapes the text straight into the file's bytes where the marker stands.
///
/// Through the template a 30 MiB note was escaped into a String, copied into the rendering (twice, as the render
/// budget was met and the view measured), tidied and copied into the file's bytes: some 230 MB for one `week`
/// (issue 39, finding 5). Set aside, it is held once as read and once escaped in the file. Texts from
/// `longLength` on are set aside, the length from which the PDF measures a text page by page.
package struct LongText: Sendable, Equatable {
    /// How the text is escaped where its marker stands: as `MarkdownEscaping.blockQuote` or `.inline` would.
    enum Shape: Sendable, Equatable {
        case blockQuote(indent: String)
        case inline(continuation: String, midLine: Bool)
    }

    package let text: String
    let shape: Shape

    /// Texts of at least this many bytes are set aside.
    static let longLength = 64 * 1024

    /// The marker of the `index`th text set aside: a control character no escaped text holds (escaping makes
    /// them U+FFFD), around `L` and the index.
    static func marker(_ index: Int) -> String { "\u{1}L\(index)\u{1}" }

    /// The index of the marker that starts at `bytes[start]`, and where it ends; nil when none starts there.
    static func marker(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (index: Int, end: Int)? {
        guard start + 3 < bytes.count, bytes[start] == 0x01, bytes[start + 1] == UInt8(ascii: "L") else { return nil }
        var i = start + 2, index = 0
        while i < bytes.count, i - start < 12, (0x30...0x39).contains(bytes[i]) {
            index = index * 10 + Int(bytes[i] - 0x30)
            i += 1
        }
        guard i > start + 2, i < bytes.count, bytes[i] == 0x01 else { return nil }
        return (index, i + 1)
    }

    /// The text escaped, handed to `emit` a piece of about `MarkdownEscaping.pieceSize` bytes at a time.
    func escaped(_ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch shape {
        case .blockQuote(let indent): MarkdownEscaping.blockQuote(text, indent: indent, emit)
        case .inline(let continuation, let midLine): MarkdownEscaping.inline(text, continuation: continuation, midLine: midLine, emit)
        }
    }

    /// `rendered` with each marker of `texts` replaced by its text escaped, handed to `emit` in pieces; a marker
    /// of no text here (a template's own control characters) is left as it is.
    package static func splice(_ rendered: String, _ texts: [LongText], _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var rendered = rendered  // withUTF8 needs a variable; a native string is read in place
        rendered.withUTF8 { bytes in
            var copied = 0, i = 0
            while i < bytes.count {
                if bytes[i] == 0x01, let (index, end) = marker(in: bytes, at: i), index < texts.count {
                    emit(UnsafeBufferPointer(rebasing: bytes[copied..<i]))
                    texts[index].escaped(emit)
                    i = end
                    copied = end
                } else {
                    i += 1
                }
            }
            emit(UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
    }
}

/// The texts a summary's view set aside, gathered while the view is made (one view, one shelf).
final class LongTextShelf: Sendable {
    private let texts = Locked<[LongText]>([])

    /// The marker for `text` in `shape`: a text set aside twice (a line two entries of a day repeat) has one marker,
    /// so lines are compared as before.
    func marker(_ text: String, _ shape: LongText.Shape) -> String {
        texts.withLock { texts in
            if let found = texts.firstIndex(where: { $0.shape == shape && $0.text == text }) { return LongText.marker(found) }
            texts.append(LongText(text: text, shape: shape))
            return LongText.marker(texts.count - 1)
        }
    }

    var all: [LongText] { texts.withLock { $0 } }
}

/// A text set aside is not for the templates: only its marker, in the view's text, stands for it, so a template
/// can neither print it unescaped nor copy it.
extension LongText: Encodable, TemplateValue {
    package var templateValue: Any? { nil }
    package func encode(to encoder: any Encoder) throws {}
}
