import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// A string with escapes is decoded into a String a piece at a time (`PiecewiseString`, issue 27, finding 4):
/// whatever stands where one piece ends and the next begins, and however much the replacements grow the text,
/// the text read is the text written.
@Suite struct LongStringDecodingTests {
    /// The note of an urge note written as `json` (the bytes between the quotes).
    func note(_ json: [UInt8]) throws -> String? {
        let head = #"{"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00Z", "timeZone": "UTC", "cravingNotes": [{"at": "2026-11-16T10:04:36Z", "type": "stress", "text": ""#
        let bytes = Array(head.utf8) + json + Array(#""}]}"#.utf8)
        return try ExportReader.read(bytes, name: "x.json", options: ReadOptions()).urgeNotes[0].text
    }

    func note(_ json: String) throws -> String? { try note(Array(json.utf8)) }

    static let piece = PiecewiseString.pieceSize

    /// Every escape JSON has, a pair, both lone surrogates, and raw characters of two, three and four bytes, many
    /// times over: pieces end on every byte of the pattern.
    @Test func everyEscapeAcrossPieces() throws {
        let written = #"a\"b\\c\/d\be\ff\ng\rh\ti\u00e6j\ud83c\udf31k\ud800l\udc00m\u0000n\u007fo\uFFFEpæq€r🌱s"#
        let read = "a\"b\\c/d\u{FFFD}e\u{FFFD}f\ng\rh\ti\u{E6}j🌱k\u{FFFD}l\u{FFFD}m\u{FFFD}n\u{FFFD}o\u{FFFD}pæq€r🌱s"
        let times = 3 * Self.piece / written.utf8.count + 7
        #expect(try note(String(repeating: written, count: times)) == String(repeating: read, count: times))
    }

    /// A character of two, three or four bytes that would straddle a piece's end goes whole into the next piece.
    @Test(arguments: ["æ", "€", "🌱"])
    func aCharacterAtTheEndOfAPiece(character: String) throws {
        for before in (Self.piece - 5)...(Self.piece + 1) {
            let written = #"\n"# + String(repeating: "x", count: before) + character + "y"
            #expect(try note(written) == "\n" + String(repeating: "x", count: before) + character + "y", "\(before)")
        }
    }

    /// The replacements that write more bytes than they stand for (DEL 1 → 3, a C1 control 2 → 3) fill several
    /// pieces, next to escapes; the text then is longer than the bytes it was read from.
    @Test func replacementsThatGrowTheTextFit() throws {
        let del = [UInt8](repeating: 0x7F, count: Self.piece)
        let c1 = Array([[UInt8]](repeating: [0xC2, 0x85], count: Self.piece / 2).joined())
        let text = try #require(try note(c1 + del + Array(#"\n\ud83c\udf31"#.utf8) + c1))
        #expect(text == String(repeating: "\u{FFFD}", count: 3 * Self.piece / 2) + "\n🌱" + String(repeating: "\u{FFFD}", count: Self.piece / 2))
        #expect(text.utf8.count > c1.count * 2 + del.count)
    }

    /// A note of short lines, as bench/long-fields.sh writes it: one line break escaped every few bytes.
    @Test func aLongNoteOfShortLines() throws {
        let lines = (0..<40_000).map { "line \($0) of a long note" }
        #expect(try note(lines.joined(separator: #"\n"#)) == lines.joined(separator: "\n"))
    }

    /// Bytes that are no character's (the reader refuses them before decoding) still end: cut where a piece is
    /// full, each broken piece repaired to U+FFFD.
    @Test func bytesThatAreNoCharactersStillEnd() {
        let continuations = [UInt8](repeating: 0x80, count: 2 * Self.piece + 3)
        var text = PiecewiseString(expectedBytes: 10)
        continuations.withUnsafeBufferPointer { text.append($0) }
        let read = text.finish()
        #expect(read.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
        #expect(read.unicodeScalars.count == continuations.count)
    }

    /// A length guessed short costs a regrowth, nothing else.
    @Test func moreThanExpectedIsKept() {
        var text = PiecewiseString(expectedBytes: 1)
        let word = Array("høst🌱".utf8)
        for _ in 0..<(Self.piece / 2) { word.withUnsafeBufferPointer { text.append($0) } }
        text.append(character: Array("€".utf8))
        #expect(text.finish() == String(repeating: "høst🌱", count: Self.piece / 2) + "€")
    }
}
