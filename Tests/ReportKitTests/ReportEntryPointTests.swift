import Foundation
import Testing
import ReportKit

/// `Report`, the library's entry point: the same bytes as the commands' jobs make, from an export in memory.
@Suite struct ReportEntryPointTests {
    static let exportBytes = try! Data(contentsOf: URL(fileURLWithPath: ChartFixture.samplePath))

    /// Runs `job` the way the command line does, into a folder, and reads back the file at `path`.
    func writtenByCommandPath(_ job: some Job, typeSetter: TypeSetter, path: String) throws -> Data {
        let folder = Scratch.root.appendingPathComponent("report-entry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try JobRunner(typeSetter: typeSetter, sink: FolderSink(folder: folder.path, createsFolders: true)).run(job)
        return try Data(contentsOf: folder.appendingPathComponent(path))
    }

    @Test func theWeeklyPDFIsTheWeekCommandsPDF() throws {
        let report = try Report(export: Self.exportBytes)
        let pdf = try report.weeklyPDF()
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        let context = try ReportContext.load(LoadRequest(path: ChartFixture.samplePath))
        let week = context.week(.latest)
        let fonts = TypeSetter()
        let job = WeekJob(context: context, weeks: [week], paper: nil, theme: .light, companions: nil, typeSetter: fonts)
        #expect(pdf == (try writtenByCommandPath(job, typeSetter: fonts, path: week.isoWeek.description + ".pdf")))
    }

    @Test func theSummaryAndAChartAreTheCommandsBytes() throws {
        let report = try Report(export: Self.exportBytes, options: ReportOptions(locale: "nb-NO"))
        let context = try ReportContext.load(LoadRequest(path: ChartFixture.samplePath, locale: "nb-NO"))
        let summaryJob = SummaryJob(
            context: context, period: SummaryPeriod(week: context.week(.latest)), path: "s.md", format: .markdown,
            settings: WriterSettings(templates: try TemplateLibrary.load(nil)))
        #expect(Data(try report.summary().utf8) == (try writtenByCommandPath(summaryJob, typeSetter: TypeSetter(), path: "s.md")))
        let chartJob = ChartJob(
            context: context, kind: .heatmap, options: ChartOptions(context: context, week: context.week(.latest)), path: "h.svg",
            format: .svg, settings: WriterSettings())
        #expect(try report.chart(.heatmap, format: .svg) == (try writtenByCommandPath(chartJob, typeSetter: TypeSetter(), path: "h.svg")))
    }

    @Test func anExportThatCannotBeReadIsAReportErrorWithItsStatus() {
        #expect {
            _ = try Report(export: Data("{\"format\": ".utf8), options: ReportOptions(name: "client-042.json"))
        } throws: { error in
            guard let error = error as? ReportError else { return false }
            return error.exitStatus == 65 && error.message.contains("client-042.json")
        }
        #expect(throws: ReportError.self) { _ = try Report(export: Self.exportBytes, options: ReportOptions(locale: "xx-XX")) }
    }

    @Test func anEmailIsOneMessage() throws {
        let report = try Report(export: Self.exportBytes, options: ReportOptions(redaction: .summary))
        let message = try report.email(from: MailAddress(name: nil, address: "coach@example.org"), to: [MailAddress(name: "Ada", address: "ada@example.org")])
        let head = String(decoding: message.prefix(2000), as: UTF8.self)
        #expect(head.contains("To: Ada <ada@example.org>"))
        #expect(head.contains("MIME-Version: 1.0"))
    }

    /// One default week for every call: the email's is the latest, as the PDF's, the summary's and the chart's.
    @Test func theEmailDefaultsToTheLatestWeekAsEveryOtherCall() throws {
        let report = try Report(export: Self.exportBytes)
        let from = MailAddress(name: nil, address: "coach@example.org"), to = [MailAddress(name: "Ada", address: "ada@example.org")]
        let byDefault = try report.email(from: from, to: to, attachesPDF: false)
        #expect(byDefault == (try report.email(week: .latest, from: from, to: to, attachesPDF: false)))
        #expect(byDefault != (try report.email(week: .lastComplete, from: from, to: to, attachesPDF: false)))
    }

    /// A host is given a folder of fonts, or refuses one that holds none.
    @Test func aHostRefusesAFontsFolderWithNoFont() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: ReportError.self) { try ReportHost(fontsFolder: empty) }
        #expect(throws: Never.self) { try ReportHost(fontsFolder: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")) }
    }
}

