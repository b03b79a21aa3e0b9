import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The scene layer: Pango measurement, the three backends, PDF documents and cairo errors.
@Suite struct SceneTests {
    let typeSetter = TypeSetter()

    func sample() -> Drawing {
        let title = typeSetter.measure("Week 47 <&> \"kind\" 💪", font: FontSpec(size: 16, weight: .bold))
        let body = typeSetter.measure("Showed up five of seven days.", font: FontSpec(size: 12))
        var arc = VectorPath()
        arc.arc(center: Point(150, 60), radius: 30, start: -Double.pi / 2, end: Double.pi)
        return Drawing(
            width: 300, height: 120, background: .white,
            items: [
                .shape(PaintedPath(.roundedRect(Rect(x: 10, y: 50, width: 60, height: 40), radius: 8), fill: RGBA(hex: 0x2A7AB0))),
                .shape(PaintedPath(arc, stroke: Stroke(width: 6, color: RGBA(hex: 0xD9622B), cap: .round))),
                .shape(PaintedPath(.line(from: Point(200, 100), to: Point(290, 100)), stroke: Stroke(width: 1, color: .black, dash: [3, 2]))),
                .text(TextItem(title, at: Point(10, 8), color: .black)),
                .group(ItemGroup(translate: Point(200, 40), scale: 0.5, clip: .rect(Rect(x: 0, y: 0, width: 180, height: 80)),
                             items: [.text(TextItem(body, at: .zero, color: RGBA(hex: 0x333333)))])),
            ],
            alt: AltText(title: "Sample <chart>", description: "A sample & its words"))
    }

    @Test func widerTextMeasuresWider() {
        let font = FontSpec(size: 12)
        let short = typeSetter.measure("Care", font: font)
        let long = typeSetter.measure("Care action done", font: font)
        #expect(short.width > 10)
        #expect(long.width > short.width)
        #expect(long.lines.count == 1)
        #expect(long.height > 12 && long.height < 20)
        let bold = typeSetter.measure("Care action done", font: FontSpec(size: 12, weight: .bold))
        #expect(bold.width > long.width)
    }

    @Test func wrappingGivesSeveralLines() {
        let text = "Showing up is not being perfect: a No on the evening question still counts, and tomorrow is a new day."
        let block = typeSetter.measure(text, font: FontSpec(size: 12), width: 120)
        #expect(block.lines.count >= 4)
        #expect(block.lines.allSatisfy { $0.width <= 120.5 })
        #expect(zip(block.lines, block.lines.dropFirst()).allSatisfy { $0.baseline < $1.baseline })
        #expect(block.text == text)
        let centered = typeSetter.measure("Short", font: FontSpec(size: 12), width: 120, alignment: .center)
        #expect(abs(centered.lines[0].x - (120 - centered.lines[0].width) / 2) < 0.5)
    }

    @Test func emojiAndRightToLeftText() {
        let emoji = typeSetter.measure("💪🏽", font: FontSpec(size: 12))
        #expect(emoji.width > 8)
        let arabic = typeSetter.measure("مرحبا بالعالم", font: FontSpec(size: 12))
        #expect(arabic.lines.first?.rightToLeft == true)
        #expect(arabic.width > 20)
        let hebrew = typeSetter.measure("שלום עולם", font: FontSpec(size: 12), width: 200)
        #expect(hebrew.lines.first?.rightToLeft == true)
        // An RTL paragraph sits at the right edge of its box.
        #expect(abs(hebrew.lines[0].x + hebrew.lines[0].width - 200) < 0.5)
    }

    @Test func svgIsWellFormedWithTitleDescAndText() throws {
        let svg = try SVGWriter().string(sample())
        #expect(svg.contains("<title id=\"title\">Sample &lt;chart&gt;</title>"))
        #expect(svg.contains("<desc id=\"desc\">A sample &amp; its words</desc>"))
        #expect(svg.contains("Week 47 &lt;&amp;&gt; &quot;kind&quot; 💪</text>"))
        #expect(svg.contains("<text "))
        #expect(!svg.contains("xlink:href") && !svg.contains("<image") && !svg.contains("@import"))
        #expect(try Tool.run("xmllint", ["--noout", "-"], input: Data(svg.utf8)).status == 0)
    }

