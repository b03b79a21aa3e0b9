import ArgumentParser
import Foundation
import ReportKit

struct Site: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write a small static progress site: an overview, a page (and PDF) per week, a feed.",
        discussion: """
            Writes DIR/index.html, DIR/weeks/2026-W47.html (and .pdf unless --no-pdf) for every week with something \
            logged, DIR/years/2026.html for more than a year of data, DIR/feed.xml (Atom), DIR/style.css and, unless \
            --public, DIR/robots.txt. No JavaScript, no web fonts, every link relative: it works from a folder, \
            offline, or on any static host. Private by default: --redact summary leaves out every word you typed. \
            Building into the same folder rewrites only changed files and removes only files the site made.

            Examples:
              coach-report site export.json --out my-site
              coach-report site export.json --out public --public --title "My year" --base-url https://example.org/me/
            """)

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp(
        "full: everything you wrote; summary: no text you typed (the default here); counts: figures and charts only, no name or goal.",
        valueName: "full|summary|counts"))
    var redact: Redaction = .summary

    @OptionGroup var day: DayOptions

    @Option(name: .long, help: ArgumentHelp("The folder to write the site into (made if needed).", valueName: "dir"))
    var out: String

    @Flag(name: .long, help: "Leave out the weekly PDFs.")
    var noPdf = false

    @Flag(name: .long, help: "Let search engines index the site (no noindex, no robots.txt).")
    var `public` = false

    @Option(name: .long, help: "The site's title (default: your name, or \"Progress\").")
    var title: String?

    @Option(name: .long, help: ArgumentHelp("Where the site will live, for the feed's absolute links, e.g. https://example.org/me/.", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: "a4 or letter, for the PDFs (default: from the locale).")
    var paper: Paper?

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) || baseURL.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" }) {
            throw ValidationError("--base-url takes an address such as https://example.org/me/.")
        }
    }

    func run() throws {
        try reporting {
            let (context, fonts) = try ReportContext.load(
                input.request(weekStart: day.weekStart, asOf: day.asOf, redaction: redact), warming: SiteJob.fonts, emojiStyle: SiteJob.emojiStyle)
            let job = SiteJob(
                context: context,
                options: SiteOptions(pdfs: !noPdf, isPublic: `public`, title: title, baseURL: baseURL, paper: paper),
                templates: try TemplateLibrary.load(nil), typeSetter: fonts)
            let folder = FolderSink(folder: out, createsFolders: true)
            // A long build shows how far it is on a terminal; redirected, it says nothing.
            let progress = isatty(STDERR_FILENO) == 1 && job.paths.count > 40 ? ProgressSink(folder, total: job.paths.count) : nil
            try job.build(into: out, runner: JobRunner(typeSetter: fonts, sink: progress ?? folder))
            progress?.finish()
            return context
        }
    }
}

/// Counts the files written and shows "site: 120/1045 files" on one line of the terminal, rewritten in place.
final class ProgressSink: FileSink, @unchecked Sendable {
    let inner: any FileSink
    let total: Int
    private var done = 0
    private let lock = NSLock()

    init(_ inner: any FileSink, total: Int) { self.inner = inner; self.total = total }

    func write(_ file: OutputFile) throws(ReportError) {
        try inner.write(file)
        let n = lock.withLock { done += 1; return done }
        if n % 25 == 0 { lock.withLock { StandardStreams.writeError("\rsite: \(n)/\(total) files") } }
    }

    /// Clears the line.
    func finish() { StandardStreams.writeError("\r\u{1B}[K") }
}
