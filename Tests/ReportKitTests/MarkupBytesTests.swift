import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The SVG writer appends its pieces into one buffer of bytes; the pieces come out as the String-building
/// writer wrote them.
@Suite struct MarkupBytesTests {
    // MARK: - Families

    /// `SVGCanvas.familyWithGeneric` as it was before it trimmed names in place.
    static func referenceFamily(_ family: String) -> String {
        let names = family.split(separator: ",").map { name in
            String(name.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()).lowercased()
        }
        if names.contains(where: SVGCanvas.genericFamilies.contains) { return family }
        let first = names.first ?? ""
        let generic = first.contains("mono") ? "monospace"
            : first.contains("serif") && !first.contains("sans") ? "serif" : "sans-serif"
        return family.isEmpty ? generic : family + ", " + generic
    }

    @Test func familiesGetTheirGenericFamilyAsBefore() {
        for family in ["DejaVu Sans", "", " ", ",", "  Inter  ,  SYSTEM-UI  ", "Noto Serif , Noto Sans", " Mono ",
                       "DejaVu Sans Mono,", "a,,b", "A&B <Mono>", " \u{301}serif", "Ünïcode Sans, emoji "] {
            #expect(SVGCanvas.familyWithGeneric(family) == Self.referenceFamily(family), "\(family)")
        }
    }

    // MARK: - Pieces

    @Test func piecesComeOutInOrder() {
        var out = MarkupBytes(capacity: 4)
        out.append("<rect")
        out.attribute(" x=\"", -0.004)
        out.attribute(" y=\"", 12.345, decimals: 3)
        out.attribute("fill", "#000000")
        out.append(markup: Array(" a=\"1\"".utf8))
        out.append(escaped: "<&>")
        out.append(Point(1.5, -2))
        out.append(" ")
        out.append(42)
        #expect(out.string == "<rect x=\"0\" y=\"12.345\" fill=\"#000000\" a=\"1\"&lt;&amp;&gt;1.5 -2 42")
    }

    /// `string` decodes ASCII apart from other text; the result is the buffer decoded whole, wherever the
    /// other text is: first, last, side by side, in bytes appended as they are.
    @Test func theStringIsTheBytesWhereverTextOtherThanASCIIIs() {
        let pieces = ["", "–", "a·b", "plain", "שלום", "😀", "<x y=\"1\">", "é"]
        var random = SampleRandom(seed: 3)
        for _ in 0..<500 {
            var out = MarkupBytes()
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                switch Int.random(in: 0...3, using: &random) {
                case 0: out.append(markup: random.pick(pieces))
                case 1: out.append(markup: Array(random.pick(pieces).utf8))
                case 2: out.append(escaped: random.pick(pieces))
                default: out.append(Double.random(in: -100...100, using: &random))
                }
            }
            #expect(out.string == String(decoding: out.bytes, as: UTF8.self))
            #expect(Array(out.string.utf8) == out.bytes)
        }
    }

    @Test func coloursAreWrittenAsTheirHexString() {
        for c in Palette.light.colorRoles.map(\.color) + Palette.dark.colorRoles.map(\.color) + [RGBA(red: 0.5, green: -1, blue: 2, alpha: 0.5)] {
            var out = MarkupBytes()
            out.append(hex: c)
            #expect(out.string == c.hexString)
        }
    }
}
