import Foundation
import Testing
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

    @Test func coloursAreWrittenAsTheirHexString() {
        for c in Palette.light.colorRoles.map(\.color) + Palette.dark.colorRoles.map(\.color) + [Color(red: 0.5, green: -1, blue: 2, alpha: 0.5)] {
            var out = MarkupBytes()
            out.append(hex: c)
            #expect(out.string == c.hexString)
        }
    }
}
