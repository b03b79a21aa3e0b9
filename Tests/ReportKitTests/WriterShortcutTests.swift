import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Helpers the writers share take a quick way for common input now (text with nothing to escape, an id prefix
/// that is safe already) or are written from bytes (a colour's hex). Each must give what it gave before, kept
/// here word for word as the reference.
@Suite struct WriterShortcutTests {
    // MARK: - Escaping

    /// Characters escaping treats apart, and their neighbours in UTF-8 (U+FFFD and U+FEFF also start with
    /// 0xEF; U+F000 too), among plain letters, accents, right-to-left letters and emoji.
    static let scalars: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}",
        "é", "ø", "ש", "م", "\u{301}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFF}", "\u{F000}", "\u{EFFF}", "😀", "\u{10FFFF}",
    ]

    @Test func escapingGivesWhatItGaveBefore() {
        var random = SampleRandom(seed: 7)
        for length in 0..<40 {
            for _ in 0..<100 {
                var text = String.UnicodeScalarView()
                for _ in 0..<length { text.append(random.pick(Self.scalars)) }
                let s = String(text)
                #expect(MarkupEscaping.escape(s) == MarkupEscapingTests.byScalar(s), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        for s in ["", "plain", "DejaVu Sans", "12:30", "a&b", "\u{FFFE}", "x\u{FFFF}y", "\u{FFFD}", "😀 ok"] {
            #expect(MarkupEscaping.escape(s) == MarkupEscapingTests.byScalar(s))
        }
    }

    // MARK: - Colours

    /// `RGBA.hexString` as it was before it was written from `rgb`.
    static func referenceHex(_ c: RGBA) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let b = c.bytes
        var s: [UInt8] = [UInt8(ascii: "#")]
        for v in [b.r, b.g, b.b] { s.append(digits[Int(v >> 4)]); s.append(digits[Int(v & 15)]) }
        return String(decoding: s, as: UTF8.self)
    }

    @Test func hexStringsAreWrittenAsBefore() {
        var random = SampleRandom(seed: 11)
        var colors = Palette.light.colorRoles.map(\.color) + Palette.dark.colorRoles.map(\.color) + [.black, .white]
        for _ in 0..<5_000 {
            colors.append(RGBA(
                red: Double.random(in: -0.2...1.2, using: &random), green: Double.random(in: 0...1, using: &random),
                blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: 0...1, using: &random)))
        }
        for hex in stride(from: 0, through: 0xFFFFFF, by: 0x010307) { colors.append(RGBA(hex: UInt32(hex))) }
        for c in colors { #expect(c.hexString == Self.referenceHex(c)) }
    }

    // MARK: - Ids

    /// `SVGOptions.safeIDPrefix` as it was before it handed back prefixes that are safe already.
    static func referenceSafe(_ prefix: String) -> String {
        String(String.UnicodeScalarView(prefix.unicodeScalars.map { s in
            switch s {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return s
            default: return "-"
            }
        }))
    }

    @Test func idPrefixesAreMadeSafeAsBefore() {
        for prefix in ["", "heatmap-", "w2026-W47-rings-", "i-years-", "a b\"<)'", "é-", "x\u{0}y", "😀", "A.b_C-9"] {
            #expect(SVGOptions(idPrefix: prefix).safeIDPrefix == Self.referenceSafe(prefix), "\(prefix)")
        }
    }
}