    /// A scene's digest (an email picture's Content-ID) is the same for the same drawing and follows any change to
    /// what is drawn: a colour, a point, a word, a dash, the order, the size.
    @Test func aDigestNamesTheDrawing() {
        let scene = sample()
        let digest = { (s: Drawing) in DigestCanvas.digest(s).hex }
        #expect(digest(scene) == digest(sample()))
        var changes: [Drawing] = []
        var recoloured = scene
        recoloured.items[0] = .shape(PaintedPath(.roundedRect(Rect(x: 10, y: 50, width: 60, height: 40), radius: 8), fill: RGBA(hex: 0x2A7AB1)))
        changes.append(recoloured)
        var moved = scene
        moved.items[2] = .shape(PaintedPath(.line(from: Point(200, 100), to: Point(290, 101)), stroke: Stroke(width: 1, color: .black, dash: [3, 2])))
        changes.append(moved)
        var undashed = scene
        undashed.items[2] = .shape(PaintedPath(.line(from: Point(200, 100), to: Point(290, 100)), stroke: Stroke(width: 1, color: .black)))
        changes.append(undashed)
        var reworded = scene
        reworded.items[3] = .text(TextItem(typeSetter.measure("Week 48 <&> \"kind\" 💪", font: FontSpec(size: 16, weight: .bold)), at: Point(10, 8), color: .black))
        changes.append(reworded)
        var reordered = scene
        reordered.items.swapAt(0, 1)
        changes.append(reordered)
        var wider = scene
        wider.width += 1
        changes.append(wider)
        var unclipped = scene
        unclipped.items[4] = .group(ItemGroup(translate: Point(200, 40), scale: 0.5, items: [.text(TextItem(
            typeSetter.measure("Showed up five of seven days.", font: FontSpec(size: 12)), at: .zero, color: RGBA(hex: 0x333333)))]))
        changes.append(unclipped)
        // An empty clip hides everything; no clip hides nothing.
        var emptyClip = unclipped
        emptyClip.items[4] = .group(ItemGroup(translate: Point(200, 40), scale: 0.5, clip: VectorPath(), items: [.text(TextItem(
            typeSetter.measure("Showed up five of seven days.", font: FontSpec(size: 12)), at: .zero, color: RGBA(hex: 0x333333)))]))
        changes.append(emptyClip)
        let digests = changes.map(digest)
        #expect(!digests.contains(digest(scene)))
        #expect(Set(digests).count == digests.count)
    }

    @Test func pngDecodesToTheExpectedSize() throws {
        for scale in [1, 2, 3] {
            let png = try PNGWriter(scale: scale).write(sample())
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let image = try RasterImage(png: png)
            #expect(image.width == 300 * scale && image.height == 120 * scale)
            // The rounded rectangle is drawn where the scene put it.
            let p = image.pixel(40 * scale, 70 * scale)
            #expect(p.r == 0x2A && p.g == 0x7A && p.b == 0xB0 && p.a == 255)
        }
    }

    /// The PNG holds exactly the pixels drawn: RGB when nothing is see-through (as cairo wrote it), RGBA
    /// with straight alpha otherwise; and it is written fast (unfiltered rows, libpng's fast mode).
    @Test func pngHoldsExactlyThePixelsDrawn() throws {
        var seeThrough = sample()
        seeThrough.background = nil
        seeThrough.items.append(.shape(PaintedPath(.rect(Rect(x: 250, y: 4, width: 40, height: 26)), fill: RGBA(hex: 0x2A7AB0).withAlpha(0.4))))
        for (scene, colourType) in [(sample(), UInt8(2)), (seeThrough, UInt8(6))] {
            let writer = PNGWriter(scale: 2)
            let png = try writer.write(scene)
            #expect(png[25] == colourType, "IHDR colour type")
            #expect(try RasterImage(png: png) == writer.raster(scene))
            let check = try Tool.run("pngcheck", ["-v", "-"], input: png)
            #expect(check.status == 0)
            #expect(check.output.contains("fast compression"))
        }
        // A see-through pixel keeps its colour (within what 8-bit premultiplied pixels hold), not the
        // colour times its alpha.
        let image = try RasterImage(png: PNGWriter(scale: 1).write(seeThrough))
        let p = image.pixel(270, 15)
        #expect(p.a == 102 && abs(Int(p.r) - 0x2A) <= 3 && abs(Int(p.g) - 0x7A) <= 3 && abs(Int(p.b) - 0xB0) <= 3)
    }

