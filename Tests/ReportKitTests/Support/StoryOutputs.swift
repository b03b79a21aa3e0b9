import Foundation
@testable import ReportCore
@testable import ReportNative
@testable import ReportRender
@testable import ReportOutputs
@testable import ReportKit

/// Made-up exports with what tends to make outputs disagree (a first, partial week; a whole empty week and the
/// comeback after it; a day written twice; planned rest days; a type of urge a newer app added; a week still
/// under way), and every output made from them, read back as a person reads it.
enum StoryOutputs {
    static let first = Day.iso("2026-10-28")
    static let asOf = Day.iso("2026-11-25")

    /// Day `i` counted from `first`: which days are quiet, which are written twice.
    static let quiet: Set<Int> = Set(12...20).union([5, 25])
    static let doubled: Set<Int> = [3, 22]
    static let urgeTypes = ["stress", "habit", "physical", "other", "boredom"]

    /// The export as the app writes it (Europe/Oslo, so every stamp of November is +01:00; October's last days +02:00 / +01:00).
    static func json() -> String {
        var entries: [String] = [], notes: [String] = [], checkIns: [String] = []
        for i in 0...(asOf - first) where !quiet.contains(i) {
            let day = (first + i).iso
            let offset = first + i < Day.iso("2026-10-25") ? "+02:00" : "+01:00"
            entries.append("""
                {"date": "\(day)", "morningFocus": {"breathingDone": true, "careAction": "a short walk", "completedAt": "\(day)T07:30:00\(offset)"},
                 "endOfDay": {"didCareAction": \(i % 3 != 0), "whatHelped": "tea"},
                 "prepChecks": [{"title": "Fill the water bottle", "status": "done"}, {"title": "Prep a snack box", "status": "skip"},
                                {"title": "Lay out shoes", "status": "partly"}]}
                """)
            if doubled.contains(i) { entries.append(#"{"date": "\#(day)", "endOfDay": {"didCareAction": true}}"#) }
            switch i % 3 {
            case 0: checkIns.append(#"{"date": "\#(day)", "plannedToTrain": true, "completedTraining": \#(i % 6 == 0)}"#)
            case 1: checkIns.append(#"{"date": "\#(day)", "plannedToTrain": false, "completedTraining": false}"#)
            default: break
            }
            if i % 2 == 1 {
                notes.append(#"{"id": "n\#(i)", "at": "\#(day)T20:15:00\#(offset)", "type": "\#(urgeTypes[i % urgeTypes.count])", "text": "restless"}"#)
            }
        }
        return """
            {"format": "coacher-export", "version": 1, "exportedAt": "\(asOf.iso)T12:00:00+01:00", "timeZone": "Europe/Oslo",
             "profile": {"name": "Sam", "goal": "Calm and strong"},
             "entries": [\(entries.joined(separator: ",\n"))],
             "cravingNotes": [\(notes.joined(separator: ",\n"))],
             "checkIns": [\(checkIns.joined(separator: ",\n"))]}
            """
    }

    static func context(weekStart: WeekStart, language: Language, redaction: Redaction = .full) throws -> ReportContext {
        let export = try TestExports.read(json()).redacted(redaction)
        let figures = Figures(export: export, options: FigureOptions(asOf: asOf, weekStart: weekStart))
        return ReportContext(
            export: export, figures: figures, localizer: Localizer(language: language),
            localeIdentifier: language == .english ? "en-US" : "nb-NO")
    }

    /// Every week from the one the records begin in to the one still under way.
    static func weeks(_ context: ReportContext) -> [Week] {
        let figures = context.figures
        var weeks: [Week] = []
        var week = figures.week(holding: first - 7)  // a week before the records begin, too
        while week.start <= asOf { weeks.append(week); week = Week(start: week.start + 7) }
        return weeks
    }

    /// One week's outputs as text, by name.
    struct Texts {
        var byName: [String: String] = [:]
        subscript(_ name: String) -> String { byName[name] ?? "" }
        var all: [(String, String)] { byName.sorted { $0.key < $1.key } }
    }

    /// The site, made once per context: every file by path; `overview`: only the pages that look at every week
    /// (the index, the years' pages and the feed: the job's first unit), for a test that reads no week's page.
    static func site(_ context: ReportContext, overview: Bool = false) throws -> [String: String] {
        let job = SiteJob(context: context, options: SiteOptions(pdfs: false), templates: Fixtures.templates, typeSetter: TypeSetter())
        var files: [String: String] = [:]
        for unit in 0..<(overview ? 1 : job.unitCount) {
            for file in try job.files(unit: unit, typeSetter: TypeSetter()) { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        }
        return files
    }

    /// What a reader sees of `week` in each output: the PDF (its pages' text as laid out, and as pdftotext reads
    /// the file when `pdfText`), the Markdown and HTML summaries, the email's subject and both decoded bodies,
    /// the site's index, week page and feed, and the charts' alt text.
    static func texts(_ context: ReportContext, _ week: Week, site: [String: String], pdfText: Bool = false, mail: Bool = true) throws -> Texts {
        var t = Texts()
        let pdf = WeeklyReflectionPDF(context: context, paper: Paper.forLocale(context.localeIdentifier), theme: .light)
        t.byName["pdf.scene"] = sceneText(pdf.document(week))
        if pdfText {
            let inspector = try PDFInspector(try pdf.render(week))
            defer { inspector.remove() }
            t.byName["pdf.text"] = try inspector.text()
        }
        let period = SummaryPeriod(week: week)
        t.byName["markdown"] = try Fixtures.summary(context, period, format: .markdown, templates: Fixtures.templates)
        t.byName["html"] = HTMLText(try Fixtures.summary(context, period, format: .html, templates: Fixtures.templates)).text
        if mail {
            let job = EmailJob(
                context: context, week: week, from: MailAddress(name: "Sam", address: "sam@example.org"),
                to: [MailAddress(name: "Kari", address: "kari@example.no")], attachesPDF: false)
            let inspector = try MailInspector(try job.message())
            defer { inspector.remove() }
            t.byName["email.subject"] = inspector.header("Subject") ?? ""
            t.byName["email.text"] = MailInspector.unflowed(try inspector.text("text/plain"))
            t.byName["email.html"] = HTMLText(try inspector.text("text/html")).text
        }
        t.byName["site.index"] = HTMLText(site["index.html"] ?? "").text
        t.byName["site.week"] = HTMLText(site["weeks/\(week.isoWeek).html"] ?? "").text
        t.byName["site.feed"] = HTMLText(site["feed.xml"] ?? "").text
        for year in Set([week.start.year, week.end.year]) { t.byName["site.year.\(year)"] = HTMLText(site["years/\(year).html"] ?? "").text }
        for kind in [ChartKind.rings, .heatmap, .trend, .urges] {
            let alt = ChartRenderer.alt(kind, figures: context.figures, options: ChartOptions(context: context, week: week))
            t.byName["alt.\(kind)"] = alt.title + ". " + alt.description
        }
        return t
    }

    /// Every text of a document's pages, one a line.
    static func sceneText(_ document: PagedDocument) -> String {
        var lines: [String] = []
        func walk(_ items: [SceneItem]) {
            for item in items {
                switch item {
                case .text(let t): lines.append(t.block.text)
                case .group(let g): walk(g.items)
                case .anchor, .shape, .link: break
                }
            }
        }
        for page in document.pages { walk(page.items) }
        return lines.joined(separator: "\n")
    }

    /// `stats --json` as the tests read it.
    static func stats(_ context: ReportContext) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(StatsJSON.document(context).utf8)) as! [String: Any]
    }
}
