import Foundation

/// How the site is made: what `coach-report site` takes besides the export.
public struct SiteOptions: Sendable {
    /// Write each week's PDF beside its page.
    public var pdfs: Bool
    /// Let search engines index the site (no `noindex`, no `robots.txt`).
    public var isPublic: Bool
    /// The site's name; nil: the person's name ("Ada's progress"), or "Progress" at `counts`.
    public var title: String?
    /// Where the site will live (`https://example.org/me/`), for the feed's absolute links and ids.
    public var baseURL: String?
    /// The paper of the PDFs; nil: from the locale.
    public var paper: Paper?

    public init(pdfs: Bool = true, isPublic: Bool = false, title: String? = nil, baseURL: String? = nil, paper: Paper? = nil) {
        self.pdfs = pdfs; self.isPublic = isPublic; self.title = title; self.baseURL = baseURL; self.paper = paper
    }
}

/// The progress site: `index.html`, a page per week with something logged (`weeks/2026-W47.html`, and its
/// PDF), a page per year for more than a year of data (`years/2026.html`), `feed.xml`, `style.css` and,
/// unless public, `robots.txt`. Unit 0 makes the pages that look at every week; each further unit one week,
/// so the runner makes the week pages and their PDFs on every core.
///
/// Every page is rendered from `site-page.html.mustache` through the format table's HTML writer, the feed
/// through its Atom writer; the charts are the same scenes the other outputs draw, written inline by the SVG
/// writer with the palette as CSS custom properties, so one chart serves the light and the dark page.
public struct SiteJob: Job {
    public let context: ReportContext
    public let options: SiteOptions
    /// The weeks with a page, oldest first.
    public let weeks: [Week]
    /// The years with a page, oldest first; empty for a year of data or less.
    public let years: [Int]
    let settings: WriterSettings
    let summaries: SummaryBuilder
    let pdf: WeeklyReflectionPDF?
    let words: Localizer
    let level: Redaction

    /// The file a rebuild reads to know which files the site made.
    public static let manifestName = ".coach-report-site"
    /// How many weeks the index lists when the years have pages of their own.
    static let latestWeeks = 12

    public init(context: ReportContext, options: SiteOptions, templates: TemplateLibrary, typeSetter: TypeSetter) {
        self.context = context
        self.options = options
        weeks = context.figures.weeksWithData.map(\.week)
        let figures = context.figures
        if let first = figures.firstDay, let last = figures.lastDay, last - first >= 366 {
            years = Array(Set(weeks.map { $0.isoWeek.year })).sorted()
        } else {
            years = []
        }
        settings = WriterSettings(svg: .inline(idPrefix: "", palette: .light), templates: templates)
        summaries = SummaryBuilder(export: context.export, figures: context.figures, localizer: context.localizer)
        pdf = options.pdfs
            ? WeeklyReflectionPDF(
                context: context, paper: options.paper ?? Paper.forLocale(context.localeIdentifier), theme: .light, typeSetter: typeSetter)
            : nil
        words = context.localizer
        level = context.export.redaction
    }

    /// The fonts the pages' charts and the PDFs use, to make ready while the export is read.
    public static let fonts = WeekJob.fonts + ChartRenderer.fonts
    public static let emojiStyle = WeekJob.emojiStyle

    public var unitCount: Int { 1 + weeks.count }

