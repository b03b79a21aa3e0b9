import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The weekly reflection PDF as a person's tools see it: pages, metadata, outline, links, text, fonts, bytes.
@Suite struct WeeklyPDFTests {
    struct Rendered {
        var data: Data
        var document: PagedDocument
        var reflection: WeeklyReflection
        var context: ReportContext
    }

    static func context(_ path: String, timeZone: String? = nil, profile: String? = nil) throws -> ReportContext {
        try ReportContext.load(LoadRequest(path: path, profilePath: profile, read: ReadOptions(timeZone: timeZone)))
    }

    static func example(_ name: String) -> String { Fixtures.examples.appendingPathComponent(name).path }
    static func fixture(_ name: String) -> String { Fixtures.root.appendingPathComponent("weekly/" + name).path }

    static func render(_ context: ReportContext, _ selection: WeekSelection, paper: Paper? = nil, theme: Theme = .light) throws -> Rendered {
        let pdf = WeeklyReflectionPDF(context: context, paper: paper ?? Paper.forLocale(context.localeIdentifier), theme: theme)
        let week = context.week(selection)
        return Rendered(data: try pdf.render(week), document: pdf.document(week), reflection: pdf.reflection(week), context: context)
    }

    static let sampleWeek = WeekSelection.iso(ISOWeek(year: 2026, week: 47))

    // MARK: - Structure

    @Test(arguments: [("sample-export.json", "Sam", "2026-11-22T22:00:34-05:00"), ("uke-nb.json", "Ingrid", nil)])
    func metadataNamesThePersonAndTheExportDate(example: String, author: String, date: String?) throws {
        let r = try Self.render(Self.context(Self.example(example)), Self.sampleWeek)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let info = try pdf.info()
        #expect(info["Title"] == r.reflection.metadata.title)
        #expect(info["Title"]?.isEmpty == false)
        #expect(info["Author"] == author)
        #expect(info["Subject"]?.contains(r.reflection.weekLabel) == true)
        #expect(info["Creator"] == "coach-report " + ReportKitVersion.string)
        #expect(Int(info["Pages"] ?? "") == r.document.pages.count)
        let expected = date ?? r.context.export.exportedAt!.iso8601
        // pdfinfo -isodates prints the same moment, in UTC or with the offset.
        #expect(info["CreationDate"] != nil && info["CreationDate"] == info["ModDate"])
        #expect(r.reflection.metadata.creationDate == expected)
    }

