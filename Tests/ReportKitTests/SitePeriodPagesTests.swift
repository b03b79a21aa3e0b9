import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The site's month pages and its year pages as the year's reflection (issue 24): a year page covers exactly its
/// calendar year, a month page exists for each month with something logged and for no other, the pages link
/// each other, and they hold no typed word at the site's default level.
@Suite struct SitePeriodPagesTests {
    /// The sample of 500 days (July 2025 – November 2026), with nothing at all logged in March 2026.
    static func withQuietMarch() throws -> ReportContext {
        let sample = try SiteChartTableTests.sample(days: 500)
        var export = sample.export
        let march = CalendarPeriod(.month, holding: Day.iso("2026-03-01"))
        export.entries.removeAll { march.contains($0.day) }
        export.checkIns.removeAll { march.contains($0.day) }
        export.urgeNotes.removeAll { march.contains($0.at.day) }
        let figures = Figures(export: export, options: FigureOptions(weekStart: sample.weekStart))
        return ReportContext(export: export, figures: figures, localizer: sample.localizer, localeIdentifier: "en-US")
    }

    @Test func aYearPageCoversItsCalendarYearFromJanuaryFirstToDecemberThirtyFirst() throws {
        let context = try SiteChartTableTests.sample(days: 500)
        let builder = SiteBuilder(context: context, options: SiteOptions(pdfs: true), templates: nil)
        let words = context.localizer
        let story = Story(context: context)
        #expect(builder.years == [2025, 2026])
        for year in builder.years {
            let first = Day(year: year, month: 1, day: 1)!, last = Day(year: year, month: 12, day: 31)!
            let page = try builder.yearPage(year, TypeSetter())
            #expect(page.subtitle == words.dateRange(first, last), "\(year)")
            // Its sentences are those of the period January 1 – December 31, clipped to the records by the figures.
            #expect(page.statements.first == story.showedUp(context.figures.period(from: first, to: last)).text, "\(year)")
            // Twelve month calendars, January to December, and no month of another year.
            let calendar = try #require(page.charts.first)
            #expect(calendar.svg.html.contains(">January \(year)<"), "\(year)")
            #expect(calendar.svg.html.contains(">December<") && !calendar.svg.html.contains(">\(year - 1)") && !calendar.svg.html.contains("\(year + 1)<"))
            // Its table counts the year's days only: the same days shown up as the sentences.
            let showed = calendar.rows.compactMap { Int($0.cells.first ?? "") }.reduce(0, +)
            #expect(showed == context.figures.period(from: first, to: last).showedUp, "\(year)")
            #expect(page.pdf?.href == "\(year).pdf")
        }
        // The year before the records began marks the days before the start, and says so in its key.
        let before = try builder.yearPage(2025, TypeSetter()).charts[0].svg.html
        #expect(before.contains(words("chart.legend.outside")))
    }

    /// An export within one calendar year (the 84-day sample, August – November 2026) has that year's page, its
    /// PDF and card, linked from the index and from the months; the index still lists every week.
    @Test func anExportWithinOneYearHasThatYearsPage() throws {
        let context = try SiteChartTableTests.sample(days: 84)
        let job = try SiteChartTableTests.job(context, pdfs: true)
        #expect(job.years == [2026])
        #expect(job.paths.contains("years/2026.html") && job.paths.contains("years/2026.pdf") && job.paths.contains("years/2026-card.png"))
        let files = try SiteChartTableTests.files(job)
        let index = try #require(files["index.html"])
        #expect(index.contains("href=\"years/2026.html\""))
        #expect(job.weeks.allSatisfy { index.contains("href=\"weeks/\($0.isoWeek).html\"") })
        #expect(files["months/2026-10.html"]!.contains("<a href=\"../years/2026.html\" rel=\"up\">All of 2026</a>"))
        #expect(files["years/2026.html"]!.contains("../weeks/2026-W44.html"))
    }

    @Test func monthPagesExistForEveryMonthWithSomethingLoggedAndNoneWithout() throws {
        let context = try Self.withQuietMarch()
        let job = try SiteChartTableTests.job(context, pdfs: true)
        let logged = Set(context.export.entries.map { CalendarPeriod(.month, holding: $0.day).description })
        #expect(logged.count == 16 && !logged.contains("2026-03"))
        let monthPages = Set(job.paths.filter { $0.hasPrefix("months/") })
        #expect(monthPages == Set(logged.map { "months/\($0).html" }))
        let files = try SiteChartTableTests.files(job)
        #expect(Set(files.keys.filter { $0.hasPrefix("months/") }) == monthPages)
        // The months beside the quiet one lead past it, and each month leads up to its year.
        let february = try #require(files["months/2026-02.html"])
        #expect(february.contains("<a href=\"2026-04.html\" rel=\"next\">Month after: April 2026</a>"))
        #expect(february.contains("<a href=\"../years/2026.html\" rel=\"up\">All of 2026</a>"))
        // The year lists its months, each linked; the index links the latest one.
        let year = try #require(files["years/2026.html"])
        #expect(year.contains("<a href=\"../months/2026-02.html\">February</a>") && !year.contains("months/2026-03"))
        #expect(files["index.html"]!.contains("<a href=\"months/2026-11.html\">November 2026</a>"))
        // A month's page lists the weeks that have a day in it (weeks from Sunday: November 1 begins week 45).
        let november = try #require(files["months/2026-11.html"])
        #expect(november.contains("../weeks/2026-W47.html") && november.contains("../weeks/2026-W45.html"))
        #expect(!november.contains("../weeks/2026-W44.html"))
        #expect(files["months/2026-10.html"]!.contains("../weeks/2026-W44.html"))
        // And the year's PDF is written, with the year's own dates on its cover, and its card beside it.
        // (The years are the units after the index: the largest first.)
        let pdfs = try job.files(unit: job.years.count, typeSetter: TypeSetter())
        #expect(pdfs.map(\.path) == ["years/2026.pdf", "years/2026-card.png"])
        #expect(year.contains("href=\"2026-card.png\""))
        let text = try PDFInspector(pdfs[0].bytes)
        defer { text.remove() }
        #expect(try text.text().contains("January 1 – December 31, 2026"))
    }

    @Test func monthAndYearPagesHoldNoTypedWordsAtTheSitesDefaultLevel() throws {
        let marked = try RedactionTests.marked(try SiteChartTableTests.sample(days: 500).export)
        // The check can fail: at full the person's words are on the pages (the week pages).
        let full = try SiteTests.everything(SiteTests.job(SiteTests.context(marked.export, .full)))
        #expect(marked.typed.contains(where: RedactionTests.markers(in: full).contains))
        let job = try SiteTests.job(SiteTests.context(marked.export, .summary), pdfs: true)
        #expect(!job.years.isEmpty && !job.builder.months.isEmpty)
        var pages = ""
        for unit in Array(job.yearUnits) + Array(job.monthUnits) {
            for file in try job.files(unit: unit, typeSetter: TypeSetter()) {
                if file.path.hasSuffix(".pdf") {
                    let pdf = try PDFInspector(file.bytes)
                    defer { pdf.remove() }
                    pages += try pdf.text()
                } else {
                    pages += String(decoding: file.bytes, as: UTF8.self)
                }
            }
        }
        pages += try job.files(unit: 0, typeSetter: TypeSetter()).map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(pages.contains("months/2026-11.html") && pages.contains("January 1 – December 31, 2025"))
        let leaked = marked.typed.filter(RedactionTests.markers(in: pages).contains)
        #expect(leaked.isEmpty, "\(leaked.prefix(5))")
    }
}
