#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ReportCore
import ReportNative
import ReportRender

/// The progress site: `index.html`, a page per week with something logged (`weeks/2026-W47.html`, and its
/// PDF), a page per month with something logged (`months/2026-11.html`), a page per year for more than a year
/// of data (`years/2026.html`, with the year's PDF), `feed.xml`, `style.css` and, unless public, `robots.txt`.
/// Unit 0 makes the pages that look at every week; each further unit one week, one month, or one year's PDF,
/// so the runner makes them on every core.
///
/// The job only says which files there are: `SiteBuilder` makes each page's view, the format table's HTML
/// writer renders it through `site-page.html.mustache`, its Atom writer the feed. The charts are the scenes
/// the other outputs draw, inline, with the palette as CSS custom properties, so one chart serves the light
/// and the dark page. `build(runner:)` also has the sink write the list of the files the site made, and remove
/// the ones an earlier build listed that this one does not make.
package struct SiteJob: Job {
    package let builder: SiteBuilder
    let settings: WriterSettings
    let pdf: WeeklyReflectionPDF?
    /// The years' reflections (`years/2026.pdf`), made with the weeks' PDFs or not at all.
    let yearPDF: PeriodReflectionPDF?

    package var context: ReportContext { builder.context }
    package var options: SiteOptions { builder.options }
    /// The weeks with a page, oldest first.
    package var weeks: [Week] { builder.weeks }
    /// The years with a page, oldest first: every year with something logged.
    package var years: [Int] { builder.years }

    /// The file a rebuild reads to know which files the site made.
    package static let manifestName = SiteManifest.name

    package init(context: ReportContext, options: SiteOptions, templates: TemplateLibrary, typeSetter: TypeSetter) {
        builder = SiteBuilder(context: context, options: options, templates: templates)
        settings = WriterSettings(templates: templates)
        pdf = options.pdfs
            ? WeeklyReflectionPDF(
                context: context, paper: options.paper ?? Paper.forLocale(context.localeIdentifier), theme: .light, typeSetter: typeSetter)
            : nil
        yearPDF = options.pdfs
            ? PeriodReflectionPDF(
                context: context, paper: options.paper ?? Paper.forLocale(context.localeIdentifier), theme: .light,
                weekLinks: Dictionary(uniqueKeysWithValues: builder.weeks.map { ($0.isoWeek.description, "../" + SiteBuilder.weekPath($0) + ".pdf") }))
            : nil
    }

    /// The fonts the pages' charts and the PDFs use, to make ready while the export is read.
    package static let fonts = PageStyle.fonts + ChartRenderer.fonts
    package static let emojiStyle = PageStyle.body

    /// The index and the years' pages, then a unit a year (its PDF and card), a month, and a week. The largest
    /// units come first, so the cores finish together on small ones rather than one core drawing the last year's
    /// card while the other waits.
    package var unitCount: Int { weekUnits.upperBound }
    /// The units of the years (a PDF and a card each), of the months' pages and of the weeks, in that order.
    package var yearUnits: Range<Int> { 1..<1 + years.count }
    package var monthUnits: Range<Int> { yearUnits.upperBound..<yearUnits.upperBound + builder.months.count }
    package var weekUnits: Range<Int> { monthUnits.upperBound..<monthUnits.upperBound + weeks.count }

    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        if index == 0 { return try siteFiles(typeSetter) }
        if yearUnits.contains(index) { return try yearFiles(years[index - yearUnits.lowerBound], typeSetter) }
        if monthUnits.contains(index) { return try monthFiles(index - monthUnits.lowerBound, typeSetter) }
        return try weekFiles(index - weekUnits.lowerBound, typeSetter)
    }

    /// A week's page is handed on before its PDF is made, so the two are never held at once.
    package func eachFile(unit index: Int, typeSetter: TypeSetter, _ write: (OutputFile) throws(ReportError) -> Void) throws(ReportError) {
        let week = index - weekUnits.lowerBound
        guard week >= 0 else {
            for file in try files(unit: index, typeSetter: typeSetter) { try write(file) }
            return
        }
        try eachWeekFile(week, typeSetter, write)
    }

    /// Every path the site writes, sorted: what the manifest lists.
    package var paths: [String] {
        var all = ["index.html", "feed.xml", "style.css"]
        if !options.isPublic { all.append("robots.txt") }
        for week in weeks {
            all.append(SiteBuilder.weekPath(week) + ".html")
            if options.pdfs { all.append(SiteBuilder.weekPath(week) + ".pdf") }
        }
        all += years.map { "years/\($0).html" }
        all += periodPaths
        return all.sorted()
    }

    /// The pages that look at every week: the index and the years, the feed, the stylesheet, `robots.txt`.
    func siteFiles(_ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        let html = OutputFormat.html.writer(settings)
        var files = [OutputFile(path: "index.html", bytes: try html.write(.sitePage(builder.indexPage(typeSetter))))]
        for year in years {
            files.append(OutputFile(path: "years/\(year).html", bytes: try html.write(.sitePage(builder.yearPage(year, typeSetter)))))
        }
        files.append(OutputFile(path: "feed.xml", bytes: try OutputFormat.atom.writer(settings).write(.feed(builder.feed()))))
        files.append(OutputFile(path: "style.css", text: try builder.style().css(templates: settings.templates)))
        if !options.isPublic { files.append(OutputFile(path: Self.robotsPath, bytes: Self.robots)) }
        return files
    }

    /// A week's page and, unless left out, its PDF.
    func weekFiles(_ index: Int, _ typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        var files: [OutputFile] = []
        try eachWeekFile(index, typeSetter) { files.append($0) }
        return files
    }

    func eachWeekFile(_ index: Int, _ typeSetter: TypeSetter, _ write: (OutputFile) throws(ReportError) -> Void) throws(ReportError) {
        let week = weeks[index]
        let path = SiteBuilder.weekPath(week)
        try write(OutputFile(path: path + ".html", bytes: try OutputFormat.html.writer(settings).write(.sitePage(builder.weekPage(index, typeSetter)))))
        if let pdf { try write(OutputFile(path: path + ".pdf", bytes: try pdf.withFonts(typeSetter).render(week))) }
    }

    /// Makes the site through the runner's sink, keeping its list of the files it wrote (`SiteManifest`): each
    /// file's line is added to the list just before the file is written, so a build stopped half-way (a signal, a
    /// full disk) leaves a list naming everything it wrote, and the next build removes what it no longer makes. A
    /// build that ends well writes the list again with its own files only, then the sink removes the files the
    /// last list names that this build does not make.
    ///
    /// A regular file the site would write that is already there and is not, byte for byte, one the list says the
    /// site wrote was put there, or changed since, by someone else: the build stops before writing anything, naming
    /// it (exit 73), unless `force`, which replaces it. Only a file whose bytes the list records is ever removed,
    /// and a `robots.txt` only while its words are the site's, so a file the person put there stays. A file the
    /// sink refuses to remove (a link on the way) stops nothing: the others are removed, then the first refusal is thrown.
    package func build(runner: JobRunner, force: Bool = false) throws(ReportError) {
        let sink = runner.sink
        let listed = sink.contents(of: SiteManifest.name)
        let previous = listed.map(SiteManifest.records) ?? [:]
        // A folder that is not there (or is no folder) holds none of them: each folder is looked at once, and a
        // missing one's pages not at all, which for a new site's 600 pages was a part of the one-core time before
        // both cores have work.
        var isFolder: [Substring: Bool] = [:]
        if !force, let foreign = paths.first(where: { path in
            if let slash = path.lastIndex(of: "/") {
                let folder = path[..<slash]
                if isFolder[folder] == nil { isFolder[folder] = sink.existing(String(folder)).map { $0 & S_IFMT == S_IFDIR } == true }
                if isFolder[folder] != true { return false }
            }
            return sink.existing(path).map { $0 & S_IFMT == S_IFREG } == true && !SiteManifest.wroteAsItIs(path, previous, in: sink)
        }) {
            throw ReportError(.cannotCreate, "\(sink.shown(foreign)) is already there and is not a file the site wrote as it is now (\(SiteManifest.name) does not list its bytes): it is yours, or was changed since; move it away, or give --force to replace it.")
        }
        if listed == nil { try sink.write(SiteManifest.file([])) }
        try sink.write(SiteManifest.file(try recordedRun(runner, previous)))
        let current = Set(paths)
        var refusal: ReportError?
        for stale in previous.keys.sorted() where !current.contains(stale) && SiteManifest.wroteAsItIs(stale, previous, in: sink) {
            if stale == Self.robotsPath, sink.contents(of: stale) != Self.robots { continue }
            do throws(ReportError) { try sink.remove(stale) } catch { refusal = refusal ?? error }
        }
        if let refusal { throw refusal }
    }

    /// Runs the job through a sink that adds each file's line to the list on disk; the lines of the files written,
    /// sorted by path. The list is closed when this returns, before it is written again.
    private func recordedRun(_ runner: JobRunner, _ previous: SiteManifest.Records) throws(ReportError) -> [String] {
        let recording = try ManifestRecordingSink(runner.sink, known: previous)
        try runner.writing(to: recording).run(self)
        return recording.written.withLock { $0 }.sorted { $0.key < $1.key }.map(\.value)
    }

    static let robotsPath = "robots.txt"
    /// The `robots.txt` the site writes unless public.
    static let robots = Data("User-agent: *\nDisallow: /\n".utf8)
}