    @Test func sameSceneGivesSameBytes() throws {
        let scene = sample()
        let pdf1 = try PDFWriter().write(scene)
        let pdf2 = try PDFWriter().write(scene)
        #expect(pdf1 == pdf2)
        #expect(try PNGWriter(scale: 2).write(scene) == PNGWriter(scale: 2).write(scene))
        #expect(try SVGWriter().write(scene) == SVGWriter().write(scene))
        // cairo would stamp the wall clock; an undated PDF carries the fixed date instead.
        #expect(String(decoding: pdf1, as: UTF8.self).contains("/CreationDate (20010101000000Z)")
            || String(decoding: pdf1, as: UTF8.self).contains("/CreationDate (D:20010101000000Z)"))
    }

    @Test func documentHasMetadataOutlineAndLinks() throws {
        let heading = typeSetter.measure("Your week", font: FontSpec(size: 24, weight: .bold))
        let page1 = Drawing(width: 400, height: 300, background: .white, items: [
            .text(TextItem(heading, at: Point(20, 20), color: .black)),
            .anchor(Anchor("week", at: Point(0, 0))),
            .group(ItemGroup(translate: Point(20, 100), items: [.link(LinkArea(Rect(x: 0, y: 0, width: 100, height: 20), to: .destination("notes")))])),
            .link(LinkArea(Rect(x: 20, y: 200, width: 100, height: 20), to: .uri("https://example.com/a'b"))),
        ])
        let page2 = Drawing(width: 400, height: 300, background: .white, items: [.anchor(Anchor("notes", at: Point(0, 40)))])
        let doc = PagedDocument(
            pages: [page1, page2],
            metadata: DocumentMetadata(title: "Week 47", author: "Sam", subject: "Weekly reflection", creationDate: "2026-11-22T22:00:34-05:00", modificationDate: "2026-11-22T22:00:34-05:00"),
            outline: [OutlineEntry(title: "Your week", destination: "week", children: [OutlineEntry(title: "Notes", destination: "notes")], open: true)])
        let a = try PDFWriter().write(doc)
        let b = try PDFWriter().write(doc)
        #expect(a == b)
        let text = String(decoding: a, as: UTF8.self)
        // cairo 1.16 leaves out the "D:" prefix; readers (poppler, qpdf) accept it.
        #expect(text.contains("/CreationDate (20261122220034-05'00)") || text.contains("/CreationDate (D:20261122220034-05'00)"))
        #expect(text.contains("/Outlines"))
        #expect(text.contains("/URI (https://example.com/a'b)") || text.contains("/URI (https://example.com/a\\'b)"))
        let url = Scratch.root.appendingPathComponent("scene-doc-\(getpid()).pdf")
        try a.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Tool.run("qpdf", ["--check", url.path]).status == 0)
        let info = try Tool.run("pdfinfo", [url.path])
        #expect(info.output.contains("Pages:           2"))
        #expect(info.output.contains("Title:           Week 47"))
        // The link inside the moved group lands where the group put it (x 20…120, y 100…120 from the top).
        let flat = try Tool.run("qpdf", ["--qdf", "--object-streams=disable", url.path, "-"]).output
        #expect(flat.contains("/Rect [\n    20\n    180\n    120\n    200\n  ]"))
    }

    @Test func cairoStatusBecomesASwiftError() throws {
        #expect(throws: CairoError.self) { try CairoError.check(statusCode: 1, "test") }
        do {
            try CairoError.check(statusCode: 1, "draw")
        } catch let e as CairoError {
            #expect(e.code == 1)
            #expect(e.message == "out of memory")
            #expect(e.description.contains("draw"))
        }
        // A real failure: an image wider than cairo allows.
        #expect(throws: CairoError.self) { _ = try PNGWriter(scale: 1).write(Drawing(width: 40_000, height: 10)) }
        // An empty picture is turned away before libpng sees it.
        #expect(throws: (any Error).self) { _ = try PNGWriter(scale: 1).write(Drawing(width: 0, height: 10)) }
        #expect(throws: CairoError.self) { _ = try RasterImage(png: Data("not a png".utf8)) }
    }

    @Test func outputFormatFollowsTheExtension() {
        #expect(OutputFormat.from(path: "out/chart.PNG") == .png)
        #expect(OutputFormat.from(path: "a.b/chart.svg") == .svg)
        #expect(OutputFormat.from(path: "week.pdf") == .pdf)
        #expect(OutputFormat.from(path: "week.md") == .markdown)
        #expect(OutputFormat.from(path: "chart") == nil)
        #expect(OutputFormat.png.writer() is PNGWriter)
        #expect(OutputFormat.markdown.writer() is TextWriter)
    }

    /// One table: each format's writer takes what it can write and turns the rest away as a usage error.
    @Test func theFormatTableTurnsAwayWhatAWriterCannotWrite() throws {
        let page = PagedDocument(pages: [Drawing(width: 20, height: 10, background: .white)], metadata: DocumentMetadata(title: "t"))
        for format in OutputFormat.allCases where format.isPicture {
            #expect(try !format.writer().write(.document(page)).isEmpty)
        }
        for format in OutputFormat.allCases where format.isSummary {
            #expect(throws: ReportError(.usage, "A chart or a page is written as .png, .svg or .pdf, not .\(format.fileExtension).")) {
                _ = try format.writer().write(.document(page))
            }
        }
        #expect(throws: ReportError(.usage, "Only a week's email is written as .eml; a chart or a summary has formats of its own.")) {
            _ = try OutputFormat.eml.writer().write(.document(page))
        }
    }

    @Test func compactNumbers() {
        #expect(compact(1.005) == "1" || compact(1.005) == "1.01")
        #expect(compact(-0.001) == "0")
        #expect(compact(12.5) == "12.5")
        #expect(compact(-3.14159) == "-3.14")
        #expect(compact(100) == "100")
        #expect(compact(0.07) == "0.07")
    }
}

/// Runs a command-line tool the machine has (xmllint, qpdf, rsvg-convert) for checks a test cannot do alone.
enum Tool {
    struct Result { var status: Int32; var output: String; var data: Data }

    static func run(_ name: String, _ arguments: [String], input: Data? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [name] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let inPipe = Pipe()
        if input != nil { p.standardInput = inPipe }
        try p.run()
        if let input {
            inPipe.fileHandleForWriting.write(input)
            try inPipe.fileHandleForWriting.close()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, output: String(decoding: data, as: UTF8.self), data: data)
    }
}
