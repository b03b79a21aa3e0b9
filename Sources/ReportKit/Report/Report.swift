#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One person's export, read once from bytes in memory, and every output drawn from it: the library's entry point.
///
/// Every call that takes a week defaults to the same one, ``WeekSelection/latest``: the week that holds the
/// export's last day; name ``WeekSelection/lastComplete`` for the last week that has ended (what `coach-report email`
/// sends by default).
///
/// Each output is made by the same job the command line runs (`WeekJob`, `SummaryJob`, `ChartJob`, `EmailJob`,
/// `SiteJob`), into memory instead of a folder, so the bytes are the same as the command's files. Nothing here
/// reads or writes a file, takes a signal, writes to a standard stream or ends the process; only `site(into:)`
/// writes, into the folder it is given. A failure is a `ReportError`: its `message` is one sentence a person
/// can act on, its `exitStatus` what a command line would end with.
public struct Report: Sendable {
    let context: ReportContext
    let options: ReportOptions
    /// The fonts and temporary files this report draws and writes with, shared with the host's other reports.
    let host: ReportHost

    /// Reads `export` (a Coacher export, or a Discipline Coach check-in array) and figures it out; the outputs are
    /// drawn with the fonts of `host`.
    public init(export: Data, options: ReportOptions = ReportOptions(), host: ReportHost) throws(ReportError) {
        let limit = options.maximumBytes ?? ReadLimits.defaultMaximumBytes
        guard export.count <= limit else { throw ReportError.tooLarge(options.name, limit: limit) }
        if let zone = options.timeZone, ZoneRules(identifier: zone) == nil {
            throw ReportError(.usage, "\(ReportError.shown(zone.excerpt())) is not a time zone; use an IANA name such as Europe/Oslo\(ZoneRules.missingDatabaseNote).")
        }
        if let locale = options.locale, Language(exactly: locale) == nil {
            throw ReportError(.usage, "\(ReportError.shown(locale.excerpt())) is not a language coach-report writes in yet; use en-US or nb-NO.")
        }
        let request = LoadRequest(
            path: options.name,
            read: ReadOptions(timeZone: options.timeZone, dayStartsAtMinutes: options.dayStartsAtMinutes, maximumBytes: limit),
            locale: options.locale, weekStart: options.weekStart, asOf: options.asOf, redaction: options.redaction,
            bytes: InputBytes([UInt8](export)))
        context = try ReportContext.load(request)
        self.options = options
        self.host = host
    }

    /// The weekly reflection PDF of `week`, as `coach-report week --pdf-only` writes it.
    public func weeklyPDF(week: WeekSelection = .latest) throws(ReportError) -> Data {
        let chosen = context.week(week)
        let fonts = TypeSetter(host: host)
        let job = WeekJob(context: context, weeks: [chosen], paper: options.paper, theme: options.theme, companions: nil, typeSetter: fonts)
        return try run(job, typeSetter: fonts, path: chosen.isoWeek.description + ".pdf")
    }

    /// The summary of `week` as Markdown or HTML, as `coach-report summary` writes it.
    public func summary(week: WeekSelection = .latest, format: SummaryFormat = .markdown) throws(ReportError) -> String {
        let job = SummaryJob(
            context: context, period: SummaryPeriod(week: context.week(week)), path: "summary", format: format.output,
            settings: WriterSettings(templates: try Self.templates()))
        return String(decoding: try run(job, typeSetter: TypeSetter(host: host), path: "summary"), as: UTF8.self)
    }

    /// One chart as PNG (at `scale` 1, 2 or 3), SVG or PDF, as `coach-report chart` draws it.
    public func chart(
        _ kind: ChartKind, format: PictureFormat = .png, week: WeekSelection = .latest, weeks: Int = 12, days: Int = 90, scale: Int = 2
    ) throws(ReportError) -> Data {
        guard ChartOptions.weekRange.contains(weeks), ChartOptions.dayRange.contains(days), (1...3).contains(scale) else {
            throw ReportError(.usage, "A chart takes 1–53 weeks, 7–3650 days and a scale of 1, 2 or 3.")
        }
        let chartOptions = ChartOptions(context: context, week: context.week(week), weeks: weeks, days: days, theme: options.theme)
        let job = ChartJob(context: context, kind: kind, options: chartOptions, path: "chart", format: format.output, settings: WriterSettings(scale: scale))
        return try run(job, typeSetter: TypeSetter(host: host), path: "chart")
    }

    /// The weekly email of `week` as one RFC 5322 message (the `.eml` bytes), as `coach-report email` writes it;
    /// sending it is the mail system's.
    public func email(
        week: WeekSelection = .latest, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true
    ) throws(ReportError) -> Data {
        let settings = WriterSettings(templates: try Self.templates())
        let fonts = TypeSetter(host: host)
        let job = EmailJob(
            context: context, week: context.week(week), from: from, to: to, cc: cc, subject: subject,
            attachesPDF: attachesPDF, path: "message.eml", settings: settings, typeSetter: fonts)
        return try run(job, typeSetter: fonts, path: "message.eml")
    }

    /// Builds the static progress site into `folder` (made if missing), as `coach-report site --out` does: the one
    /// output that is a folder of files, so the one that writes.
    public func site(into folder: URL, options site: SiteOptions = SiteOptions(), force: Bool = false) throws(ReportError) {
        let fonts = TypeSetter(host: host)
        var site = site
        if site.paper == nil { site.paper = options.paper }
        let job = SiteJob(context: context, options: site, templates: try Self.templates(), typeSetter: fonts)
        try job.build(runner: JobRunner(typeSetter: fonts, sink: FolderSink(folder: folder.path, createsFolders: true, temporaryFiles: host.temporaryFiles)), force: force)
    }

    /// Runs `job` into memory and gives the file it writes at `path`.
    private func run(_ job: some Job, typeSetter: TypeSetter, path: String) throws(ReportError) -> Data {
        let sink = MemorySink()
        try JobRunner(typeSetter: typeSetter, sink: sink).run(job)
        return try sink.file(path)
    }

    /// The built-in templates.
    private static func templates() throws(ReportError) -> TemplateLibrary { try TemplateLibrary.load(nil) }
}
