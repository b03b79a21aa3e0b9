import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Charts inlined into one HTML page: ids unique per chart, references that resolve, colours the page sets.
@Suite struct InlineSVGTests {
    let typeSetter = TypeSetter()

    func scene(_ kind: ChartKind, _ context: ReportContext, theme: Theme = .light) -> Drawing {
        ChartRenderer.scene(kind, figures: context.figures, options: ChartFixture.options(context, theme: theme), typeSetter: typeSetter)
    }

    /// A chart framed in a card: a clip path, an anchor and a link to it, the ids charts alone do not have.
    func card(_ kind: ChartKind, _ context: ReportContext) -> Drawing {
        let chart = scene(kind, context)
        return Drawing(
            width: chart.width / 2, height: chart.height / 2 + 20, background: Palette.light.background,
            items: [
                .anchor(Anchor("top", at: .zero)),
                .group(chart.asGroup(at: Point(0, 20), scale: 0.5)),
                .link(LinkArea(Rect(x: 0, y: 0, width: chart.width / 2, height: 20), to: .destination("top"))),
            ],
            alt: chart.alt)
    }

    func page(_ context: ReportContext) throws -> String {
        let heatmap = try SVGWriter(options: .inline(idPrefix: "heatmap-", palette: .light)).string(scene(.heatmap, context))
        let rings = try SVGWriter(options: .inline(idPrefix: "rings-", palette: .light)).string(scene(.rings, context))
        let card1 = try SVGWriter(options: .inline(idPrefix: "card1-", palette: .light)).string(card(.rings, context))
        let card2 = try SVGWriter(options: .inline(idPrefix: "card2-", palette: .light)).string(card(.trend, context))
        return InlineChartPage.html(title: "Two charts", charts: [heatmap, rings, card1, card2])
    }

    /// Files of their own (`coach-report chart … --out x.svg`, the week's companions) pasted into one page, prolog
    /// cut: each file's ids are under its chart's name, so they do not collide either.
    @Test func standaloneChartsPastedIntoOnePageHaveUniqueIdsThatResolve() throws {
        let context = try ChartFixture.context()
        let charts = try ChartKind.allCases.map { kind in
            let svg = String(decoding: try ChartRenderer.render(kind: kind, figures: context.figures, options: ChartFixture.options(context), format: .svg), as: UTF8.self)
            #expect(svg.contains("aria-labelledby=\"\(kind.rawValue)-title \(kind.rawValue)-desc\""))
            return String(svg.drop { $0 != "\n" }.dropFirst())
        }
        let found = InlineChartPage.ids(in: InlineChartPage.html(title: "Pasted", charts: charts))
        #expect(found.parsed, "the page is not well-formed XML")
        #expect(Set(found.ids).count == found.ids.count, "duplicate ids: \(found.ids.sorted())")
        for reference in found.references { #expect(found.ids.contains(reference), "\(reference) points at no id") }
        #expect(found.ids.count >= 2 * ChartKind.allCases.count)
    }

    @Test func twoChartsInOnePageHaveUniqueIdsThatResolve() throws {
        let page = try page(try ChartFixture.context())
        let found = InlineChartPage.ids(in: page)
        #expect(found.parsed, "the page is not well-formed XML")
        #expect(Set(found.ids).count == found.ids.count, "duplicate ids: \(found.ids.sorted())")
        for reference in found.references {
            #expect(found.ids.contains(reference), "\(reference) points at no id")
        }
        // Every kind of reference is there to check.
        #expect(found.references.contains("heatmap-title") && found.references.contains("rings-desc"))
        #expect(found.references.contains("card1-clip1") && found.references.contains("card2-clip1"))
        #expect(found.references.contains("card1-top") && found.references.contains("card2-top"))
        #expect(!page.contains("<?xml"))
        #expect(try Tool.run("xmllint", ["--noout", "--nonet", "-"], input: Data(page.utf8)).status == 0)
    }

    @Test func paletteColoursBecomeCustomPropertiesWithTheThemeAsFallback() throws {
        let context = try ChartFixture.context()
        let svg = try SVGWriter(options: .inline(idPrefix: "h-", palette: .light)).string(scene(.heatmap, context))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"360\" height=\"353\" style=\"fill:var(--cr-background,#ffffff)\"/>"))
        #expect(svg.contains("style=\"fill:var(--cr-ink,#1f2328)\""))
        #expect(svg.contains("style=\"fill:var(--cr-heat-4,#071726)\""))
        #expect(svg.contains("style=\"stroke:var(--cr-empty-mark,#8a939d)\""))
        // Presentation attributes may not hold var(); no colour is left as one.
        #expect(!svg.contains("fill=\"#") && !svg.contains("stroke=\"#") && !svg.contains("=\"var("))

