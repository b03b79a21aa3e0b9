import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A text of the person's from 64 KiB on is escaped straight into the Markdown file rather than copied through the
/// template (`LongText`), and pages read on a screen (the site, the email) cut a text past `screenLength`
/// characters, saying so (issue 39, finding 5). The bytes of the file are the ones the template gave.
@Suite struct LongTextMarkdownTests {
    /// Lines that cross a piece's end inside every rule that looks ahead (`&#`, `://`, a C1 control's two bytes),
    /// with tabs, ordered-list markers, CR LF, blank lines and an emoji, past 64 KiB.
    static let long: String = {
        let line = "1. a&#38;b https://x\u{85}y\t*z* 😀 <t> "
        var lines: [String] = []
        for n in 0..<2_500 { lines.append(n % 7 == 0 ? "" : n % 11 == 0 ? "  - " + line + "\r" : line) }
        return lines.joined(separator: "\n") + String(repeating: "&#:// \u{85}", count: 12_000)
    }()

    static func joined(_ pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> String {
        var bytes: [UInt8] = []
        pieces { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func piecesJoinToTheWholeEscaping() {
        #expect(Self.long.utf8.count > 2 * MarkdownEscaping.pieceSize)
        for indent in ["", "  "] {
            #expect(Self.joined { MarkdownEscaping.blockQuote(Self.long, indent: indent, $0) } == MarkdownEscaping.blockQuote(Self.long, indent: indent))
        }
        for midLine in [false, true] {
            let whole = MarkdownEscaping.inline(Self.long, continuation: "    ", midLine: midLine)
            #expect(Self.joined { MarkdownEscaping.inline(Self.long, continuation: "    ", midLine: midLine, $0) } == whole)
        }
        let word = String(repeating: "a", count: 200_000)
        #expect(Self.joined { MarkdownEscaping.inline(word, continuation: "", midLine: false, $0) } == word)
    }

    static func export(note: String, helped: String) throws -> Export {
        func json(_ s: String) throws -> String { String(decoding: try JSONEncoder().encode(s), as: UTF8.self) }
        let entry = #"{"date": "2026-11-16", "endOfDay": {"didCareAction": true, "whatHelped": \#(try json(helped))}}"#
        let noteJSON = #"{"id": "N1", "at": "2026-11-16T10:04:36+01:00", "type": "stress", "text": \#(try json(note)), "chosenAction": "a walk"}"#
        return try TestExports.read(TestExports.coacher(entries: [entry], notes: [noteJSON]))
    }

    static let week = SummaryPeriod(week: Week(start: .iso("2026-11-16")))

    @Test func aLongTextIsSplicedIntoTheBytesTheTemplateGave() throws {
        let export = try Self.export(note: Self.long, helped: Self.long + " helped")
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso("2026-11-22"), weekStart: .monday))
        let view = SummaryBuilder(export: export, figures: figures, localizer: Localizer(language: .english)).view(for: Self.week)
        #expect(view.longTexts.count == 2)
        // The view as it was before: each text escaped in its place.
        let quoteIndex = try #require(view.longTexts.firstIndex { $0.shape == .blockQuote(indent: "  ") })
        let helpedIndex = try #require(view.longTexts.firstIndex { $0.shape != .blockQuote(indent: "  ") })
        var inPlace = view
        inPlace.longTexts = []
        #expect(inPlace.urges?.notes[0].quote == LongText.marker(quoteIndex))
        inPlace.urges?.notes[0].quote = MarkdownEscaping.blockQuote(Self.long, indent: "  ")
        let helped = MarkdownEscaping.inline(Self.long + " helped", continuation: SummaryBuilder.careIndent)
        let lines = try #require(inPlace.care?.days[0].lines)
        inPlace.care?.days[0].lines = lines.map { $0.replacingOccurrences(of: LongText.marker(helpedIndex), with: helped) }
        let writer = MarkdownWriter(templates: try .builtIn())
        let expected = try writer.markdown(inPlace)
        #expect(!expected.contains("\u{1}"))
        #expect(String(decoding: try writer.bytes(view), as: UTF8.self) == expected)
        #expect(try writer.markdown(view) == expected)
    }

    @Test func aShortTextHasNoMarker() throws {
        let export = try Self.export(note: "a short note", helped: "a walk")
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso("2026-11-22"), weekStart: .monday))
        let view = SummaryBuilder(export: export, figures: figures, localizer: Localizer(language: .english)).view(for: Self.week)
        #expect(view.longTexts.isEmpty)
        #expect(view.urges?.notes[0].quote == "  > a short note")
    }

    @Test func aScreenShowsTheFirstCharactersAndSaysSo() throws {
        let words = (0..<4_000).map { "word\($0)" }.joined(separator: " ")  // some 35,000 characters
        let export = try Self.export(note: words, helped: String(repeating: "x", count: SummaryBuilder.screenLength))
        let figures = Figures(export: export, options: FigureOptions(asOf: Day.iso("2026-11-22"), weekStart: .monday))
        for style in [SummaryStyle.markdown, .plain] {
            let view = SummaryBuilder(
                export: export, figures: figures, localizer: Localizer(language: .english), style: style,
                shownLength: SummaryBuilder.screenLength
            ).view(for: Self.week)
            let quote = try #require(view.urges?.notes[0].quote)
            #expect(quote.count < SummaryBuilder.screenLength + 100)
            #expect(quote.hasSuffix("… (shortened here to its first 16,376 characters)"), "\(quote.suffix(80))")
            #expect(quote.contains("word1941 word1942… ("))
            #expect(!quote.contains("word1943"))
            // A text of exactly the length is shown whole.
            #expect(view.care?.days[0].lines.joined().contains("shortened") == false)
        }
        let nb = SummaryBuilder(
            export: export, figures: figures, localizer: Localizer(language: .norwegianBokmal), style: .plain, shownLength: SummaryBuilder.screenLength
        ).view(for: Self.week)
        #expect(nb.urges?.notes[0].quote?.contains("(forkortet her til de første ") == true)
    }

    /// An attachment is encoded as it is written, a run of whole lines at a time: the same lines as the whole.
    @Test func base64WrittenInRunsIsTheWholeEncoding() {
        for count in [0, 1, 56, 57, 58, 57 * 1024, 57 * 1024 + 1, 200_003] {
            let data = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            var whole: [UInt8] = []
            Base64Lines.encode(data, into: &whole)
            let written = StreamedBytes(expectedCount: count) { Base64Lines.write(data, into: $0) }.collected()
            #expect(Array(written) == whole, "\(count) bytes")
            #expect(Base64Lines.length(count) == whole.count, "\(count) bytes")
        }
    }

    /// A digest fed a large piece as it comes names the same as one that kept every byte.
    @Test func aDigestOfALargePieceIsTheSame() {
        let large = [UInt8](repeating: 7, count: ContentDigest.streamedLength + 3)
        var streamed = ContentDigest()
        streamed.add(Array("2026-W47".utf8))
        streamed.add(large)
        streamed.add(Array("after".utf8))
        var kept: [UInt8] = []
        for piece in [Array("2026-W47".utf8), large, Array("after".utf8)] {
            withUnsafeBytes(of: UInt64(piece.count).littleEndian) { kept.append(contentsOf: $0) }
            kept += piece
        }
        let expected = kept.withUnsafeBytes { SHA256.digest($0) }.prefix(8).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        #expect(streamed.hex == expected)
    }
}
