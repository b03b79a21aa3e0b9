import Foundation
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// The tests' one `ReportHost` (the system's fonts, never made fontconfig's current configuration), and the calls
/// the tests make without naming fonts or a list of temporary files, given this host's: the library itself
/// takes both explicitly from its host, so a program that embeds it decides what is shared.
extension ReportHost {
    static let tests = ReportHost(makesFontsCurrent: false)
}

extension TypeSetter {
    convenience init() { self.init(host: .tests) }
}

extension Report {
    init(export: Data, options: ReportOptions = ReportOptions()) throws(ReportError) {
        try self.init(export: export, options: options, host: .tests)
    }
}

extension FolderSink {
    init(folder: String?, createsFolders: Bool = false, standardOutput: StandardOutputWriter? = nil) {
        self.init(folder: folder, createsFolders: createsFolders, standardOutput: standardOutput, temporaryFiles: ReportHost.tests.temporaryFiles)
    }
}

extension AtomicFile {
    static func write(_ body: OutputFile.Body, toFileNamed path: String, temporaryTag: () -> String) throws(ReportError) {
        try write(body, toFileNamed: path, temporaryFiles: ReportHost.tests.temporaryFiles, temporaryTag: temporaryTag)
    }
}

extension ChartRenderer {
    static func render(
        kind: ChartKind, figures: Figures, options: ChartOptions, format: OutputFormat, scale: Int = 2, svg: SVGOptions = SVGOptions()
    ) throws(ReportError) -> Data {
        try render(kind: kind, figures: figures, options: options, format: format, scale: scale, svg: svg, typeSetter: TypeSetter())
    }
}

extension WeeklyReflectionPDF {
    init(context: ReportContext, paper: Paper, theme: Theme) {
        self.init(context: context, paper: paper, theme: theme, typeSetter: TypeSetter())
    }
}

extension EmailJob {
    init(
        context: ReportContext, week: Week, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true, path: String = "-", settings: WriterSettings = WriterSettings()
    ) {
        self.init(
            context: context, week: week, from: from, to: to, cc: cc, subject: subject, attachesPDF: attachesPDF, path: path,
            settings: settings, typeSetter: TypeSetter())
    }

    func message() throws(ReportError) -> Data { try message(typeSetter: TypeSetter()) }
}
