import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The four charts from the contract's sample export: goldens, SVG against PNG, alt text, determinism.
@Suite struct ChartTests {
    static let cases: [(ChartKind, Theme)] = ChartKind.allCases.flatMap { k in Theme.allCases.map { (k, $0) } }

    @Test(arguments: ChartTests.cases)
    func pngMatchesGoldenPixels(kind: ChartKind, theme: Theme) throws {
        let context = try ChartFixture.context()
        let png = try ChartRenderer.render(kind: kind, figures: context.figures, options: ChartFixture.options(context, theme: theme), format: .png, scale: 1)
        let golden = try ChartFixture.golden("\(kind.rawValue)-\(theme.rawValue).png", png, matches: PixelDifference.matchesGolden)
        // Decoded pixels, not PNG bytes: a different zlib must not matter; font rasterising may move a little.
        let diff = PixelDifference(try RasterImage(png: png), try RasterImage(png: golden), tolerance: PixelDifference.goldenTolerance)
        #expect(diff.sameSize, "\(kind) \(theme): \(diff)")
        #expect(diff.differingShare < PixelDifference.goldenShare, "\(kind) \(theme): \(diff)")
    }

    @Test(arguments: ChartTests.cases)
    func svgMatchesGoldenText(kind: ChartKind, theme: Theme) throws {
        let context = try ChartFixture.context()
        let svg = try ChartRenderer.render(kind: kind, figures: context.figures, options: ChartFixture.options(context, theme: theme), format: .svg)
        let golden = try ChartFixture.golden("\(kind.rawValue)-\(theme.rawValue).svg", svg)
        #expect(String(decoding: svg, as: UTF8.self) == String(decoding: golden, as: UTF8.self))
    }

    /// rsvg-convert draws our SVG; it must look like our PNG (same scene, other renderer).
    @Test(arguments: ChartTests.cases)
    func svgLooksLikePNG(kind: ChartKind, theme: Theme) throws {
        let context = try ChartFixture.context()
        let options = ChartFixture.options(context, theme: theme)
        let svg = try ChartRenderer.render(kind: kind, figures: context.figures, options: options, format: .svg)
        let png = try ChartRenderer.render(kind: kind, figures: context.figures, options: options, format: .png, scale: 1)
        let rasterised = try Tool.run("rsvg-convert", ["--format", "png"], input: svg)
        #expect(rasterised.status == 0)
        let diff = PixelDifference(try RasterImage(png: rasterised.data), try RasterImage(png: png), tolerance: 64)
        #expect(diff.sameSize, "\(kind) \(theme): \(diff)")
        #expect(diff.differingShare < 0.01, "\(kind) \(theme): \(diff)")
        #expect(diff.meanDifference < 2, "\(kind) \(theme): \(diff)")
    }

    @Test(arguments: ChartKind.allCases)
    func sameInputGivesSameBytes(kind: ChartKind) throws {
        let context = try ChartFixture.context()
        let options = ChartFixture.options(context, theme: .dark)
        for format in [OutputFormat.png, .svg, .pdf] {
            let a = try ChartRenderer.render(kind: kind, figures: context.figures, options: options, format: format)
            let b = try ChartRenderer.render(kind: kind, figures: context.figures, options: options, format: format)
            #expect(a == b, "\(kind) \(format)")
        }
    }

