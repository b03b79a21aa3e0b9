#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender

/// The plan card (`coach-report card plan`), the app's "emergency plan": "When an urge comes" and the responses
/// the person chose most often after an urge note, the one for each kind of urge where the counts carry it, and,
/// where the words are kept, their own most repeated "If I feel stressed … I will" lines. No numbers: it is a
/// plan to read in the moment, not a report. Two sizes from one layout rule: a phone's lock screen (390×844
/// points, 1170×2532 pixels at scale 3, the text kept below the clock and above the buttons) and a wallet card
/// to print (85×55 mm).
package enum PlanCard {
    package enum Size: Sendable {
        case phone, wallet

        var width: Double { self == .phone ? 390 : 85 / 25.4 * 72 }
        var height: Double { self == .phone ? 844 : 55 / 25.4 * 72 }
        /// Where the words may go: below the lock screen's clock and above its buttons on a phone.
        var top: Double { self == .phone ? 270 : 11 }
        var bottom: Double { self == .phone ? 764 : height - 9 }
        var margin: Double { self == .phone ? 32 : 13 }
        /// Every font size of the phone card is multiplied by this.
        var textScale: Double { self == .phone ? 1 : 0.37 }
    }

    /// The PNG's pixels per point: 1170×2532 pixels, an iPhone's lock screen.
    package static let phoneScale = 3

    /// The card as one page, or the kind sentence for an export without urge notes to draw it from (exit 65).
    package static func document(context: ReportContext, size: Size, theme: Theme, typeSetter: TypeSetter) throws(ReportError) -> PagedDocument {
        let choices = PlanChoices(context.export)
        guard !choices.isEmpty else {
            throw ReportError(.badData, context.localizer("plan.none"))
        }
        // A wallet card is small: it holds the responses and the person's own lines (the kinds of urge are the
        // phone card's), set a little smaller when they would not fit, so none of them is left off.
        var drawing = drawing(choices, words: context.localizer, size: size, theme: theme, typeSetter: typeSetter)
        var shrink = 1.0
        while size == .wallet, !drawing.fits, shrink > 0.85 {
            shrink -= 0.05
            drawing = Self.drawing(choices, words: context.localizer, size: size, theme: theme, typeSetter: typeSetter, shrink: shrink)
        }
        let metadata = DocumentMetadata(
            title: drawing.scene.alt.title, author: "Coacher", subject: drawing.scene.alt.title,
            creationDate: TimeStamp.iso8601(context.figures.asOf))
        return PagedDocument(pages: [drawing.scene], metadata: metadata, name: "plan")
    }

    /// The card's scene, and whether every line it holds fit (`fits`).
    static func drawing(
        _ choices: PlanChoices, words: Localizer, size: Size, theme: Theme, typeSetter: TypeSetter, shrink: Double = 1
    ) -> (scene: Drawing, fits: Bool) {
        let p = theme.palette
        let k = size.textScale * shrink
        let m = size.margin, column = size.width - 2 * m
        var b = SceneBuilder(typeSetter)
        var y = size.top
        var said: [String] = []
        var fits = true

        func block(_ text: String, _ font: FontSpec, color: RGBA, indent: Double = 0, after gap: Double) -> Bool {
            let measured = b.measure(text, font, width: column - indent)
            guard y + measured.height <= size.bottom else { fits = false; return false }
            b.add(.text(TextItem(measured, at: Point(m + indent, y), color: color)))
            y += measured.height + gap * k
            said.append(text)
            return true
        }

        _ = block(words("plan.eyebrow").uppercased(), FontSpec(size: 13 * k, weight: .bold), color: p.rings[0], after: 6)
        _ = block(words("plan.title"), FontSpec(size: 28 * k, weight: .bold), color: p.ink, after: 18)
        _ = block(words("plan.responses"), FontSpec(size: 15 * k), color: p.muted, after: 10)
        let tint = p.grid.withAlpha(theme == .light ? 0.35 : 0.45)
        for response in choices.responses {
            let font = FontSpec(size: 19 * k, weight: .semibold)
            let pad = 12 * k
            let text = b.measure(response, font, width: column - 2 * pad)
            let height = text.height + 2 * pad
            guard y + height <= size.bottom else { fits = false; break }
            b.fill(.roundedRect(Rect(x: m, y: y, width: column, height: height), radius: 14 * k), tint)
            b.add(.text(TextItem(text, at: Point(m + pad, y + pad), color: p.ink)))
            y += height + 10 * k
            said.append(response)
        }
        // The person's own lines come before the kinds of urge: where room runs out, their words stay.
        if !choices.ownLines.isEmpty {
            y += 8 * k
            if block(words("plan.own"), FontSpec(size: 15 * k, weight: .semibold), color: p.muted, after: 6) {
                for line in choices.ownLines {
                    guard block(words("plan.own.line", line), FontSpec(size: 17 * k, italic: true), color: p.ink, after: 6) else { break }
                }
            }
        }
        y += 10 * k
        for line in size == .phone ? choices.byType : [] {
            guard block(words("plan.type", words("plan.type.\(line.type.rawValue)"), line.response), FontSpec(size: 15 * k), color: p.ink, after: 5) else { break }
        }
        let alt = AltText(title: words("plan.title"), description: said.dropFirst(2).joined(separator: " · "))
        return (Drawing(width: size.width, height: size.height, background: p.background, items: b.items, alt: alt), fits)
    }
}
