import Testing
import ReportKit

/// Every string is read one way for every command: what a writer cannot take becomes U+FFFD
/// (issue 15, finding 8: U+FFFE in a note made `week` fail while the others kept it).
@Suite struct TextTreatmentTests {
    /// The note of a check-in whose `note` is written as `json` (the bytes between the quotes).
    func note(_ json: [UInt8], keepsWords: Bool = true) throws -> String? {
        let bytes = Array(#"[{"date": "2026-11-20", "plannedToTrain": true, "completedTraining": true, "note": ""#.utf8) + json + Array(#""}]"#.utf8)
        return try ExportReader.read(bytes, name: "x.json", options: ReadOptions(timeZone: "UTC", keepsWords: keepsWords)).checkIns[0].note
    }

    func note(_ json: String) throws -> String? { try note(Array(json.utf8)) }

    @Test(arguments: [
        (#"\u0000"#, "NUL"), (#"\u001b[2J"#, "ESC"), (#"\u0008"#, "backspace"), (#"\f"#, "form feed"), (#"\b"#, "backspace escape"),
        (#"\u007f"#, "DEL"), (#"\u0085"#, "C1 NEL"), (#"\u009b"#, "C1 CSI"),
        (#"\ufdd0"#, "noncharacter"), (#"\ufffe"#, "U+FFFE"), (#"\uffff"#, "U+FFFF"),
        (#"\ud83f\udffe"#, "U+1FFFE"), (#"\udbff\udfff"#, "U+10FFFF"),
        (#"\ud800"#, "lone high surrogate"), (#"\udc00"#, "lone low surrogate"),
    ])
    func anEscapedCharacterNoWriterTakesIsReplaced(escape: String, what: String) throws {
        let text = try note("a" + escape + "b")
        #expect(text?.hasPrefix("a\u{FFFD}") == true, "\(what)")
        #expect(text?.hasSuffix("b") == true)
        #expect(text?.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && $0.value & 0xFFFE != 0xFFFE } == true)
    }

    @Test(arguments: [
        ([0x7F], "DEL"), ([0xC2, 0x85], "C1 NEL"), ([0xC2, 0x9B], "C1 CSI"), ([0xEF, 0xB7, 0x90], "U+FDD0"),
        ([0xEF, 0xBF, 0xBE], "U+FFFE"), ([0xEF, 0xBF, 0xBF], "U+FFFF"), ([0xF0, 0x9F, 0xBF, 0xBE], "U+1FFFE"), ([0xF4, 0x8F, 0xBF, 0xBF], "U+10FFFF"),
    ] as [([UInt8], String)])
    func aRawCharacterNoWriterTakesIsReplaced(bytes: [UInt8], what: String) throws {
        #expect(try note(Array("plain ".utf8) + bytes + Array(" text, long enough for eight-byte steps".utf8))
            == "plain \u{FFFD} text, long enough for eight-byte steps", "\(what)")
    }

    @Test func whatEveryWriterTakesIsKept() throws {
        #expect(try note(#"tab\tline\nreturn\r \ufffd \ufffc \u2028 \u200f \ud83c\udf31 \u00e6"#) == "tab\tline\nreturn\r \u{FFFD} \u{FFFC} \u{2028} \u{200F} 🌱 æ")
        #expect(try note("æ \u{FFFD} \u{FDCF} \u{FDF0} \u{FFFD} 🌱 \u{1F3FF}") == "æ \u{FFFD} \u{FDCF} \u{FDF0} \u{FFFD} 🌱 \u{1F3FF}")
    }

    /// A surrogate pair split by anything, or a high surrogate twice, keeps what can be kept.
    @Test func surrogatesPairOnlyWithTheirPartner() throws {
        #expect(try note(#"\ud800A"#) == "\u{FFFD}A")
        #expect(try note(#"\ud800\u0041"#) == "\u{FFFD}A")
        #expect(try note(#"\ud800\ud800\udc00"#) == "\u{FFFD}\u{10000}")
        #expect(try note(#"\udc00\ud800"#) == "\u{FFFD}\u{FFFD}")
    }

    /// Read without its words (charts, stats), a note counts as filled in exactly as its words would.
    @Test func aNoteOfControlsCountsTheSameWithoutItsWords() throws {
        for json in [#"\u0000"#, "\u{7F}", #"\ufffe"#, #"\ud800"#, " ", #"\t"#] {
            let kept = try note(Array(json.utf8))
            let unkept = try note(Array(json.utf8), keepsWords: false)
            #expect((kept?.contains { !$0.isWhitespace } ?? false) == (unkept?.contains { !$0.isWhitespace } ?? false), "\(json)")
        }
    }

    /// A member name is compared and shown as written: replacing is for values.
    @Test func memberNamesAreNotReplaced() {
        do {
            _ = try ExportReader.read(Array(#"{"format": "coacher-export", "\u0000x": [1,,]}"#.utf8), name: "x.json")
        } catch {
            #expect(error.message == #"x.json:1:44: “\u{0}x”[1]: unexpected character ‘,’ where a value should start."#)
        }
    }
}
