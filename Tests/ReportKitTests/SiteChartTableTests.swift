import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The site's charts and their tables: each table is the chart's own data (rows from where the data begins,
/// urge types grouped as the bars stack them), year pages about the year only, and the reading aids of the
/// pages and the feed (previous / next at the bottom, the week's sentence and links in each entry, no
/// sparkline of block characters, table headers that do not break inside a word).
@Suite struct SiteChartTableTests {
    static func job(_ context: ReportContext, pdfs: Bool = false) throws -> SiteJob {
        SiteJob(context: context, options: SiteOptions(pdfs: pdfs, title: nil), templates: try TemplateLibrary.builtIn(), typeSetter: TypeSetter())
    }

    /// The site's files by path.
    static func files(_ job: SiteJob) throws -> [String: String] {
        var out: [String: String] = [:]
        let typeSetter = TypeSetter()
        for unit in 0..<job.unitCount {
            for file in try job.files(unit: unit, typeSetter: typeSetter) where !file.path.hasSuffix(".pdf") {
                out[file.path] = String(decoding: file.bytes, as: UTF8.self)
            }
        }
        return out
    }

    /// A made-up export of `days` days, read as the CLI reads it.
    static func sample(days: Int, seed: UInt64 = 1, locale: String = "en-US") throws -> ReportContext {
        let file = Scratch.root.appendingPathComponent("site-charts-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(SampleExport(days: days, seed: seed, localeIdentifier: locale).json().utf8).write(to: file)
        return try ReportContext.load(LoadRequest(path: file.path))
    }

    /// The rows of every table on a page: each row's header and cells, as text.
    static func tables(_ page: String) -> [[[String]]] {
        page.components(separatedBy: "<table>").dropFirst().map { table in
            let body = table.components(separatedBy: "</table>")[0]
            return body.components(separatedBy: "<tr>").dropFirst().map { row in
                let cells = row.components(separatedBy: "</tr>")[0]
                    .replacingOccurrences(of: "</th>", with: "\u{1}").replacingOccurrences(of: "</td>", with: "\u{1}")
                return cells.components(separatedBy: "\u{1}").dropLast().map { HTMLText($0).text.trimmingCharacters(in: .whitespaces) }
            }
        }
    }

    static func descriptions(_ page: String) -> [String] {
        page.components(separatedBy: "<desc").dropFirst().map { HTMLText("<p" + $0.components(separatedBy: "</desc>")[0] + "</p>").text }
    }

    // MARK: - Item 1: a table is its chart's data

    @Test func everyTableOfTheIndexIsItsChartsData() throws {
        let context = try Fixtures.context("sample-export.json")
        let builder = SiteBuilder(context: context, options: SiteOptions(pdfs: false, title: nil), templates: nil)
        let page = try builder.indexPage(TypeSetter())
        let latest = context.week(.latest)
        let asOf = context.figures.asOf
        let kinds: [(ChartKind, ChartOptions)] = [
            (.rings, ChartOptions(context: context, week: latest)),
            (.heatmap, ChartOptions(context: context, week: latest, weeks: 53)),
            (.trend, ChartOptions(context: context, week: context.figures.week(holding: asOf), days: max(30, min(365, asOf - context.figures.firstCheckInDay! + 8)))),
            (.urges, ChartOptions(context: context, week: latest, weeks: 53)),
        ]
        #expect(page.charts.count == kinds.count)
        for (i, (kind, options)) in kinds.enumerated() {
            // The trend draws a point a day; its table keeps a row a week, cut by the week start.
            let rows = ChartRenderer.weekData(kind, figures: context.figures, options: options).rows
            #expect(page.charts[i].columns == ChartRenderer.weekData(kind, figures: context.figures, options: options).columns)
            #expect(page.charts[i].rows.map(\.label) == rows.map(\.label), "\(kind)")
            #expect(page.charts[i].rows.map(\.cells) == rows.map(\.cells), "\(kind)")
        }
        // The rings' table says what the rings say ("1 of 1 day so far"), not a week of 7.
        #expect(page.charts[0].rows[0].cells == ["1 of 1 day so far"])
    }

    /// Issue 35: the score table's weeks are the person's weeks. In a Sunday-start locale it gave "October 18, 2026 |
    /// 43" (a Monday-week value on a Sunday) where the summary's week list gave "October 18–24, 2026: 70 (7 of 10)".
    @Test(arguments: WeekStart.allCases)
    func theScoreTableFollowsTheWeekStart(_ weekStart: WeekStart) throws {
        let base = try Fixtures.context("sample-export.json")
        let figures = Figures(export: base.export, options: FigureOptions(weekStart: weekStart))
        let context = ReportContext(export: base.export, figures: figures, localizer: base.localizer, localeIdentifier: "en-US")
        let page = try SiteBuilder(context: context, options: SiteOptions(pdfs: false, title: nil), templates: nil).indexPage(TypeSetter())
        let trend = try #require(page.charts.first { $0.columns.contains("Score") })
        #expect(trend.columns.first == "Week")
        // Each label is one of the person's weeks, beginning on the week start.
        let weeks = Set(figures.weeks.map { context.localizer.dateRange($0.week.start, $0.week.end) })
        for row in trend.rows { #expect(weeks.contains(row.label), "\(weekStart): \(row.label)") }
        let summary = try Fixtures.summary(context, SummaryPeriod(week: context.week(.latest)), format: .markdown, templates: Fixtures.templates)
        // "- October 18–24, 2026: 70 (7 of 10 check-ins in the 14 days up to Sat, Oct 24 were completed sessions)"
        let row = #/^- (.+): (\d+) \((\d+) of (\d+) check-ins? in the 14 days up to .+ (?:was a completed session|were completed sessions)\)$/#
        let listed = summary.split(separator: "\n").compactMap { line -> String? in
            guard let m = String(line).wholeMatch(of: row) else { return nil }
            return "\(m.1): \(m.2) (\(m.3) of \(m.4))"
        }
        #expect(!listed.isEmpty)
        let tabled = Set(trend.rows.filter { $0.cells.count == 3 && $0.cells[0] != "–" }.map { "\($0.label): \($0.cells[0]) (\($0.cells[1]) of \($0.cells[2]))" })
        for line in listed { #expect(tabled.contains(line), "\(weekStart): \(line) not in \(tabled.sorted())") }
    }

    @Test func theHeatmapTableStartsWhereTheDataStartsAndAddsUpToItsChart() throws {
        let context = try Fixtures.context("sample-export.json")
        let options = ChartOptions(context: context, week: context.week(.latest), weeks: 53)
        let data = ChartRenderer.data(.heatmap, figures: context.figures, options: options)
        // 84 days: 13 or 14 weeks, not 53 with 40 of them "0".
        #expect(data.rows.count <= 14)
        let first = try #require(data.rows.first)
        #expect(first.numbers.first.map { $0 > 0 } == true, "\(first)")
        #expect(!data.rows.contains { $0.numbers.isEmpty == false && $0.numbers[1] == 0 })
        let alt = ChartRenderer.alt(.heatmap, figures: context.figures, options: options).description
        #expect(alt.contains("Showed up \(data.total(0)) of \(data.total(1)) days"), "\(alt)")
    }

    @Test func weeksBeforeTheStartAreMarkedNotCountedAsZeros() throws {
        let context = try Self.sample(days: 9)
        let options = ChartOptions(context: context, week: context.week(.latest), weeks: 12)
        let data = ChartRenderer.data(.heatmap, figures: context.figures, options: options)
        // The chart draws four weeks; the weeks before the first day are one row that says so.
        #expect(StreakHeatmap(figures: context.figures, options: options).window.weekCount == 4)
        let before = data.rows.filter(\.numbers.isEmpty)
        #expect(before.count == 1 && before[0].cells[0] == "Before you started", "\(data.rows)")
        #expect(data.rows.first == before.first)
        #expect(!data.rows.contains { $0.cells == ["0", "0"] })
    }

    @Test func theUrgeTableGroupsNewerTypesAsTheChartDoes() throws {
        var context = try Fixtures.context("sample-export.json")
        var export = context.export
        for i in export.urgeNotes.indices where i % 3 == 0 { export.urgeNotes[i].type = UrgeType(rawValue: "boredom") }
        let figures = Figures(export: export, options: FigureOptions(weekStart: context.weekStart))
        context = ReportContext(export: export, figures: figures, localizer: context.localizer, localeIdentifier: "en-US")
        let options = ChartOptions(context: context, week: context.week(.latest), weeks: 12)
        let data = ChartRenderer.data(.urges, figures: figures, options: options)
        // "Other / not sure" holds the newer type, and each row's cells add up to its total.
        #expect(data.columns.last == "All" && data.columns.contains("Other / not sure"))
        for row in data.rows where !row.numbers.isEmpty {
            #expect(row.numbers.dropLast().reduce(0, +) == row.numbers.last!, "\(row)")
        }
        let alt = ChartRenderer.alt(.urges, figures: figures, options: options).description
        #expect(alt.hasPrefix("\(data.total(data.columns.count - 2)) urge notes"), "\(alt)")
        let other = data.columns.firstIndex(of: "Other / not sure")! - 1
        #expect(alt.contains("\(data.total(other)) other / not sure"), "\(alt)")
    }

    @Test func theIndexUrgeTileCountsTheNotesOfTheChartBesideIt() throws {
        let page = try Self.files(Self.job(try Fixtures.context("sample-export.json")))["index.html"]!
        let tile = try #require(page.components(separatedBy: "<dt>Urge notes</dt><dd>").dropFirst().first?.prefix { $0.isNumber })
        let urges = try #require(Self.descriptions(page).first { $0.contains("urge notes") })
        #expect(urges.hasPrefix("\(tile) urge notes"), "tile \(tile), chart: \(urges)")
    }

    // MARK: - Item 2: a year page is about its year

    @Test func aYearPageCoversJanuaryToDecemberAndSaysNothingCurrent() throws {
        let context = try Self.sample(days: 500)
        let files = try Self.files(Self.job(context))
        let past = try #require(files["years/2025.html"])
        let descriptions = Self.descriptions(past)
        // The year's calendar: January to December, its days counted as the tile counts them.
        let calendar = try #require(descriptions.first { $0.contains("You showed up on") })
        #expect(past.contains("January 1 – December 31, 2025"))
        #expect(!past.contains("2024") && !past.contains("January 1, 2026") && !past.contains("current streak"))
        let tile = try #require(past.components(separatedBy: "<dt>Days you showed up</dt><dd>").dropFirst().first?.prefix { $0.isNumber })
        #expect(calendar.contains("on \(tile) of"), "tile \(tile): \(calendar)")
        // The urge chart's totals are the year's, and its tile agrees.
        let urges = try #require(descriptions.first { $0.contains("urge notes in 2025") })
        let urgeTile = try #require(past.components(separatedBy: "<dt>Urge notes</dt><dd>").dropFirst().first?.prefix { $0.isNumber })
        #expect(urges.hasPrefix("\(urgeTile) urge notes in 2025"), "\(urges)")
        #expect(past.contains("notes in 2025"))
        // The charts name no month or day of another year (the last week runs into January 2026).
        let pictures = past.components(separatedBy: "<svg").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        #expect(pictures.count >= 4)
        for picture in pictures { #expect(!picture.contains(">Jan</text>") && !picture.contains(">Jan "), "\(picture.prefix(120))") }
        // The year under way begins on January 1 and may speak of now.
        let current = try #require(files["years/2026.html"])
        #expect(Self.descriptions(current).contains { $0.contains("January 1 – November") })
        #expect(current.contains("January 1 – December 31, 2026"))
    }

    // MARK: - Item 3: reading aids

    @Test func weekAndYearPagesEndWithTheWayToTheNextAndTheOneBefore() throws {
        let files = try Self.files(Self.job(try Self.sample(days: 500)))
        for path in ["weeks/2026-W10.html", "years/2025.html", "years/2026.html"] {
            let page = try #require(files[path])
            let tail = try #require(page.components(separatedBy: "</section>").last)
            #expect(tail.contains("<nav class=\"pager\""), "\(path)")
            #expect(tail.contains("rel=\"prev\"") || tail.contains("rel=\"next\""), "\(path)")
        }
        #expect(files["years/2025.html"]!.contains("<a href=\"2026.html\" rel=\"next\">Year after: 2026</a>"))
        let week = files["weeks/2026-W10.html"]!.components(separatedBy: "</section>").last!
        #expect(week.contains("rel=\"prev\"") && week.contains("rel=\"next\""))
    }

    @Test func eachFeedEntryCarriesTheWeeksSentenceAndLinksToItsPageAndPDF() throws {
        let context = try Fixtures.context("sample-export.json")
        let job = try Self.job(context, pdfs: true)
        let feed = try #require(try job.files(unit: 0, typeSetter: TypeSetter()).first { $0.path == "feed.xml" })
        let text = String(decoding: feed.bytes, as: UTF8.self)
        let entries = text.components(separatedBy: "<entry>").dropFirst()
        #expect(entries.count == job.weeks.count)
        let summaries = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer, style: .plain)
        for (entry, week) in zip(entries, job.weeks.reversed()) {
            let path = SiteBuilder.weekPath(week)
            let sentence = summaries.view(for: SummaryPeriod(week: week)).headline.showedUp
            #expect(entry.contains("\(MarkupEscaping.escape(sentence))</summary>"), "\(entry)")
            #expect(entry.contains("<link rel=\"enclosure\" type=\"application/pdf\" href=\"\(path).pdf\"/>"))
            #expect(entry.contains("&lt;a href=&quot;\(path).html&quot;&gt;") && entry.contains("&lt;a href=&quot;\(path).pdf&quot;"))
            #expect(!entry.contains("of 7 days in the week of"))
        }
    }

    @Test func noSparklineOfBlockCharactersOnTheSite() throws {
        let files = try Self.files(Self.job(try Fixtures.context("sample-export.json")))
        #expect(files.keys.filter { $0.hasPrefix("weeks/") }.count > 5)
        for (path, page) in files {
            #expect(!Sparkline.bars.contains { page.contains($0) }, "\(path)")
        }
    }

    /// A chart comes twice (a phone's layout and a wide one) or, when the phone's layout is the wide one with larger
    /// labels (a week's heatmap), once, laid out for the phone: either way a phone shows labels of 11 px or more.
    @Test func everyChartHasAPhoneLayoutWithLabelsOfElevenPixelsOrMore() throws {
        for context in [try Fixtures.context("sample-export.json"), try Self.sample(days: 500, locale: "nb-NO")] {
            let files = try Self.files(Self.job(context))
            let pages = files.filter { $0.key.hasSuffix(".html") && ($0.key.hasPrefix("years/") || $0.key == "index.html" || $0.key.hasSuffix("W47.html")) }
            #expect(pages.count >= 2)
            for (path, page) in pages {
                let charts = page.components(separatedBy: "<figure class=\"chart\">").dropFirst()
                #expect(!charts.isEmpty, "\(path)")
                for chart in charts {
                    let twice = chart.contains("<div class=\"phone\">")
                    #expect(twice == chart.contains("<div class=\"wide\">"), "\(path)")
                    let phone = try #require(twice
                        ? chart.components(separatedBy: "<div class=\"phone\">").dropFirst().first?.components(separatedBy: "</div>").first
                        : chart.components(separatedBy: "<details>").first)
                    #expect(phone.components(separatedBy: "<svg").count == 2, "\(path)")
                    let width = try #require(phone.components(separatedBy: "width=\"").dropFirst().first?.prefix { $0 != "\"" })
                    #expect(Double(width)! <= 358, "\(path): \(width)")
                    let sizes = phone.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
                    #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 11 }, "\(path): \(sizes.min() ?? 0)")
                }
            }
        }
        // A week's charts are drawn once, for the phone's column; the index's 53 weeks, in bands on a phone, twice.
        let files = try Self.files(Self.job(try Fixtures.context("sample-export.json")))
        let week = try #require(files.first { $0.key.hasPrefix("weeks/") && $0.key.hasSuffix(".html") }?.value)
        #expect(week.components(separatedBy: "aria-labelledby=\"w-heatmap-title").count == 2 && !week.contains("w-p-heatmap"))
        #expect(week.components(separatedBy: "aria-labelledby=\"w-rings-title").count == 2 && !week.contains("w-p-rings"))
        #expect(!week.contains("<div class=\"wide\">"))
        #expect(try #require(files["index.html"]).contains("i-p-heatmap-title"))
        // Below 36rem the phone's picture is the one shown.
        let css = try Self.job(try Fixtures.context("sample-export.json")).builder.style().css(templates: nil)
        #expect(css.contains("@media (max-width: 36rem) {\n.chart .phone { display: block; }\n.chart .wide { display: none; }"))
    }

    @Test func tableHeadersBreakOnlyBetweenWords() throws {
        let css = try Self.job(try Fixtures.context("sample-export.json")).builder.style().css(templates: nil)
        // The body lets a long note break anywhere; a header must not inherit that.
        #expect(css.contains("overflow-wrap: anywhere"))
        let th = try #require(css.components(separatedBy: "\nth {").dropFirst().first?.components(separatedBy: "}").first)
        #expect(th.contains("overflow-wrap: normal") && th.contains("hyphens: manual"))
    }
}
