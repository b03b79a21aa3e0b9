import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReportCore
import ReportNative
import ReportRender

/// A week's email, as one `.eml` file (or standard output): the words of the week (`EmailBuilder`), its charts
/// drawn as PNG at 2×, and the week's PDF made at the same redaction level as everything else (the context was
/// redacted when it was read), put together by the format table's `eml` writer.
package struct EmailJob: Job {
    package let context: ReportContext
    package let week: Week
    package let from: MailAddress
    package let to: [MailAddress]
    package let cc: [MailAddress]
    /// nil: the default subject, the week and its headline.
    package let subject: String?
    package let attachesPDF: Bool
    /// Where the message goes: a file, or `-` for standard output.
    package let path: String
    package let settings: WriterSettings
    let pdf: WeeklyReflectionPDF

    /// Whether anyone it goes to is not its sender: then it opens with a line saying whose week it is.
    package var isShared: Bool {
        (to + cc).contains { $0.address.lowercased() != from.address.lowercased() }
    }

    /// The width of the email's column, inside its padding: no chart is shown wider.
    static let columnWidth = 552.0

    package init(
        context: ReportContext, week: Week, from: MailAddress, to: [MailAddress], cc: [MailAddress] = [], subject: String? = nil,
        attachesPDF: Bool = true, path: String = "-", settings: WriterSettings = WriterSettings(), typeSetter: TypeSetter
    ) {
        self.context = context; self.week = week; self.from = from; self.to = to; self.cc = cc; self.subject = subject
        self.attachesPDF = attachesPDF; self.path = path; self.settings = settings
        pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light, typeSetter: typeSetter)
    }

    /// The fonts the charts and the PDF use, to make ready while the export is read. Both are laid out with one
    /// `TypeSetter`: a second one loaded the same faces again, which cost more than its pieces ever waited for the
    /// other's lock.
    package static let fonts = ChartRenderer.fonts + PageStyle.fonts
    /// The style emoji are made ready in, as the PDF's.
    package static let emojiStyle = PageStyle.body

    /// Makes ready what the message needs that does not depend on the export, to run while it is read
    /// (`ReportTemplates.prepareEmail`, which the command line runs on a second thread): the parsed templates, which the bodies would otherwise parse at the
    /// end of the run, in the last piece to finish. Safe to be still running when the bodies are rendered: the
    /// template library parses under its lock, so they wait for it.
    package static func prepare(settings: WriterSettings) {
        try? settings.templates?.prepare(EmailWriter.templates)
    }

    package var unitCount: Int { 1 }

    /// The message as a file, made as it is written (the bytes `message` gives): with a PDF of tens of megabytes,
    /// the message in base64 is never held whole beside the PDF.
    package func files(unit index: Int, typeSetter: TypeSetter) throws(ReportError) -> [OutputFile] {
        [OutputFile(path: path, streamed: EmailWriter(templates: settings.templates).streamedMessage(try content(typeSetter: typeSetter)))]
    }

    /// The message's bytes.
    package func message(typeSetter: TypeSetter) throws(ReportError) -> Data {
        try OutputFormat.eml.writer(settings).write(.message(content(typeSetter: typeSetter)))
    }

    /// Everything the message holds, before it is encoded.
    ///
    /// The PDF, each chart's PNG and the two bodies are pieces made on every core, longest first: the PDF with the
    /// fonts given to `init`, the charts with `typeSetter` (the command gives both the same). The bodies name the
    /// pictures by their Content-IDs, which come from each chart's scene (`DigestCanvas`), so they are written as
    /// soon as every chart is laid out, while the pictures are still being drawn, on the core the last picture
    /// leaves free. The bytes are the same however the pieces were shared out.
    package func content(typeSetter: TypeSetter) throws(ReportError) -> EmailContent {
        let base = week.isoWeek.description
        let kinds = EmailPicture.all(context, week: week)
        let attachmentName = attachesPDF ? base + ".pdf" : nil
        let builder = EmailBuilder(context: context, reflections: pdf.builder)
        let subject = subject ?? builder.subject(week)
        // The bodies come last, so the charts' own pieces have most likely laid them out by the time they ask.
        let work: [Work] = (attachesPDF ? [.pdf] : []) + kinds.indices.map { .chart($0, kinds[$0]) } + [.bodies]
        // Each chart is laid out once, by its own piece or by the bodies, whichever asks first.
        let laidOut = OnceEach<(document: PagedDocument, shown: EmailChart?)>(count: kinds.count)
        let layOut = { @Sendable (n: Int) in
            laidOut.value(n) {
                let document = chartDocument(kinds[n], typeSetter: typeSetter)
                return (document, shownChart(kinds[n], document))
            }
        }
        // One slot per piece, written by whichever thread made it; read in order once all are made.
        let pieces = Locked([Result<Piece, ReportError>?](repeating: nil, count: work.count))
        let set = { @Sendable (index: Int, piece: Result<Piece, ReportError>) in pieces.withLock { $0[index] = piece } }
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            do throws(ReportError) {
                switch work[index] {
                case .pdf:
                    set(index, .success(.pdf(try pdf.render(week))))
                case .chart(let n, let kind):
                    let (document, chart) = layOut(n)
                    guard let chart else { set(index, .success(.png(nil))); return }
                    let png = try OutputFormat.png.writer(WriterSettings(scale: 2)).write(.document(document))
                    set(index, .success(.png(EmailImage(fileName: "\(base)-\(kind.name).png", contentID: chart.contentID, png: png))))
                case .bodies:
                    let charts = kinds.indices.filter { !kinds[$0].isBody }.compactMap { layOut($0).shown }
                    var view = builder.view(week, subject: EncodedWord.singleLine(subject), charts: charts, attachment: attachmentName, shared: isShared)
                    view.bodyCharts = kinds.indices.filter { kinds[$0].isBody }.compactMap { layOut($0).shown }
                    set(index, .success(.bodies(try EmailWriter(templates: settings.templates).bodies(view))))
                }
            } catch {
                set(index, .failure(error))
            }
        }
        var images: [EmailImage] = []
        var attachment: (fileName: String, pdf: Data)? = nil
        var bodies = EmailBodies(text: "", html: "")  // always set: the bodies are one of the pieces
        // The pieces made, in order (the PDF first, when there is one, then the charts, then the bodies).
        for made in pieces.withLock({ $0.compactMap { $0 } }) {
            switch try made.get() {
            case .pdf(let bytes): attachment = attachmentName.map { ($0, bytes) }
            case .png(let image?): images.append(image)
            case .png(nil): continue
            case .bodies(let made): bodies = made
            }
        }
        let date = context.export.exportedAt?.rfc5322 ?? week.end.rfc5322 + " 00:00:00 +0000"
        return EmailContent(
            from: from, to: to, cc: cc, subject: subject, date: date, name: base, bodies: bodies, images: images,
            attachment: attachment)
    }

    /// One of the week's charts, laid out for a PNG at 2×.
    func chartDocument(_ kind: EmailPicture, typeSetter: TypeSetter) -> PagedDocument {
        kind.document(context, week: week, typeSetter: typeSetter)
    }

    /// What the HTML needs to show a chart: its Content-ID, named by what it draws, its alt text and its size in the
    /// column; nil for a chart with nothing to draw.
    func shownChart(_ kind: EmailPicture, _ document: PagedDocument) -> EmailChart? {
        guard let scene = document.pages.first else { return nil }
        let fit = min(1, Self.columnWidth / scene.width)
        return EmailChart(
            contentID: "\(week.isoWeek.description)-\(kind.name).\(DigestCanvas.digest(scene).hex)@coach-report.invalid",
            alt: scene.alt.title + ": " + scene.alt.description,
            width: Int((scene.width * fit).rounded()), height: Int((scene.height * fit).rounded()))
    }
}

/// What is to be made for a message, in the order it is started.
private enum Work: Sendable {
    case pdf
    /// The chart `kinds[n]`.
    case chart(Int, EmailPicture)
    case bodies
}

/// A piece of the message: the PDF, a chart's PNG (nil when it has nothing to draw) or the bodies.
private enum Piece {
    case pdf(Data)
    case png(EmailImage?)
    case bodies(EmailBodies)
}
