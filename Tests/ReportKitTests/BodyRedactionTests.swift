import Foundation
import Testing
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Weight is private health data: at `--redact summary` and `counts` no weight reaches any output (the weekly and
/// period PDFs as pdftotext reads them, the Markdown and HTML summaries, the site's pages, the email's parts
/// decoded), in any unit or either language's way of writing it; steps may stay. At `full` the weight is there.
@Suite struct BodyRedactionTests {
    static let last = SampleExport.defaultLastDay

    /// The sample's export and its Apple Health export, made by the code `sample --health-out` runs, read back.
    static func inputs(days: Int = 28) throws -> (export: Export, health: HealthReading) {
        let export = try TestExports.read(SampleExport(days: days, seed: 5, localeIdentifier: "en-US").json())
        let folder = Scratch.root.appendingPathComponent("body-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("export.zip").path
        try HealthSample(first: last - (days - 1), last: last, seed: 5, localeIdentifier: "en-US").writeZip(to: zip)
        return (export, try HealthExport.read(zip))
    }

    static func context(_ inputs: (export: Export, health: HealthReading), _ level: Redaction, locale: String, unit: WeightUnit) -> ReportContext {
        let export = inputs.export.redacted(level)
        let language = Language(localeIdentifier: locale)
        let figures = Figures(export: export, options: FigureOptions(weekStart: WeekStart.forLocale(locale)))
        var context = ReportContext(export: export, figures: figures, localizer: Localizer(language: language), localeIdentifier: locale)
        context.health = HealthShown(days: inputs.health.days, redaction: level, weightUnit: unit)
        return context
    }

    /// Text as a reader sees it: tags (and the numbers of SVG coordinates in them) taken out.
    static func visible(_ markup: String) -> String {
        markup.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
    }

    static func pdfText(_ bytes: Data) throws -> String {
        let pdf = try PDFInspector(bytes)
        defer { pdf.remove() }
        return try pdf.text()
    }

    /// The text of every output: the last two weeks' PDFs and companions, the month's PDF and summary, the site, the email.
    static func everything(_ context: ReportContext) throws -> String {
        var all = ""
        func add(_ file: OutputFile) throws {
            if file.path.hasSuffix(".pdf") { all += try pdfText(file.bytes) } else { all += visible(String(decoding: file.bytes, as: UTF8.self)) }
            all += "\n"
        }
        let weeks = Array(WeekJob.allWeeks(context).suffix(2))
        let week = WeekJob(context: context, weeks: weeks, paper: .a4, theme: .light, companions: WriterSettings(), typeSetter: TypeSetter())
        for unit in 0..<week.unitCount { try week.files(unit: unit, typeSetter: TypeSetter()).forEach(add) }
        let month = SummaryPeriod(CalendarPeriod(.month, holding: last))
        let period = PeriodJob(context: context, periods: [(month, "month")], paper: .a4, theme: .light, companions: WriterSettings())
        try period.files(unit: 0, typeSetter: TypeSetter()).forEach(add)
        let html = SummaryJob(context: context, period: SummaryPeriod(week: weeks.last!), path: "-", format: .html, settings: WriterSettings())
        try html.files(unit: 0, typeSetter: TypeSetter()).forEach(add)
        let site = SiteJob(context: context, options: SiteOptions(pdfs: false), templates: Fixtures.templates, typeSetter: TypeSetter())
        for unit in 0..<site.unitCount { try site.files(unit: unit, typeSetter: TypeSetter()).forEach(add) }
        let email = EmailJob(
            context: context, week: weeks.last!, from: try MailAddress(parsing: "a@example.org"), to: [try MailAddress(parsing: "b@example.org")])
        let mail = try MailInspector(try email.message())
        defer { mail.remove() }
        all += try MailInspector.unflowed(mail.text("text/plain")) + visible(try mail.text("text/html"))
        if let pdf = try mail.content("application/pdf") { all += try pdfText(pdf) }
        return all
    }

    /// Every way a weight of the export could be written: each day's reading in kg, lb and st, one and two decimals,
    /// with a point or a comma, as a pattern that no longer number can match inside.
    static func weightPatterns(_ health: HealthReading) -> [String] {
        var patterns: Set<String> = []
        for kg in health.days.compactMap(\.weightKg) {
            for unit in WeightUnit.allCases {
                let value = unit.value(kg)
                for places in [1, 2] {
                    let scale = places == 1 ? 10.0 : 100.0
                    let n = Int((value * scale).rounded())
                    let fraction = String(n % Int(scale)).leftPadded(to: places)
                    patterns.insert("(?<![0-9])\(n / Int(scale))[.,]\(fraction)(?![0-9])")
                }
            }
            for language in Language.allCases {
                let stones = Localizer(language: language).weight(kg, .st).replacingOccurrences(of: "\u{00A0}", with: " ")
                patterns.insert(NSRegularExpression.escapedPattern(for: stones))
            }
        }
        return patterns.sorted()
    }

    @Test(arguments: [Redaction.summary, .counts])
    func noWeightBelowFull(level: Redaction) throws {
        let inputs = try Self.inputs()
        #expect(inputs.health.days.contains { $0.weightKg != nil })
        let patterns = Self.weightPatterns(inputs.health)
        for (locale, unit) in [("en-US", WeightUnit.lb), ("nb-NO", .kg), ("en-GB", .st)] {
            let text = try Self.everything(Self.context(inputs, level, locale: locale, unit: unit)).replacingOccurrences(of: "\u{00A0}", with: " ")
            for pattern in patterns {
                #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(locale) at \(level): \(pattern)")
            }
            // The word itself (not CSS's font-weight).
            for word in ["(?i)(?<![-a-z])weight", "(?i)(?<![a-zæøå])vekt"] {
                #expect(text.range(of: word, options: .regularExpression) == nil, "\(locale) at \(level): \(word)")
            }
            // Steps stay.
            #expect(text.contains(locale == "nb-NO" ? "skritt om dagen" : "steps a day"))
        }
    }

    @Test func atFullTheWeightLineIsInThePDF() throws {
        let inputs = try Self.inputs()
        let context = Self.context(inputs, .full, locale: "en-US", unit: .lb)
        let week = context.figures.week(holding: Self.last - 7)
        let pdf = try Self.pdfText(WeeklyReflectionPDF(context: context, paper: .letter, theme: .light).render(week))
        let lastKg = inputs.health.days.last { $0.date <= week.end && $0.date >= week.start && $0.weightKg != nil }!.weightKg!
        let shown = Localizer(language: .english).weight(lastKg, .lb).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(pdf.replacingOccurrences(of: "\u{00A0}", with: " ").contains(shown))
        #expect(pdf.contains("Your weight readings:"))
        #expect(pdf.contains("Each reading, and the 7-day average"))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

extension BodyRedactionTests {
    /// The site's month and year pages draw the period's weight and steps as its PDF does: weight only at `full`.
    /// (400 days, so the site has year pages.)
    @Test(arguments: [Redaction.full, .summary])
    func monthAndYearPagesDrawTheBody(level: Redaction) throws {
        let context = Self.context(try Self.inputs(days: 400), level, locale: "en-US", unit: .lb)
        let site = SiteJob(context: context, options: SiteOptions(pdfs: false), templates: Fixtures.templates, typeSetter: TypeSetter())
        var pages: [String: String] = [:]
        // The index unit holds the years' pages; the weeks' units are not needed here.
        for unit in [0] + Array(site.monthUnits) {
            for file in try site.files(unit: unit, typeSetter: TypeSetter()) {
                pages[file.path] = String(decoding: file.bytes, as: UTF8.self)
            }
        }
        let year = try #require(pages["years/\(Self.last.components.year).html"])
        let month = try #require(pages.keys.filter { $0.hasPrefix("months/") }.max().flatMap { pages[$0] })
        for page in [year, month] {
            #expect(page.contains(">Steps</title>"))
            #expect(page.contains(">Weight</title>") == (level == .full))
        }
    }
}
