import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Long text is measured a window at a time (`TextWindows`): the lines are the ones Pango makes of the whole
/// text, a word of any length wraps, and the time grows with the length of the text, not with its square.
@Suite struct LongTextTests {
    static let font = FontSpec(size: 11)
    static let width = 150.0

    /// Texts that cross windows in every way a window can end: between paragraphs (LF, CR LF, CR, U+2029, empty
    /// ones), inside a paragraph after a space, inside a word longer than a line, in right-to-left paragraphs, and
    /// in paragraphs with no letter of a direction that follow one.
    static let texts: [String] = [
        (1...30).map { "Line \($0) of a note, with a few words." }.joined(separator: "\n"),
        (1...12).map { "Sentence \($0) of one long paragraph that wraps over several lines." }.joined(separator: " "),
        "Before\r\nafter a CR LF\rafter a CR\u{2029}after U+2029\n\n\nafter empty lines\n",
        "A word: " + String(repeating: "abcdefghij", count: 40) + " and then more words after it, on and on.",
        String(repeating: "🌱", count: 300),
        "שלום, זה פתק ארוך בעברית שממשיך עוד ועוד על פני כמה שורות, עם מילים רבות.\n123 456 789 😀 😀 😀 000 111 222 333 444 555\n"
            + "English again, after a Hebrew paragraph and a neutral one, long enough to wrap twice or more.\n"
            + "مرحبا، هذه ملاحظة طويلة باللغة العربية تستمر على عدة أسطر مع كلمات كثيرة جدا.\n\n— — — 42 — — —\nשוב עברית בסוף.",
        "English first, then עברית באמצע המשפט הארוך הזה שממשיך, and English at the end of a long mixed paragraph "
            + String(repeating: "עוד מילים בעברית ", count: 12),
        "Numbers after Arabic letters: " + String(repeating: "مرحبا 123 456، (٧٨٩) ", count: 20),
        String(repeating: "👩‍👩‍👧‍👦🏳️‍🌈 ", count: 60) + String(repeating: "👍🏽", count: 90),
        (1...80).map { $0 % 3 == 0 ? "" : $0 % 5 == 0 ? "٤٥ 😀" : "short \($0)" }.joined(separator: "\n"),
    ]

    static func measure(
        _ text: String, window: Int, paragraphs: Int = .max, alignment: TextAlignment = .leading, direction: TextDirection? = nil
    ) -> TextBlock {
        TypeSetter().measure(
            text, font: font, width: width, alignment: alignment, lineSpacing: 1.2, direction: direction,
            windowBytes: window, windowParagraphs: paragraphs)
    }

    @Test(arguments: texts.indices)
    func windowsMakeTheLinesOfTheWholeText(index: Int) {
        let text = Self.texts[index]
        for alignment in [TextAlignment.leading, .center, .trailing] {
            for direction in [nil, TextDirection.leftToRight] {
                let whole = Self.measure(text, window: 1 << 20, alignment: alignment, direction: direction)
                #expect(whole.shaped != nil)
                // Windows of a few lines each (a window shorter than a line would cut lines short).
                let longest = whole.lines.map(\.text.utf8.count).max() ?? 0
                for window in [2, 3, 5].map({ longest * $0 + 7 }) {
                    let windowed = Self.measure(text, window: window, alignment: alignment, direction: direction)
                    #expect(windowed == whole, "text \(index), window \(window), \(alignment), \(String(describing: direction))")
                }
                for paragraphs in [1, 2, 5] {
                    let windowed = Self.measure(text, window: 1 << 20, paragraphs: paragraphs, alignment: alignment, direction: direction)
                    #expect(windowed == whole, "text \(index), \(paragraphs) paragraphs, \(alignment), \(String(describing: direction))")
                }
            }
        }
    }

    /// Issue 15: a run of 140,360 emoji without a space was not wrapped (Pango's widths overflowed) and drawing it
    /// ended in SIGILL. Any length wraps to the column now, and the PDF is written.
    @Test func aWordOfAnyLengthWrapsToTheColumn() throws {
        let typeSetter = TypeSetter()
        let word = String(repeating: "😀", count: 150_000)
        let block = typeSetter.measure(word, font: Self.font, width: 300)
        #expect(block.lines.count > 1_000)
        #expect(block.lines.allSatisfy { $0.width <= 300.5 })
        #expect(block.lines.map(\.text).joined() == word)
        // Drawn: a page of its lines.
        let page = Drawing(width: 400, height: 600, background: .white, items: [.text(TextItem(block.lines(0..<30), at: Point(40, 40), color: .black))])
        let pdf = try PDFWriter().write(PagedDocument(pages: [page], metadata: DocumentMetadata(title: "word")))
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    /// Issue 15: measuring was quadratic in the lines of a note (100,000 short lines took half a minute).
    @Test func measuringTimeGrowsWithTheLengthOfTheText() {
        let typeSetter = TypeSetter()
        func seconds(_ lines: Int) -> Double {
            let text = (0..<lines).map { "line \($0) of the note" }.joined(separator: "\n")
            let start = threadSeconds()
            _ = typeSetter.measure(text, font: Self.font, width: 300)
            return threadSeconds() - start
        }
        _ = seconds(500)
        // The best of three in this thread's processor time, so a busy machine does not decide.
        let small = (0..<3).map { _ in seconds(4_000) }.min() ?? 0
        let large = (0..<3).map { _ in seconds(16_000) }.min() ?? 0
        #expect(large < small * 4 * 2, "4,000 lines: \(small) s; 16,000 lines: \(large) s")
    }
}
