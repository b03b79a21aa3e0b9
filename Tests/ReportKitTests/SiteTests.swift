import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The progress site: what each privacy level lets into its files (PDFs through pdftotext), hostile words kept
/// literal, and rebuilds that touch only what changed and remove only the site's own stale files.
@Suite struct SiteTests {
    static func context(_ export: Export, _ level: Redaction, asOf: Day? = nil, language: Language = .english) -> ReportContext {
        let redacted = export.redacted(level)
        let figures = Figures(export: redacted, options: FigureOptions(asOf: asOf, weekStart: .sunday))
        return ReportContext(
            export: redacted, figures: figures, localizer: Localizer(language: language),
            localeIdentifier: language == .english ? "en-US" : "nb-NO")
    }

    static func job(_ context: ReportContext, pdfs: Bool = false, title: String? = nil) throws -> SiteJob {
        SiteJob(context: context, options: SiteOptions(pdfs: pdfs, title: title), templates: try TemplateLibrary.builtIn(), typeSetter: TypeSetter())
    }

    /// The text of the site's files: every page, the feed and the stylesheet, and (with `pdfWeeks`) the last
    /// weeks' PDFs and the years' PDFs as bytes and as the text pdftotext reads from them.
    static func everything(_ job: SiteJob, pdfWeeks: Int = 0) throws -> String {
        var all = ""
        let typeSetter = TypeSetter()
        for unit in 0..<job.unitCount {
            for file in try job.files(unit: unit, typeSetter: typeSetter) {
                if file.path.hasSuffix(".pdf") {
                    // The last `pdfWeeks` weeks' PDFs (a unit a week from 1), and every year's.
                    guard unit > job.weeks.count - pdfWeeks || file.path.hasPrefix("years/") else { continue }
                    let pdf = try PDFInspector(file.bytes)
                    defer { pdf.remove() }
                    all += try pdf.text()
                }
                all += String(decoding: file.bytes, as: UTF8.self)
            }
        }
        return all
    }

    @Test func atSummaryNoTypedStringIsInAnyFileOfTheSite() throws {
        let m = try RedactionTests.marked(try RedactionTests.recentSample())
        // The check can fail: at full the person's words are on the pages.
        let full = try Self.everything(Self.job(Self.context(m.export, .full)))
        #expect(m.typed.filter(RedactionTests.markers(in: full).contains).count > 20)
        let job = try Self.job(Self.context(m.export, .summary), pdfs: true)
        let summary = try Self.everything(job, pdfWeeks: 2)
        #expect(m.typed.filter(RedactionTests.markers(in: summary).contains).isEmpty, "\(m.typed.filter(RedactionTests.markers(in: summary).contains).prefix(5))")
        // The goal is typed words too, and so is a chosen action outside the app's own list (issue 35); the name
        // and the app's options stay.
        #expect(summary.contains(m.name) && !summary.contains(m.goal))
        #expect(summary.contains("glass of water"))
        #expect(summary.contains("Privacy: summary."))
    }

    @Test func atCountsNeitherNameNorGoal() throws {
        let m = try RedactionTests.marked(try RedactionTests.recentSample())
        let job = try Self.job(Self.context(m.export, .counts), pdfs: true)
        let counts = try Self.everything(job, pdfWeeks: 1)
        #expect(m.typed.filter(RedactionTests.markers(in: counts).contains).isEmpty)
        #expect(!counts.contains(m.name) && !counts.contains(m.goal))
        #expect(counts.contains("<h1>Progress</h1>"))
        #expect(counts.contains("Privacy: counts."))
    }

    static let hostile = [
        "<script>alert(1)</script>", "[click](javascript:alert(1))", "<img src=x onerror=alert(1)>",
        "**not bold** # not a heading", "</title><a href=\"https://example.org\">x</a>", "abc\u{202E}evil",
    ]

