#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FuzzerDriver
import ReportKit

/// Whatever the reader accepts goes on to the figures, the stats (text and JSON), the Markdown
/// summary of the latest week and of the whole history, and the four SVG charts: an accepted file must never trap, hang or run out of memory further on. The input's
/// length picks the week start and the theme, so the reader's corpus serves here as it is.
nonisolated(unsafe) let typeSetter = TypeSetter()
let templates = try! TemplateLibrary.builtIn()

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let export = try? ExportReader.read(bytes, name: "fuzz.json", options: ReadOptions(timeZone: "UTC")) else { return 0 }
    let weekStart = WeekStart.allCases[size % WeekStart.allCases.count]
    let localizer = Localizer(language: Language(localeIdentifier: export.locale ?? "en-US"))
    let figures = Figures(export: export, options: FigureOptions(weekStart: weekStart))
    let week = figures.latestWeekWithData ?? figures.week(holding: figures.asOf)
    var periods = [SummaryPeriod(week: week)]
    if let first = figures.firstDay, let whole = SummaryPeriod(from: first, to: figures.asOf, weekStart: weekStart) { periods.append(whole) }
    for period in periods {
        _ = try? SummaryWriter.summary(export: export, figures: figures, period: period, localizer: localizer, format: .markdown, templates: templates)
    }
    let context = ReportContext(export: export, figures: figures, localizer: localizer, localeIdentifier: export.locale ?? "en-US")
    _ = StatsJSON.document(context)
    _ = StatsText.describe(context)
    let options = ChartOptions(week: week, weeks: 12, days: 90, theme: size / 3 % 2 == 0 ? .light : .dark, weekStart: weekStart, localizer: localizer)
    for kind in ChartKind.allCases {
        _ = try? ChartRenderer.render(kind: kind, figures: figures, options: options, format: .svg, typeSetter: typeSetter)
    }
    typeSetter.forgetLayouts()
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
