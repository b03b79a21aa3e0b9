import PropertyBased
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// `MarkupEscaping.escape` works on UTF-8 bytes for speed; it must give what going scalar by scalar gives.
@Suite struct MarkupEscapingTests {
    /// The rule, one scalar at a time: the five markup characters become references, tab, line feed and
    /// carriage return stay, other C0 controls and U+FFFE/U+FFFF go, everything else stays.
    static func byScalar(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static let samples: [String] = [
        "", "plain", "Sam's progress", "Tom & Jerry", "<script>alert(\"x\")</script>", "a'b\"c<d>e&f",
        "tab\tline\nreturn\r", "nul\u{0}bell\u{7}esc\u{1B}DEL\u{7F}", "\u{FFFE}\u{FFFF}\u{FFFD}\u{FEFF}\u{F8FF}",
        "end with EF-ish \u{FFFF}", "\u{FFFE}", "combining &\u{301} \"\u{301} '\u{301}", "emoji 🧘‍♀️ 🇳🇴 and עברית",
        "fullwidth ＡＢＣ and \u{EFFF} \u{FBFF}",
    ]

    @Test(arguments: samples)
    func escapesAsScalarByScalar(text: String) {
        #expect(MarkupEscaping.escape(text) == Self.byScalar(text))
    }

    /// Scalars near every edge the byte loop handles: markup characters, controls, the EF lead byte and the
    /// noncharacters, multi-byte neighbours.
    static let pool: [Unicode.Scalar] = [
        "a", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{301}", "€",
        "\u{EFBF}", "\u{FBBF}", "\u{FFBE}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{F000}", "\u{10000}", "🧘",
    ]

    @Test func randomMixesEscapeAsScalarByScalar() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...(Self.pool.count - 1)).array(of: 0...24)) { picks in
            let text = String(String.UnicodeScalarView(picks.map { Self.pool[$0] }))
            #expect(MarkupEscaping.escape(text) == Self.byScalar(text))
        }
    }
}
