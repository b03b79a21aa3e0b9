#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender
import ReportOutputs

/// One person's export, read once (from bytes in memory, or from the file or standard input it is named), and every
/// output drawn from it: the library's entry point.
///
/// Every call that takes a week defaults to the same one, ``WeekSelection/latest``: the week that holds the
/// export's last day; name ``WeekSelection/lastComplete`` for the last week that has ended (what `coach-report email`
/// sends by default).
///
/// Each output is made by the same job the command line runs (`WeekJob`, `SummaryJob`, `ChartJob`, `EmailJob`,
/// `SiteJob`, …), so the bytes are the same as the command's files: the calls that return `Data` or a `String`
/// make them in memory, the `write…` calls and `site(into:)` write them into the ``ReportFolder`` they are given.
/// Nothing here reads a file it is not named, writes anywhere but that folder, takes a signal, writes to a standard
/// stream or ends the process. A failure is a `ReportError`: its `message` is one sentence a person can act on, its
/// `exitStatus` what a command line would end with.
public struct Report: Sendable {
    let context: ReportContext
    let options: ReportOptions
    /// The fonts and temporary files this report draws and writes with, shared with the host's other reports.
    let host: ReportHost
    /// `options.health` as read, with how much of it may be shown; nil without it.
    let health: HealthInput?

    /// Reads `export` (a Coacher export, or a Discipline Coach check-in array) and figures it out; the outputs are
    /// drawn with the fonts of `host`.
    public init(export: Data, options: ReportOptions = ReportOptions(), host: ReportHost) throws(ReportError) {
        let limit = options.maximumBytes ?? ReadLimits.defaultMaximumBytes
        guard export.count <= limit else { throw ReportError.tooLarge(options.name, limit: limit) }
        try self.init(
            LoadRequest(path: options.name, read: options.readOptions(limit: limit), bytes: InputBytes([UInt8](export))),
            options: options, host: host)
    }

    /// Reads the export at `path` (`-`: standard input, through `standardInput`; without one, `-` is refused),
    /// and `profile`, a Discipline Coach profile to go with a bare check-in array, read the same way. Errors name
    /// the file as given; `options.name` is not used.
    public init(
        reading path: String, profile: String? = nil, options: ReportOptions = ReportOptions(), host: ReportHost,
        standardInput: StandardInputReader? = nil
    ) throws(ReportError) {
        let request = LoadRequest(
            path: path, profilePath: profile, read: options.readOptions(limit: options.maximumBytes ?? ReadLimits.defaultMaximumBytes),
            standardInput: standardInput)
        try self.init(request, options: options, host: host)
    }

    /// Checks the options, reads the export (then `options.health`) and figures it out.
    private init(_ request: LoadRequest, options: ReportOptions, host: ReportHost) throws(ReportError) {
        if let zone = options.timeZone, !ReportOptions.knowsTimeZone(zone) {
            throw ReportError(.usage, "\(ReportError.shown(zone.excerpt())) is not a time zone; use an IANA name such as Europe/Oslo\(ReportOptions.missingZoneDatabaseNote).")
        }
        if let locale = options.locale, !ReportOptions.writesIn(locale: locale) {
            throw ReportError(.usage, "\(ReportError.shown(locale.excerpt())) is not a language coach-report writes in yet; use en-US or nb-NO.")
        }
        var request = request
        request.locale = options.locale
        request.weekStart = options.weekStart
        request.asOf = options.asOf
        request.redaction = options.redaction
        request.requiresDay = options.requiresDay
        var context = try ReportContext.load(request)
        if let file = options.health {
            let reading = try HealthExport.read(file.path, parser: file.readsWithLibxml2 ? .libxml2 : .scanner)
            let input = HealthInput(reading: reading, redaction: file.redaction ?? options.redaction)
            context.health = HealthShown(
                days: reading.days, redaction: input.redaction, weightUnit: file.weightUnit ?? WeightUnit.forLocale(context.localeIdentifier))
            health = input
        } else {
            health = nil
        }
        self.context = context
        self.options = options
        self.host = host
    }

    /// The version of the library, as `--version` prints it and PDFs' metadata name it.
    public static var version: String { ReportKitVersion.string }

    /// The weekly reflection PDF of `week`, as `coach-report week --pdf-only` writes it.
    public func weeklyPDF(week: WeekSelection = .latest) throws(ReportError) -> Data {
        let chosen = context.week(week)
        let fonts = host.typeSetter()
        let job = WeekJob(context: context, weeks: [chosen], paper: options.paper, theme: options.theme, companions: nil, typeSetter: fonts)
        return try run(job, typeSetter: fonts, path: chosen.isoWeek.description + ".pdf")
    }

    /// The summary of `week` as Markdown or HTML, as `coach-report summary` writes it.
    public func summary(week: WeekSelection = .latest, format: SummaryFormat = .markdown) throws(ReportError) -> String {
        try summary(of: .week(week), format: format)
    }

    /// The summary of `period` as Markdown or HTML, through `templates` (nil: the built-in ones), as
    /// `coach-report summary` writes it; a month's, a quarter's, a year's or a run of days' lists every day when
    /// `detail` is `days`.
    public func summary(
        of period: ReportPeriod, format: SummaryFormat = .markdown, detail: SummaryDetail = .highlights, templates: ReportTemplates? = nil
    ) throws(ReportError) -> String {
        let job = try summaryJob(period, format, detail, templates, path: "summary")
        return String(decoding: try run(job, path: "summary"), as: UTF8.self)
    }