    @Test func theSampleWeekHasACoverEveryDayAndPageNumbers() throws {
        let r = try Self.render(Self.context(Self.example("sample-export.json")), Self.sampleWeek)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let pages = pdf.pageCount
        #expect(pages >= 4 && pages <= 10)
        #expect(try pdf.info()["Page size"]?.contains("612 x 792") == true)  // en-US: Letter
        // The cover (the week at a glance, and what to bring to a coach) takes one or two pages; running header
        // on every page after it: the week and "3 / N".
        let firstBody = try #require(try pdf.outline().first { $0.title == r.reflection.days.first?.outlineTitle }?.page)
        #expect(firstBody == 2 || firstBody == 3)
        for page in firstBody...pages {
            let text = try pdf.text(page: page)
            #expect(Self.squeezed(text).contains("\(page)/\(pages)"), "page \(page)")
            #expect(text.contains(r.reflection.weekLabel), "page \(page)")
        }
        for page in 1..<firstBody { #expect(try !Self.squeezed(pdf.text(page: page)).contains("\(page)/\(pages)")) }
    }

    @Test func theOutlineHasOneEntryPerDayOnTheDaysPage() throws {
        let r = try Self.render(Self.context(Self.example("sample-export.json")), Self.sampleWeek)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let outline = try pdf.outline()
        let days = r.reflection.days
        #expect(days.count == 5)  // the Friday and Saturday with nothing logged have no page
        let dayEntries = outline.filter { entry in days.contains { $0.outlineTitle == entry.title } }
        #expect(dayEntries.map(\.title) == days.map(\.outlineTitle))
        #expect(outline.first?.page == 1)
        for (entry, day) in zip(dayEntries, days) {
            #expect(try pdf.text(page: entry.page).contains(day.title), "\(day.title) on page \(entry.page)")
        }
        #expect(dayEntries.map(\.page) == dayEntries.map(\.page).sorted())
    }

    @Test func theTableOfDaysLinksToEachDay() throws {
        let r = try Self.render(Self.context(Self.example("uke-nb.json")), .latest)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let (links, destinations) = try pdf.links()
        let firstBody = try #require(try pdf.outline().first { $0.title == r.reflection.days.first?.outlineTitle }?.page)
        let coverLinks = links.filter { $0.page < firstBody }
        #expect(coverLinks.map(\.destination) == r.reflection.cover.dayRows.compactMap(\.anchor))
        #expect(Set(coverLinks.map(\.destination)) == Set(r.reflection.days.map(\.anchor)))
        for link in coverLinks {
            let page = try #require(destinations[link.destination])
            let day = try #require(r.reflection.days.first { $0.anchor == link.destination })
            #expect(try pdf.text(page: page).contains(day.title))
            // The page number printed in the row is the page the link goes to.
            #expect(try pdf.text(page: link.page).contains(String(page)))
        }
    }

    /// cairo draws a colour emoji into a PDF as an image; at the page's own 72 per inch it prints blurred.
    @Test func emojiAreSharpEnoughToPrint() throws {
        let r = try Self.render(Self.context(Self.example("uke-nb.json")), .latest)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        #expect(try pdf.text().contains("knebøy"))
        let resolutions = try pdf.imageResolutions()
        #expect(!resolutions.isEmpty)
        #expect(resolutions.allSatisfy { $0 >= 250 }, "\(resolutions)")
    }

    @Test(arguments: ["sample-export.json", "uke-nb.json"])
    func qpdfFindsNothingAndEveryFontIsEmbedded(example: String) throws {
        let r = try Self.render(Self.context(Self.example(example)), .latest)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let check = try pdf.qpdfCheck()
        #expect(check.status == 0, "\(check.stdout) \(check.stderr)")
        #expect(!check.stdout.contains("WARNING") && !check.stderr.contains("WARNING"))
        let fonts = try pdf.fonts()
        #expect(!fonts.isEmpty)
        #expect(fonts.allSatisfy { $0.embedded }, "\(fonts)")
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let context = try Self.context(Self.example("sample-export.json"))
        let a = try Self.render(context, Self.sampleWeek).data
        let b = try Self.render(Self.context(Self.example("sample-export.json")), Self.sampleWeek).data
        #expect(a == b)
        let dark = try Self.render(context, Self.sampleWeek, paper: .a4, theme: .dark).data
        #expect(dark == (try Self.render(context, Self.sampleWeek, paper: .a4, theme: .dark).data))
    }

    // MARK: - Text

    @Test func theReflectionsReadInOrder() throws {
        let r = try Self.render(Self.context(Self.example("sample-export.json")), Self.sampleWeek)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let text = Self.flat(try pdf.text())
        // Everything the person wrote that week, in the order of the days and the parts.
        var cursor = text.startIndex
        for day in r.reflection.days {
            var pieces = [day.title]
            for part in day.parts {
                pieces.append(part.title)
                for item in part.items {
                    switch item {
                    case .answer(let prompt, let answer): pieces += [prompt, answer]
                    case .fact(let fact): pieces.append(fact)
                    }
                }
            }
            for piece in pieces {
                let range = try #require(text.range(of: Self.flat(piece), range: cursor..<text.endIndex), "\(piece) after \(text.distance(from: text.startIndex, to: cursor))")
                cursor = range.upperBound
            }
        }
        for piece in [r.reflection.urges!.title, r.reflection.discipline!.sentence, r.reflection.closing] {
            let range = try #require(text.range(of: Self.flat(piece), range: cursor..<text.endIndex), "\(piece)")
            cursor = range.upperBound
        }
        for note in r.reflection.urges!.groups.flatMap(\.notes) { #expect(note.text.map { text.contains(Self.flat($0)) } ?? true) }
    }

    /// Text without line breaks or runs of spaces, to find a sentence that wrapped.
    static func flat(_ s: String) -> String {
        s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    @Test(arguments: [("sample-export.json", Paper.letter), ("uke-nb.json", Paper.a4), ("hostile", Paper.a4), ("hostile", Paper.letter)])
    func noTextLeavesThePage(example: String, paper: Paper) throws {
        let context = try Self.context(example == "hostile" ? Self.fixture("hostile-export.json") : Self.example(example))
        let r = try Self.render(context, .iso(ISOWeek(year: 2026, week: 47)), paper: paper)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let words = try pdf.words()
        #expect(words.count > 300)
        let style = PageStyle(paper: paper, theme: .light)
        let column = style.column
        for w in words {
            #expect(abs(w.pageWidth - paper.width) < 0.5 && abs(w.pageHeight - paper.height) < 0.5)
            // Inside the side margins, and below the header / above the bottom margin (the header lives in the top margin).
            let ok = w.xMin >= column.minX - 1 && w.xMax <= column.maxX + 1 && w.yMin >= 20 && w.yMax <= column.maxY + 1
            #expect(ok, "page \(w.page): \(w.text) at \(w.xMin),\(w.yMin)–\(w.xMax),\(w.yMax)")
            if !ok { break }
        }
    }

    @Test func longNotesInEveryScriptBreakAcrossPages() throws {
        let r = try Self.render(Self.context(Self.fixture("hostile-export.json")), .iso(ISOWeek(year: 2026, week: 47)))
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        let pages = pdf.pageCount
        #expect(pages > 8)
        let all = Self.squeezed(try pdf.text())
        // The longest note (several pages of five scripts) is there from its first words to its last.
        let note = try #require(r.context.export.urgeNotes.first?.text)
        let latinAndCJK = note.split(separator: "\n").map(String.init).filter { p in !p.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) } }
        for paragraph in latinAndCJK where !paragraph.isEmpty {
            #expect(all.contains(Self.squeezed(Self.withoutEmoji(paragraph))), "\(paragraph.prefix(40))")
        }
        // Hebrew and Arabic words are there too (pdftotext may order a right-to-left line its own way).
        for word in ["נשימות", "ושתיתי", "بالهدوء", "صديقتي", "自分に優しく"] { #expect(all.contains(word), "\(word)") }
        // The note continues over several pages, each with its header.
        let pagesWithNote = (1...pages).filter { (try? pdf.text(page: $0).contains("今天晚上我很想吃零食")) ?? false }
        #expect(pagesWithNote.count >= 3)
        #expect(try pdf.fonts().allSatisfy { $0.embedded })
        #expect(try pdf.qpdfCheck().status == 0)
    }

    static func squeezed(_ s: String) -> String { String(s.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)) }
    static func withoutEmoji(_ s: String) -> String {
        String(s.unicodeScalars.filter { !($0.properties.isEmojiPresentation || $0.value == 0xFE0F || (0x1F000...0x1FFFF).contains($0.value)) }.map(Character.init))
    }

    // MARK: - Kind when there is nothing

    @Test func anExportWithNothingGivesOneKindPage() throws {
        let r = try Self.render(Self.context(Self.fixture("empty-export.json")), .latest)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        #expect(pdf.pageCount == 1)
        let text = Self.flat(try pdf.text())
        #expect(text.contains(Self.flat(r.context.localizer("week.encourage.nothingYet"))))
        #expect(text.contains(Self.flat(r.context.localizer("compassion"))))
        #expect(try pdf.qpdfCheck().status == 0)
        #expect(try !pdf.info()["Author"]!.isEmpty)
    }

    @Test(arguments: [2, 20, 49])
    func anEmptyWeekGivesOneKindPage(week: Int) throws {
        let r = try Self.render(Self.context(Self.example("sample-export.json")), .iso(ISOWeek(year: 2026, week: week)))
        #expect(r.reflection.isEmpty)
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        #expect(pdf.pageCount == 1)
        #expect(Self.flat(try pdf.text()).contains(Self.flat(r.reflection.closing)))
    }

    @Test func aBareCheckInFileIsDatedByItsWeek() throws {
        let context = try Self.context(Self.example("checkins.json"), timeZone: "Europe/Oslo", profile: Self.example("profile.json"))
        let r = try Self.render(context, .latest)
        #expect(r.reflection.metadata.creationDate == r.reflection.week.end.iso + "T00:00:00Z")
        #expect(r.reflection.metadata.author == "Ingrid")
        let pdf = try PDFInspector(r.data)
        defer { pdf.remove() }
        #expect(try pdf.qpdfCheck().status == 0)
        #expect(pdf.pageCount >= 2)
    }

    // MARK: - Tone

    /// With every word the person typed replaced by "note", none of the shaming words appears in any week's PDF.
    @Test(arguments: ["sample-export.json", "uke-nb.json"])
    func everyWeekIsKind(example: String) throws {
        let original = try Self.context(Self.example(example))
        let export = Self.neutral(original.export)
        let figures = Figures(export: export, options: FigureOptions(asOf: original.figures.asOf, weekStart: original.weekStart))
        for language in Language.allCases {
            let context = ReportContext(export: export, figures: figures, localizer: Localizer(language: language), localeIdentifier: original.localeIdentifier)
            let pdf = WeeklyReflectionPDF(context: context, paper: .a4, theme: .light)
            let weeks = WeekJob.allWeeks(context)
            for week in weeks + [weeks.last!.next, weeks.first!.previous] {
                let file = try PDFInspector(try pdf.render(week))
                defer { file.remove() }
                let text = try file.text()
                #expect(SummaryToneTests.shaming(text, language).isEmpty, "\(week.start) \(language): \(SummaryToneTests.shaming(text, language))")
            }
        }
    }

    @Test func theWeeklyWordsHaveNoShamingWords() {
        for (key, entry) in LocalizationTable.entries where key.hasPrefix("week.") {
            #expect(SummaryToneTests.shaming(entry.en, .english).isEmpty, "\(key): \(entry.en)")
            #expect(SummaryToneTests.shaming(entry.nb, .norwegianBokmal).isEmpty, "\(key): \(entry.nb)")
        }
    }

    /// The export with every string the person typed set to "note".
    static func neutral(_ e: Export) -> Export {
        var e = e
        func n(_ s: String?) -> String? { s.map { _ in "note" } }
        for i in e.entries.indices {
            if var m = e.entries[i].morningFocus {
                m.myWhy = n(m.myWhy); m.challengeOther = n(m.challengeOther); m.chosenSwap = n(m.chosenSwap)
                m.commitTo = n(m.commitTo); m.commitFrom = n(m.commitFrom); m.identity = n(m.identity)
                m.careAction = n(m.careAction); m.stressResponse = n(m.stressResponse); m.snackBackup = n(m.snackBackup)
                e.entries[i].morningFocus = m
            }
            if var d = e.entries[i].endOfDay {
                d.feelAboutIt = n(d.feelAboutIt); d.whatGotInTheWay = n(d.whatGotInTheWay); d.whatHelped = n(d.whatHelped)
                d.comfortPull = n(d.comfortPull); d.urgesNoticed = n(d.urgesNoticed); d.smallWinForTomorrow = n(d.smallWinForTomorrow)
                e.entries[i].endOfDay = d
            }
            let other = n(e.entries[i].nightPrep?.other)
            e.entries[i].nightPrep?.other = other
            for p in e.entries[i].prepChecks.indices { e.entries[i].prepChecks[p].title = "note" }
        }
        for u in e.urgeNotes.indices { e.urgeNotes[u].text = n(e.urgeNotes[u].text); e.urgeNotes[u].chosenAction = n(e.urgeNotes[u].chosenAction) }
        for c in e.checkIns.indices { e.checkIns[c].note = n(e.checkIns[c].note) }
        for a in e.achievements.indices { e.achievements[a].name = "note"; e.achievements[a].details = n(e.achievements[a].details) }
        if e.profile != nil { e.profile!.name = "note"; e.profile!.goal = n(e.profile!.goal) }
        return e
    }
}
