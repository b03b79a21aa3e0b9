import Dispatch
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

/// Makes one person's outputs, each through the job its single command runs, into `DIR/<id>/<output>/`, on the
/// thread (and with the fonts) the batch gives it; never throws: what goes wrong is their status.
struct BatchPersonRun {
    let person: BatchPerson
    /// The batch's folder, opened once: each person's folder is reached beneath it with no link followed.
    let batchSink: FolderSink
    let templates: TemplateLibrary
    let typeSetter: TypeSetter
    /// The zone for exports that name none and have no timeZone on their line (the host's machine's; nil: GMT).
    let machineTimeZone: String?

    func run() -> BatchStatus {
        let start = DispatchTime.now().uptimeNanoseconds
        var files: [String] = []
        var outcome = BatchStatus.Outcome.ok, exit: Int32 = 0, message = "", failedWriting = false
        do throws(ReportError) {
            let key = try BatchRecord.key(for: person)
            failedWriting = true
            let personSink = try batchSink.subfolder(person.id)
            // Skipped only when nothing changed and every file the record lists is still there: a deleted output is made again.
            if let record = BatchRecord(personSink.contents(of: BatchRecord.name)), record.key == key,
               record.files.allSatisfy({ batchSink.existing($0).map { ($0 & S_IFMT) == S_IFREG } ?? false }) {
                outcome = .skipped
                files = record.files
            } else {
                // Gone before anything changes, so a run stopped half-way is never taken for a finished one.
                if personSink.existing(BatchRecord.name) != nil { try personSink.remove(BatchRecord.name) }
                try removeLeftovers(personSink)
                files = try make(in: personSink, phase: &failedWriting)
                failedWriting = true
                try personSink.write(BatchRecord(key: key, files: files).file)
            }
            message = ""
        } catch {
            outcome = .failed
            exit = error.exitStatus
            failedWriting = failedWriting && (error.kind == .io || error.kind == .cannotCreate)
            message = ReportError.shown(error.message)
        }
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        return BatchStatus(
            id: person.id, outcome: outcome, exit: exit, message: message, files: outcome == .failed ? [] : files,
            milliseconds: milliseconds, failedWriting: outcome == .failed && failedWriting)
    }

    /// Every output, in the manifest's order; `writing` turns true once the export is read and files are made,
    /// so an error from then on is one of writing, not of the input.
    func make(in personSink: FolderSink, phase writing: inout Bool) throws(ReportError) -> [String] {
        writing = false
        var contexts: [Redaction: ReportContext] = [:]
        var files: [String] = []
        // The health file, read once for every output (as --health on each single command).
        let health = try person.health.map { path throws(ReportError) in try HealthExport.read(path, regularOnly: true) }
        for output in person.outputs {
            writing = false
            let redaction = person.redact ?? output.defaultRedaction
            var context: ReportContext
            if let read = contexts[redaction] {
                context = read
            } else {
                context = try ReportContext.load(request(redaction))
                context.health = health.map {
                    HealthShown(days: $0.days, redaction: redaction, weightUnit: WeightUnit.forLocale(context.localeIdentifier))
                }
            }
            contexts[redaction] = context
            writing = true
            let sink = RecordingSink(try personSink.subfolder(output.folder), prefix: person.id + "/" + output.folder + "/")
            try make(output, context: context, runner: JobRunner(typeSetter: typeSetter, sink: sink, workers: 1))
            files += sink.paths
        }
        return files
    }

    /// One output, as its single command makes it with `--out` in its folder and the manifest's choices.
    func make(_ output: BatchOutput, context: ReportContext, runner: JobRunner) throws(ReportError) {
        let week = context.week(person.weekSelection)
        let name = week.isoWeek.description
        let settings = WriterSettings(templates: templates)
        switch output {
        case .week:
            try runner.run(WeekJob(context: context, weeks: [week], paper: nil, theme: .light, companions: settings, typeSetter: typeSetter))
        case .weekPDF:
            try runner.run(WeekJob(context: context, weeks: [week], paper: nil, theme: .light, companions: nil, typeSetter: typeSetter))
        case .summary:
            try runner.run(SummaryJob(context: context, period: SummaryPeriod(week: week), path: name + ".md", format: .markdown, settings: settings))
        case .email:
            guard let mail = person.email else { throw ReportError(.usage, "the email output needs an email object on its line.") }
            var to: [MailAddress] = [], cc: [MailAddress] = []
            for text in mail.to { to.append(try address(text)) }
            for text in mail.cc { cc.append(try address(text)) }
            try runner.run(EmailJob(
                context: context, week: week, from: try address(mail.from), to: to, cc: cc,
                path: name + ".eml", settings: settings, typeSetter: typeSetter))
        case .site:
            try SiteJob(context: context, options: SiteOptions(), templates: templates, typeSetter: typeSetter).build(runner: runner)
        case .chart(let kind, let format):
            try runner.run(ChartJob(
                context: context, kind: kind, options: ChartOptions(context: context, week: week), path: "\(kind.rawValue).\(format.fileExtension)",
                format: format, settings: WriterSettings(scale: 2)))
        case .reflect(let kind):
            let period = context.figures.latestPeriodWithData(kind) ?? CalendarPeriod(kind, holding: context.figures.asOf)
            try runner.run(PeriodJob(
                context: context, periods: [(SummaryPeriod(period), period.description)], paper: nil, theme: .light, companions: settings,
                writesCards: true))
        }
    }

    /// Removes the temporary files a run killed outright (SIGKILL, a lost node) left in the person's folder, where
    /// no signal handler could: `.<name>.<tag>.tmp`, as `AtomicFile` names them. Only the person's own folder is
    /// looked at, and no shard but this one makes that person.
    func removeLeftovers(_ sink: FolderSink) throws(ReportError) {
        for path in sink.regularFiles() {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name.hasPrefix("."), name.hasSuffix(".tmp") { try sink.remove(path) }
        }
    }

    func request(_ redaction: Redaction) -> LoadRequest {
        LoadRequest(
            path: person.export, profilePath: person.profile, read: ReadOptions(timeZone: person.timeZone, regularFilesOnly: true, machineTimeZone: machineTimeZone),
            locale: person.locale, redaction: redaction)
    }

    func address(_ text: String) throws(ReportError) -> MailAddress {
        do throws(MailAddress.Problem) { return try MailAddress(parsing: text) } catch {
            throw ReportError(.usage, "\(ReportError.shown(text)) is not an email address: \(error.description).")
        }
    }
}