        let rings = try SVGWriter(options: .inline(idPrefix: "r-", palette: .light)).string(scene(.rings, context))
        #expect(rings.contains("style=\"stroke:var(--cr-ring-0,#0072b2);stroke-opacity:var(--cr-track-opacity,0.16)\""))
    }

    /// One chart serves both themes: light and dark differ only in the fallbacks.
    @Test(arguments: ChartKind.allCases)
    func lightAndDarkDifferOnlyInFallbacks(kind: ChartKind) throws {
        let context = try ChartFixture.context()
        func written(_ theme: Theme) throws -> String {
            try SVGWriter(options: .inline(idPrefix: "c-", palette: theme.palette)).string(scene(kind, context, theme: theme))
        }
        let light = try written(.light), dark = try written(.dark)
        #expect(light != dark)
        #expect(Self.withoutFallbacks(light) == Self.withoutFallbacks(dark))
        // Every colour in a chart is a palette role.
        #expect(Self.withoutFallbacks(light).range(of: "#[0-9a-f]{6}", options: .regularExpression) == nil)
    }

    /// `var(--cr-ink,#1f2328)` → `var(--cr-ink)`.
    static func withoutFallbacks(_ svg: String) -> String {
        svg.replacingOccurrences(of: "var\\((--cr-[a-z0-9-]+),[^)]*\\)", with: "var($1)", options: .regularExpression)
    }

    @Test func palettesShareRoleNamesAndWhichRolesShareAColour() {
        let light = Palette.light, dark = Palette.dark
        #expect(light.colorRoles.map(\.name) == dark.colorRoles.map(\.name))
        #expect(light.opacityRoles.map(\.name) == dark.opacityRoles.map(\.name))
        #expect(Set(light.colorRoles.map(\.name)).count == light.colorRoles.count)
        // A colour is named by its first role, so roles that share a colour must share it in both themes.
        for i in light.colorRoles.indices {
            for j in light.colorRoles.indices where i < j {
                let sameInLight = light.colorRoles[i].color.hexString == light.colorRoles[j].color.hexString
                let sameInDark = dark.colorRoles[i].color.hexString == dark.colorRoles[j].color.hexString
                #expect(sameInLight == sameInDark, "\(light.colorRoles[i].name) and \(light.colorRoles[j].name)")
            }
        }
        #expect((light.opacityRoles[0].value == light.opacityRoles[1].value) == (dark.opacityRoles[0].value == dark.opacityRoles[1].value))
    }

    /// The standalone file is the scene written with the default options, its ids under the chart's name: the
    /// goldens, byte for byte.
    @Test(arguments: ChartTests.cases)
    func standaloneDefaultEqualsGolden(kind: ChartKind, theme: Theme) throws {
        let context = try ChartFixture.context()
        let svg = try SVGWriter(options: SVGOptions(idPrefix: kind.rawValue + "-")).write(scene(kind, context, theme: theme))
        let golden = try Data(contentsOf: ChartFixture.goldens.appendingPathComponent("\(kind.rawValue)-\(theme.rawValue).svg"))
        #expect(svg == golden)
        #expect(svg.starts(with: Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=".utf8)))
    }

    @Test func fontFamiliesEndInAGenericFamily() {
        #expect(SVGCanvas.familyWithGeneric("DejaVu Sans") == "DejaVu Sans, sans-serif")
        #expect(SVGCanvas.familyWithGeneric("DejaVu Serif") == "DejaVu Serif, serif")
        #expect(SVGCanvas.familyWithGeneric("DejaVu Sans Mono") == "DejaVu Sans Mono, monospace")
        #expect(SVGCanvas.familyWithGeneric("DejaVu Sans, Noto Color Emoji") == "DejaVu Sans, Noto Color Emoji, sans-serif")
        #expect(SVGCanvas.familyWithGeneric("Inter, system-ui") == "Inter, system-ui")
        #expect(SVGCanvas.familyWithGeneric("Noto Sans,sans-serif") == "Noto Sans,sans-serif")
        #expect(SVGCanvas.familyWithGeneric("") == "sans-serif")
    }

    @Test func idPrefixCannotBreakAReference() throws {
        let context = try ChartFixture.context()
        let svg = try SVGWriter(options: SVGOptions(embedding: .inline, idPrefix: "a b\"<)'")).string(card(.rings, context))
        #expect(svg.contains("aria-labelledby=\"a-b----title a-b----desc\""))
        #expect(svg.contains("clip-path=\"url(#a-b----clip1)\""))
        #expect(!svg.hasPrefix("<?xml"))
    }
}
