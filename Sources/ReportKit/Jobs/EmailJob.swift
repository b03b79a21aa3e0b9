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

    /// The fonts the charts and the PDF use, to make ready while the export is read. Both are laid out with one
    /// `TypeSetter`: a second one loaded the same faces again, which cost more than its pieces ever waited for the
    /// other's lock.
    public static let fonts = ChartRenderer.fonts + WeekJob.fonts
    /// The style emoji are made ready in, as the PDF's.
    public static let emojiStyle = WeekJob.emojiStyle

    /// Makes ready what the message needs that does not depend on the export, to run while it is read
    /// (`ReportContext.load`'s `meanwhile`): the parsed templates.
    public static func prepare(settings: WriterSettings) {
        try? settings.templates?.prepare(EmailWriter.templates)
    }

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
    /// The PDF and each chart's PNG are pieces made on every core, longest first: the PDF with the fonts given to
    /// `init`, the charts with `typeSetter` (the command gives both the same). The bytes are the same however the
    /// pieces were shared out.
    public func content(typeSetter: TypeSetter) throws(ReportError) -> EmailContent {
        let base = week.isoWeek.description
        let work: [Work] = (attachesPDF ? [.pdf] : []) + WeekJob.charts(context).map(Work.chart)
        let pieces = PieceSlots(count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            do throws(ReportError) {
                pieces.set(index, .success(try make(work[index], typeSetter: typeSetter)))
            } catch {
                pieces.set(index, .failure(error))
            }
        }
        var charts: [EmailChart] = []
        var images: [(fileName: String, png: Data)] = []
        var attachment: (fileName: String, pdf: Data)? = nil
        for made in pieces.all {
            switch try made.get() {
            case .pdf(let bytes): attachment = (base + ".pdf", bytes)
            case .chart(let drawn?): charts.append(drawn.chart); images.append(drawn.image)
            case .chart(nil): continue
            }
        }
        let builder = EmailBuilder(context: context, reflections: pdf.builder)
        let subject = subject ?? builder.subject(week)
        let view = builder.view(week, subject: EncodedWord.singleLine(subject), charts: charts, attachment: attachment?.fileName)
        let date = context.export.exportedAt?.rfc5322 ?? week.end.rfc5322 + " 00:00:00 +0000"
        return EmailContent(
            from: from, to: to, cc: cc, subject: subject, date: date, name: base, view: view, images: images, attachment: attachment)
    }

    /// One piece of the message.
    private func make(_ work: Work, typeSetter: TypeSetter) throws(ReportError) -> Piece {
        switch work {
        case .pdf: return .pdf(try pdf.render(week))
        case .chart(let kind): return .chart(try chart(kind, typeSetter: typeSetter))
        }
    }

    /// One of the week's charts as PNG at 2×, with what the HTML needs to show it: its Content-ID, alt text and
    /// size; nil for a chart with nothing to draw.
    func chart(_ kind: ChartKind, typeSetter: TypeSetter) throws(ReportError) -> (chart: EmailChart, image: (fileName: String, png: Data))? {
        let base = week.isoWeek.description
        let options = ChartOptions(context: context, week: week, theme: .light)
        let document = ChartRenderer.document(kind, figures: context.figures, options: options, typeSetter: typeSetter)
        let bytes = try OutputFormat.png.writer(WriterSettings(scale: 2)).write(.document(document))
        guard let scene = document.pages.first else { return nil }
        let fit = min(1, Self.columnWidth / scene.width)
        var digest = ContentDigest()
        digest.add(bytes)
        let chart = EmailChart(
            contentID: "\(base)-\(kind.rawValue).\(digest.hex)@coach-report.invalid",
            alt: scene.alt.title + ": " + scene.alt.description,
            width: Int((scene.width * fit).rounded()), height: Int((scene.height * fit).rounded()))
        return (chart, ("\(base)-\(kind.rawValue).png", bytes))
    }
}

/// What is to be made for a message, in the order it is started.
private enum Work: Sendable {
    case pdf
    case chart(ChartKind)
}

/// A piece of the message: the PDF, or a chart (nil when it has nothing to draw).
private enum Piece {
    case pdf(Data)
    case chart((chart: EmailChart, image: (fileName: String, png: Data))?)
}

/// One slot per piece, written by whichever thread made it; read in order once all are made.
private final class PieceSlots: @unchecked Sendable {
    private var slots: [Result<Piece, ReportError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Piece, ReportError>) { lock.withLock { slots[index] = result } }

    /// The pieces made, in order (the PDF first, when there is one, then the charts).
    var all: [Result<Piece, ReportError>] { lock.withLock { slots.compactMap { $0 } } }
}