    @Test func altTextSaysWhatTheChartShows() throws {
        let context = try ChartFixture.context()
        let options = ChartFixture.options(context)
        let f = context.figures
        // The first day of the week: of the one day so far, and no ring for what has not happened yet.
        #expect(ChartRenderer.alt(.rings, figures: f, options: options).description
            == "Showed up 1 of 1 day so far; trained once.")
        #expect(ChartRenderer.alt(.heatmap, figures: f, options: options).description
            == "Heatmap of 12 weeks, September 6 – November 22, 2026. Showed up 68 of 78 days · current streak 1 day.")
        // The trend begins with the first check-in (August 31), not 90 days back.
        #expect(ChartRenderer.alt(.trend, figures: f, options: options).description
            == "Discipline Score over the last 84 days, August 31 – November 22, 2026: now 67 (8 of 12 check-ins in the 14 days up to Sun, Nov 22 were completed sessions); between 17 and 100 in this period.")
        #expect(ChartRenderer.alt(.urges, figures: f, options: options).description
            == "76 urge notes in the last 12 weeks, September 6 – November 28, 2026: 26 stress / emotional, 14 habit / automatic, 21 physical / biological and 15 other / not sure.")

        // A full week earlier: the example sentence shape.
        var earlier = options
        earlier.week = options.week.previous
        let w = f.figures(for: earlier.week)
        #expect(ChartRenderer.alt(.rings, figures: f, options: earlier).description
            == "Showed up \(w.showedUp) of 7 days; care action on \(w.careActionDays) of \(w.careAnsweredDays) evenings; "
            + "trained \(w.trainingCompleted) times · \(w.restDays) rest days.")

        // The SVG carries the same sentence.
        let svg = String(decoding: try ChartRenderer.render(kind: .rings, figures: f, options: options, format: .svg), as: UTF8.self)
        #expect(svg.contains("<title id=\"rings-title\">Your week</title>"))
        #expect(svg.contains("<desc id=\"rings-desc\">Showed up 1 of 1 day so far; trained once.</desc>"))
        #expect(svg.contains("aria-labelledby=\"rings-title rings-desc\""))
    }

    @Test func altTextInBokmal() throws {
        let context = try ChartFixture.context(locale: "nb-NO")
        let options = ChartFixture.options(context)
        let rings = ChartRenderer.alt(.rings, figures: context.figures, options: options)
        #expect(rings.title == "Uka di")
        #expect(rings.description.hasPrefix("Møtte opp "))
        #expect(ChartRenderer.alt(.trend, figures: context.figures, options: options).description.hasPrefix("Disiplinscore de siste 84 dagene"))
    }

    /// No chart says failed, missed, bad, cheat, guilt or lazy, in either language.
    @Test func wordsAreKind() throws {
        for locale in ["en-US", "nb-NO"] {
            let context = try ChartFixture.context(locale: locale)
            for kind in ChartKind.allCases {
                let svg = String(decoding: try ChartRenderer.render(kind: kind, figures: context.figures, options: ChartFixture.options(context), format: .svg), as: UTF8.self).lowercased()
                for word in ["failed", "missed", "bad", "cheat", "guilt", "lazy"] {
                    #expect(!svg.contains(word), "\(kind) \(locale) says \(word)")
                }
            }
        }
    }

    @Test func everyChartFitsAnEmailColumn() throws {
        let context = try ChartFixture.context()
        let typeSetter = TypeSetter()
        for weeks in [1, 12, 53] {
            for days in [7, 90, 3650] {
                var options = ChartFixture.options(context)
                options.weeks = weeks
                options.days = days
                for kind in ChartKind.allCases {
                    let scene = ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: typeSetter)
                    #expect(scene.width <= 600, "\(kind) weeks \(weeks) days \(days): \(scene.width) wide")
                    #expect(scene.height <= 600)
                }
            }
        }
        let heatmap = try ChartRenderer.render(kind: .heatmap, figures: context.figures, options: ChartFixture.options(context), format: .svg)
        #expect(heatmap.count < 14_000)
    }

    @Test func palettesHaveGraphicContrast() {
        for theme in Theme.allCases {
            let p = theme.palette
            for color in p.graphicColors {
                #expect(color.contrast(with: p.background) >= 3, "\(theme) \(color.hexString): \(color.contrast(with: p.background))")
            }
        }
    }

    @Test func pngScalesAndPdfIsVectors() throws {
        let context = try ChartFixture.context()
        let options = ChartFixture.options(context)
        let one = try RasterImage(png: ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .png, scale: 1))
        let three = try RasterImage(png: ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .png, scale: 3))
        #expect(three.width == one.width * 3 && three.height == one.height * 3)
        let pdf = try ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/CreationDate (20261122000000Z)") || text.contains("/CreationDate (D:20261122000000Z)"))
        #expect(!text.contains("/Subtype /Image"))
        #expect(throws: ReportError.self) { _ = try ChartRenderer.render(kind: .trend, figures: context.figures, options: options, format: .markdown) }
    }

    /// The weekly PDF embeds charts in its pages as groups: still vectors, text still text.
    @Test func chartEmbedsInAPageAsVectors() throws {
        let context = try ChartFixture.context()
        let typeSetter = TypeSetter()
        let rings = ChartRenderer.scene(.rings, figures: context.figures, options: ChartFixture.options(context), typeSetter: typeSetter)
        let page = Drawing(width: 595, height: 842, background: .white, items: [
            .anchor(Anchor("week", at: .zero)),
            .group(rings.asGroup(at: Point(40, 100), scale: 0.9)),
        ])
        let pdf = try PDFWriter().write(PagedDocument(
            pages: [page], metadata: DocumentMetadata(title: "Week 47", creationDate: "2026-11-22T00:00:00Z"),
            outline: [OutlineEntry(title: "Your week", destination: "week")]))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(!text.contains("/Subtype /Image"))
        let url = Scratch.root.appendingPathComponent("chart-page-\(getpid()).pdf")
        try pdf.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Tool.run("qpdf", ["--check", url.path]).status == 0)
        #expect(try Tool.run("pdftotext", [url.path, "-"]).output.contains("Showed up"))
    }
}
