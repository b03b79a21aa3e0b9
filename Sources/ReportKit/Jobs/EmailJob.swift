import Dispatch
import Foundation

/// A week's email, as one `.eml` file (or standard output): the words of the week (`EmailBuilder`), its charts
/// drawn as PNG at 2×, and the week's PDF made at the same redaction level as everything else (the context was
/// redacted when it was read), put together by the format table's `eml` writer.
public struct EmailJob: Job {
    public let context: ReportContext
    public let week: Week
    public let from: MailAddress
    public let to: [MailAddress]
    public let cc: [MailAddress]
    /// nil: the default subject, the week and its headline.
    public let subject: String?
    public let attachesPDF: Bool
    /// Where the message goes: a file, or `-` for standard output.
    public let path: String
    public let settings: WriterSettings
    let pdf: WeeklyReflectionPDF

    /// The width of the email's column, inside its padding: no chart is shown wider.
    static let columnWidth = 552.0

    public init(
        context: ReportContext, week: Week, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true, path: String = "-", settings: WriterSettings = WriterSettings(), typeSetter: TypeSetter = TypeSetter()
    ) {
        self.context = context; self.week = week; self.from = from; self.to = to; self.cc = cc; self.subject = subject
        self.attachesPDF = attachesPDF; self.path = path; self.settings = settings
        pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light, typeSetter: typeSetter)
    }

    /// The fonts the PDF and the charts use, to make ready while the export is read.
    public static let fonts = WeekJob.fonts + ChartRenderer.fonts
    public static let emojiStyle = WeekJob.emojiStyle

    public var unitCount: Int { 1 }

    public func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        [OutputFile(path: path, bytes: try message(typeSetter: typeSetter))]
    }

    /// The message's bytes.
    public func message(typeSetter: TypeSetter = TypeSetter()) throws(ReportError) -> Data {
        try OutputFormat.eml.writer(settings).write(.message(content(typeSetter: typeSetter)))
    }

    /// Everything the message holds, before it is encoded.
    ///
    /// The PDF is made on a second thread (with fonts of its own) while this one draws the charts, so on two cores
    /// the message costs little more than the PDF alone; the bytes are the same either way.
    public func content(typeSetter: TypeSetter) throws(ReportError) -> EmailContent {
        let base = week.isoWeek.description
        let pdfResult = PDFSlot()
        let group = DispatchGroup()
        if attachesPDF {
            let maker = pdf
            DispatchQueue.global().async(group: group) {
                do throws(ReportError) { pdfResult.set(.success(try maker.withFonts(TypeSetter()).render(week))) } catch { pdfResult.set(.failure(error)) }
            }
        }
        let drawn: Result<(charts: [EmailChart], images: [(fileName: String, png: Data)]), ReportError>
        do throws(ReportError) { drawn = .success(try charts(typeSetter: typeSetter)) } catch { drawn = .failure(error) }
        group.wait()
        let (charts, images) = try drawn.get()
        var attachment: (fileName: String, pdf: Data)? = nil
        if let made = pdfResult.value { attachment = (base + ".pdf", try made.get()) }
        let builder = EmailBuilder(context: context, reflections: pdf.builder)
        let subject = subject ?? builder.subject(week)
        let view = builder.view(week, subject: EncodedWord.singleLine(subject), charts: charts, attachment: attachment?.fileName)
        let date = context.export.exportedAt?.rfc5322 ?? week.end.rfc5322 + " 00:00:00 +0000"
        return EmailContent(
            from: from, to: to, cc: cc, subject: subject, date: date, name: base, view: view, images: images, attachment: attachment)
    }

    /// The week's charts as PNG at 2×, with what the HTML needs to show each: its Content-ID, alt text and size.
    func charts(typeSetter: TypeSetter) throws(ReportError) -> (charts: [EmailChart], images: [(fileName: String, png: Data)]) {
        let base = week.isoWeek.description
        let options = ChartOptions(context: context, week: week, theme: .light)
        let png = OutputFormat.png.writer(WriterSettings(scale: 2))
        var charts: [EmailChart] = []
        var images: [(fileName: String, png: Data)] = []
        for kind in WeekJob.charts(context) {
            let document = ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
            let bytes = try png.write(.document(document))
            guard let scene = document.pages.first else { continue }
            let fit = min(1, Self.columnWidth / scene.width)
            var hash = FNV1a()
            hash.add(bytes)
            charts.append(EmailChart(
                contentID: "\(base)-\(kind.rawValue).\(hash.hex)@coach-report.invalid",
                alt: scene.alt.title + ": " + scene.alt.description,
                width: Int((scene.width * fit).rounded()), height: Int((scene.height * fit).rounded())))
            images.append(("\(base)-\(kind.rawValue).png", bytes))
        }
        return (charts, images)
    }
}

/// The PDF made on the other thread, or why it could not be made.
private final class PDFSlot: @unchecked Sendable {
    private var result: Result<Data, ReportError>?
    private let lock = NSLock()
    func set(_ r: Result<Data, ReportError>) { lock.withLock { result = r } }
    var value: Result<Data, ReportError>? { lock.withLock { result } }
}