    public func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        if index == 0 { return try siteFiles(typeSetter) }
        return try weekFiles(index - 1, typeSetter)
    }

    /// Every path the site writes, sorted: what the manifest lists.
    public var paths: [String] {
        var all = ["index.html", "feed.xml", "style.css"]
        if !options.isPublic { all.append("robots.txt") }
        for week in weeks {
            all.append(Self.weekPath(week) + ".html")
            if options.pdfs { all.append(Self.weekPath(week) + ".pdf") }
        }
        all += years.map { "years/\($0).html" }
        return all.sorted()
    }

    static func weekPath(_ week: Week) -> String { "weeks/\(week.isoWeek)" }

    // MARK: - The pages that look at every week

    func siteFiles(_ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        var files: [OutputFile] = []
        let html = OutputFormat.html.writer(settings)
        files.append(OutputFile(path: "index.html", bytes: try html.write(.sitePage(indexPage(typeSetter)))))
        for year in years {
            files.append(OutputFile(path: "years/\(year).html", bytes: try html.write(.sitePage(yearPage(year, typeSetter)))))
        }
        files.append(OutputFile(path: "feed.xml", bytes: try OutputFormat.atom.writer(settings).write(.feed(feed()))))
        let style = SiteStyleView(light: SVGOptions.customProperties(.light), dark: SVGOptions.customProperties(.dark))
        files.append(OutputFile(path: "style.css", text: try SiteTemplates.render("site-style.css", style, templates: settings.templates)))
        if !options.isPublic { files.append(OutputFile(path: "robots.txt", text: "User-agent: *\nDisallow: /\n")) }
        return files
    }

    var siteTitle: String {
        if let title = options.title, !title.isEmpty { return title }
        if let name = context.export.profile?.name.shown { return words("site.title.named", name) }
        return words("site.title.neutral")
    }

    func page(title: String, root: String) -> SitePageView {
        SitePageView(
            language: words.language.rawValue, title: title, siteTitle: siteTitle, root: root, noindex: !options.isPublic,
            skip: words("site.skip"), navLabel: words("site.nav"), nav: [], privacy: words("site.privacy.\(level.rawValue)"),
            madeBy: words("site.madeBy"), feedLabel: words("site.feed"))
    }

    func indexPage(_ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let figures = context.figures
        var page = page(title: siteTitle, root: "")
        page.heading = siteTitle
        page.goal = context.export.profile?.goal.shown.map { words("site.goal", $0) }
        let asOf = figures.asOf
        let all = figures.period(from: figures.firstDay ?? asOf, to: asOf)
        page.numbersHeading = words("site.numbers")
        page.numbers = [
            SiteNumber(value: String(all.showedUp), label: words("site.number.showedUp")),
            SiteNumber(value: String(all.currentStreak), label: words("site.number.current")),
            SiteNumber(value: String(all.longestStreak), label: words("site.number.longest")),
            SiteNumber(value: String(all.comebacksToDate), label: words("site.number.comebacks")),
        ]
        var notes = [words("site.asOf", words.longDate(asOf))]
        if figures.firstCheckInDay != nil {
            let score = all.discipline
            page.numbers.append(SiteNumber(value: score.score.map(String.init) ?? words("score.none"), label: words("site.number.discipline")))
            notes.append(score.score == nil
                ? words("site.discipline.none", words.longDate(asOf))
                : words("site.discipline.behind", words.longDate(asOf), score.completed, score.checkIns))
        }
        if !context.export.urgeNotes.isEmpty {
            page.numbers.append(SiteNumber(value: String(all.urgeCount), label: words("site.number.urges")))
        }
        page.numbersNote = notes.joined(separator: " ")
        let latest = context.week(.latest)
        // The trend covers the last year, or the check-ins' own days when they began less than a year ago.
        let trendDays = figures.firstCheckInDay.map { max(30, min(365, asOf - $0 + 8)) } ?? 365
        page.chartsHeading = words("site.charts")
        page.charts = try charts(
            [(.rings, ChartOptions(context: context, week: latest)),
             (.heatmap, ChartOptions(context: context, week: latest, weeks: 53)),
             (.trend, ChartOptions(context: context, week: figures.week(holding: asOf), days: trendDays)),
             (.urges, ChartOptions(context: context, week: latest, weeks: 12))],
            prefix: "i-", typeSetter)
        if !years.isEmpty, let i = page.charts.firstIndex(where: { $0.svg.contains("id=\"i-heatmap-title\"") }) {
            // More than a year: every day of every year, a row of months per year, instead of the last 53 weeks.
            page.charts[i] = try yearsInPixels(ChartOptions(context: context, week: latest), typeSetter)
        }
        let milestones = figures.milestones.filter { $0.day <= asOf }.suffix(5).reversed()
        if !milestones.isEmpty {
            page.milestonesHeading = words("site.milestones")
            page.milestones = milestones.map(milestone)
        }
        if years.isEmpty {
            page.weeksHeading = words("site.weeks")
            page.weeks = weeks.reversed().map { weekItem($0, root: "") }
        } else {
            page.weeksHeading = words("site.weeks.latest")
            page.weeks = weeks.suffix(Self.latestWeeks).reversed().map { weekItem($0, root: "") }
            page.moreWeeks = words("site.weeks.more")
            page.yearsHeading = words("site.years")
            page.years = years.reversed().map { year in
                SiteLink(label: String(year), href: "years/\(year).html", rel: nil, note: words("site.year.showedUp", yearFigures(year).showedUp))
            }
        }
        return page
    }

    func yearFigures(_ year: Int) -> PeriodFigures {
        let yearWeeks = weeks.filter { $0.isoWeek.year == year }
        return context.figures.period(from: yearWeeks.first!.start, to: yearWeeks.last!.end)
    }

    func yearPage(_ year: Int, _ typeSetter: TypeSetter) throws(ReportError) -> SitePageView {
        let yearWeeks = weeks.filter { $0.isoWeek.year == year }
        var page = page(title: words("site.year.pageTitle", String(year), siteTitle), root: "../")
        page.heading = String(year)
        page.nav = [SiteLink(label: words("site.nav.home"), href: "../index.html", rel: "up")]
        let figures = yearFigures(year)
        page.numbersHeading = words("site.numbers.year")
        page.numbers = [
            SiteNumber(value: String(figures.showedUp), label: words("site.number.showedUp")),
            SiteNumber(value: String(figures.comebacks), label: words("site.number.comebacks")),
            SiteNumber(value: String(yearWeeks.count), label: words("site.number.weeks")),
        ]
        if !context.export.urgeNotes.isEmpty {
            page.numbers.append(SiteNumber(value: String(figures.urgeCount), label: words("site.number.urges")))
        }
        let last = yearWeeks.last!
        page.chartsHeading = words("site.charts")
        page.charts = try charts(
            [(.heatmap, ChartOptions(context: context, week: last, weeks: 53)),
             (.urges, ChartOptions(context: context, week: last, weeks: 53))],
            prefix: "y-", typeSetter)
        page.weeksHeading = words("site.weeks")
        page.weeks = yearWeeks.reversed().map { weekItem($0, root: "../") }
        return page
    }

    func milestone(_ m: Milestone) -> String {
        let day = words.longDate(m.day)
        switch m.kind {
        case .streak(let n): return words("summary.milestone.streak", day, words.plural("days", n))
        case .fullMorningFocusWeek: return words("summary.milestone.fullMorningFocusWeek", day)
        case .consistencyWeek: return words("summary.milestone.consistencyWeek", day)
        }
    }

    func weekTitle(_ week: Week) -> String { words("site.week.title", week.isoWeek.week, week.isoWeek.year) }

    func weekItem(_ week: Week, root: String) -> SiteWeekItem {
        let shown = context.figures.figures(for: week).showedUp
        let path = root + Self.weekPath(week)
        return SiteWeekItem(
            title: weekTitle(week), dates: words.dateRange(week.start, week.end), href: path + ".html",
            showedUp: words("site.week.showedUp", shown), arc: compact(Double(shown) * 100 / 7),
            pdf: options.pdfs ? SiteLink(label: words("site.week.pdf"), href: path + ".pdf", rel: nil, note: nil) : nil)
    }

    // MARK: - The feed

    func feed() -> SiteFeedView {
        let base = options.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        // Stable ids: the week's address when the site has one, else a tag URI of the first day of the records.
        let key = context.figures.firstDay?.iso ?? context.figures.asOf.iso
        func id(_ path: String) -> String { base.map { $0 + path } ?? "tag:coach-report,2026:\(key)/\(path)" }
        func stamp(_ day: Day) -> String { day.iso + "T00:00:00Z" }
        let entries = weeks.reversed().map { week in
            let path = Self.weekPath(week) + ".html"
            return SiteFeedEntry(
                title: weekTitle(week), id: id(path), updated: stamp(min(week.end, context.figures.asOf)),
                href: (base ?? "") + path,
                summary: words("site.feed.entry", context.figures.figures(for: week).showedUp, words.dateRange(week.start, week.end)))
        }
        return SiteFeedView(
            language: words.language.rawValue, title: siteTitle, id: id(""),
            updated: entries.first?.updated ?? stamp(context.figures.asOf),
            author: context.export.profile?.name.shown ?? siteTitle, selfHref: (base ?? "") + "feed.xml",
            home: (base ?? "") + "index.html", entries: entries)
    }

    // MARK: - A week

    func weekFiles(_ index: Int, _ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let week = weeks[index]
        let path = Self.weekPath(week)
        var page = page(title: weekTitle(week) + " · " + siteTitle, root: "../")
        let markdown = try MarkdownWriter(templates: settings.templates).markdown(summaries.view(for: SummaryPeriod(week: week)))
        page.summaryHTML = try CommonMark.html(markdown)
        var nav: [SiteLink] = []
        if index > 0 {
            let before = weeks[index - 1]
            nav.append(SiteLink(label: words("site.nav.previous", weekTitle(before)), href: "\(before.isoWeek).html", rel: "prev"))
        }
        if years.isEmpty {
            nav.append(SiteLink(label: words("site.nav.home"), href: "../index.html", rel: "up"))
        } else {
            let year = week.isoWeek.year
            nav.append(SiteLink(label: words("site.nav.year", String(year)), href: "../years/\(year).html", rel: "up"))
        }
        if index + 1 < weeks.count {
            let after = weeks[index + 1]
            nav.append(SiteLink(label: words("site.nav.next", weekTitle(after)), href: "\(after.isoWeek).html", rel: "next"))
        }
        page.nav = nav
        if options.pdfs {
            page.pdf = SiteLink(label: words("site.week.pdf.long"), href: "\(week.isoWeek).pdf", rel: nil, note: nil)
        }
        page.chartsHeading = words("site.charts.week")
        // The week's own charts: its rings and the twelve weeks up to it. Its urge notes by type and its Discipline
        // Score week by week are in the summary above as text (and drawn in the PDF); drawn again on each of some
        // 500 pages they would double the site's size and the time it takes, to show what the index shows.
        page.charts = try charts(
            [(.rings, ChartOptions(context: context, week: week)),
             (.heatmap, ChartOptions(context: context, week: week, weeks: 12))],
            prefix: "w-", typeSetter)
        var files = [OutputFile(path: path + ".html", bytes: try OutputFormat.html.writer(settings).write(.sitePage(page)))]
        if let pdf { files.append(OutputFile(path: path + ".pdf", bytes: try pdf.withFonts(typeSetter).render(week))) }
        return files
    }

    // MARK: - Charts

    /// The charts that have something to show, inline, each with its numbers as a table.
    func charts(_ wanted: [(ChartKind, ChartOptions)], prefix: String, _ typeSetter: TypeSetter) throws(ReportError) -> [SiteChart] {
        var out: [SiteChart] = []
        for (kind, options) in wanted where WeekJob.charts(context).contains(kind) {
            let scene = ChartRenderer.scene(kind, figures: context.figures, options: options, typeSetter: typeSetter)
            let writer = SVGWriter(options: .inline(idPrefix: prefix + kind.rawValue + "-", palette: .light))
            let svg: String
            do { svg = try writer.string(scene) } catch { throw drawingFailed("The \(kind.rawValue) chart", error) }
            out.append(table(kind, options: options, svg: svg, title: scene.alt.title))
        }
        return out
    }

    func yearsInPixels(_ options: ChartOptions, _ typeSetter: TypeSetter) throws(ReportError) -> SiteChart {
        let chart = YearsInPixels(figures: context.figures, options: options)
        let svg: String
        do { svg = try SVGWriter(options: .inline(idPrefix: "i-years-", palette: .light)).string(chart.scene(typeSetter)) } catch {
            throw drawingFailed("The years chart", error)
        }
        let rows = chart.years.map { year in
            let c = chart.counts(year)
            return SiteRow(label: String(year), cells: [String(c.showed), String(c.possible)])
        }
        return SiteChart(
            svg: svg, tableLabel: words("site.table"), caption: chart.alt().title,
            columns: [words("site.table.year"), words("site.number.showedUp"), words("site.table.recorded")], rows: rows)
    }

    /// The numbers a chart draws, as rows.
    func table(_ kind: ChartKind, options: ChartOptions, svg: String, title: String) -> SiteChart {
        let figures = context.figures
        func weekLabel(_ w: Week) -> String { words.dateRange(w.start, w.end) }
        var columns: [String]
        var rows: [SiteRow]
        switch kind {
        case .rings:
            let w = figures.figures(for: options.week)
            columns = [words("site.table.what"), words("site.table.days")]
            rows = [SiteRow(label: words("chart.rings.showedUp"), cells: [words("site.table.value.ofSeven", w.showedUp)])]
            if figures.hasEntries || figures.firstCheckInDay == nil {
                rows.append(SiteRow(label: words("chart.rings.care"), cells: [words("site.table.value.ofSeven", w.careActionDays)]))
            }
            if w.checkIns > 0 {
                rows.append(SiteRow(label: words("chart.rings.training"), cells: [words("site.table.value.ofPlanned", w.plannedCompleted, w.trainingPlanned)]))
            }
        case .heatmap:
            columns = [words("site.table.week"), words("site.table.showedUp")]
            rows = (0..<options.weeks).reversed().map { n in
                let w = Week(start: options.week.start - 7 * n)
                return SiteRow(label: weekLabel(w), cells: [String(figures.figures(for: w).showedUp)])
            }
        case .trend:
            let end = min(options.week.end, figures.asOf)
            columns = [words("site.table.day"), words("site.table.score"), words("site.table.completed"), words("site.table.checkIns")]
            // One row a week: the score on each week's last day the chart draws.
            let first = end - (options.days - 1)
            rows = stride(from: 0, through: end - first, by: 7).reversed().map { end - $0 }.map { day in
                let s = figures.discipline(on: day)
                return SiteRow(label: words.longDate(day), cells: [s.score.map(String.init) ?? words("score.none"), String(s.completed), String(s.checkIns)])
            }
        case .urges:
            columns = [words("site.table.week")] + UrgeType.known.map { words("urge.\($0.rawValue)") } + [words("site.table.total")]
            rows = (0..<options.weeks).reversed().map { n in
                let w = Week(start: options.week.start - 7 * n)
                let c = figures.figures(for: w).counts
                let byType = c.urges
                return SiteRow(label: weekLabel(w), cells: UrgeType.known.map { String(byType[$0] ?? 0) } + [String(c.urgeCount)])
            }
        }
        return SiteChart(svg: svg, tableLabel: words("site.table"), caption: title, columns: columns, rows: rows)
    }

    // MARK: - The manifest

    /// The manifest of this build: the paths it wrote, one a line.
    public var manifest: OutputFile {
        OutputFile(path: Self.manifestName, text: "# coach-report site: the files this site made; a rebuild removes those it no longer makes.\n"
            + paths.joined(separator: "\n") + "\n")
    }

    /// Makes the site in `folder`: every file (unchanged ones left alone), then the manifest, then removes the
    /// files the last build made that this one does not (only those: a file the person put there stays).
    public func build(into folder: String, runner: JobRunner) throws(ReportError) {
        let previous = Self.readManifest(in: folder)
        try runner.run(self)
        try FolderSink(folder: folder, createsFolders: true).write(manifest)
        let current = Set(paths)
        for stale in previous where !current.contains(stale) {
            let full = folder + "/" + stale
            var info = stat()
            if lstat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(full) }
        }
        for sub in ["weeks", "years"] { rmdir(folder + "/" + sub) }  // only when empty
    }

    /// The paths the last build listed, each a plain relative path inside the folder.
    static func readManifest(in folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/" + manifestName) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("#") && !line.isEmpty && !line.hasPrefix("/")
                && !line.split(separator: "/").contains { $0 == ".." || $0 == "." } && line != manifestName
        }
    }
}
