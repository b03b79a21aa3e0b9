#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzerDriver
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Whatever the reader accepts goes on to every writer: the figures, the stats (text and JSON), the
/// summaries (Markdown and HTML) of the latest week and of the whole history, charts as PNG, SVG and PDF,
/// the weekly reflection PDF, the week's email and the site's pages. An accepted file must never trap,
/// hang or run out of memory further on. The input's length picks the choices a person makes on the
/// command line (`Choices`), so the reader's corpus serves here as it is.
/// One host for the whole run, as a program that embeds the library makes one: the system's fonts.
let host = ReportHost(makesFontsCurrent: false)
let typeSetter = TypeSetter(host: host)
let templates = try! TemplateLibrary.builtIn()
/// `FUZZ_VERBOSE=1` when replaying an input: each output's size, or the error it was refused with.
let verbose = getenv("FUZZ_VERBOSE") != nil

/// Makes one output (`body` returns its size in bytes). A file the reader accepted may still be refused
/// by a writer with a data or I/O error, but never with a usage error: that is the harness asking for
/// something the writer does not make, and it aborts, so a harness that stops reaching a writer says so
/// instead of running idle.
func produce(_ what: String, _ body: () throws -> Int) {
    do {
        let size = try body()
        if verbose { print("\(what): \(size) bytes") }
    } catch {
        let usage = (error as? ReportError)?.kind == .usage
        if verbose || usage { print("\(what): \(error)") }
        if usage { abort() }
    }
}

/// What the command line would choose, picked by the input's length so that every input stays one
/// deterministic run: the week start, the redaction level, the theme, and one or two of the four chart
/// kinds (every kind in all three picture formats would make each input about four times slower).
struct Choices {
    let weekStart: WeekStart
    let redaction: Redaction
    let theme: Theme
    let charts: [ChartKind]

    init(_ size: Int) {
        weekStart = WeekStart.allCases[size % WeekStart.allCases.count]
        redaction = Redaction.allCases[size / 3 % Redaction.allCases.count]
        theme = size / 9 % 2 == 0 ? .light : .dark
        let kinds = ChartKind.allCases
        let first = kinds[size % kinds.count], second = kinds[size / kinds.count % kinds.count]
        charts = first == second ? [first] : [first, second]
    }
}

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let read = try? ExportReader.read(bytes, name: "fuzz.json", options: ReadOptions(timeZone: "UTC")) else { return 0 }
    let choices = Choices(size)
    let export = read.redacted(choices.redaction)
    let locale = export.locale ?? "en-US"
    let localizer = Localizer(language: Language(localeIdentifier: locale))
    let figures = Figures(export: export, options: FigureOptions(weekStart: choices.weekStart))
    let context = ReportContext(export: export, figures: figures, localizer: localizer, localeIdentifier: locale)
    let week = context.week(.latest)

    produce("stats JSON") { StatsJSON.document(context).utf8.count }
    produce("stats text") { StatsText.describe(context).utf8.count }
    produce("validate's description") { ExportSummaryText.describe(context, name: "fuzz.json").utf8.count }

    // The summaries, as `summary` writes them: the latest week and the whole history, in both formats.
    let summaries = SummaryBuilder(export: export, figures: figures, localizer: localizer)
    var periods = [SummaryPeriod(week: week)]
    if let first = figures.firstDay, let whole = SummaryPeriod(from: first, to: figures.asOf, weekStart: choices.weekStart) {
        periods.append(whole)
    }
    let settings = WriterSettings(scale: 1, templates: templates)
    for period in periods {
        let view = summaries.view(for: period)
        let name = "summary \(period.first.iso) to \(period.last.iso)"
        produce(name + ", Markdown") { try OutputFormat.markdown.writer(settings).write(.summary(view)).count }
        produce(name + ", HTML") { try OutputFormat.html.writer(settings).write(.summary(view)).count }
    }

    // Charts, laid out once and written by each picture writer of the table (PNG at 1× keeps it quick).
    let options = ChartOptions(context: context, week: week, theme: choices.theme)
    for kind in choices.charts {
        let document = ChartRenderer.document(kind, figures: figures, options: options, typeSetter: typeSetter)
        for format in [OutputFormat.png, .svg, .pdf] {
            produce("\(kind) chart, \(format)") { try format.writer(settings).write(.document(document)).count }
        }
    }

    // The week's reflection PDF (`week`).
    let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(locale), theme: choices.theme, typeSetter: typeSetter)
    produce("reflection PDF") { try pdf.render(week).count }

    // The week's email; its PDF is the one just made, so it is not attached again (the message's
    // attachment part is the same base64 writer as its pictures').
    let email = EmailJob(
        context: context, week: week, from: MailAddress(name: export.profile?.name, address: "coach@example.org"),
        to: [MailAddress(name: nil, address: "me@example.org")], attachesPDF: false, settings: settings, typeSetter: typeSetter)
    produce("email") { try email.message(typeSetter: typeSetter).count }

    // The site: unit 0 makes the index, the year pages, the feed and the style; the last unit the latest
    // week's page (without its PDF, made above).
    let site = SiteJob(context: context, options: SiteOptions(pdfs: false), templates: templates, typeSetter: typeSetter)
    produce("site index") { try site.files(unit: 0, typeSetter: typeSetter).reduce(0) { $0 + $1.bytes.count } }
    if site.unitCount > 1 {
        produce("site week") { try site.files(unit: site.unitCount - 1, typeSetter: typeSetter).reduce(0) { $0 + $1.bytes.count } }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