    @Test func hostileWordsStayLiteralAndInertAtFull() throws {
        var export = try Fixtures.context("sample-export.json").export
        export.profile = Profile(name: Self.hostile[0], goal: Self.hostile[4])
        for (n, i) in export.urgeNotes.indices.enumerated() { export.urgeNotes[i].text = Self.hostile[n % Self.hostile.count] }
        for (n, i) in export.entries.indices.enumerated() {
            if var m = export.entries[i].morningFocus { m.careAction = Self.hostile[n % Self.hostile.count]; export.entries[i].morningFocus = m }
        }
        let job = try Self.job(Self.context(export, .full))
        let typeSetter = TypeSetter()
        var shown = ""
        var raw = ""
        for unit in 0..<job.unitCount {
            for file in try job.files(unit: unit, typeSetter: typeSetter) {
                let text = String(decoding: file.bytes, as: UTF8.self)
                // No element, attribute or link of theirs: not a script, an image, a handler or a javascript: URL.
                #expect(!text.contains("<script"), "\(file.path)")
                #expect(!text.contains("<img"), "\(file.path)")
                #expect(!text.lowercased().contains("javascript:alert(1)\""), "\(file.path)")
                #expect(!text.contains("href=\"javascript"), "\(file.path)")
                #expect(!text.contains("href=\"https://example.org"), "\(file.path)")
                #expect(!text.contains("<strong>not bold"), "\(file.path)")
                if file.path.hasSuffix(".html") { shown += HTMLText(text).text; raw += text }
                if file.path == "feed.xml" {
                    #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
                }
            }
        }
        // What a reader sees is what they typed, letter for letter (apart from bidi isolation around it).
        let visible = shown.unicodeScalars.filter { !["\u{2068}", "\u{2069}", "\u{2067}", "\u{2066}"].contains($0) }
        let plain = String(String.UnicodeScalarView(visible))
        for text in Self.hostile where text != "abc\u{202E}evil" { #expect(plain.contains(text), "\(text)") }
        // A right-to-left override ends with the person's words: isolated in our sentences, or the last thing in its
        // own element, so it cannot turn the page around it.
        #expect(raw.contains("\u{2068}\(Self.hostile[0])\u{2069}") == false)  // LTR names are left as they are
        var checked = 0
        for page in raw.components(separatedBy: "abc\u{202E}evil").dropFirst() {
            let next = page.unicodeScalars.first
            #expect(next == "<" || next == "\u{2069}" || next == "\n", "followed by \(String(page.prefix(20)))")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func aRightToLeftNameIsIsolatedInTheTitles() throws {
        var export = try Fixtures.context("sample-export.json").export
        export.profile = Profile(name: "Sam\u{202E}olleh", goal: "x")
        let page = String(decoding: try Self.job(Self.context(export, .summary)).files(unit: 0, typeSetter: TypeSetter())[0].bytes, as: UTF8.self)
        #expect(page.contains("<title>\u{2068}Sam\u{202E}olleh\u{2069}&#39;s progress</title>"))
        #expect(!page.contains("Sam\u{202E}olleh&#39;"))
    }

    static func folder() throws -> String {
        let url = Scratch.root.appendingPathComponent("site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder)! {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = FileManager.default.contents(atPath: folder + "/" + path) }
        }
        return files
    }

    static func build(_ job: SiteJob, into folder: String) throws {
        try job.build(runner: JobRunner(typeSetter: TypeSetter(), sink: FolderSink(folder: folder, createsFolders: true)))
    }

    @Test func aRebuildTouchesNothingUnchangedAndTwoBuildsAreTheSameTree() throws {
        let export = try Fixtures.context("sample-export.json").export
        let job = try Self.job(Self.context(export, .summary))
        let (a, b) = (try Self.folder(), try Self.folder())
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        try Self.build(job, into: a)
        try Self.build(try Self.job(Self.context(export, .summary)), into: b)
        let tree = try Self.tree(a)
        #expect(tree == (try Self.tree(b)))
        #expect(tree.keys.contains("index.html") && tree.keys.contains("weeks/2026-W47.html") && tree.keys.contains("robots.txt"))
        // Every file put back in time; a rebuild must leave each where it was.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in tree.keys { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: a + "/" + path) }
        try Self.build(job, into: a)
        for path in tree.keys {
            let date = try FileManager.default.attributesOfItem(atPath: a + "/" + path)[.modificationDate] as? Date
            #expect(date == past, "\(path) was rewritten")
        }
        // A changed title rewrites the pages that show it, and only files whose bytes changed.
        try Self.build(try Self.job(Self.context(export, .summary), title: "Another title"), into: a)
        let changed = try FileManager.default.attributesOfItem(atPath: a + "/index.html")[.modificationDate] as? Date
        let style = try FileManager.default.attributesOfItem(atPath: a + "/style.css")[.modificationDate] as? Date
        #expect(changed != past && style == past)
    }

    @Test func staleWeeksGoAndAForeignFileStays() throws {
        let export = try Fixtures.context("sample-export.json").export
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.build(try Self.job(Self.context(export, .summary)), into: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/weeks/2026-W47.html"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/weeks/2026-W49.html"))
        // The same export seen from an earlier day: the last weeks no longer exist.
        let earlier = Self.context(export, .summary, asOf: Day(iso: "2026-10-31")!)
        try Self.build(try Self.job(earlier), into: folder)
        #expect(!FileManager.default.fileExists(atPath: folder + "/weeks/2026-W47.html"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/weeks/2026-W45.html"))
        #expect(FileManager.default.fileExists(atPath: folder + "/weeks/2026-W43.html"))
        #expect(FileManager.default.contents(atPath: folder + "/notes.txt") == Data("mine".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/weeks/2026-W49.html") == Data("mine".utf8))
        let manifest = String(decoding: FileManager.default.contents(atPath: folder + "/" + SiteJob.manifestName)!, as: UTF8.self)
        #expect(!manifest.contains("2026-W47") && manifest.contains("weeks/2026-W43.html") && !manifest.contains("notes.txt"))
    }

    @Test func aStaleWeekBehindALinkedFolderStaysAndTheRebuildSaysSo() throws {
        let export = try Fixtures.context("sample-export.json").export
        let folder = try Self.folder()
        let elsewhere = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: elsewhere) }
        try Self.build(try Self.job(Self.context(export, .summary)), into: folder)
        // The weeks are moved elsewhere and a link left in their place: a rebuild neither writes nor removes
        // anything behind it.
        try FileManager.default.moveItem(atPath: folder + "/weeks", toPath: elsewhere + "/weeks")
        try FileManager.default.createSymbolicLink(atPath: folder + "/weeks", withDestinationPath: elsewhere + "/weeks")
        let behind = try Self.tree(elsewhere)
        let earlier = Self.context(export, .summary, asOf: Day(iso: "2026-10-31")!)
        #expect(throws: ReportError.self) { try Self.build(try Self.job(earlier), into: folder) }
        #expect(try Self.tree(elsewhere) == behind)
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/weeks/2026-W47.html"))
        // The build stopped with the list it wrote first, of both builds' files: once the link is gone, the
        // next build still knows the stale weeks are the site's.
        let manifest = String(decoding: FileManager.default.contents(atPath: folder + "/" + SiteJob.manifestName)!, as: UTF8.self)
        #expect(manifest.contains("weeks/2026-W47.html") && manifest.contains("weeks/2026-W43.html"))
    }

    @Test func pagesAreAccessibleAndSelfContained() throws {
        let context = Self.context(try Fixtures.context("sample-export.json").export, .summary, language: .norwegianBokmal)
        let job = try Self.job(context)
        for unit in [0, 1, job.unitCount - 1] {
            for file in try job.files(unit: unit, typeSetter: TypeSetter()) where file.path.hasSuffix(".html") {
                let page = String(decoding: file.bytes, as: UTF8.self)
                #expect(page.components(separatedBy: "<h1").count == 2, "\(file.path): one h1")
                for landmark in ["<header>", "<nav", "<main id=\"main\">", "<footer>", "href=\"#main\"", "<details>", "<title id="] {
                    #expect(page.contains(landmark) || (landmark == "<nav" && file.path == "index.html"), "\(file.path): \(landmark)")
                }
                #expect(page.contains("<html lang=\"nb\">"))
                #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
                #expect(!page.contains("http://") || page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
                #expect(!page.contains("https://"))
                #expect(page.contains("Personvern: sammendrag."))
            }
        }
    }
}