    /// The same summary, written to the file at `path` in `folder` (`-`: its standard output), never copied into a
    /// string on the way (a summary of a long note is as long).
    public func writeSummary(
        of period: ReportPeriod, format: SummaryFormat = .markdown, detail: SummaryDetail = .highlights, templates: ReportTemplates? = nil,
        at path: String, in folder: ReportFolder
    ) throws(ReportError) {
        try JobRunner(typeSetter: host.typeSetter(), sink: folder.sink(host)).run(try summaryJob(period, format, detail, templates, path: path))
    }

    private func summaryJob(
        _ period: ReportPeriod, _ format: SummaryFormat, _ detail: SummaryDetail, _ templates: ReportTemplates?, path: String
    ) throws(ReportError) -> SummaryJob {
        SummaryJob(
            context: context, period: summaryPeriod(period), path: path, format: format.output,
            settings: WriterSettings(templates: try ReportTemplates.library(templates)), detail: detail)
    }

    /// One chart as PNG (at `scale` 1, 2 or 3), SVG or PDF, as `coach-report chart` draws it.
    public func chart(
        _ kind: ChartKind, format: PictureFormat = .png, week: WeekSelection = .latest, weeks: Int = 12, days: Int = 90, scale: Int = 2
    ) throws(ReportError) -> Data {
        guard Self.chartWeeks.contains(weeks), Self.chartDays.contains(days), (1...3).contains(scale) else {
            throw ReportError(.usage, "A chart takes 1–53 weeks, 7–3650 days and a scale of 1, 2 or 3.")
        }
        let chartOptions = ChartOptions(context: context, week: context.week(week), weeks: weeks, days: days, theme: options.theme)
        let job = ChartJob(context: context, kind: kind, options: chartOptions, path: "chart", format: format.output, settings: WriterSettings(scale: scale))
        return try run(job, typeSetter: host.typeSetter(), path: "chart")
    }

    /// The weeks a chart's `weeks` may be: 1 to 53.
    public static let chartWeeks = ChartOptions.weekRange
    /// The days a chart's `days` (the Discipline Score trend's) may be: 7 to 3650.
    public static let chartDays = ChartOptions.dayRange

    /// The weekly email of `week` as one RFC 5322 message (the `.eml` bytes), as `coach-report email` writes it,
    /// through `templates` (nil: the built-in ones); sending it is the mail system's.
    public func email(
        week: WeekSelection = .latest, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true, templates: ReportTemplates? = nil
    ) throws(ReportError) -> Data {
        let fonts = host.typeSetter()
        let job = try emailJob(week, from, to, cc, subject, attachesPDF, templates, path: "message.eml", typeSetter: fonts)
        return try run(job, typeSetter: fonts, path: "message.eml")
    }

    /// The same message, written to the file at `path` in `folder` (`-`: its standard output) as it is made: with a
    /// PDF of tens of megabytes attached, the message is never held whole beside it.
    public func writeEmail(
        week: WeekSelection = .latest, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true, templates: ReportTemplates? = nil, at path: String, in folder: ReportFolder
    ) throws(ReportError) {
        let fonts = host.typeSetter()
        let job = try emailJob(week, from, to, cc, subject, attachesPDF, templates, path: path, typeSetter: fonts)
        try JobRunner(typeSetter: fonts, sink: folder.sink(host)).run(job)
    }

    private func emailJob(
        _ week: WeekSelection, _ from: MailAddress, _ to: [MailAddress], _ cc: [MailAddress], _ subject: String?, _ attachesPDF: Bool,
        _ templates: ReportTemplates?, path: String, typeSetter: TypeSetter
    ) throws(ReportError) -> EmailJob {
        EmailJob(
            context: context, week: context.week(week), from: from, to: to, cc: cc, subject: subject, attachesPDF: attachesPDF, path: path,
            settings: WriterSettings(templates: try ReportTemplates.library(templates)), typeSetter: typeSetter)
    }

    /// Builds the static progress site into `folder` (made if missing), as `coach-report site --out` does.
    public func site(into folder: URL, options site: SiteOptions = SiteOptions(), force: Bool = false) throws(ReportError) {
        try self.site(into: ReportFolder(folder.path), options: site, force: force)
    }

    /// Builds the static progress site into `folder`, through `templates` (nil: the built-in ones), telling
    /// `progress` as each of its pages is done; `force` replaces files the site did not make.
    public func site(
        into folder: ReportFolder, options site: SiteOptions = SiteOptions(), templates: ReportTemplates? = nil, force: Bool = false,
        progress: ReportProgress? = nil
    ) throws(ReportError) {
        let fonts = host.typeSetter()
        var site = site
        if site.paper == nil { site.paper = options.paper }
        let job = SiteJob(context: context, options: site, templates: try ReportTemplates.library(templates), typeSetter: fonts)
        let runner = JobRunner(typeSetter: fonts, spare: host.spareTypeSetters(), sink: folder.sink(host), progress: progress)
        try job.build(runner: runner, force: force)
    }

    /// Runs `job` into memory and gives the file it writes at `path`.
    func run(_ job: some Job, typeSetter: TypeSetter? = nil, path: String) throws(ReportError) -> Data {
        let typeSetter = typeSetter ?? host.typeSetter()
        let sink = MemorySink()
        try JobRunner(typeSetter: typeSetter, sink: sink).run(job)
        return try sink.file(path)
    }
}
